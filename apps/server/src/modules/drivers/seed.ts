// The demo driver's profile (never in production): started, not yet submitted, so that the
// verification page opens with something in it. Photos are not seeded: they must be uploaded
// (the upload store records who owns each one).

import { eq } from 'drizzle-orm';
import { drivers } from '../../db/schema/drivers.ts';
import { users } from '../../db/schema/users.ts';
import type { Seed } from '../../db/seed.ts';
import { sealIdCard } from './id-card-vault.ts';
import { DEMO_DRIVER_MOBILE } from '../users/seed.ts';

/** A made-up number with a correct check character (born 1985-05-12, male). */
export const DEMO_DRIVER_ID_CARD = '110105198505121238';
export const DEMO_DRIVER_PLATE = '京A12345';

export const demoDriverProfileSeed: Seed = {
  name: 'drivers.demo',
  version: 1,
  demoOnly: true,
  async run(db, { pii }) {
    const [driver] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.mobile, DEMO_DRIVER_MOBILE));
    if (!driver) return;
    await db
      .insert(drivers)
      .values({
        userId: driver.id,
        name: '演示司机',
        ...sealIdCard(pii, DEMO_DRIVER_ID_CARD),
        licenceClass: 'A2',
        licenceExpiry: '2031-06-30',
        plateNumber: DEMO_DRIVER_PLATE,
        vehicleType: 'flatbed',
        vehicleLengthM: 9.6,
        loadTonnes: 18,
        state: 'in_progress',
      })
      .onConflictDoNothing();
  },
};

// Reviews a driver's submitted verification profile from the command line. The operator API
// (POST /ops/api/drivers/verifications/:userId/review) is the primary path; this is a thin client
// of the same module function, with the same rules, audited in the same log (as this script and
// the OS user):
//
//   npx tsx apps/server/scripts/review-driver.ts 13900000003 approve
//   npx tsx apps/server/scripts/review-driver.ts 13900000003 reject \
//     --reason "idCardFrontKey:照片模糊，请重新拍摄" --reason "licenceExpiry:与驾驶证不一致"
//
// It opens the database the server uses (DATABASE_URL, else the embedded one in DATA_DIR). The
// embedded database admits one process at a time: stop the server first, or use PostgreSQL.

import { DRIVER_PROFILE_FIELDS } from '@freight/contract/endpoints/driver';
import { maskIdCard } from '@freight/contract/rules/mask';
import { userInfo } from 'node:os';
import { eq } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/database.ts';
import type { DriverRejectReason } from '../src/db/schema/drivers.ts';
import { USER_TYPE, users } from '../src/db/schema/users.ts';
import { loadDriver } from '../src/modules/drivers/profile-store.ts';
import { ReviewError, reviewDriverAudited } from '../src/modules/drivers/review.ts';

const USAGE = `usage: review-driver.ts <mobile> approve|reject [--reason field:text]...
  fields: ${DRIVER_PROFILE_FIELDS.join(', ')}`;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function parseArgs(argv: string[]) {
  const [mobile, decision, ...rest] = argv;
  if (!mobile || !/^1\d{10}$/.test(mobile)) fail(`A mobile number is required.\n${USAGE}`);
  if (decision !== 'approve' && decision !== 'reject') fail(`approve or reject?\n${USAGE}`);
  const reasons: DriverRejectReason[] = [];
  for (let i = 0; i < rest.length; i++) {
    const value = rest[i] === '--reason' ? rest[++i] : undefined;
    const separator = value?.indexOf(':') ?? -1;
    if (!value || separator <= 0)
      fail(`Expected --reason field:text, got "${rest[i] ?? ''}".\n${USAGE}`);
    reasons.push({ field: value.slice(0, separator), reason: value.slice(separator + 1) });
  }
  return { mobile, decision, reasons } as const;
}

const { mobile, decision, reasons } = parseArgs(process.argv.slice(2));

async function review(database: Database): Promise<string> {
  const { db } = database;
  const [user] = await db.select().from(users).where(eq(users.mobile, mobile));
  if (!user) throw new ReviewError(`No user with mobile ${mobile}.`);
  if (user.userType !== USER_TYPE.driver) throw new ReviewError(`${mobile} is not a driver.`);
  await reviewDriverAudited(
    db,
    { operatorId: null, name: `script:review-driver (${userInfo().username})` },
    { userId: user.id, decision, reasons, now: Date.now() },
  );
  const row = await loadDriver(db, user.id);
  const id = row?.idCardNo ? maskIdCard(row.idCardNo) : '-';
  return `${mobile} (${row?.name ?? '-'}, ${id}, ${row?.plateNumber ?? '-'}): ${row?.state}`;
}

let database: Database;
try {
  const config = loadConfig();
  database = await openDatabase(config);
  // A database this server never started on gets its tables first.
  await database.setUp(async () => {});
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
try {
  process.stdout.write(`${await review(database)}\n`);
} catch (error) {
  await database.close();
  if (error instanceof ReviewError || error instanceof ConfigError) fail(error.message);
  throw error;
}
await database.close();

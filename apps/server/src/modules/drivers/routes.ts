// driver-service: the logged-in driver's verification profile (getDetail, updateDriverInfo) and
// the two checks its form runs as the driver types (checkIdCard, checkLegal). The checks need a
// driver session too: they tell whether an ID number or plate is bound to someone, which is
// personal data, and they are rate-limited per driver against probing.

import {
  checkIdCard,
  checkTruckLegal,
  getDriverDetail,
  updateDriverInfo,
} from '@freight/contract/endpoints/driver';
import { todayInChina } from '@freight/contract/china-time';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { serveEndpoint } from '../../http/serve-endpoint.ts';
import type { SessionUser } from '../../http/session-user.ts';
import { notOwnUploads, uploadsFor } from '../uploads/public.ts';
import { checkDriverIdCard } from './id-card-policy.ts';
import { scheduleRejectedPhotoRetention } from './photo-retention.ts';
import { idCardHash, openDriverRow } from './id-card-vault.ts';
import { validationFailed } from '../../http/validation-failed.ts';
import {
  ageProblem,
  expiredProblems,
  IMAGE_FIELDS,
  photoKeysOf,
  toDriverDetail,
} from './profile.ts';
import {
  heldByAnotherDriver,
  ID_CARD_TAKEN,
  loadDriver,
  loadSignUp,
  PLATE_TAKEN,
  type ProfileChanges,
  saveDriverProfile,
} from './profile-store.ts';
import { truckLegalReasons, truckLimits } from './truck-rules.ts';

// A driver filling in the form checks a few numbers; a script probing whose ID is registered
// checks thousands.
const CHECKS_PER_TEN_MINUTES = 60;

/** Counts a driver's form check against their limit. */
async function countCheck(app: FastifyInstance, user: SessionUser) {
  await app.rateLimit(`driver-check:${user.userId}`, CHECKS_PER_TEN_MINUTES, 600);
}

const driverRoutes: FastifyPluginAsyncZod = async (app) => {
  const uploads = uploadsFor(app);
  const today = () => todayInChina(app.now());
  scheduleRejectedPhotoRetention(app);

  serveEndpoint(app, checkIdCard, async ({ fields: { idCardNo }, user }) => {
    await countCheck(app, user);
    const result = checkDriverIdCard(idCardNo, today());
    // Only a number that could be stored can be held by someone.
    if (
      !result.reasons.includes('checksum') &&
      (await heldByAnotherDriver(app.db, user.userId, 'idCardHash', idCardHash(app.pii, idCardNo)))
    ) {
      throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, ID_CARD_TAKEN);
    }
    // `name_mismatch` needs a real-name verification service; none is configured, and the
    // server does not pretend to have checked.
    return result;
  });

  serveEndpoint(app, checkTruckLegal, async ({ fields: truck, user }) => {
    await countCheck(app, user);
    if (await heldByAnotherDriver(app.db, user.userId, 'plateNumber', truck.plateNumber)) {
      throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, PLATE_TAKEN);
    }
    const reasons = truckLegalReasons(truck);
    return { legal: reasons.length === 0, reasons, limits: truckLimits(truck.vehicleType) };
  });

  serveEndpoint(app, getDriverDetail, async ({ user }) => {
    const stored = await loadDriver(app.db, user.userId);
    const driver = stored && openDriverRow(app.pii, stored);
    return toDriverDetail(
      driver,
      today(),
      await uploads.links(photoKeysOf(driver)),
      await loadSignUp(app.db, user.userId),
    );
  });

  serveEndpoint(app, updateDriverInfo, async ({ fields, user }) => {
    const { submit = false, ...given } = fields;
    const changes = Object.fromEntries(
      Object.entries<unknown>(given).filter(([, value]) => value !== undefined),
    ) as ProfileChanges;
    const now = app.now();
    const day = todayInChina(now);

    // What the driver typed is checked as it is saved, each at its field: an ID holder outside the
    // age range, a certificate that has already expired (one that expires soon is kept: the
    // page reminds the driver to renew it).
    const typed = [
      ...(changes.idCardNo === undefined ? [] : [ageProblem(changes.idCardNo, day)]),
      ...expiredProblems(changes, day),
    ].filter((problem) => problem !== null);
    // A submission finds these among all its problems, reported together.
    if (typed.length > 0 && !submit) throw validationFailed(typed);
    const images = IMAGE_FIELDS.flatMap((field) => {
      const key = changes[field];
      return key === undefined ? [] : [{ field, key }];
    });
    const notOwned = await notOwnUploads(uploads, user.userId, images);
    if (notOwned.length > 0) throw validationFailed(notOwned);

    const saved = await saveDriverProfile(app.db, app.pii, {
      userId: user.userId,
      changes,
      submit,
      now,
      today: day,
    });
    return toDriverDetail(
      saved,
      day,
      await uploads.links(photoKeysOf(saved)),
      await loadSignUp(app.db, user.userId),
    );
  });
};

export default driverRoutes;

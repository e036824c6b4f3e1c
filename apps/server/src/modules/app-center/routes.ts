// oms-service POST /api/upgrade/getAppCenter: the latest release of one of the native apps, for
// the download pages and the in-app upgrade prompt. The newest `released_at` row per app wins, so
// publishing a version is one INSERT (and rolling back is deleting it). The name and notes are in
// the request's language (Accept-Language); the store name stays Chinese, as the stores list it.

import { getAppCenter } from '@freight/contract/endpoints/oms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { serveEndpoint } from '../../http/serve-endpoint.ts';
import { requestLocale } from '../../http/user-message.ts';
import { currentRelease } from './releases.ts';

const appCenterRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(app, getAppCenter, async ({ fields: { app: appName, system }, request }) => {
    const release = await currentRelease(app.db, appName, app.now());
    if (!release) throw new ApiError(BUSINESS_CODES.NOT_FOUND, `No release of ${appName}`);

    const downloads = {
      ...(release.androidUrl ? { android: release.androidUrl } : {}),
      ...(release.iosUrl ? { ios: release.iosUrl } : {}),
    };
    const downloadUrl =
      system === 'android'
        ? (release.androidUrl ?? null)
        : system === 'ios'
          ? (release.iosUrl ?? null)
          : null;
    const english = requestLocale(request) === 'en-US';
    return {
      app: appName,
      appName: english ? release.appNameEn : release.appName,
      storeName: release.appName,
      currentVersion: release.version,
      minVersion: release.minVersion,
      size: release.sizeBytes,
      // Notes not written in English are left out rather than shown in Chinese.
      releaseNotes: english ? release.releaseNotesEn : release.releaseNotes,
      releasedAt: release.releasedAt.toISOString(),
      downloads,
      downloadUrl,
    };
  });
};

export default appCenterRoutes;

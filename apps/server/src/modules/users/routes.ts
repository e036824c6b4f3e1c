// oms-service: the person leaves (README "Personal data"). Here in the users module, which owns
// the erasure (leaving.ts), rather than in identity's login routes: identity sits below the
// modules whose data the erasure touches (docs/decisions/047).

import { deleteAccount } from '@freight/contract/endpoints/identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../http/serve-endpoint.ts';
import { closeSession } from '../../plugins/session.ts';
import { deleteLeftPhotos, eraseOwnAccount } from './leaving.ts';

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  // The person leaves (README "Personal data"): the erasure and the end of every session of
  // theirs in one transaction, then this browser's cookie, then the photos' files.
  serveEndpoint(app, deleteAccount, async ({ user: { userId }, request, reply }) => {
    await eraseOwnAccount(app.db, app.pii, userId, new Date(app.now()));
    await closeSession(request, reply);
    await deleteLeftPhotos(app);
    return null;
  });
};

export default userRoutes;

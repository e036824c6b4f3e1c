// vote-service POST /api/vote/driver/submit: a driver's ballot in a running vote. The H5 sends it
// as a plain (unencrypted) form: a ballot carries only public ids (docs/contract.md §9).

import { voteSubmit } from '@freight/contract/endpoints/vote';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../http/serve-endpoint.ts';
import { castBallot } from './ballot.ts';

const voteRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(app, voteSubmit, async ({ fields: { voteId, candidateId }, user }) =>
    castBallot(app.db, { voteId, candidateId, userId: user.userId, now: app.now() }),
  );
};

export default voteRoutes;

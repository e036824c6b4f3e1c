// vote-service POST /api/vote/driver/submit: a driver's ballot in a running vote. The H5 sends it
// as a plain (unencrypted) form: a ballot carries only public ids (docs/contract.md §9).

import { voteSubmit } from '@freight/contract/endpoints/vote';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { USER_TYPE } from '../../db/schema/users.ts';
import { envelopeOf, ok } from '../../http/envelope.ts';
import { requireUser } from '../../plugins/session.ts';
import { castBallot } from './ballot.ts';

const voteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    voteSubmit.path,
    {
      schema: {
        body: voteSubmit.request,
        response: { 200: envelopeOf(voteSubmit.response) },
      },
    },
    async (request) => {
      const user = requireUser(request, USER_TYPE.driver);
      const { voteId, candidateId } = request.body;
      return ok(
        await castBallot(app.db, { voteId, candidateId, userId: user.userId, now: app.now() }),
      );
    },
  );
};

export default voteRoutes;

// vote-service endpoints.

import * as z from 'zod';
import { routes } from '../routes.ts';
import { defineEndpoint } from './common.ts';

// --- POST /api/vote/driver/submit: one vote for a candidate --------------------------------------

const id = z.int().positive().max(2_147_483_647);

export const voteSubmitRequest = z.strictObject({ voteId: id, candidateId: id });
export const voteSubmitResponse = z.strictObject({
  voteId: id,
  candidateId: id,
  /** Votes this user has cast in this vote today, this one included. */
  votesToday: z.int().nonnegative(),
  results: z.array(
    z.strictObject({
      candidateId: id,
      name: z.string().min(1).max(50),
      votes: z.int().nonnegative(),
    }),
  ),
});
export const voteSubmit = defineEndpoint({
  ...routes.voteSubmit,
  request: voteSubmitRequest,
  response: voteSubmitResponse,
});
export type VoteSubmitRequest = z.input<typeof voteSubmitRequest>;
export type VoteSubmitData = z.output<typeof voteSubmitResponse>;

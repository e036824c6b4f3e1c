// vote-service endpoints.

import * as z from 'zod';
import { defineEndpoint, rowId as id } from './common.ts';

// --- POST /api/vote/driver/submit: one vote for a candidate --------------------------------------

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
  name: 'voteSubmit',
  method: 'POST',
  service: 'vote-service',
  path: '/api/vote/driver/submit',
  caller: 'driver',
  client: { encrypt: false, loading: false },
  request: voteSubmitRequest,
  response: voteSubmitResponse,
  example: { voteId: 1, candidateId: 1 },
});
export type VoteSubmitRequest = z.input<typeof voteSubmitRequest>;
export type VoteSubmitData = z.output<typeof voteSubmitResponse>;

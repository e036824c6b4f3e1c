// The operator API's driver education (docs/decisions/027-driver-education.md): the exam attempts.

import * as z from 'zod';
import { eduCourse } from '../endpoints/edu.ts';
import { MASKED_MOBILE_PATTERN } from '../rules/mask.ts';
import { defineOpsEndpoint, type OpsEndpointDef } from './define.ts';
import { opsPageOf, opsPageQuery } from './paging.ts';

/** Drivers' exam attempts newest first, a page at a time; of one course when given. */
export const eduAttemptsQuery = opsPageQuery.extend({ course: eduCourse.optional() });

export const opsEduAttemptRow = z.strictObject({
  id: z.int().positive(),
  course: eduCourse,
  userId: z.int().positive(),
  /** The driver's mobile masked (`139****0003`); an admin reveals a user's at /users/:userId/reveal. */
  mobileMasked: z.string().regex(MASKED_MOBILE_PATTERN),
  correct: z.int().nonnegative(),
  total: z.int().positive(),
  passed: z.boolean(),
  at: z.string(),
});
export type OpsEduAttemptRow = z.output<typeof opsEduAttemptRow>;
export const opsEduAttemptPage = opsPageOf(opsEduAttemptRow);
export type OpsEduAttemptPage = z.output<typeof opsEduAttemptPage>;

export const listEduAttempts = defineOpsEndpoint({
  name: 'listEduAttempts',
  method: 'GET',
  path: '/edu/attempts',
  role: 'viewer',
  query: eduAttemptsQuery,
  response: opsEduAttemptPage,
  summary:
    "Drivers' exam attempts, newest first, of one course when given, each driver's mobile masked; not audited.",
  example: { query: { course: 'track-deduction', page: 1, pageSize: 20 } },
});

export const eduOpsEndpoints: readonly OpsEndpointDef[] = [listEduAttempts];

// Paging of the operator API's lists: the query every list takes, and the page it answers.

import * as z from 'zod';

export const opsPageQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export function opsPageOf<T extends z.ZodType>(item: T) {
  return z.strictObject({
    page: z.int().min(1),
    pageSize: z.int().min(1),
    total: z.int().nonnegative(),
    items: z.array(item),
  });
}

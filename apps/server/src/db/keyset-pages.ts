// Reading a long list a page at a time for an export (docs/decisions/042-csv-exports.md): each
// page starts after the last key of the one before, so memory stays one page whatever the count.

/** Rows read from the database at a time. */
export const EXPORT_PAGE_ROWS = 500;

/**
 * Pages of rows in key order, each read after the last key of the one before (keyset paging: no
 * OFFSET to rescan, no transaction held open), until a page comes back short.
 */
export async function* keysetPages<R extends { id: number }>(
  read: (after: number | undefined, limit: number) => Promise<R[]>,
  limit = EXPORT_PAGE_ROWS,
): AsyncGenerator<R[]> {
  let after: number | undefined;
  for (;;) {
    const page = await read(after, limit);
    if (page.length > 0) yield page;
    const last = page.at(-1);
    if (page.length < limit || last === undefined) return;
    after = last.id;
  }
}

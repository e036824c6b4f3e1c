import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTRACT_DOC, withEndpointTable } from '../scripts/endpoint-table.ts';

describe('docs/contract.md', () => {
  it("has the registry's endpoint table", () => {
    const doc = readFileSync(CONTRACT_DOC, 'utf8');
    expect(
      withEndpointTable(doc) === doc,
      "docs/contract.md's endpoint table is out of date: run `npm run docs:contract`",
    ).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { inlineEntryCss } from './inline-entry-css';

describe('inlineEntryCss', () => {
  it('puts the entry stylesheet into the HTML, its link kept disabled for the lazy loader', () => {
    const bundle = {
      'index.html': {
        type: 'asset',
        source: '<head><link rel="stylesheet" crossorigin href="./assets/index-abc.css"></head>',
      },
      'assets/index-abc.css': { type: 'asset', source: 'body{margin:0}' },
    };
    const plugin = inlineEntryCss();
    (plugin.generateBundle as unknown as (o: unknown, b: typeof bundle) => void)({}, bundle);
    expect(bundle['index.html'].source).toBe(
      '<head><style>body{margin:0}</style><link rel="stylesheet" href="./assets/index-abc.css" disabled></head>',
    );
  });
});

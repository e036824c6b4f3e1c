import { describe, expect, it } from 'vitest';
import { nextBoundary } from './follow';

const window = { startsAt: '2026-11-29T10:00:00.000Z', endsAt: '2026-11-29T12:00:00.000Z' };
const start = Date.parse(window.startsAt);
const end = Date.parse(window.endsAt);

describe('nextBoundary', () => {
  it('is the start for an answer given before it, the end for one given while it runs', () => {
    expect(nextBoundary(window, start - 35_000)).toBe(start);
    expect(nextBoundary(window, start + 1)).toBe(end);
    expect(nextBoundary(window, end)).toBeNull();
  });

  it('follows the state the answer says, asking again when it was asked a moment too soon', () => {
    expect(nextBoundary({ ...window, state: 'scheduled' }, start + 500)).toBe(start);
    expect(nextBoundary({ ...window, state: 'running' }, end + 500)).toBe(end);
    expect(nextBoundary({ ...window, state: 'ended' }, start + 500)).toBeNull();
  });

  it('has nothing to follow once an operator ended it early', () => {
    expect(
      nextBoundary({ ...window, state: 'ended', endedEarly: { at: window.startsAt } }, start),
    ).toBeNull();
  });
});

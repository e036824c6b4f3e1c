import { act, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';

/** Every value the countdown rendered, in order. */
const rendered: number[] = [];

function Left({ endAt, now }: { endAt: number | null; now: () => number }) {
  const seconds = useCountdown(endAt, now);
  rendered.push(seconds);
  return <p>{seconds}</p>;
}

describe('useCountdown', () => {
  afterEach(() => {
    rendered.length = 0;
    vi.useRealTimers();
  });

  it('is right in the very render where the clock changes (the server’s clock arriving)', () => {
    const phone = () => 0;
    const server = () => 3_600_000;
    const { rerender } = render(<Left endAt={7_200_000} now={phone} />);
    expect(screen.getByText('7200')).toBeTruthy();
    rendered.length = 0;
    rerender(<Left endAt={7_200_000} now={server} />);
    // Never one frame by the phone's clock once the server's is known.
    expect(rendered).not.toContain(7200);
    expect(rendered[0]).toBe(3600);
    expect(screen.getByText('3600')).toBeTruthy();
  });

  it('counts down each second and again when the page becomes visible, from the end time', () => {
    vi.useFakeTimers({ now: 0 });
    render(<Left endAt={10_000} now={() => Date.now()} />);
    expect(screen.getByText('10')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.getByText('7')).toBeTruthy();
    // The phone slept: no timer ran, the clock moved on.
    vi.setSystemTime(9_500);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(screen.getByText('1')).toBeTruthy();
  });

  it('is 0 without an end, and never below 0', () => {
    const { rerender } = render(<Left endAt={null} now={() => 5} />);
    expect(screen.getByText('0')).toBeTruthy();
    rerender(<Left endAt={1_000} now={() => 5_000} />);
    expect(screen.getByText('0')).toBeTruthy();
  });
});

import { fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { useSingleFlight } from './single-flight';

function Submit({ work }: { work: () => Promise<void> }) {
  const { run, busy } = useSingleFlight(work);
  return (
    <button type="button" onClick={() => run()} aria-busy={busy}>
      提交
    </button>
  );
}

describe('useSingleFlight', () => {
  it('runs once for a double tap, and again once the first run has settled', async () => {
    let finish: () => void = () => {};
    const work = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Submit work={work} />);
    const button = screen.getByRole('button');
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(button);
    expect(work).toHaveBeenCalledTimes(1);
    finish();
    await vi.waitFor(() => expect(button.getAttribute('aria-busy')).toBe('false'));
    fireEvent.click(button);
    expect(work).toHaveBeenCalledTimes(2);
  });

  it('releases the lock when the work fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const work = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    render(<Submit work={work} />);
    fireEvent.click(screen.getByRole('button'));
    await vi.waitFor(() =>
      expect(screen.getByRole('button').getAttribute('aria-busy')).toBe('false'),
    );
    fireEvent.click(screen.getByRole('button'));
    expect(work).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});

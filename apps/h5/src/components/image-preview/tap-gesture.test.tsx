import { fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTapGesture, useTapGesture } from './tap-gesture';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createTapGesture', () => {
  it('closes on a single tap at 250 ms, not at 249 ms', () => {
    const onSingle = vi.fn();
    const onDouble = vi.fn();
    createTapGesture({ onSingle, onDouble }).tap();
    vi.advanceTimersByTime(249);
    expect(onSingle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onSingle).toHaveBeenCalledTimes(1);
    expect(onDouble).not.toHaveBeenCalled();
  });

  it('a double tap toggles and never closes', () => {
    const onSingle = vi.fn();
    const onDouble = vi.fn();
    const gesture = createTapGesture({ onSingle, onDouble });
    gesture.tap();
    vi.advanceTimersByTime(249);
    gesture.tap();
    expect(onDouble).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(onSingle).not.toHaveBeenCalled();
  });

  it('two taps 250 ms apart are two single taps', () => {
    const onSingle = vi.fn();
    const onDouble = vi.fn();
    const gesture = createTapGesture({ onSingle, onDouble });
    gesture.tap();
    vi.advanceTimersByTime(250);
    gesture.tap();
    vi.advanceTimersByTime(250);
    expect(onSingle).toHaveBeenCalledTimes(2);
    expect(onDouble).not.toHaveBeenCalled();
  });
});

function Tapper({ onSingle, onDouble }: { onSingle: () => void; onDouble: () => void }) {
  const tap = useTapGesture({ onSingle, onDouble });
  return (
    <button type="button" onClick={tap}>
      tap
    </button>
  );
}

describe('useTapGesture', () => {
  it('applies the rule in a component and drops a pending close on unmount', () => {
    const onSingle = vi.fn();
    const onDouble = vi.fn();
    const { unmount } = render(<Tapper onSingle={onSingle} onDouble={onDouble} />);
    const button = screen.getByRole('button');
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onDouble).toHaveBeenCalledTimes(1);
    fireEvent.click(button);
    unmount();
    vi.advanceTimersByTime(500);
    expect(onSingle).not.toHaveBeenCalled();
  });
});

import { act, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n, I18nContext } from '@/lib/i18n/i18n';
import { isWithinPreload, LAZY_ROOT_MARGIN, LazyImage } from './lazy-image';

class FakeObserver {
  static last: FakeObserver | undefined;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe = vi.fn();
  disconnect = vi.fn();
  intersect() {
    act(() =>
      this.callback(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      ),
    );
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('LazyImage', () => {
  it('observes 1.3 screens ahead and reserves its box before loading', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { container } = render(<LazyImage src="/a.png" alt="truck" width={120} height={80} />);
    expect(LAZY_ROOT_MARGIN).toBe('130%');
    expect(FakeObserver.last?.options.rootMargin).toBe('130%');
    const box = container.querySelector<HTMLElement>('.fy-lazy-image');
    expect(box?.style.width).toBe('120px');
    expect(box?.style.height).toBe('80px');
    expect(screen.queryByRole('img')).toBeNull();
    FakeObserver.last?.intersect();
    expect(screen.getByRole('img', { name: 'truck' }).getAttribute('src')).toBe('/a.png');
  });

  it('tries 3 times in total, then says the image failed to load', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(
      <I18nContext.Provider value={createI18n('en-US')}>
        <LazyImage src="/broken.png" alt="truck" width={120} height={80} />
      </I18nContext.Provider>,
    );
    FakeObserver.last?.intersect();
    const tried: Element[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const image = screen.getByRole('img', { name: 'truck' });
      expect(tried).not.toContain(image);
      tried.push(image);
      fireEvent.error(image);
    }
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Image failed to load')).toBeTruthy();
  });

  it('without IntersectionObserver checks on scroll, at most every 200 ms', () => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', undefined);
    let top = 10_000;
    const rect = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockImplementation(() => ({ top, bottom: top + 80 }) as DOMRect);
    render(<LazyImage src="/a.png" alt="truck" width={120} height={80} />);
    expect(rect).toHaveBeenCalledTimes(1);
    top = 100;
    act(() => {
      fireEvent.scroll(window);
      fireEvent.scroll(window);
      vi.advanceTimersByTime(199);
    });
    expect(screen.queryByRole('img')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('img', { name: 'truck' })).toBeTruthy();
    rect.mockRestore();
  });
});

describe('isWithinPreload', () => {
  it('is true up to 1.3 screens below or above the viewport', () => {
    expect(isWithinPreload({ top: 2299, bottom: 2400 }, 1000)).toBe(true);
    expect(isWithinPreload({ top: 2300, bottom: 2400 }, 1000)).toBe(false);
    expect(isWithinPreload({ top: -1400, bottom: -1299 }, 1000)).toBe(true);
    expect(isWithinPreload({ top: -1400, bottom: -1300 }, 1000)).toBe(false);
  });
});

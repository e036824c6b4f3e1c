import { renderHook } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSendKey } from './use-send-key';

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

const REPORT = { road: 'G42 沪蓉高速 常州出口', text: '排队五六辆车' };

describe('the key of sending a form', () => {
  it('is the same for the same content, after the page was reloaded too, and new for other content', () => {
    const first = renderHook(() => useSendKey('road-report'));
    const key = first.result.current.for(REPORT);
    expect(key).toMatch(/^[0-9a-f]{24}$/);
    expect(first.result.current.for({ ...REPORT })).toBe(key);
    first.unmount();
    // The web-view reloaded while the answer was lost: the same send again.
    const again = renderHook(() => useSendKey('road-report'));
    expect(again.result.current.for(REPORT)).toBe(key);
    // The person changed a word: a new send.
    const changed = again.result.current.for({ ...REPORT, text: '排队十辆车' });
    expect(changed).not.toBe(key);
    expect(again.result.current.for(REPORT)).not.toBe(key);
  });

  it('is forgotten once the form was sent, and kept per form', () => {
    const { result } = renderHook(() => useSendKey('road-report'));
    const other = renderHook(() => useSendKey('party-post')).result.current.for(REPORT);
    const key = result.current.for(REPORT);
    expect(other).not.toBe(key);
    result.current.forget();
    expect(result.current.for(REPORT)).not.toBe(key);
  });

  it('lives with the page when storage is blocked, and drops a tampered entry', () => {
    sessionStorage.setItem('fy-send:road-report', '{"content": 1}');
    const tampered = renderHook(() => useSendKey('road-report')).result.current;
    expect(tampered.for(REPORT)).toMatch(/^[0-9a-f]{24}$/);

    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const { result } = renderHook(() => useSendKey('party-post'));
    const key = result.current.for(REPORT);
    expect(result.current.for(REPORT)).toBe(key);
    expect(result.current.for({ ...REPORT, road: 'G2' })).not.toBe(key);
  });
});

import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { agreementQuery } from '@/components/agreement/agreement-query';
import { agreementData } from './get-agreement';

const request = vi.hoisted(() => vi.fn());
vi.mock('@/lib/request/client', () => ({ request }));

const agreement = {
  id: 'platform-service',
  title: '平台服务协议',
  version: '2026-01',
  effectiveAt: '2026-01-01',
  sections: [],
};

afterEach(() => {
  vi.useRealTimers();
  request.mockReset();
});

describe('the agreement query', () => {
  it("is the page's and the sheet's: one answer, asked again after ten minutes", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    request.mockResolvedValue(agreement);
    const client = new QueryClient();
    const [pageQuery] = agreementData('platform-service');
    if (!pageQuery) throw new Error('the page asks for a well-formed id');
    await client.fetchQuery(pageQuery);
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith(
      '/api/agreement/detail',
      expect.objectContaining({ method: 'GET', data: { id: 'platform-service' } }),
    );

    // The sheet a form opens over itself reads the same answer, unasked.
    vi.setSystemTime(Date.now() + 9 * 60_000);
    await client.fetchQuery(agreementQuery('platform-service'));
    expect(request).toHaveBeenCalledTimes(1);

    vi.setSystemTime(Date.now() + 2 * 60_000);
    await client.fetchQuery(agreementQuery('platform-service'));
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('is not asked for an id that cannot be one', () => {
    expect(agreementData('../etc')).toEqual([]);
  });
});

import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import { RequestError } from './request-error';

const notFound = () => new RequestError('http', 'not found', { status: 404 });
const refused = () => new RequestError('business', '该文章不存在', { status: 200, code: 4040 });
const serverDown = () => new RequestError('http', 'bad gateway', { status: 502 });

/**
 * A route's query as the navigation starts it (prefetch, docs/decisions/025), then the page
 * mounting its own `useQuery` of it: how many times was the server asked?
 */
async function askedWhenThePageMounts(error: () => Error, later = 0): Promise<number> {
  const client = createQueryClient();
  const queryFn = vi.fn(async () => {
    throw error();
  });
  const options = { queryKey: ['article', 'unknown'], queryFn, retry: false };
  await client.prefetchQuery(options);
  if (later) vi.advanceTimersByTime(later);
  const observer = new QueryObserver(client, options);
  const stop = observer.subscribe(() => {});
  await vi.waitFor(() => expect(observer.getCurrentResult().isFetching).toBe(false));
  stop();
  client.clear();
  return queryFn.mock.calls.length;
}

describe('the query client', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('does not ask again on mount for a not-found or a refusal just answered', async () => {
    expect(await askedWhenThePageMounts(notFound)).toBe(1);
    expect(await askedWhenThePageMounts(refused)).toBe(1);
  });

  it('asks again on mount after a server failure or a dropped connection', async () => {
    expect(await askedWhenThePageMounts(serverDown)).toBe(2);
    const dropped = () => new RequestError('network', 'offline', { status: 0 });
    expect(await askedWhenThePageMounts(dropped)).toBe(2);
  });

  it('asks again for a not-found that is no longer fresh', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    expect(await askedWhenThePageMounts(notFound, 31_000)).toBe(2);
  });

  it('retries a dropped connection but never a refusal or an HTTP error', () => {
    const retry = createQueryClient().getDefaultOptions().queries?.retry;
    if (typeof retry !== 'function') throw new Error('retry is a rule');
    expect(retry(0, new RequestError('network', 'offline', { status: 0 }))).toBe(true);
    expect(retry(0, notFound())).toBe(false);
    expect(retry(0, refused())).toBe(false);
    expect(retry(0, serverDown())).toBe(false);
  });
});

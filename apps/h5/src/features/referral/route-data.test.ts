import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_READ } from '@/lib/campaigns/early-read-name';
import { referralKeys } from './api/keys';
import { referralRouteData } from './route-data';

const holder = window as unknown as Record<string, unknown>;
const rules = referralRouteData.data['/driver-invite-driver/rule'];
const input = {
  pathname: '/driver-invite-driver/rule',
  params: {},
  search: new URLSearchParams(),
};

afterEach(() => {
  holder[EARLY_READ] = undefined;
});

describe('the programme rules page’s route data', () => {
  it('starts the signed read with the navigation inside the app', () => {
    expect(rules?.(input).map((query) => query.queryKey)).toEqual([referralKeys.programme(4)]);
  });

  it('leaves it to the page’s first render when the HTML’s script read the programme for it', () => {
    holder[EARLY_READ] = { u: '/public/programme/4?lang=zh-CN', p: Promise.resolve(null) };
    expect(rules?.(input)).toEqual([]);
    // Once the page has taken the read, a later visit starts it with the navigation again.
    holder[EARLY_READ] = undefined;
    expect(rules?.(input)).toHaveLength(1);
  });
});

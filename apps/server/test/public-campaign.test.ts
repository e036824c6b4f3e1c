// The public reads (ADR 049): a published campaign by its slug, and the referral programme running
// for a share type (its second amendment). Unsigned, the same for everyone, cacheable, and only
// what the rules page publishes: never a tier's stock, the campaign's state or the caller's
// attempts. Unknown slugs, drafts, a share type with nothing running and tampered queries are clear
// 4xx; it is counted by the rate limits as any other read.

import {
  getCampaignRules,
  getCampaignRulesResponse,
  getRunningProgramme,
  PUBLIC_CAMPAIGN_PATH,
  PUBLIC_PROGRAMME_PATH,
  publicCampaignResponse,
} from '@freight/contract/endpoints/campaigns';
import { endpointPath } from '@freight/contract/endpoints/common';
import { INVITE_TYPES } from '@freight/contract/endpoints/referral-values';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../src/db/schema/campaigns.ts';
import { DEMO_DRIVER_MOBILE, DEMO_SHIPPER_MOBILE } from '../src/modules/users/seed.ts';
import { anonymous, loginAs } from './helpers/login.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

const SLUG = 'demo-driver-draw';
const url = (slug: string, query = '?lang=zh-CN') => `${PUBLIC_CAMPAIGN_PATH}/${slug}${query}`;
const TYPE = INVITE_TYPES.driverInviteDriver;
const programmeUrl = (type: string | number, query = '?lang=zh-CN') =>
  `${PUBLIC_PROGRAMME_PATH}/${type}${query}`;

describe('public reads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { rateLimitPerMinute: 20 } });
  });
  afterAll(async () => {
    await t?.close();
  });
  // Each test its own address: the rate limit's bucket is per client.
  let clients = 0;
  const get = (path: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: path,
      remoteAddress: `198.51.100.${(clients += 1)}`,
      headers,
    });

  it('answers a published campaign without a signature, cacheable, in the asked language', async () => {
    const zh = await get(url(SLUG));
    expect(zh.statusCode, zh.body).toBe(200);
    expect(zh.headers['cache-control']).toBe('public, max-age=60');
    expect(zh.headers['set-cookie']).toBeUndefined();
    const data = publicCampaignResponse.parse(zh.json().data);
    const signed = getCampaignRulesResponse.parse(
      (await anonymous(t).get(endpointPath(getCampaignRules), { slug: SLUG })).envelope.data,
    );
    // What the rules page publishes, as the signed read gives it.
    expect(data.title).toBe(signed.title);
    expect(data.rules).toBe(signed.rules);
    expect(data.startsAt).toBe(signed.startsAt);
    expect(data.tiers.map((tier) => [tier.tierId, tier.name, tier.oddsPercent])).toEqual(
      signed.tiers.map((tier) => [tier.tierId, tier.name, tier.oddsPercent]),
    );
    const en = publicCampaignResponse.parse((await get(url(SLUG, '?lang=en-US'))).json().data);
    expect(en.title).not.toBe(data.title);
    expect(en.tiers.map((tier) => tier.tierId)).toEqual(data.tiers.map((tier) => tier.tierId));
  });

  it('never carries stock, state or anything of the caller, with a session or without', async () => {
    const driver = await loginAs(t, DEMO_DRIVER_MOBILE, 3);
    const cookie = [...driver.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const withSession = await get(url(SLUG), { cookie });
    const without = await get(url(SLUG));
    expect(withSession.statusCode).toBe(200);
    expect(withSession.body).toBe(without.body);
    const data = withSession.json().data as Record<string, unknown>;
    for (const key of ['state', 'endedEarly', 'me', 'topups', 'campaignId', 'lockSeconds']) {
      expect(data).not.toHaveProperty(key);
    }
    for (const tier of data.tiers as Record<string, unknown>[]) {
      for (const key of ['remaining', 'total', 'weight', 'fallbackPosition']) {
        expect(tier).not.toHaveProperty(key);
      }
    }
  });

  it('answers an unknown slug and a draft NOT_FOUND, never its content', async () => {
    const unknown = await get(url('no-such-campaign'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().status.code).not.toBe(0);
    await t.app.db
      .update(campaigns)
      .set({ publishedAt: null })
      .where(eq(campaigns.slug, 'demo-spring-draw'));
    const draft = await get(url('demo-spring-draw'));
    expect(draft.statusCode).toBe(404);
    expect(draft.body).not.toMatch(/spring|春/i);
    expect(draft.headers['cache-control'] ?? '').not.toMatch(/public/);
  });

  it('refuses a tampered query with a 4xx that names the field', async () => {
    for (const query of ['', '?lang=fr', '?lang=zh-CN&userId=1', '?lang=zh-CN&lang=en-US']) {
      const res = await get(url(SLUG, query));
      expect(res.statusCode, query).toBe(422);
      expect(res.json().status.code, query).not.toBe(0);
    }
    const badSlug = await get(url('..%2Fetc'));
    expect(badSlug.statusCode).toBeGreaterThanOrEqual(400);
    expect(badSlug.statusCode).toBeLessThan(500);
  });

  it('is counted by the rate limits like any other read', async () => {
    const address = '203.0.113.7';
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const res = await t.app.inject({ method: 'GET', url: url(SLUG), remoteAddress: address });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('answers the running programme by share type as the signed read does, with its terms, cacheable', async () => {
    const res = await get(programmeUrl(TYPE));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers['set-cookie']).toBeUndefined();
    const data = publicCampaignResponse.parse(res.json().data);
    const signed = getCampaignRulesResponse.parse(
      (await anonymous(t).get(endpointPath(getRunningProgramme), { inviteType: TYPE })).envelope
        .data,
    );
    expect(data.slug).toBe(signed.slug);
    expect(data.kind).toBe('referral');
    expect(data.title).toBe(signed.title);
    expect(data.rules).toBe(signed.rules);
    expect([data.startsAt, data.endsAt]).toEqual([signed.startsAt, signed.endsAt]);
    expect(data.referral).not.toBeNull();
    expect(data.referral).toEqual(signed.referral);
    const en = publicCampaignResponse.parse(
      (await get(programmeUrl(TYPE, '?lang=en-US'))).json().data,
    );
    expect(en.slug).toBe(data.slug);
    expect(en.title).not.toBe(data.title);
  });

  it('is the same with a session or without, and carries nothing of the caller or the state', async () => {
    const shipper = await loginAs(t, DEMO_SHIPPER_MOBILE, 1);
    const cookie = [...shipper.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const withSession = await get(programmeUrl(TYPE), { cookie });
    const without = await get(programmeUrl(TYPE));
    expect(withSession.body).toBe(without.body);
    const data = without.json().data as Record<string, unknown>;
    for (const key of ['state', 'endedEarly', 'me', 'topups', 'campaignId']) {
      expect(data).not.toHaveProperty(key);
    }
  });

  it('answers NOT_FOUND for a share type with no programme running', async () => {
    const none = await get(programmeUrl(9));
    expect(none.statusCode).toBe(404);
    expect(none.json().status.code).not.toBe(0);
    expect(none.headers['cache-control'] ?? '').not.toMatch(/public/);
  });

  it('refuses a tampered request with a 4xx', async () => {
    for (const [type, query] of [
      [TYPE, ''],
      [TYPE, '?lang=fr'],
      [TYPE, '?lang=zh-CN&userId=1'],
      ['0', '?lang=zh-CN'],
      ['10', '?lang=zh-CN'],
      ['abc', '?lang=zh-CN'],
      ['4.5', '?lang=zh-CN'],
    ] as const) {
      const res = await get(programmeUrl(type, query));
      expect(res.statusCode, `${type}${query}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${type}${query}`).toBeLessThan(500);
      expect(res.json().status.code).not.toBe(0);
    }
  });
});

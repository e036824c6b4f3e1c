// The public read of the referral programme running for a share type (ADR 049, its second
// amendment): unsigned, the same for everyone, cacheable for a minute, and what the programme's
// rules page publishes (the campaign's public read, with the programme's terms); no stock, state or
// anything of the caller's. A share type with nothing running and a tampered request are clear 4xx.

import {
  getRunningProgramme,
  getRunningProgrammeRequest,
  getCampaignRulesResponse,
  PUBLIC_PROGRAMME_PATH,
  publicCampaignResponse,
} from '@freight/contract/endpoints/campaigns';
import { endpointPath } from '@freight/contract/endpoints/common';
import { INVITE_TYPES } from '@freight/contract/endpoints/referral-values';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DRIVER_MOBILE } from '../src/modules/users/seed.ts';
import { anonymous, loginAs } from './helpers/login.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

const TYPE = INVITE_TYPES.driverInviteDriver;
const url = (type: string | number, query = '?lang=zh-CN') =>
  `${PUBLIC_PROGRAMME_PATH}/${type}${query}`;

describe('public programme read', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
  let clients = 0;
  const get = (path: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: path,
      remoteAddress: `198.51.100.${(clients += 1)}`,
      headers,
    });

  it('answers the running programme as the signed read does, with its terms, cacheable', async () => {
    const res = await get(url(TYPE));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers['set-cookie']).toBeUndefined();
    const data = publicCampaignResponse.parse(res.json().data);
    const signed = getCampaignRulesResponse.parse(
      (
        await anonymous(t).get(
          endpointPath(getRunningProgramme),
          getRunningProgrammeRequest.parse({ inviteType: TYPE }),
        )
      ).envelope.data,
    );
    expect(data.slug).toBe(signed.slug);
    expect(data.kind).toBe('referral');
    expect(data.title).toBe(signed.title);
    expect(data.rules).toBe(signed.rules);
    expect([data.startsAt, data.endsAt]).toEqual([signed.startsAt, signed.endsAt]);
    expect(data.referral).not.toBeNull();
    expect(data.referral).toEqual(signed.referral);
    const en = publicCampaignResponse.parse((await get(url(TYPE, '?lang=en-US'))).json().data);
    expect(en.slug).toBe(data.slug);
    expect(en.title).not.toBe(data.title);
  });

  it('is the same with a session or without, and carries nothing of the caller or the state', async () => {
    const driver = await loginAs(t, DEMO_DRIVER_MOBILE, 3);
    const cookie = [...driver.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const withSession = await get(url(TYPE), { cookie });
    const without = await get(url(TYPE));
    expect(withSession.body).toBe(without.body);
    const data = without.json().data as Record<string, unknown>;
    for (const key of ['state', 'endedEarly', 'me', 'topups', 'campaignId']) {
      expect(data).not.toHaveProperty(key);
    }
  });

  it('answers NOT_FOUND for a share type with no programme running', async () => {
    const none = await get(url(9));
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
      const res = await get(url(type, query));
      expect(res.statusCode, `${type}${query}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${type}${query}`).toBeLessThan(500);
      expect(res.json().status.code).not.toBe(0);
    }
  });
});

// What a user reads comes in the language the request's Accept-Language asks for: zh-CN by
// default, en-US for `en…`; developer text of refusals stays as it is in every language.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, BUSINESS_CODES } from '../src/http/envelope.ts';
import { localized, requestLocale } from '../src/http/user-message.ts';
import { anonymous } from './helpers/login.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';
import { newRequestId } from './helpers/request-ids.ts';

const INVITE = '/service/oms-service/api/front/invite/getUserInfoByTokenAndType';
const SEND = '/service/oms-service/api/auth/sms/send';
const LOGIN = '/service/oms-service/api/auth/sms/login';

const asking = (acceptLanguage?: string) =>
  requestLocale({
    headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage },
  });

describe('localized', () => {
  it('reads the column of the language asked for, a missing English text as stored', () => {
    const campaign = {
      titleZh: '春运抽奖',
      titleEn: 'Spring draw',
      endNoticeZh: null,
      endNoticeEn: null,
    };
    expect(localized(campaign, 'title', 'zh-CN')).toBe('春运抽奖');
    expect(localized(campaign, 'title', 'en-US')).toBe('Spring draw');
    expect(localized(campaign, 'endNotice', 'en-US')).toBeNull();
  });
});

describe('requestLocale', () => {
  it('takes the most preferred Chinese or English tag, else Chinese', () => {
    expect(asking()).toBe('zh-CN');
    expect(asking('')).toBe('zh-CN');
    expect(asking('en')).toBe('en-US');
    expect(asking('en-GB')).toBe('en-US');
    expect(asking('EN-us')).toBe('en-US');
    expect(asking('en-US,en;q=0.9,zh-CN;q=0.8')).toBe('en-US');
    expect(asking('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh-CN');
    expect(asking('zh-TW')).toBe('zh-CN');
    expect(asking('fr-FR,fr;q=0.9,en;q=0.8')).toBe('en-US');
    expect(asking('zh;q=0.5, en;q=0.9')).toBe('en-US');
    expect(asking('fr, de')).toBe('zh-CN');
    expect(asking('en;q=0')).toBe('zh-CN');
    expect(asking('english, *')).toBe('zh-CN');
    expect(asking('en;q=abc')).toBe('zh-CN');
  });
});

describe('ApiError', () => {
  it('says a business result in either language, and keeps developer text as it is', () => {
    const soldOut = new ApiError(BUSINESS_CODES.SOLD_OUT);
    expect(soldOut.toEnvelope().status.msg).toBe('已经抢光了');
    expect(soldOut.toEnvelope('en-US').status.msg).toBe('Sold out');
    const expired = new ApiError(BUSINESS_CODES.LINK_EXPIRED, {
      'zh-CN': '已失效',
      'en-US': 'Gone',
    });
    expect(expired.message).toBe('已失效');
    expect(expired.toEnvelope('en-US').status.msg).toBe('Gone');
    expect(new ApiError(BUSINESS_CODES.NOT_FOUND).toEnvelope('zh-CN').status.msg).toBe('Not found');
  });
});

describe('answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const expiredInvite = (headers: Record<string, string> = {}) =>
    anonymous(t).get(INVITE, { token: 'no-such-token', type: 3 }, { headers });

  it('are in Chinese without Accept-Language, and in English when it asks', async () => {
    expect((await expiredInvite()).envelope.status).toEqual({
      code: 1004,
      msg: '邀请链接已失效，请联系邀请人重新分享',
    });
    expect((await expiredInvite({ 'accept-language': 'en-US,en;q=0.9' })).envelope.status).toEqual({
      code: 1004,
      msg: 'This invitation link has expired; ask the person who sent it to share it again',
    });
    expect((await expiredInvite({ 'accept-language': 'zh-CN' })).envelope.status.msg).toBe(
      '邀请链接已失效，请联系邀请人重新分享',
    );
  });

  it('follow the header in an encrypted answer too, and in the SMS sent', async () => {
    const english = { headers: { 'accept-language': 'en' } };
    const client = anonymous(t);
    const refused = await client.post(
      LOGIN,
      { requestId: newRequestId('login'), mobile: '13700000031', code: '123456', userType: 1 },
      english,
    );
    expect(refused.encrypted).toBe(true);
    expect(refused.envelope.status).toEqual({
      code: 1000,
      msg: 'The code no longer works; please ask for a new one',
    });

    expect(
      (await client.post(SEND, { mobile: '13700000031', userType: 1 }, english)).envelope.status
        .code,
    ).toBe(0);
    const outbox = await t.app.inject({ method: 'GET', url: '/dev/sms-outbox?mobile=13700000031' });
    const [sms] = outbox.json().messages as { body: string; code: string }[];
    expect(sms?.body).toBe(
      `[Freight] Your code is ${sms?.code}, valid for 5 minutes. Do not share it.`,
    );
  });

  it('keep the developer text of a refusal whatever the header', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/service/oms-service/api/nothing/here',
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(res.json()).toEqual({ status: { code: 4040, msg: 'Not found' }, data: null });
  });
});

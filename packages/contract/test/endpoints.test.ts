import { describe, expect, it } from 'vitest';
import {
  type DriverDetail,
  type EndpointName,
  endpointPath,
  endpoints,
  idCardCheckChar,
  type ResponseOf,
  SERVICES,
} from '../src/index.ts';

const validId = `44030519800615121${idCardCheckChar('44030519800615121')}`;

const detail: DriverDetail = {
  name: '张三',
  idCardMasked: '440305********1211',
  licenceClass: 'A2',
  plateNumber: '粤B12345D',
  vehicleType: 'high_rail',
  vehicleLengthM: 9.6,
  loadTonnes: 18,
  state: 'rejected',
  rejectReasons: [{ field: 'licenceImageKey', reason: '照片模糊' }],
  certificates: [
    { kind: 'id_card_front', url: '/uploads/a.jpg', expiresOn: null, nearExpiry: false },
    {
      kind: 'driving_licence',
      url: 'https://cdn.example/b.jpg',
      expiresOn: '2030-01-01',
      nearExpiry: false,
    },
  ],
};

/** One valid request and one valid answer per endpoint. */
const samples: { [N in EndpointName]: { request: unknown; response: ResponseOf<N> } } = {
  getWXConfig: {
    request: { url: 'https://h5.example.com/sem/index?x=1' },
    response: {
      appId: 'wx0123456789abcdef',
      timestamp: 1_700_000_000,
      nonceStr: 'abc123',
      signature: 'a'.repeat(40),
      jsApiList: ['updateAppMessageShareData'],
    },
  },
  getAppCenter: {
    request: { app: 'driver', system: 'android' },
    response: {
      app: 'driver',
      appName: '货运平台司机版',
      currentVersion: '5.4.0',
      minVersion: '5.0',
      size: 52_428_800,
      releaseNotes: ['修复已知问题'],
      releasedAt: '2024-05-01T10:00:00+08:00',
      downloads: { android: 'https://dl.example/driver.apk' },
      downloadUrl: 'https://dl.example/driver.apk',
    },
  },
  getUserInfoByTokenAndType: {
    request: { token: 'Ab_9-x', type: '3' },
    response: [{ openid: 'oAbc_123-x', inviterMobileMasked: '138****5678', userType: 1 }],
  },
  getQiniuToken: {
    request: {},
    response: {
      token: 't0k3n',
      uploadUrl: '/service/third-service/upload',
      keyPrefix: 'driver/42/',
      expiresAt: 1_700_003_600,
      maxBytes: 5_242_880,
      allowedTypes: ['image/jpeg', 'image/png'],
    },
  },
  checkIdCard: {
    request: { name: ' 阿卜杜·热合曼 ', idCardNo: '11010519491231002x' },
    response: { valid: true, birthDate: '1949-12-31', age: 74, gender: 'female', reasons: [] },
  },
  updateDriverInfo: {
    request: { plateNumber: '粤b·12345d', vehicleLengthM: 9.6, loadTonnes: 18, submit: false },
    response: detail,
  },
  getDriverDetail: {
    request: {},
    response: {
      ...detail,
      name: null,
      idCardMasked: null,
      licenceClass: null,
      plateNumber: null,
      vehicleType: null,
      vehicleLengthM: null,
      loadTonnes: null,
      state: 'not_started',
      rejectReasons: [],
      certificates: [],
    },
  },
  checkTruckLegal: {
    request: {
      plateNumber: '苏E1234挂',
      vehicleType: 'flatbed',
      vehicleLengthM: 17.5,
      loadTonnes: 32,
    },
    response: { legal: false, reasons: ['length_exceeds_limit'] },
  },
  voteSubmit: {
    request: { voteId: 1, candidateId: 7 },
    response: {
      voteId: 1,
      candidateId: 7,
      votesToday: 1,
      results: [{ candidateId: 7, name: '李师傅', votes: 12 }],
    },
  },
  sendSmsCode: {
    request: { mobile: '13800000001', userType: 1 },
    response: { expiresInSeconds: 300, resendAfterSeconds: 60 },
  },
  smsLogin: {
    request: { mobile: '13900000003', code: '123456', userType: 3 },
    response: { user: { userId: 2, userType: 3, mobileMasked: '139****0003' }, isNew: false },
  },
  logout: { request: {}, response: null },
  me: { request: {}, response: { user: { userId: 1, userType: 1, mobileMasked: '138****0001' } } },
  submitLead: {
    request: {
      userType: 3,
      name: '王师傅',
      mobile: '13900000003',
      code: '123456',
      cityCode: '310100',
      source: 'adlaunch',
      vehicleType: 'high_rail',
      vehicleLengthM: 9.6,
      plateNumber: '沪A12345',
      color: 'orange',
      channelId: 'baidu_01',
    },
    response: {
      leadId: 1,
      user: { userId: 2, userType: 3, mobileMasked: '139****0003' },
      isNew: false,
    },
  },
  getWechatGroup: {
    request: { cityCode: '320500' },
    response: {
      groupId: 2,
      name: '苏州司机交流群',
      scope: 'city',
      qrImageUrl: '/qr/wechat-group/2.png',
      updatedAt: '2026-11-01T10:00:00.000Z',
    },
  },
  getAgreement: {
    request: { id: 'platform-service' },
    response: {
      id: 'platform-service',
      title: '平台服务协议',
      version: 2,
      effectiveDate: '2026-01-01',
      sections: [{ heading: '一、总则', paragraphs: ['本协议是您与平台之间的约定。'] }],
    },
  },
  wechatOauthExchange: {
    request: { code: '061Abc2w3dEf4g5h6i7j8k9l0m1n2o3p', state: 'Zx9_-aB3cD4eF5gH6iJ7kL' },
    response: { openid: 'oAbCdEfGhIjKlMnOpQrStUvWxYz0', userType: null },
  },
  listSeckillCoupons: {
    request: {},
    response: {
      coupons: [
        {
          stockId: 1,
          title: '10 元加油券',
          valueFen: 1000,
          total: 100,
          remaining: 37,
          perUserLimit: 1,
          claimedByMe: 0,
          startsAt: '2026-11-21T10:00:00+08:00',
          endsAt: '2026-11-21T12:00:00+08:00',
          state: 'running',
        },
      ],
    },
  },
  claimSeckillCoupon: {
    request: { stockId: 1, requestId: 'k3j4h5g6f7d8s9a0' },
    response: { claimId: 9, stockId: 1, remaining: 36, claimedByMe: 1, repeated: false },
  },
};

const names = Object.keys(endpoints) as EndpointName[];

describe('registry', () => {
  it('has the nine endpoints of SPEC §7, and login', () => {
    expect(names.map((n) => `${endpoints[n].method} ${endpointPath(endpoints[n])}`)).toEqual([
      'POST /service/oms-service/api/conscribe/commen/getWXConfig',
      'POST /service/oms-service/api/upgrade/getAppCenter',
      'GET /service/oms-service/api/front/invite/getUserInfoByTokenAndType',
      'GET /service/third-service/api/img/getQiniuToken',
      'POST /service/driver-service/api/app/driver/checkIdCard',
      'POST /service/driver-service/api/app/driver/updateDriverInfo',
      'POST /service/driver-service/api/app/driver/getDetail',
      'POST /service/driver-service/api/app/truck/checkLegal',
      'POST /service/vote-service/api/vote/driver/submit',
      'POST /service/oms-service/api/auth/sms/send',
      'POST /service/oms-service/api/auth/sms/login',
      'POST /service/oms-service/api/auth/logout',
      'GET /service/oms-service/api/auth/me',
      'POST /service/oms-service/api/recruit/lead/submit',
      'GET /service/oms-service/api/agreement/detail',
      'POST /service/oms-service/api/wechat/oauth/exchange',
      'GET /service/oms-service/api/driver/wechatGroup',
      'GET /service/oms-service/api/seckill/coupon/list',
      'POST /service/oms-service/api/seckill/coupon/claim',
    ]);
    for (const n of names) {
      expect(endpoints[n].name).toBe(n);
      expect(SERVICES).toContain(endpoints[n].service);
    }
  });
});

describe.each(names)('%s', (name) => {
  const ep = endpoints[name];
  const sample = samples[name];

  it('accepts the sample request and answer', () => {
    expect(ep.request.safeParse(sample.request).error).toBeUndefined();
    expect(ep.response.safeParse(sample.response).error).toBeUndefined();
  });

  it('refuses unknown request fields', () => {
    expect(ep.request.safeParse({ ...(sample.request as object), extra: 1 }).success).toBe(false);
  });

  it('refuses unknown answer fields', () => {
    const answer = Array.isArray(sample.response)
      ? [{ ...sample.response[0], extra: 1 }]
      : { ...sample.response, extra: 1 };
    expect(ep.response.safeParse(answer).success).toBe(false);
  });
});

const rejects = (name: EndpointName, request: unknown) =>
  expect(endpoints[name].request.safeParse(request).success).toBe(false);

describe('request rules', () => {
  it('claimSeckillCoupon wants a positive stock id and a plain 8-64 character request id', () => {
    for (const requestId of [
      'short',
      'a'.repeat(65),
      'has space 123',
      '<script>x</script>',
      '../../etc',
    ]) {
      rejects('claimSeckillCoupon', { stockId: 1, requestId });
    }
    rejects('claimSeckillCoupon', { stockId: 0, requestId: 'abcdefgh' });
    rejects('claimSeckillCoupon', { stockId: 1.5, requestId: 'abcdefgh' });
  });

  it('getWXConfig wants an http(s) URL without fragment, at most 2048 characters', () => {
    rejects('getWXConfig', { url: 'javascript:alert(1)' });
    rejects('getWXConfig', { url: 'ftp://h.example/' });
    rejects('getWXConfig', { url: 'https://h.example/#/x' });
    rejects('getWXConfig', { url: `https://h.example/${'a'.repeat(2040)}` });
    rejects('getWXConfig', {});
  });

  it('getAppCenter takes only the known apps and systems', () => {
    rejects('getAppCenter', { app: 'other', system: 'ios' });
    rejects('getAppCenter', { app: 'driver', system: 'windows' });
  });

  it('getUserInfoByTokenAndType coerces type and limits token', () => {
    const parse = (q: unknown) => endpoints.getUserInfoByTokenAndType.request.safeParse(q);
    expect(parse({ token: 'a', type: '9' }).data).toEqual({ token: 'a', type: 9 });
    expect(parse({ token: 'a', type: 1 }).data).toEqual({ token: 'a', type: 1 });
    for (const type of ['0', '10', '1.5', ' 1', 'a', '', 0, 2.5])
      rejects('getUserInfoByTokenAndType', { token: 'a', type });
    for (const token of ['', 'a'.repeat(65), 'a b', 'a/b', '令牌'])
      rejects('getUserInfoByTokenAndType', { token, type: 1 });
  });

  it('checkIdCard trims, upper-cases and checks only the shape', () => {
    const parsed = endpoints.checkIdCard.request.parse(samples.checkIdCard.request);
    expect(parsed).toEqual({ name: '阿卜杜·热合曼', idCardNo: '11010519491231002X' });
    // A wrong check character is a result (reasons), not a schema error.
    expect(
      endpoints.checkIdCard.request.safeParse({ name: '张三', idCardNo: '110105194912310021' })
        .success,
    ).toBe(true);
    rejects('checkIdCard', { name: '张', idCardNo: validId });
    rejects('checkIdCard', { name: '张3', idCardNo: validId });
    rejects('checkIdCard', { name: '张三', idCardNo: validId.slice(0, 17) });
  });

  it('updateDriverInfo normalises the plate and validates the ID number fully', () => {
    const parsed = endpoints.updateDriverInfo.request.parse(samples.updateDriverInfo.request);
    expect(parsed.plateNumber).toBe('粤B12345D');
    expect(endpoints.updateDriverInfo.request.parse({ idCardNo: validId }).idCardNo).toBe(validId);
    rejects('updateDriverInfo', {});
    rejects('updateDriverInfo', { idCardNo: '110105194912310021' });
    rejects('updateDriverInfo', { licenceExpiry: '2023-02-29' });
    rejects('updateDriverInfo', { licenceClass: 'D' });
    rejects('updateDriverInfo', { idCardFrontKey: '../etc/passwd' });
    rejects('updateDriverInfo', { idCardFrontKey: '/abs' });
    rejects('updateDriverInfo', { vehicleLengthM: 0 });
    rejects('updateDriverInfo', { loadTonnes: '18' });
    rejects('updateDriverInfo', { submit: 'true' });
  });

  it('checkTruckLegal needs every field', () => {
    const { loadTonnes: _, ...rest } = samples.checkTruckLegal.request as Record<string, unknown>;
    rejects('checkTruckLegal', rest);
    rejects('checkTruckLegal', {
      ...(samples.checkTruckLegal.request as object),
      plateNumber: 'AB123',
    });
  });

  it('voteSubmit wants positive integers', () => {
    rejects('voteSubmit', { voteId: 0, candidateId: 1 });
    rejects('voteSubmit', { voteId: 1.5, candidateId: 1 });
    rejects('voteSubmit', { voteId: '1', candidateId: 1 });
  });
});

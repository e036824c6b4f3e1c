// The SMS providers' request signatures against the worked examples of their own references: the
// documented inputs give the documented signature.
//
// Tencent Cloud, "签名方法 v3" (TC3-HMAC-SHA256): the SMS API's calling guide,
//   https://cloud.tencent.com/document/api/382/52069 (调用方式 → 签名方法 v3), the same page as
//   https://cloud.tencent.com/document/api/362/4208; its example lists CVM instances in Guangzhou.
// Alibaba Cloud, "V3版本请求体&签名机制" (ACS3-HMAC-SHA256):
//   https://help.aliyun.com/zh/sdk/product-overview/v3-request-structure-and-signature; its
//   example (签名示例, fixed parameters) signs ECS RunInstances.

import { describe, expect, it } from 'vitest';
import {
  acs3Authorization,
  canonicalQuery,
  percentEncode,
} from '../src/modules/identity/sms-aliyun.ts';
import { tc3Authorization } from '../src/modules/identity/sms-tencent.ts';

describe('Tencent TC3-HMAC-SHA256', () => {
  it('gives the signature of the reference’s worked example', () => {
    expect(
      tc3Authorization({
        // The reference's own placeholder credentials, stars included.
        secretId: 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3*******',
        secretKey: 'Gu5t9xGARNpq86cd98joQYCN3*******',
        service: 'cvm',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          host: 'cvm.tencentcloudapi.com',
        },
        // The body exactly as the example sends it: the name's characters as \u escapes.
        payload:
          '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}',
        timestamp: 1551113065,
      }),
    ).toBe(
      'TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3*******/2019-02-25/cvm/tc3_request, ' +
        'SignedHeaders=content-type;host, ' +
        'Signature=2230eefd229f582d8b1b891af7107b91597240707d778ab3738f756258d7652c',
    );
  });

  it('signs header names whatever their case, and their values lower-cased', () => {
    const base = {
      secretId: 'AKIDtest',
      secretKey: 'test-key',
      service: 'sms',
      payload: '{}',
      timestamp: 1_800_000_000,
    };
    const lower = tc3Authorization({
      ...base,
      headers: { 'content-type': 'application/json', host: 'h', 'x-tc-action': 'sendsms' },
    });
    const mixed = tc3Authorization({
      ...base,
      headers: { 'Content-Type': 'application/json', Host: 'h', 'X-TC-Action': 'SendSms' },
    });
    expect(mixed).toBe(lower);
    expect(lower).toContain('SignedHeaders=content-type;host;x-tc-action,');
    expect(lower).toContain('/2027-01-15/sms/tc3_request');
  });
});

describe('Alibaba ACS3-HMAC-SHA256', () => {
  it('gives the signature of the reference’s worked example', () => {
    expect(
      acs3Authorization({
        accessKeyId: 'YourAccessKeyId',
        accessKeySecret: 'YourAccessKeySecret',
        method: 'POST',
        query: {
          ImageId: 'win2019_1809_x64_dtc_zh-cn_40G_alibase_20230811.vhd',
          RegionId: 'cn-shanghai',
        },
        headers: {
          host: 'ecs.cn-shanghai.aliyuncs.com',
          'x-acs-action': 'RunInstances',
          'x-acs-content-sha256':
            'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
          'x-acs-date': '2023-10-26T10:22:32Z',
          'x-acs-signature-nonce': '3156853299f313e23d1673dc12e1703d',
          'x-acs-version': '2014-05-26',
        },
        // SHA-256 of the empty body.
        hashedPayload: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      }),
    ).toBe(
      'ACS3-HMAC-SHA256 Credential=YourAccessKeyId,' +
        'SignedHeaders=host;x-acs-action;x-acs-content-sha256;x-acs-date;x-acs-signature-nonce;x-acs-version,' +
        'Signature=06563a9e1b43f5dfe96b81484da74bceab24a1d853912eee15083a6f0f3283c0',
    );
  });

  it('encodes the query as RFC 3986 says, names sorted', () => {
    expect(percentEncode("a b*c~d-e_f.g!'()+/=中")).toBe(
      'a%20b%2Ac~d-e_f.g%21%27%28%29%2B%2F%3D%E4%B8%AD',
    );
    expect(canonicalQuery({ TemplateParam: '{"code":"012345"}', OutId: 'r-1', A: '' })).toBe(
      'A=&OutId=r-1&TemplateParam=%7B%22code%22%3A%22012345%22%7D',
    );
  });
});

// Generates packages/contract/test/test-vectors.json, the fixed answers both implementations of
// the contract (src/signing.ts + src/cipher.ts on @noble, src/node.ts on node:crypto) are tested
// against. Deliberately independent of src/: plain node:crypto and its own canonical-request code
// written straight from docs/contract.md, so a shared misreading cannot pass its own test.
//
// Run once by hand (`node packages/contract/scripts/generate-test-vectors.mjs`, then
// `npx biome check --write packages/contract/test`) and commit the output. Do not regenerate to
// make a failing test pass: a changed vector is a wire change.

import { createCipheriv, createHmac } from 'node:crypto';
import { writeFileSync } from 'node:fs';

const appKey = 'vector-app-key';
const appSecret = 'vector-secret-密钥-🔑'; // non-ASCII on purpose: the key is the secret's UTF-8
const keyHex = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const ivHex = 'a0a1a2a3a4a5a6a7a8a9aaabacadaeaf';

const RESERVED = new Set(['appKey', 'reqTimestamp', 'nonce', 'signature']);

// docs/contract.md: drop the four signature params, encodeURIComponent each side, sort by the
// encoded key then the encoded value comparing bytes (the encoded text is ASCII), join with '&'.
function canonicalQuery(pairs) {
  const encoded = pairs
    .filter(([k]) => !RESERVED.has(k))
    .map(([k, v]) => [Buffer.from(encodeURIComponent(k)), Buffer.from(encodeURIComponent(v))]);
  encoded.sort((a, b) => Buffer.compare(a[0], b[0]) || Buffer.compare(a[1], b[1]));
  return encoded.map(([k, v]) => `${k}=${v}`).join('&');
}

const signingCases = [
  {
    name: 'GET with unicode, reserved characters, repeated keys and signature params in the query',
    method: 'GET',
    pathname: '/service/oms-service/api/front/invite/getUserInfoByTokenAndType',
    query: [
      ['type', '3'],
      ['token', 'Ab_9-xY'],
      ['城市', '北京 朝阳'],
      ['q', "a&b=c+d/e?f#g%h;i,j:k@l$m!n'o(p)q*r~s"],
      ['tag', 'z'],
      ['tag', 'é'],
      ['tag', '🚚'],
      ['tag', 'ｚ'],
      ['ts', '1700000000'],
      ['appKey', 'ignored'],
      ['signature', 'ignored'],
    ],
    body: '',
    reqTimestamp: '1700000000',
    nonce: '12345.678901234567',
  },
  {
    name: 'POST with an encrypted body (encryptdata, Base64 percent-encoded)',
    method: 'POST',
    pathname: '/service/driver-service/api/app/driver/updateDriverInfo',
    query: [],
    body: 'encryptdata=oKGio6SlpqeoqaqrrK2ur%2BkX3J%2F2p5c0k0nT%2B7Xg1Q%3D%3D',
    reqTimestamp: '1700000001',
    nonce: '99999.99999999999',
  },
  {
    name: 'POST with an empty body',
    method: 'POST',
    pathname: '/service/driver-service/api/app/driver/getDetail',
    query: [],
    body: '',
    reqTimestamp: '1700000002',
    nonce: '0.5',
  },
  {
    name: 'POST plain-form fallback, service prefix in the path, lower-case method',
    method: 'post',
    pathname: '/service/driver-service/api/app/truck/checkLegal',
    query: [],
    body: 'plateNumber=%E7%B2%A4B12345D&vehicleType=flatbed&vehicleLengthM=13&loadTonnes=32',
    reqTimestamp: '1700000003',
    nonce: '4242.4242',
  },
  {
    name: 'GET with only the cache-buster ts',
    method: 'GET',
    pathname: '/service/third-service/api/img/getQiniuToken',
    query: [['ts', '1700000004']],
    body: '',
    reqTimestamp: '1700000004',
    nonce: '7.000000000000001',
  },
  {
    name: 'GET where raw and encoded order differ (keys a, A, _, ~, "a b", empty value)',
    method: 'GET',
    pathname: '/service/vote-service/api/x',
    query: [
      ['a', '2'],
      ['A', '1'],
      ['_', ''],
      ['~', 'tilde'],
      ['a b', 'space'],
      ['a', '10'],
      ['a', ''],
    ],
    body: '',
    reqTimestamp: '1700000005',
    nonce: '1e-7',
  },
  {
    name: 'POST with JSON-like text in a plain form body and a multi-line value',
    method: 'POST',
    pathname: '/service/oms-service/api/upgrade/getAppCenter',
    query: [],
    body: 'app=driver&system=android&note=line1%0Aline2',
    reqTimestamp: '1700000006',
    nonce: '31415.926535897932',
  },
].map((c) => {
  const canonical = `${c.method.toUpperCase()}\n${c.pathname}\n${canonicalQuery(c.query)}\n${c.body}`;
  const signature = createHmac('md5', Buffer.from(appSecret, 'utf8'))
    .update([appKey, c.reqTimestamp, c.nonce, canonical].join('\n'), 'utf8')
    .digest('hex');
  return { ...c, canonical, signature };
});

const thousand = 'Freight 货运司机 ABC。'.repeat(100).slice(0, 1000);
const encryptionCases = [
  { name: 'empty string', text: '' },
  { name: 'ASCII', text: 'hello, freight' },
  { name: 'exactly one block of ASCII', text: '0123456789abcdef' },
  { name: 'Chinese', text: '你好，司机师傅！请核对车牌号粤B12345D。' },
  { name: 'emoji (astral, ZWJ sequence, flag)', text: '🚚💨 👨‍👩‍👧 🇨🇳' },
  {
    name: 'a JSON envelope',
    text: JSON.stringify({ status: { code: 0, msg: 'success' }, data: { valid: true } }),
  },
  { name: '1000 characters', text: thousand },
].map((c) => {
  const cipher = createCipheriv(
    'aes-256-cbc',
    Buffer.from(keyHex, 'hex'),
    Buffer.from(ivHex, 'hex'),
  );
  const bytes = Buffer.concat([
    Buffer.from(ivHex, 'hex'),
    cipher.update(c.text, 'utf8'),
    cipher.final(),
  ]);
  return { ...c, base64: bytes.toString('base64') };
});

const vectors = {
  comment:
    'Generated once by scripts/generate-test-vectors.mjs (node:crypto, independent of src/). A change here is a wire change.',
  appKey,
  appSecret,
  keyHex,
  ivHex,
  signing: signingCases,
  encryption: encryptionCases,
};
const out = new URL('../test/test-vectors.json', import.meta.url);
writeFileSync(out, `${JSON.stringify(vectors, null, 2)}\n`);
console.log(
  `wrote ${signingCases.length} signing and ${encryptionCases.length} encryption vectors`,
);

// The party-building area (docs/decisions/028-party-building.md): published posts for anyone,
// newest publication first, a page at a time (the keyset `before`); one post published, or the
// caller's own in any state with the operator's reason, else a 404 that never says which; a
// logged-in user's submission stored pending, refused field by field (the photos must be the
// caller's own uploads, each once) storing nothing, capped at three waiting and five a China day,
// never stored twice from a replayed request; the caller's own posts; operators' queue, approval,
// rejection and taking down, each audited, a second decision a conflict. Runs on PGlite and, in
// `npm test`, on PostgreSQL 15.

import { endpointPath } from '@freight/contract/endpoints/common';
import {
  getPartyPost,
  getPartyPostResponse,
  listPartyPosts,
  listPartyPostsResponse,
  myPartyPosts,
  myPartyPostsResponse,
  submitPartyPost,
  submitPartyPostRequest,
  submitPartyPostResponse,
} from '@freight/contract/endpoints/party';
import { PARTY_PAGE_SIZE } from '@freight/contract/endpoints/party-values';
import { opsPartyPostPage, opsPartyPostRow } from '@freight/contract/ops';
import { type FieldRule, fieldRuleMessage } from '@freight/contract/rules/field-rules';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAudit } from '../src/db/schema/operators.ts';
import { partyPosts } from '../src/db/schema/party.ts';
import { users } from '../src/db/schema/users.ts';
import { DEMO_PARTY_POSTS, demoPartyPostsSeed } from '../src/modules/party/seed.ts';
import { DEMO_DRIVER_MOBILE } from '../src/modules/users/seed.ts';
import { anonymous, loginAs } from './helpers/login.ts';
import { OpsClient, operatorsOfEachRole } from './helpers/ops.ts';
import type { SignedClient } from './helpers/signed.ts';
import { buildTestApp, type TestApp, TestClock } from './helpers/test-app.ts';
import { uploadImage } from './helpers/uploads.ts';
import { newRequestId } from './helpers/request-ids.ts';
import { SEED_CONTEXT } from './helpers/pii.ts';

const LIST = endpointPath(listPartyPosts);
const POST = endpointPath(getPartyPost);
const SUBMIT = endpointPath(submitPartyPost);
const MINE = endpointPath(myPartyPosts);
const PASSWORD = 'correct horse battery staple';

const TITLE = '支部组织学习安全驾驶';
const TEXT = '本周六上午，支部在物流园组织司机学习冬季安全驾驶知识。';

let mobiles = 0;
const nextMobile = () => `1364${String(10_000_000 + (mobiles += 1)).slice(1)}`;

const clock = new TestClock();
/** Sets the clock to an instant in Beijing time, e.g. `2026-12-02T23:59:00` (forward only). */
const at = (beijing: string) =>
  clock.advance((Date.parse(`${beijing}+08:00`) - clock.now()) / 1000);

type Role = 'viewer' | 'operator' | 'admin';
const opsSessions = new Map<Role, { client: OpsClient; at: number }>();

let t: TestApp;
let ops: Awaited<ReturnType<typeof operatorsOfEachRole>>;
beforeAll(async () => {
  t = await buildTestApp({ now: clock.now });
  ops = await operatorsOfEachRole(t.app, PASSWORD);
  for (const role of ['viewer', 'operator', 'admin'] as const) {
    opsSessions.set(role, { client: ops.as(role), at: clock.now() });
  }
});
afterAll(() => t.close());
/**
 * The operator of `role` (`<role>-1`), logged in again once the clock has moved on an hour since
 * (operator sessions last 12 hours, and the tests move the clock by days).
 */
async function opsAs(role: Role): Promise<OpsClient> {
  const session = opsSessions.get(role);
  if (session && clock.now() - session.at < 3_600_000) return session.client;
  const client = new OpsClient(t.app);
  await client.login(`${role}-1`, PASSWORD);
  opsSessions.set(role, { client, at: clock.now() });
  return client;
}

/** A new user, logged in, with their id and the author name others see. */
async function newUser(userType: 1 | 3 = 3) {
  const mobile = nextMobile();
  const client = await loginAs(t, mobile, userType);
  const [row] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile));
  const masked = `${mobile.slice(0, 3)}****${mobile.slice(7)}`;
  return {
    client,
    id: row?.id ?? 0,
    author: { userType, mobileMasked: masked },
  };
}

async function postCount(): Promise<number> {
  const [row] = await t.app.db.select({ n: count() }).from(partyPosts);
  return row?.n ?? 0;
}

/** Sends a post, with a new key unless `body` has one. */
function submit(client: SignedClient, body: Record<string, unknown>, options = {}) {
  return client.post(SUBMIT, { requestId: newRequestId('post'), ...body }, options);
}

/** Submits a valid post; its id. */
async function submitted(client: SignedClient, body: Record<string, unknown> = {}) {
  const res = await submit(client, { title: TITLE, text: TEXT, ...body });
  expect(res.envelope.status.code, JSON.stringify(res.envelope)).toBe(0);
  return submitPartyPostResponse.parse(res.envelope.data).id;
}

async function read(client: SignedClient, id: number) {
  const res = await client.get(POST, { id });
  expect(res.envelope.status.code, JSON.stringify(res.envelope)).toBe(0);
  return getPartyPostResponse.parse(res.envelope.data);
}

async function page(client: SignedClient, before?: number) {
  const res = await client.get(LIST, before === undefined ? {} : { before });
  expect(res.envelope.status.code, JSON.stringify(res.envelope)).toBe(0);
  return listPartyPostsResponse.parse(res.envelope.data);
}

async function mine(client: SignedClient) {
  const res = await client.get(MINE);
  expect(res.envelope.status.code, JSON.stringify(res.envelope)).toBe(0);
  return myPartyPostsResponse.parse(res.envelope.data).posts;
}

/** An operator's decision on post `id`. */
async function decide(
  role: Role,
  id: number,
  verb: 'approve' | 'reject' | 'unpublish',
  body?: unknown,
) {
  const client = await opsAs(role);
  return client.request('POST', `/party/posts/${id}/${verb}`, body === undefined ? {} : { body });
}

async function opsList(query: string) {
  const res = await (await opsAs('viewer')).request('GET', `/party/posts${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return opsPartyPostPage.parse(res.json());
}

async function approved(id: number) {
  const res = await decide('operator', id, 'approve');
  expect(res.statusCode, res.body).toBe(200);
  return opsPartyPostRow.parse(res.json());
}

async function auditOf(id: number) {
  return t.app.db
    .select()
    .from(operatorAudit)
    .where(and(eq(operatorAudit.targetKind, 'party_post'), eq(operatorAudit.targetId, String(id))))
    .orderBy(operatorAudit.id);
}

const NOT_FOUND = {
  status: { code: 4040, msg: '这篇内容不存在或暂未公开' },
  data: null,
};

describe('the demo posts', () => {
  it('are three published posts, newest first, and one waiting, all valid by the contract', async () => {
    for (const post of DEMO_PARTY_POSTS) {
      expect(
        submitPartyPostRequest.safeParse({
          title: post.title,
          text: post.text,
          requestId: newRequestId('demo'),
        }).error,
      ).toBeUndefined();
    }
    const first = await page(anonymous(t));
    expect(first.more).toBe(false);
    expect(first.posts.map((post) => post.id)).toEqual([3, 2, 1]);
    expect(first.posts[0]).toEqual({
      id: 3,
      title: '大雪天帮被困的货车司机脱困',
      excerpt: expect.stringMatching(/^11 月 12 日晚上下大雪.*…$/),
      coverUrl: null,
      author: { userType: 3, mobileMasked: '139****0003' },
      publishedAt: '2026-11-13T06:20:00.000Z',
    });
    expect(Array.from(first.posts[0]?.excerpt ?? '')).toHaveLength(60);
    expect(first.posts.map((post) => post.author)).toEqual([
      { userType: 3, mobileMasked: '139****0003' },
      { userType: 1, mobileMasked: '138****0001' },
      { userType: 3, mobileMasked: '139****0009' },
    ]);
  });

  it('answers the contract’s example (post 1) to anyone, its text as paragraphs', async () => {
    const post = await read(anonymous(t), getPartyPost.example.id);
    const seeded = DEMO_PARTY_POSTS[0];
    expect(post).toEqual({
      id: 1,
      title: seeded?.title,
      paragraphs: seeded?.text.split('\n'),
      photoUrls: [],
      author: { userType: 3, mobileMasked: '139****0009' },
      state: 'published',
      rejectReason: null,
      createdAt: '2026-09-21T11:30:00.000Z',
      publishedAt: '2026-09-22T02:00:00.000Z',
      mine: false,
    });
    expect(post.paragraphs).toHaveLength(3);
  });

  it('is loaded once: run again, it adds nothing', async () => {
    const before = await postCount();
    await demoPartyPostsSeed.run(t.app.db, SEED_CONTEXT);
    expect(await postCount()).toBe(before);
  });

  it('shows the waiting one to its author only', async () => {
    expect((await anonymous(t).get(POST, { id: 4 })).envelope).toEqual(NOT_FOUND);
    const author = await loginAs(t, DEMO_DRIVER_MOBILE, 3);
    expect(await read(author, 4)).toMatchObject({
      state: 'pending',
      mine: true,
      publishedAt: null,
    });
    expect((await mine(author)).map((post) => [post.id, post.state])).toEqual([
      [4, 'pending'],
      [3, 'published'],
    ]);
  });
});

describe('POST /api/party/submit', () => {
  it('stores a post pending, trimmed, with the photos in the order given', async () => {
    const author = await newUser(1);
    const photos = [await uploadImage(author.client), await uploadImage(author.client)];
    const before = await postCount();
    const res = await submit(author.client, {
      title: `  ${TITLE}\u3000`,
      text: `\n  第一段：集合。\n\n\n   第二段：学习。  \n\n第三段：讨论。\n`,
      photoKeys: [photos[1], photos[0]],
    });
    expect(res.statusCode).toBe(200);
    const { id } = submitPartyPostResponse.parse(res.envelope.data);
    expect(res.envelope.data).toEqual({ id, state: 'pending' });
    expect(id).toBeGreaterThanOrEqual(1001);
    expect(await postCount()).toBe(before + 1);
    const [row] = await t.app.db.select().from(partyPosts).where(eq(partyPosts.id, id));
    expect(row).toMatchObject({
      userId: author.id,
      title: TITLE,
      text: '第一段：集合。\n\n\n   第二段：学习。  \n\n第三段：讨论。',
      photoKeys: [photos[1], photos[0]],
      state: 'pending',
      rejectReason: null,
      reviewedAt: null,
      reviewedBy: null,
      publishedAt: null,
      createdAt: new Date(clock.now()),
    });
    // Its author reads it, paragraphs split at the line breaks, blank ones dropped, trimmed.
    expect(await read(author.client, id)).toEqual({
      id,
      title: TITLE,
      paragraphs: ['第一段：集合。', '第二段：学习。', '第三段：讨论。'],
      photoUrls: [`/uploads/${photos[1]}`, `/uploads/${photos[0]}`],
      author: author.author,
      state: 'pending',
      rejectReason: null,
      createdAt: new Date(clock.now()).toISOString(),
      publishedAt: null,
      mine: true,
    });
  });

  it('takes markup as text, stored as given', async () => {
    const author = await newUser();
    const id = await submitted(author.client, {
      title: '<b>加粗的标题</b>',
      text: '<script>alert(1)</script> 这是正文',
    });
    expect(await read(author.client, id)).toMatchObject({
      title: '<b>加粗的标题</b>',
      paragraphs: ['<script>alert(1)</script> 这是正文'],
    });
  });

  describe('refuses a field the contract refuses, with its rule, storing nothing', () => {
    const refusedAt = (field: string, rule: FieldRule) => ({
      status: expect.objectContaining({ code: 4220 }),
      data: { fields: [{ field, rule, message: fieldRuleMessage(rule, 'zh-CN') }] },
    });
    const cases: [string, Record<string, unknown>, string, FieldRule][] = [
      ['a title of three characters', { title: '三个字' }, 'title', 'party.title'],
      ['a blank title', { title: '\u3000 \u3000 \u3000' }, 'title', 'party.title'],
      ['a title of 41 characters', { title: '字'.repeat(41) }, 'title', 'party.title'],
      ['a line break in the title', { title: '第一行\n第二行' }, 'title', 'text.characters'],
      ['a NUL in the title', { title: '标题\u0000标题' }, 'title', 'text.characters'],
      ['a text of nine characters', { text: '  九个字九个字九个字  ' }, 'text', 'party.text'],
      ['a text of 1001 characters', { text: '字'.repeat(1001) }, 'text', 'party.text'],
      ['a bell in the text', { text: `${TEXT}\u0007` }, 'text', 'text.characters'],
      ['a CR LF in the text', { text: `${TEXT}\r\n${TEXT}` }, 'text', 'text.characters'],
    ];
    it.each(cases)('%s', async (_name, body, field, rule) => {
      const { client } = await newUser();
      const before = await postCount();
      const res = await submit(client, { title: TITLE, text: TEXT, ...body });
      expect(res.statusCode).toBe(422);
      expect(res.envelope).toEqual(refusedAt(field, rule));
      expect(await postCount()).toBe(before);
    });

    it('says it in English too', async () => {
      const { client } = await newUser();
      const res = await submit(
        client,
        { title: '短', text: TEXT },
        { headers: { 'accept-language': 'en' } },
      );
      expect(res.envelope.data).toEqual({
        fields: [
          {
            field: 'title',
            rule: 'party.title',
            message: 'Give it a title of 4 to 40 characters',
          },
        ],
      });
    });

    it('takes exactly 4 and 40, 10 and 1000 characters', async () => {
      const { client } = await newUser();
      await submitted(client, { title: '四个字呀', text: '十'.repeat(10) });
      await submitted(client, { title: '字'.repeat(40), text: '字'.repeat(1000) });
    });

    it('refuses what the schema refuses: no title, four photos, a key that is no key, more fields', async () => {
      const { client } = await newUser();
      const before = await postCount();
      for (const body of [
        { text: TEXT },
        { title: TITLE },
        { title: TITLE, text: TEXT, photoKeys: ['a', 'b', 'c', 'd'] },
        { title: TITLE, text: TEXT, photoKeys: ['../etc/passwd'] },
        { title: TITLE, text: TEXT, photoKeys: 'img/a/b.png' },
        { title: TITLE, text: TEXT, state: 'published' },
      ]) {
        const res = await submit(client, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(422);
      }
      expect(await postCount()).toBe(before);
    });
  });

  it('refuses a photo that is not the caller’s own upload, at its field, storing nothing', async () => {
    const author = await newUser();
    const other = await newUser();
    const own = await uploadImage(author.client);
    const theirs = await uploadImage(other.client);
    const before = await postCount();
    for (const [keys, fields] of [
      [[own, theirs], ['photoKeys.1']],
      [[theirs], ['photoKeys.0']],
      [['img/nobody/uploaded-this.png', own], ['photoKeys.0']],
    ] as const) {
      const res = await submit(author.client, { title: TITLE, text: TEXT, photoKeys: keys });
      expect(res.statusCode).toBe(422);
      expect(res.envelope.data).toEqual({
        fields: fields.map((field) => ({ field, message: 'is not an image you uploaded' })),
      });
    }
    expect(await postCount()).toBe(before);
  });

  it('refuses a photo given twice, at its second place, storing nothing', async () => {
    const author = await newUser();
    const other = await newUser();
    const [a, b] = [await uploadImage(author.client), await uploadImage(author.client)];
    const theirs = await uploadImage(other.client);
    const before = await postCount();
    const twice = await submit(author.client, { title: TITLE, text: TEXT, photoKeys: [a, b, a] });
    expect(twice.statusCode).toBe(422);
    expect(twice.envelope.data).toEqual({
      fields: [
        { field: 'photoKeys.2', rule: 'invalid', message: fieldRuleMessage('invalid', 'zh-CN') },
      ],
    });
    // Both problems, in the order of the photos.
    const both = await submit(author.client, {
      title: TITLE,
      text: TEXT,
      photoKeys: [theirs, a, a],
    });
    expect(both.envelope.data).toMatchObject({
      fields: [
        { field: 'photoKeys.0', message: 'is not an image you uploaded' },
        { field: 'photoKeys.2', rule: 'invalid' },
      ],
    });
    expect(await postCount()).toBe(before);
  });

  it('needs a logged-in user, driver or shipper', async () => {
    const res = await submit(anonymous(t), { title: TITLE, text: TEXT });
    expect(res.statusCode).toBe(401);
    expect(res.envelope).toEqual({ status: expect.objectContaining({ code: 4010 }), data: null });
    await submitted((await newUser(1)).client);
    await submitted((await newUser(3)).client);
  });

  it('holds three posts waiting at once: a fourth is LIMIT_REACHED until one is decided', async () => {
    const author = await newUser();
    const ids = [
      await submitted(author.client),
      await submitted(author.client),
      await submitted(author.client),
    ];
    const before = await postCount();
    const fourth = await submit(author.client, { title: TITLE, text: TEXT });
    expect(fourth.statusCode).toBe(200);
    expect(fourth.headers['retry-after']).toBeUndefined();
    expect(fourth.envelope).toEqual({
      status: { code: 1001, msg: '您已有 3 篇内容在等待审核，请审核完成后再发布' },
      data: null,
    });
    const english = await submit(
      author.client,
      { title: TITLE, text: TEXT },
      { headers: { 'accept-language': 'en' } },
    );
    expect(english.envelope.status.msg).toBe(
      'You have 3 posts waiting for review; post again once they are reviewed',
    );
    expect(await postCount()).toBe(before);
    // Another user is not held back.
    await submitted((await newUser()).client);

    await approved(ids[0] ?? 0);
    await submitted(author.client);
    const fifth = await submit(author.client, { title: TITLE, text: TEXT });
    expect(fifth.envelope.status.code).toBe(1001);
  });

  it('takes five posts a China day per user, then RATE_LIMITED until midnight', async () => {
    at('2026-12-03T23:58:30');
    const author = await newUser();
    const ids = [];
    for (let i = 0; i < 5; i += 1) {
      ids.push(await submitted(author.client));
      // Decided at once, so that the waiting cap is not what refuses.
      if (i < 3) await approved(ids[i] ?? 0);
    }
    const refused = await submit(author.client, { title: TITLE, text: TEXT });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('90');
    expect(refused.envelope).toEqual({
      status: { code: 4290, msg: '今天已经发布了 5 篇内容，请明天再发布' },
      data: { retryAfterSeconds: 90 },
    });
    const english = await submit(
      author.client,
      { title: TITLE, text: TEXT },
      { headers: { 'accept-language': 'en' } },
    );
    expect(english.envelope.status.msg).toBe('You have posted 5 times today; post again tomorrow');
    const [stored] = await t.app.db
      .select({ n: count() })
      .from(partyPosts)
      .where(eq(partyPosts.userId, author.id));
    expect(stored?.n).toBe(5);

    at('2026-12-04T00:00:00');
    await submitted(author.client);
  });

  it('counts posts sent at once: of five, three are stored (the waiting cap)', async () => {
    at('2026-12-05T09:00:00');
    const author = await newUser();
    const burst = await Promise.all(
      Array.from({ length: 5 }, () => submit(author.client, { title: TITLE, text: TEXT })),
    );
    const codes = burst.map((res) => res.envelope.status.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(3);
    expect(codes.filter((code) => code === 1001)).toHaveLength(2);
    expect(await mine(author.client)).toHaveLength(3);
  });

  it('answers a retry with the same key as the first time, at the caps too, and refuses the key with other content', async () => {
    at('2026-12-05T10:00:00');
    const author = await newUser();
    const post = { title: TITLE, text: TEXT, requestId: newRequestId('retry') };
    const first = await submit(author.client, post);
    expect(first.envelope.status.code, JSON.stringify(first.envelope)).toBe(0);
    const before = await postCount();
    // The answer was lost: the tap again, twice at once.
    const retries = await Promise.all([1, 2].map(() => submit(author.client, post)));
    for (const retry of retries) expect(retry.envelope).toEqual(first.envelope);
    expect(await postCount()).toBe(before);
    // Three waiting: a new post is refused, the retry of the first is still its answer.
    await submitted(author.client);
    await submitted(author.client);
    expect((await submit(author.client, { title: TITLE, text: TEXT })).envelope.status.code).toBe(
      1001,
    );
    expect((await submit(author.client, post)).envelope).toEqual(first.envelope);
    // The same key with another title: refused, nothing stored.
    const other = await submit(author.client, { ...post, title: '支部组织学习冬季防滑' });
    expect(other.statusCode).toBe(409);
    expect(other.envelope.status.code).toBe(4090);
    expect(await postCount()).toBe(before + 2);
  });

  it('refuses a replayed request at the gateway, storing it once', async () => {
    const { client } = await newUser();
    const request = await client.build(SUBMIT, {
      fields: { title: TITLE, text: TEXT, requestId: newRequestId('post') },
    });
    const before = await postCount();
    expect((await client.send(request)).envelope.status.code).toBe(0);
    const again = await client.send(request);
    expect(again.statusCode).toBe(400);
    expect(again.envelope.status.code).toBe(4003);
    expect(await postCount()).toBe(before + 1);
  });

  it('lets the posts go with the account, published ones too', async () => {
    const author = await newUser();
    const id = await submitted(author.client);
    await approved(id);
    await submitted(author.client);
    const before = await postCount();
    await t.app.db.delete(users).where(eq(users.id, author.id));
    expect(await postCount()).toBe(before - 2);
    expect((await anonymous(t).get(POST, { id })).envelope).toEqual(NOT_FOUND);
  });
});

describe('GET /api/party/post', () => {
  it('shows a published post to anyone; to its author as theirs', async () => {
    const author = await newUser(1);
    const id = await submitted(author.client);
    const { publishedAt } = await approved(id);
    const expected = {
      id,
      title: TITLE,
      paragraphs: [TEXT],
      photoUrls: [],
      author: author.author,
      state: 'published',
      rejectReason: null,
      createdAt: expect.any(String),
      publishedAt,
      mine: false,
    };
    expect(await read(anonymous(t), id)).toEqual(expected);
    expect(await read((await newUser()).client, id)).toEqual(expected);
    expect(await read(author.client, id)).toEqual({ ...expected, mine: true });
  });

  it('shows a post waiting or turned down to its author alone, with the reason; else 404', async () => {
    const author = await newUser();
    const other = await newUser();
    const id = await submitted(author.client);
    const unknown = await anonymous(t).get(POST, { id: 2_000_000_000 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.envelope).toEqual(NOT_FOUND);

    // Waiting: someone else and nobody get the answer an unknown id gets.
    expect((await anonymous(t).get(POST, { id })).envelope).toEqual(NOT_FOUND);
    expect((await other.client.get(POST, { id })).envelope).toEqual(NOT_FOUND);
    expect(await read(author.client, id)).toMatchObject({ state: 'pending', rejectReason: null });

    const reason = '照片与活动内容无关，请更换后重新提交';
    expect((await decide('operator', id, 'reject', { reason })).statusCode).toBe(200);
    expect((await anonymous(t).get(POST, { id })).envelope).toEqual(NOT_FOUND);
    const theirs = await other.client.get(POST, { id });
    expect(theirs.envelope).toEqual(NOT_FOUND);
    expect(await read(author.client, id)).toMatchObject({
      state: 'rejected',
      rejectReason: reason,
      publishedAt: null,
      mine: true,
    });

    const english = await other.client.get(POST, { id }, { headers: { 'accept-language': 'en' } });
    expect(english.envelope.status.msg).toBe('This post does not exist or is not public');
  });

  it('refuses an id that is no id', async () => {
    for (const id of ['0', '-1', 'abc', '1.5', '2147483648']) {
      expect((await anonymous(t).get(POST, { id })).statusCode, id).toBe(422);
    }
    expect((await anonymous(t).get(POST)).statusCode).toBe(422);
  });
});

describe('GET /api/party/posts', () => {
  it('pages the published posts newest publication first, `before` the last id of the page', async () => {
    const author = await newUser();
    // Published in the future, so that they come first; ids out of publication order, and two
    // pairs published at the same instant (then the higher id first).
    const base = Date.parse('2030-01-01T00:00:00Z');
    const minutes = [
      5, 3, 3, 20, 1, 8, 8, 13, 2, 21, 17, 4, 9, 6, 15, 11, 7, 10, 12, 14, 16, 18, 19,
    ];
    const rows = await t.app.db
      .insert(partyPosts)
      .values(
        minutes.map((minute, i) => ({
          userId: author.id,
          title: `第 ${i + 1} 篇`.padEnd(4, '。'),
          text: `这是第 ${i + 1} 篇测试内容。`,
          state: 'published' as const,
          // Written long ago: not counted in the author's day.
          createdAt: new Date('2026-01-01T00:00:00Z'),
          reviewedAt: new Date(base + minute * 60_000),
          publishedAt: new Date(base + minute * 60_000),
        })),
      )
      .returning({ id: partyPosts.id, publishedAt: partyPosts.publishedAt });
    try {
      // Waiting and turned-down posts are never listed, whenever they were written.
      const waiting = await submitted(author.client);
      const expected = [...rows]
        .sort(
          (a, b) =>
            (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0) || b.id - a.id,
        )
        .map((row) => row.id);
      const seen: number[] = [];
      let before: number | undefined;
      let pages = 0;
      for (;;) {
        const { posts, more } = await page(anonymous(t), before);
        pages += 1;
        expect(posts.length).toBeLessThanOrEqual(PARTY_PAGE_SIZE);
        seen.push(...posts.map((post) => post.id));
        if (!more) break;
        expect(posts).toHaveLength(PARTY_PAGE_SIZE);
        before = posts.at(-1)?.id;
      }
      expect(seen.slice(0, expected.length)).toEqual(expected);
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen).not.toContain(waiting);
      const [published] = await t.app.db
        .select({ n: count() })
        .from(partyPosts)
        .where(eq(partyPosts.state, 'published'));
      expect(seen).toHaveLength(published?.n ?? 0);
      expect(pages).toBe(Math.ceil(seen.length / PARTY_PAGE_SIZE));

      // A post taken down between two pages still marks where the next one starts.
      const tenth = expected[PARTY_PAGE_SIZE - 1] ?? 0;
      expect(
        (await decide('operator', tenth, 'unpublish', { reason: '内容重复' })).statusCode,
      ).toBe(200);
      const next = await page(anonymous(t), tenth);
      expect(next.posts.map((post) => post.id)).toEqual(
        expected.slice(PARTY_PAGE_SIZE, 2 * PARTY_PAGE_SIZE),
      );
      expect((await page(anonymous(t))).posts.map((post) => post.id)).not.toContain(tenth);
      // An id that was never published, or does not exist, marks nothing.
      expect(await page(anonymous(t), waiting)).toEqual({ posts: [], more: false });
      expect(await page(anonymous(t), 2_000_000_000)).toEqual({ posts: [], more: false });
    } finally {
      await t.app.db.delete(partyPosts).where(
        inArray(
          partyPosts.id,
          rows.map((row) => row.id),
        ),
      );
    }
  });

  it('lists a post once approved, by its publication, with its cover photo and an excerpt', async () => {
    at('2026-12-06T10:00:00');
    const author = await newUser(1);
    const photo = await uploadImage(author.client);
    const long = `${'一二三四五六七八九十'.repeat(7)}\n\n后面的段落`;
    const earlier = await submitted(author.client, { text: long, photoKeys: [photo] });
    const later = await submitted(author.client);
    clock.advance(60);
    await approved(later);
    clock.advance(60);
    await approved(earlier);
    const { posts } = await page(anonymous(t));
    expect(posts.slice(0, 2).map((post) => post.id)).toEqual([earlier, later]);
    expect(posts[0]).toEqual({
      id: earlier,
      title: TITLE,
      excerpt: `${'一二三四五六七八九十'.repeat(6).slice(0, 59)}…`,
      coverUrl: `/uploads/${photo}`,
      author: author.author,
      publishedAt: new Date(clock.now()).toISOString(),
    });
    expect(posts[1]).toMatchObject({ id: later, excerpt: TEXT, coverUrl: null });
  });

  it('refuses a `before` that is no id', async () => {
    for (const before of ['0', '-3', 'x', '2147483648']) {
      expect((await anonymous(t).get(LIST, { before })).statusCode, before).toBe(422);
    }
  });
});

describe('GET /api/party/mine', () => {
  it('lists the caller’s posts newest first, in every state, with the reasons', async () => {
    const author = await newUser();
    const other = await newUser();
    const first = await submitted(author.client, { title: '第一篇内容' });
    clock.advance(1);
    const second = await submitted(author.client, { title: '第二篇内容' });
    clock.advance(1);
    const third = await submitted(author.client, { title: '第三篇内容' });
    await submitted(other.client);
    await approved(first);
    await decide('operator', second, 'reject', { reason: '与党建活动无关' });
    expect(await mine(author.client)).toEqual([
      {
        id: third,
        title: '第三篇内容',
        state: 'pending',
        rejectReason: null,
        createdAt: new Date(clock.now()).toISOString(),
      },
      expect.objectContaining({ id: second, state: 'rejected', rejectReason: '与党建活动无关' }),
      expect.objectContaining({ id: first, state: 'published', rejectReason: null }),
    ]);
  });

  it('lists the last twenty', async () => {
    const author = await newUser();
    const rows = await t.app.db
      .insert(partyPosts)
      .values(
        Array.from({ length: 22 }, (_, i) => ({
          userId: author.id,
          title: `第 ${i + 1} 篇内容`,
          text: TEXT,
          createdAt: new Date(clock.now() - (22 - i) * 60_000),
        })),
      )
      .returning({ id: partyPosts.id });
    const posts = await mine(author.client);
    expect(posts.map((post) => post.id)).toEqual(
      rows
        .map((row) => row.id)
        .reverse()
        .slice(0, 20),
    );
  });

  it('needs a logged-in user', async () => {
    expect((await anonymous(t).get(MINE)).statusCode).toBe(401);
    expect(await mine((await newUser(1)).client)).toEqual([]);
  });
});

describe('/ops/api/party/posts', () => {
  it('needs an operator session', async () => {
    const res = await new OpsClient(t.app).request('GET', '/party/posts');
    expect(res.statusCode).toBe(401);
  });

  it('lists the waiting posts oldest first to a viewer, with the author masked', async () => {
    at('2026-12-07T09:00:00');
    const author = await newUser();
    const photo = await uploadImage(author.client);
    const first = await submitted(author.client, { photoKeys: [photo] });
    clock.advance(60);
    const second = await submitted(author.client);
    const list = await opsList('?state=pending&pageSize=100');
    const [pending] = await t.app.db
      .select({ n: count() })
      .from(partyPosts)
      .where(eq(partyPosts.state, 'pending'));
    expect(list).toMatchObject({ page: 1, pageSize: 100, total: pending?.n });
    const ids = list.items.map((item) => item.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(list.items.find((item) => item.id === first)).toEqual({
      id: first,
      title: TITLE,
      text: TEXT,
      photoUrls: [`/uploads/${photo}`],
      author: author.author,
      userId: author.id,
      state: 'pending',
      rejectReason: null,
      createdAt: new Date(clock.now() - 60_000).toISOString(),
      reviewedAt: null,
      publishedAt: null,
    });
    const created = list.items.map((item) => item.createdAt);
    expect(created).toEqual([...created].sort());
    // pending is the default; an unknown state is refused.
    expect((await opsList('?pageSize=100')).items.map((item) => item.id)).toEqual(ids);
    const unknown = await (await opsAs('viewer')).request('GET', '/party/posts?state=deleted');
    expect(unknown.statusCode).toBe(422);
  });

  it('lets an operator approve a waiting post: published, listed, audited', async () => {
    clock.advance(60);
    const author = await newUser();
    const id = await submitted(author.client);
    const res = await decide('operator', id, 'approve');
    expect(res.statusCode).toBe(200);
    const now = new Date(clock.now()).toISOString();
    expect(opsPartyPostRow.parse(res.json())).toMatchObject({
      id,
      state: 'published',
      rejectReason: null,
      reviewedAt: now,
      publishedAt: now,
    });
    const [row] = await t.app.db.select().from(partyPosts).where(eq(partyPosts.id, id));
    expect(row?.reviewedBy).toBe(ops.idOf('operator'));
    expect((await page(anonymous(t))).posts[0]?.id).toBe(id);
    expect((await opsList('?state=published')).items[0]?.id).toBe(id);

    const audit = await auditOf(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'party_post.approve',
      actor: 'operator-1',
      operatorId: ops.idOf('operator'),
      before: { state: 'pending', rejectReason: null },
      after: { state: 'published', rejectReason: null },
    });

    // A second decision is a conflict, and records nothing.
    for (const [verb, body] of [
      ['approve', undefined],
      ['reject', { reason: '重复' }],
    ] as const) {
      const again = await decide('operator', id, verb, body);
      expect(again.statusCode, verb).toBe(409);
      expect(again.json()).toEqual({
        status: { code: 4090, msg: '这篇内容不在待审核状态（当前：published）' },
        data: null,
      });
    }
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('lets an operator reject a waiting post with a reason the author reads, audited', async () => {
    clock.advance(60);
    const author = await newUser();
    const id = await submitted(author.client);
    const before = await t.app.db.select().from(partyPosts).where(eq(partyPosts.id, id));
    for (const body of [
      {},
      { reason: '' },
      { reason: '   ' },
      { reason: '字'.repeat(201) },
      { reason: '换行\n原因' },
    ]) {
      const res = await decide('operator', id, 'reject', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect(await t.app.db.select().from(partyPosts).where(eq(partyPosts.id, id))).toEqual(before);

    const res = await decide('admin', id, 'reject', { reason: '  内容与党建活动无关  ' });
    expect(res.statusCode).toBe(200);
    expect(opsPartyPostRow.parse(res.json())).toMatchObject({
      id,
      state: 'rejected',
      rejectReason: '内容与党建活动无关',
      reviewedAt: new Date(clock.now()).toISOString(),
      publishedAt: null,
    });
    expect(await read(author.client, id)).toMatchObject({
      state: 'rejected',
      rejectReason: '内容与党建活动无关',
    });
    expect((await opsList('?state=rejected')).items[0]?.id).toBe(id);
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({
        action: 'party_post.reject',
        actor: 'admin-1',
        before: { state: 'pending', rejectReason: null },
        after: { state: 'rejected', rejectReason: '内容与党建活动无关' },
      }),
    ]);
    const again = await decide('operator', id, 'approve');
    expect(again.statusCode).toBe(409);
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('lets an operator take a published post down with a reason, audited', async () => {
    clock.advance(60);
    const author = await newUser();
    const id = await submitted(author.client);
    const waiting = await decide('operator', id, 'unpublish', { reason: '未发布' });
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json()).toMatchObject({
      status: { code: 4090, msg: '这篇内容不在已发布状态（当前：pending）' },
    });
    const { publishedAt } = await approved(id);
    clock.advance(60);
    const res = await decide('operator', id, 'unpublish', { reason: '涉及个人隐私，已下架' });
    expect(res.statusCode).toBe(200);
    expect(opsPartyPostRow.parse(res.json())).toMatchObject({
      state: 'rejected',
      rejectReason: '涉及个人隐私，已下架',
      reviewedAt: new Date(clock.now()).toISOString(),
      publishedAt,
    });
    expect((await page(anonymous(t))).posts.map((post) => post.id)).not.toContain(id);
    expect((await anonymous(t).get(POST, { id })).envelope).toEqual(NOT_FOUND);
    expect(await read(author.client, id)).toMatchObject({
      state: 'rejected',
      rejectReason: '涉及个人隐私，已下架',
      publishedAt: null,
    });
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual([
      'party_post.approve',
      'party_post.unpublish',
    ]);
    const twice = await decide('operator', id, 'unpublish', { reason: '再次下架' });
    expect(twice.statusCode).toBe(409);
    expect(await auditOf(id)).toHaveLength(2);
  });

  it('refuses a viewer any decision, changing and recording nothing', async () => {
    const author = await newUser();
    const id = await submitted(author.client);
    const audits = () => t.app.db.select({ n: count() }).from(operatorAudit);
    const since = await audits();
    for (const [verb, body] of [
      ['approve', undefined],
      ['reject', { reason: '不通过' }],
      ['unpublish', { reason: '下架' }],
    ] as const) {
      const res = await decide('viewer', id, verb, body);
      expect(res.statusCode, verb).toBe(403);
      expect(res.json()).toMatchObject({ status: { code: 4030 } });
    }
    expect(await read(author.client, id)).toMatchObject({ state: 'pending' });
    expect(await audits()).toEqual(since);
  });

  it('answers 404 for an unknown post, and 422 for an id that is no id', async () => {
    const unknown = await decide('operator', 2_000_000_000, 'approve');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: { code: 4040, msg: '没有这篇内容' }, data: null });
    expect((await decide('operator', 0, 'approve')).statusCode).toBe(422);
    expect((await decide('operator', 2_147_483_648, 'approve')).statusCode).toBe(422);
  });

  it('decides once when two operators decide at once', async () => {
    const author = await newUser();
    const id = await submitted(author.client);
    const both = await Promise.all([
      decide('operator', id, 'approve'),
      decide('admin', id, 'reject', { reason: '不通过' }),
    ]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await auditOf(id)).toHaveLength(1);
  });
});

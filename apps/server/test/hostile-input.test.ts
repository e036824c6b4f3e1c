// The shared hostile-input corpus (@freight/contract/testing/hostile-inputs) through every field of
// every endpoint of the contract, signed and encrypted as the H5 sends them (so they reach the
// schemas and the handlers), and through the public routes outside the gateway. Whatever the
// value: never a 5xx; a refusal (4xx or a business error) stores nothing; a success only where the
// value is legitimately acceptable (free text, an id-shaped string), and then it is stored as it
// was given and answered as JSON data, never as markup.
//
// The endpoints, who calls each (a user the declaration lets through, so that validation is not
// all that runs) and the base body (the declaration's example) come from the contract's registry:
// a new endpoint is covered without touching this file. Every field is tried with the others
// valid. What stays here is the test's own knowledge: which fields may legitimately take a corpus
// value and how to check what was stored (FREE_TEXT), and what makes a request valid once
// (FRESH: an SMS code).

import { type Caller, endpointPath, type EndpointDef } from '@freight/contract/endpoints/common';
import { type EndpointName, endpoints } from '@freight/contract/endpoints/index';
import {
  HOSTILE_INPUTS,
  HOSTILE_VALUES,
  ONE_PER_FAMILY,
  describeHostile,
} from '@freight/contract/testing/hostile-inputs';
import { eq, sql } from 'drizzle-orm';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityClaims } from '../src/db/schema/activity-stock.ts';
import { campaignAttempts } from '../src/db/schema/campaigns.ts';
import { cspReports } from '../src/db/schema/csp-reports.ts';
import { eduAttempts } from '../src/db/schema/edu.ts';
import { knowledgeFeedback } from '../src/db/schema/knowledge.ts';
import { leads } from '../src/db/schema/leads.ts';
import { roadReports } from '../src/db/schema/epidemic.ts';
import { partyPosts } from '../src/db/schema/party.ts';
import { anonymous, loginAs, outboxCode } from './helpers/login.ts';
import { encodeTrackData, pageView } from './helpers/sensors.ts';
import type { SignedClient, SignedResponse } from './helpers/signed.ts';
import { buildTestApp, makeTempDir, type TestApp } from './helpers/test-app.ts';
import { newRequestId } from './helpers/request-ids.ts';

type Who = 'anonymous' | 'shipper' | 'driver';
type Body = Record<string, unknown>;

interface Attempt {
  field: string;
  value: string;
  body: Body;
  res: SignedResponse;
}

type StoredAsGiven = (attempt: Attempt) => Promise<void>;
type Fresh = (body: Body) => Promise<{ client: SignedClient; body: Body }>;

/** Who calls an endpoint open to each caller. */
const CALLERS: Record<Caller, Who> = {
  anyone: 'anonymous',
  user: 'shipper',
  shipper: 'shipper',
  driver: 'driver',
};

/** Tables that change on every request by design: the replay memory and rate counters. */
const BOOKKEEPING = new Set(['replay_signatures', 'rate_counters']);

let t: TestApp;
let clients: Record<Who, SignedClient>;
let mobiles = 0;
const nextMobile = () => `1371${String(10_000_000 + (mobiles += 1)).slice(1)}`;

async function rows(query: string): Promise<Record<string, unknown>[]> {
  const result: unknown = await t.app.db.execute(sql.raw(query));
  return Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows;
}

let countQuery = '';
/** Rows per table (every table of the schema but the bookkeeping ones), in one query. */
async function tableCounts(): Promise<Record<string, number>> {
  const [row] = await rows(countQuery);
  return Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, Number(v)]));
}

function grown(before: Record<string, number>, after: Record<string, number>): string[] {
  return Object.keys(after).filter((table) => (after[table] ?? 0) > (before[table] ?? 0));
}

/** Sends a fresh SMS code to a new number from a new address; its client and the body with it. */
async function withFreshCode(body: Body) {
  const client = anonymous(t);
  const mobile = nextMobile();
  const userType = body.userType === 3 ? 3 : 1;
  const sent = await client.post(endpointPath(endpoints.sendSmsCode), { mobile, userType });
  expect(sent.envelope.status.code, 'send a code').toBe(0);
  const code = await outboxCode(t.app, mobile);
  // Each sign-up its own key, but for the value under test in the key itself.
  const { requestId } = endpoints.submitLead.example;
  const key = body.requestId === requestId ? newRequestId('hostile') : body.requestId;
  return { client, body: { ...body, mobile, code, requestId: key } };
}

/** A new shipper (a user's caps never refuse their first post), and the body as it was. */
async function withNewUser(body: Body) {
  return { client: await loginAs(t, nextMobile(), 1), body };
}

/**
 * The anonymous caller, and a key of its own in place of the example's: feedback's keys are
 * unique over everybody's, and the example's key with other words is a conflict.
 */
async function withNewKey(body: Body) {
  const { requestId } = endpoints.sendKnowledgeFeedback.example;
  return {
    client: clients.anonymous,
    body: body.requestId === requestId ? { ...body, requestId: newRequestId('hostile') } : body,
  };
}

/** The feedback a successful sendKnowledgeFeedback stored. */
async function storedFeedback(res: Attempt['res']) {
  const { ticket } = res.envelope.data as { ticket: string };
  const [row] = await t.app.db
    .select()
    .from(knowledgeFeedback)
    .where(eq(knowledgeFeedback.ticket, ticket));
  if (!row) throw new Error(`feedback ${ticket} not stored`);
  return row;
}

/** The post a successful submitPartyPost stored. */
async function storedPost({ res }: Attempt) {
  const { id } = res.envelope.data as { id: number };
  const [post] = await t.app.db.select().from(partyPosts).where(eq(partyPosts.id, id));
  if (!post) throw new Error(`party post ${id} not stored`);
  return post;
}

/** The road report a successful submitRoadReport stored. */
async function storedReport({ res }: Attempt) {
  const { id } = res.envelope.data as { id: number };
  const [report] = await t.app.db.select().from(roadReports).where(eq(roadReports.id, id));
  if (!report) throw new Error(`road report ${id} not stored`);
  return report;
}

/** The lead a successful submitLead stored. */
async function storedLead({ res }: Attempt) {
  const leadId = (res.envelope.data as { leadId: number }).leadId;
  const [lead] = await t.app.db.select().from(leads).where(eq(leads.id, leadId));
  if (!lead) throw new Error(`lead ${leadId} not stored`);
  return lead;
}

/**
 * Fields where a value the contract accepts may succeed, with the check that it was stored (or
 * answered) exactly as given. Success anywhere else fails the test.
 */
const FREE_TEXT: { [N in EndpointName]?: Record<string, StoredAsGiven> } = {
  // Any http(s) URL without a fragment may be signed (WeChat itself decides whether the signature
  // is good for the page); nothing is stored for it.
  getWXConfig: { url: async () => {} },
  // A check: names in any script are names; nothing is stored.
  checkIdCard: { name: async () => {} },
  updateDriverInfo: {
    name: async ({ value, res }) => {
      expect((res.envelope.data as { name: string }).name).toBe(wellFormed(value).trim());
    },
  },
  submitLead: {
    name: async (attempt) =>
      expect((await storedLead(attempt)).name).toBe(wellFormed(attempt.value).trim()),
    company: async (attempt) =>
      expect((await storedLead(attempt)).company).toBe(wellFormed(attempt.value).trim() || null),
    channelId: async (attempt) => expect((await storedLead(attempt)).channelId).toBe(attempt.value),
    shareUserId: async (attempt) =>
      expect((await storedLead(attempt)).shareUserId).toBe(attempt.value),
    requestId: async (attempt) => expect((await storedLead(attempt)).requestId).toBe(attempt.value),
  },
  // A corpus value shaped like a request id (`__proto__`, `constructor`...) is a request id: the
  // first takes the driver's one coupon under that id, later ones meet the limit.
  claimSeckillCoupon: {
    requestId: async ({ value, res }) => {
      const data = res.envelope.data as { claimId: number };
      const [claim] = await t.app.db
        .select()
        .from(activityClaims)
        .where(eq(activityClaims.id, data.claimId));
      expect(claim?.requestId).toBe(value);
    },
  },
  // Likewise an exam's request id: the first hand-in under it is recorded with it.
  submitEduExam: {
    requestId: async ({ value, res }) => {
      const { attempt } = res.envelope.data as { attempt: { at: string } };
      const [row] = await t.app.db
        .select()
        .from(eduAttempts)
        .where(eq(eduAttempts.requestId, value));
      expect(row?.createdAt.toISOString()).toBe(attempt.at);
    },
  },
  // Likewise a sign-in's request id: the first signs the shipper in for the day under it (the
  // attempt keeps it as given), later ones meet the day's limit of one.
  signIn: {
    requestId: async ({ value, res }) => {
      const data = res.envelope.data as { attemptId: number };
      const [attempt] = await t.app.db
        .select()
        .from(campaignAttempts)
        .where(eq(campaignAttempts.id, data.attemptId));
      expect(attempt?.requestId).toBe(value);
    },
  },
  // A programme is named by a slug: a corpus value shaped like one (`constructor`) names no
  // programme, so the inviter's list of it is empty.
  listMyReferrals: {
    programme: async ({ res }) => expect(res.envelope.data).toEqual({ referrals: [] }),
  },
  // A search for a word shaped like a name (`constructor`, `𠮷野家`) finds no place; nothing is stored.
  searchPlaces: { q: async ({ res }) => expect(res.envelope.data).toEqual({ places: [] }) },
  // Words looked for in the help articles: a blank one is no search (the example's category is
  // listed), any other corpus value is in no seeded article; nothing is stored.
  listKnowledge: {
    q: async ({ value, body, res }) => {
      const { q: _q, ...unsearched } = body;
      const all = await clients.anonymous.get(endpointPath(endpoints.listKnowledge), unsearched);
      expect((all.envelope.data as { articles: unknown[] }).articles.length).toBeGreaterThan(0);
      expect(res.envelope.data).toEqual(
        wellFormed(value).trim() === '' ? all.envelope.data : { articles: [] },
      );
    },
  },
  // Feedback is free text (markup, quotes, emoji, line breaks): stored as given, trimmed.
  // A value shaped like a request id (`__proto__`) is one, kept as given, as a claim's is above.
  sendKnowledgeFeedback: {
    text: async ({ value, res }) =>
      expect((await storedFeedback(res)).text).toBe(wellFormed(value).trim()),
    requestId: async ({ value, res }) => expect((await storedFeedback(res)).requestId).toBe(value),
  },
  // A party post's title and text are free text (markup, quotes, emoji; the text line breaks too):
  // stored as given, trimmed, pending.
  submitPartyPost: {
    title: async (attempt) => {
      const post = await storedPost(attempt);
      expect(post.title).toBe(wellFormed(attempt.value).trim());
      expect(post.state).toBe('pending');
    },
    text: async (attempt) =>
      expect((await storedPost(attempt)).text).toBe(wellFormed(attempt.value).trim()),
    requestId: async (attempt) => expect((await storedPost(attempt)).requestId).toBe(attempt.value),
  },
  // A road report's road and text are free text, as a party post's: stored as given, trimmed,
  // pending.
  submitRoadReport: {
    road: async (attempt) => {
      const report = await storedReport(attempt);
      expect(report.road).toBe(wellFormed(attempt.value).trim());
      expect(report.state).toBe('pending');
    },
    text: async (attempt) =>
      expect((await storedReport(attempt)).text).toBe(wellFormed(attempt.value).trim()),
    requestId: async (attempt) =>
      expect((await storedReport(attempt)).requestId).toBe(attempt.value),
  },
};

/** Before a request the contract accepts: what makes it valid once. */
const FRESH: { [N in EndpointName]?: Fresh } = {
  submitLead: withFreshCode,
  sendKnowledgeFeedback: withNewKey,
  // A user may have three posts waiting and send five a day: each accepted post is a new user's.
  submitPartyPost: withNewUser,
  // The same caps for road reports.
  submitRoadReport: withNewUser,
};

/** The value with lone surrogates replaced by U+FFFD (what UTF-8 can carry). */
function wellFormed(value: string): string {
  return value.replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '\uFFFD',
  );
}

/** A body with `key` as an own property, even `__proto__`. */
function withOwnKey(base: Body, key: string, value: unknown): Body {
  const body = { ...base };
  Object.defineProperty(body, key, { value, enumerable: true, configurable: true, writable: true });
  return body;
}

const allEndpoints = Object.values(endpoints) as readonly EndpointDef[];

// A built H5, as in production: a path like `/uploads/..` leaves the route for the page.
const dist = makeTempDir('hostile-dist-');
const INDEX_HTML = '<!doctype html><title>H5</title><div id="root"></div>';

beforeAll(async () => {
  writeFileSync(join(dist.path, 'index.html'), INDEX_HTML);
  t = await buildTestApp({ config: { rateLimitPerMinute: 1_000_000, h5Dist: dist.path } });
  const tables = (
    await rows(
      `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )
  )
    .map((row) => String(row.table_name))
    .filter((name) => !BOOKKEEPING.has(name));
  countQuery = `select ${tables.map((name) => `(select count(*) from "${name}") as "${name}"`).join(', ')}`;
  clients = {
    anonymous: anonymous(t),
    shipper: await loginAs(t, '13700000001', 1),
    driver: await loginAs(t, '13700000002', 3),
  };
});
afterAll(async () => {
  await t.close();
  dist.remove();
});

describe('every endpoint of the contract, field by field, with the hostile corpus', () => {
  it('knows only declared endpoints and their fields', () => {
    for (const [name, checks] of Object.entries(FREE_TEXT)) {
      const endpoint = (endpoints as Record<string, EndpointDef>)[name];
      expect(endpoint, `FREE_TEXT.${name}`).toBeDefined();
      for (const field of Object.keys(checks)) {
        expect(Object.keys(endpoint?.request.shape ?? {}), `FREE_TEXT.${name}`).toContain(field);
      }
    }
    for (const name of Object.keys(FRESH)) expect(endpoints, `FRESH.${name}`).toHaveProperty(name);
  });

  // Requests the contract refuses, checked together for rows they must not have stored.
  const REFUSED_RUN = 25;
  // At most four fields per test: an endpoint with many (updateDriverInfo has 14) is split, so that
  // each part is a few hundred requests within its own budget, however busy the machine.
  const FIELDS_PER_TEST = 4;
  for (const endpoint of allEndpoints) {
    const name = endpoint.name as EndpointName;
    const base: Body = { ...endpoint.example };
    const who = CALLERS[endpoint.caller];
    const fresh = FRESH[name];
    const allFields = Object.keys(endpoint.request.shape);
    const parts = Math.max(1, Math.ceil(allFields.length / FIELDS_PER_TEST));
    for (let part = 0; part < parts; part += 1) {
      const fields = allFields.slice(part * FIELDS_PER_TEST, (part + 1) * FIELDS_PER_TEST);
      const of = parts > 1 ? ` (${part + 1} of ${parts})` : '';
      const title = `${endpoint.method} ${endpoint.name}${of}: ${fields.length} fields × ${HOSTILE_VALUES.length} values`;

      it(
        title,
        async () => {
          const path = endpointPath(endpoint);
          const send = (client: SignedClient, body: Body, encrypt?: boolean) =>
            client.call(path, {
              method: endpoint.method,
              fields: body,
              ...(encrypt === undefined ? {} : { encrypt }),
            });
          const cases: { field: string; value: string; body: Body; encrypt?: boolean }[] = [];
          for (const field of fields) {
            for (const value of HOSTILE_VALUES) {
              cases.push({ field, value, body: { ...base, [field]: value } });
            }
            // Bodies also go as a plain form (the fallback without encryption), parsed differently.
            if (endpoint.method !== 'GET') {
              for (const { value } of ONE_PER_FAMILY) {
                cases.push({ field, value, body: { ...base, [field]: value }, encrypt: false });
              }
            }
          }
          // Unknown fields with hostile names (in the first part): the strict schemas refuse them all.
          if (part === 0) {
            for (const { value } of HOSTILE_INPUTS.filter(
              (input) => input.family === 'prototype-key',
            )) {
              cases.push({ field: `(key) ${value}`, value, body: withOwnKey(base, value, 'x') });
            }
            cases.push({
              field: '(key) markup',
              value: '<img src=x onerror=alert(1)>',
              body: withOwnKey(base, '<img src=x onerror=alert(1)>', 'x'),
            });
          }

          // The counts after one request are those before the next: the calls are sequential. A
          // request the contract refuses can store nothing, so such requests are checked in runs
          // (the tables counted once per run; a failure names the run's requests); one the contract
          // accepts is checked on its own.
          let counts = await tableCounts();
          let refusedRun: string[] = [];
          const checkRefusedRun = async () => {
            if (refusedRun.length === 0) return;
            const before = counts;
            counts = await tableCounts();
            expect(
              grown(before, counts),
              `refused, yet stored, by one of:\n${refusedRun.join('\n')}`,
            ).toEqual([]);
            refusedRun = [];
          };
          for (const c of cases) {
            const label = `${endpoint.name}.${c.field} = ${describeHostile(c.value)}${c.encrypt === false ? ' (plain form)' : ''}`;
            const contractAccepts = endpoint.request.safeParse(c.body).success;
            let client = clients[who];
            let body = c.body;
            if (contractAccepts) {
              await checkRefusedRun();
              if (fresh) {
                ({ client, body } = await fresh(c.body));
                counts = await tableCounts();
              }
            }
            const res = await send(client, body, c.encrypt);
            expect(res.statusCode, label).toBeLessThan(500);
            expect(String(res.headers['content-type']), label).not.toMatch(/html/);
            const code = res.envelope.status.code;
            if (code === 0) {
              const verify = FREE_TEXT[name]?.[c.field];
              expect(
                verify,
                `${label}: accepted, though the field takes no such value; if it may (free text), ` +
                  `add it to FREE_TEXT in this file with a check of what was stored`,
              ).toBeDefined();
              expect(contractAccepts, `${label}: accepted, though the contract refuses it`).toBe(
                true,
              );
              await verify?.({ field: c.field, value: c.value, body, res });
              counts = await tableCounts();
            } else {
              expect(code, label).toBeGreaterThanOrEqual(1000);
              expect(code, label).toBeLessThan(5000);
              refusedRun.push(`${label} (${code})`);
              // One the contract accepted got past it and may have stored: checked on its own.
              if (contractAccepts || refusedRun.length >= REFUSED_RUN) await checkRefusedRun();
            }
          }
          await checkRefusedRun();
        },
        // A sweep of its own: fields × the whole corpus, a minute or more on a busy machine.
        180_000,
      );
    }
  }
});

describe('the public routes outside the gateway, with the hostile corpus', () => {
  const origin = 'http://localhost';

  /** A 3xx may only lead to this site (the stand-in authorize page is a page of this site). */
  function expectStaysHere(location: string | undefined, label: string) {
    if (location === undefined) return;
    const url = new URL(location, `${origin}/`);
    expect(url.origin, label).toBe(origin);
    const back = url.searchParams.get('redirect_uri');
    if (back !== null) expect(new URL(back).origin, label).toBe(origin);
  }

  it('GET /wechat/oauth/authorize: redirect_uri and state', async () => {
    const valid = { redirect_uri: `${origin}/#/c2c/wxauth`, state: 's'.repeat(32) };
    for (const field of Object.keys(valid)) {
      for (const value of HOSTILE_VALUES) {
        const query = new URLSearchParams({ ...valid, [field]: wellFormed(value) });
        const res = await t.app.inject({ method: 'GET', url: `/wechat/oauth/authorize?${query}` });
        const label = `authorize ${field} = ${describeHostile(value)}`;
        expect(res.statusCode, label).toBeLessThan(500);
        expectStaysHere(res.headers.location, label);
      }
    }
  });

  it('GET /dev/wechat/authorize (the stand-in): every field; no code issued when refused', async () => {
    const first = await t.app.inject({
      method: 'GET',
      url: `/wechat/oauth/authorize?${new URLSearchParams({ redirect_uri: `${origin}/`, state: 's'.repeat(32) })}`,
    });
    const appid = new URL(first.headers.location ?? '', `${origin}/`).searchParams.get('appid');
    const valid = {
      appid: appid ?? '',
      redirect_uri: `${origin}/#/c2c/wxauth`,
      response_type: 'code',
      scope: 'snsapi_base',
      state: 's'.repeat(32),
    };
    for (const field of Object.keys(valid)) {
      for (const value of HOSTILE_VALUES) {
        const query = new URLSearchParams({ ...valid, [field]: wellFormed(value) });
        const before = await tableCounts();
        const res = await t.app.inject({
          method: 'GET',
          url: `/dev/wechat/authorize?${query}`,
          remoteAddress: `10.77.${mobiles++ % 250}.1`,
        });
        const label = `stand-in ${field} = ${describeHostile(value)}`;
        expect(res.statusCode, label).toBeLessThan(500);
        expectStaysHere(res.headers.location, label);
        if (res.statusCode >= 400) expect(grown(before, await tableCounts()), label).toEqual([]);
      }
    }
  });

  it('GET and POST /collect/sa: event fields and the project; refused batches store nothing', async () => {
    let address = 0;
    const collect = (method: 'GET' | 'POST', payload: string, project?: string) => {
      address += 1;
      const query =
        project === undefined ? '' : `?project=${encodeURIComponent(wellFormed(project))}`;
      return t.app.inject({
        method,
        url:
          method === 'GET'
            ? `/collect/sa${query}${query ? '&' : '?'}${payload}`
            : `/collect/sa${query}`,
        remoteAddress: `10.88.${(address >> 8) & 255}.${address & 255}`,
        ...(method === 'POST' ? { payload, headers: { 'content-type': 'text/plain' } } : {}),
      });
    };
    const variants: [string, (value: string) => { payload: string; project?: string }][] = [
      ['event', (v) => ({ payload: encodeTrackData(pageView({ event: v })) })],
      ['distinct_id', (v) => ({ payload: encodeTrackData(pageView({ distinct_id: v })) })],
      ['$url', (v) => ({ payload: encodeTrackData(pageView({}, { $url: v })) })],
      ['$title', (v) => ({ payload: encodeTrackData(pageView({}, { $title: v })) })],
      ['page_id', (v) => ({ payload: encodeTrackData(pageView({}, { page_id: v })) })],
      ['project', (v) => ({ payload: encodeTrackData(pageView()), project: v })],
      ['data', (v) => ({ payload: `data=${encodeURIComponent(wellFormed(v))}` })],
    ];
    for (const [field, make] of variants) {
      for (const [i, value] of HOSTILE_VALUES.entries()) {
        const { payload, project } = make(value);
        const before = await tableCounts();
        const res = await collect(i % 2 === 0 ? 'POST' : 'GET', payload, project);
        const label = `collect ${field} = ${describeHostile(value)}`;
        expect(res.statusCode, label).toBeLessThan(500);
        if (res.statusCode >= 400) expect(grown(before, await tableCounts()), label).toEqual([]);
      }
    }
  });

  it('POST /collect/vitals: every field of a metric', async () => {
    const metric = { name: 'LCP', value: 1200, id: 'v5-1-1', route: '/customer/download' };
    let address = 0;
    for (const field of [...Object.keys(metric), 'rating', 'navigationType']) {
      for (const value of HOSTILE_VALUES) {
        address += 1;
        const before = await tableCounts();
        const res = await t.app.inject({
          method: 'POST',
          url: '/collect/vitals',
          payload: JSON.stringify({ metrics: [{ ...metric, [field]: value }] }),
          headers: { 'content-type': 'text/plain' },
          remoteAddress: `10.99.${(address >> 8) & 255}.${address & 255}`,
        });
        const label = `vitals ${field} = ${describeHostile(value)}`;
        expect(res.statusCode, label).toBeLessThan(500);
        if (res.statusCode >= 400) expect(grown(before, await tableCounts()), label).toEqual([]);
      }
    }
  });

  it('POST /csp-report: stored as text, exactly as sent (clipped), or refused', async () => {
    for (const value of HOSTILE_VALUES) {
      const report = {
        'document-uri': value,
        'violated-directive': value,
        'blocked-uri': value,
      };
      const res = await t.app.inject({
        method: 'POST',
        url: '/csp-report',
        payload: JSON.stringify({ 'csp-report': report }),
        headers: { 'content-type': 'application/csp-report' },
      });
      const label = `csp-report ${describeHostile(value)}`;
      expect(res.statusCode, label).toBeLessThan(500);
      if (res.statusCode === 204) {
        const [row] = await t.app.db
          .select()
          .from(cspReports)
          .orderBy(sql`id desc`)
          .limit(1);
        // Text columns hold well-formed text: a lone surrogate comes back as U+FFFD.
        const text = wellFormed(value);
        expect(row?.documentUri, label).toBe(text.slice(0, 2048));
        expect(row?.violatedDirective, label).toBe(text.slice(0, 200));
      }
    }
  });

  it('GET of files, QR codes, the ops summary and the SMS outbox: 4xx, never 5xx', async () => {
    for (const value of HOSTILE_VALUES) {
      const segment = encodeURIComponent(wellFormed(value));
      for (const url of [
        `/uploads/${segment}`,
        `/uploads/${wellFormed(value).replace(/[?#]/g, '')}`,
        `/qr/wechat-group/${segment}`,
        `/qr/wechat-group/${segment}.png`,
        `/ops/vitals?days=${segment}`,
        `/ops/api/vitals?days=${segment}`,
        `/dev/sms-outbox?mobile=${segment}`,
        `/${segment}`,
        `/service/${segment}`,
      ]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url.slice(0, 120)).toBeLessThan(500);
      }
    }
  });

  it('POST /service/third-service/upload: hostile token and key store nothing', async () => {
    const driver = clients.driver;
    const PNG = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const token = await driver.get(endpointPath(endpoints.getQiniuToken));
    const valid = { token: (token.envelope.data as { token: string }).token };
    for (const field of ['token', 'key']) {
      for (const value of ONE_PER_FAMILY.map((input) => input.value)) {
        const boundary = 'hostileboundary';
        const fields = { ...valid, [field]: wellFormed(value) };
        const parts = Object.entries(fields).map(
          ([name, v]) =>
            `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${v}\r\n`,
        );
        const payload = Buffer.concat([
          Buffer.from(parts.join('')),
          Buffer.from(
            `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="a.png"\r\ncontent-type: image/png\r\n\r\n`,
          ),
          PNG,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
        const request = await driver.build('/service/third-service/upload', {
          method: 'POST',
          encrypt: false,
          rawBody: '',
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        });
        const before = await tableCounts();
        const res = await driver.send({ ...request, payload });
        const label = `upload ${field} = ${describeHostile(value)}`;
        expect(res.statusCode, label).toBeLessThan(500);
        if (res.envelope.status.code !== 0) {
          expect(grown(before, await tableCounts()), label).toEqual([]);
        }
      }
    }
  });
});

describe('the H5 page with hostile queries', () => {
  it('answers the same page whatever the query says, never the value as markup', async () => {
    for (const value of HOSTILE_VALUES) {
      const text = wellFormed(value);
      const query = new URLSearchParams({ last_channel_id: text, target: text, redirect: text });
      const res = await t.app.inject({ method: 'GET', url: `/?${query}` });
      expect(res.statusCode, describeHostile(value)).toBe(200);
      expect(res.body).toBe(INDEX_HTML);
    }
  });
});

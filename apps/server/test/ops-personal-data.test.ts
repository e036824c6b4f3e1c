// Every route of the operator API walked as a viewer, and its reads again as an admin, with data
// that holds personal data everywhere it can (the demo seeds, a driver waiting for review with an
// ID number and photos, a feedback with a call-back number, party posts and road reports by those
// users): no answer carries a whole mobile, a whole ID number or a verification photo's key or
// link. The one way to them is the audited reveal (ops-users.test.ts), which the walk leaves out.

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../src/db/schema/drivers.ts';
import { knowledgeFeedback } from '../src/db/schema/knowledge.ts';
import { USER_TYPE, users } from '../src/db/schema/users.ts';
import { sealIdCard } from '../src/modules/drivers/id-card-vault.ts';
import { DEMO_DRIVER_ID_CARD } from '../src/modules/drivers/seed.ts';
import type { OpsRoute } from '../src/http/ops-route.ts';
import { domainModules } from '../src/modules/registry.ts';
import { operatorsOfEachRole } from './helpers/ops.ts';
import { TEST_PII } from './helpers/pii.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

const ROUTES: readonly OpsRoute[] = domainModules.flatMap((module) => module.opsRoutes ?? []);
// The reveals are the way to the values: their own tests check role, reason and audit.
const REVEALS = new Set(['/users/:userId/reveal', '/knowledge/feedback/:id/reveal']);
const ID_CARD = '110101199003077777';
const CALL_BACK = '13800990001';

/** The options of an enum field, through its default or optional wrapper. */
function optionsOf(schema: unknown): readonly string[] {
  let field = schema as { options?: unknown; def?: { innerType?: unknown } } | undefined;
  for (let depth = 0; depth < 4 && field && !Array.isArray(field.options); depth++) {
    field = field.def?.innerType as typeof field;
  }
  return Array.isArray(field?.options) ? (field.options as string[]) : [];
}

/** The queries to try on a read: none, each value of each enum field, the mobiles for `mobile`. */
function queriesOf(route: OpsRoute, mobiles: readonly string[]): Record<string, string>[] {
  const shape = (route.schema.querystring as { shape?: Record<string, unknown> } | undefined)
    ?.shape;
  const queries: Record<string, string>[] = [{}];
  for (const [field, schema] of Object.entries(shape ?? {})) {
    if (field === 'mobile') queries.push(...mobiles.map((mobile) => ({ mobile })));
    for (const option of optionsOf(schema)) queries.push({ [field]: option, pageSize: '100' });
  }
  if (shape && 'pageSize' in shape) queries.push({ pageSize: '100' });
  return queries;
}

describe('personal data in the operator API', () => {
  let t: TestApp;
  let ops: Awaited<ReturnType<typeof operatorsOfEachRole>>;
  const secrets: string[] = [];
  const ids = new Set<string>(['1', '2', '3']);

  beforeAll(async () => {
    t = await buildTestApp({ config: { rateLimitPerMinute: 1_000_000 } });
    ops = await operatorsOfEachRole(t.app, 'a-long-walking-test-password');
    const [driver] = await t.app.db
      .insert(users)
      .values({ mobile: '13700990001', userType: USER_TYPE.driver })
      .returning({ id: users.id });
    const userId = driver?.id ?? 0;
    await t.app.db.insert(drivers).values({
      userId,
      name: '走查测试',
      ...sealIdCard(TEST_PII, ID_CARD),
      idCardFrontKey: `img/walk-test/${userId}-front.jpg`,
      idCardBackKey: `img/walk-test/${userId}-back.jpg`,
      licenceImageKey: `img/walk-test/${userId}-licence.jpg`,
      vehicleLicenceImageKey: `img/walk-test/${userId}-vehicle.jpg`,
      state: 'submitted',
      submittedAt: new Date(t.app.now()),
    });
    const [feedback] = await t.app.db
      .insert(knowledgeFeedback)
      .values({
        subject: 'general',
        text: '请回电',
        mobile: CALL_BACK,
        userId,
        createdAt: new Date(t.app.now()),
      })
      .returning({ id: knowledgeFeedback.id });
    ids.add(String(userId)).add(String(feedback?.id));
    for (const { id } of await t.app.db.select({ id: users.id }).from(users)) ids.add(String(id));

    const everyone = await t.app.db.select({ mobile: users.mobile }).from(users);
    const photos = await t.app.db
      .select({
        front: drivers.idCardFrontKey,
        back: drivers.idCardBackKey,
        licence: drivers.licenceImageKey,
        vehicle: drivers.vehicleLicenceImageKey,
      })
      .from(drivers);
    secrets.push(
      ...everyone.flatMap((user) => (user.mobile === null ? [] : [user.mobile])),
      CALL_BACK,
      ID_CARD,
      DEMO_DRIVER_ID_CARD,
      ...photos.flatMap((row) => Object.values(row)).filter((key) => key !== null),
    );
    // The walk is only worth something with the data in it.
    expect(secrets.length).toBeGreaterThan(8);
    const [stored] = await t.app.db
      .select({ id: drivers.userId })
      .from(drivers)
      .where(eq(drivers.userId, userId));
    expect(stored).toBeDefined();
  });
  afterAll(() => t.close());

  async function walk(role: 'viewer' | 'admin', methods: readonly string[]) {
    const client = ops.as(role);
    const leaks: string[] = [];
    let answered = 0;
    const mobiles = secrets.filter((secret) => /^1\d{10}$/.test(secret));
    for (const route of ROUTES) {
      if (route.role === 'public' || REVEALS.has(route.path) || !methods.includes(route.method)) {
        continue;
      }
      // Logging out would end the walk; it answers nothing of anyone.
      if (route.method === 'DELETE' && route.path === '/session') continue;
      const paths = route.path.includes(':')
        ? [...ids].map((id) => route.path.replace(/:\w+/g, id))
        : [route.path];
      for (const path of paths) {
        const queries = route.method === 'GET' ? queriesOf(route, mobiles) : [{}];
        for (const query of queries) {
          const search = new URLSearchParams(query).toString();
          const res = await client.request(route.method, search ? `${path}?${search}` : path, {
            ...(route.method === 'GET' ? {} : { body: {} }),
          });
          if (res.statusCode === 200) answered++;
          for (const secret of secrets) {
            if (res.body.includes(secret)) {
              leaks.push(`${route.method} ${path}?${search} (${res.statusCode}) has ${secret}`);
            }
          }
        }
      }
    }
    return { leaks, answered };
  }

  it('answers a viewer no whole mobile, ID number or photo on any route', async () => {
    const { leaks, answered } = await walk('viewer', ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
    expect(leaks).toEqual([]);
    // Reads answered with their data, not only refusals.
    expect(answered).toBeGreaterThan(40);
  });

  it('answers an admin none either on any read, the audit log and the accounts among them', async () => {
    const { leaks, answered } = await walk('admin', ['GET']);
    expect(leaks).toEqual([]);
    expect(answered).toBeGreaterThan(40);
  });
});

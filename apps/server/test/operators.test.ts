// The operator API (/ops/api, ADR 014): operator sessions apart from users', roles, XSRF, login
// limits, the audit log, driver verification review and the vitals summary. The refusal tests
// walk the route table every module contributes (domainModules' opsRoutes), so a new operator
// route is covered without a new test.

import {
  auditPage,
  OPERATOR_ROLES,
  type OperatorRole,
  operatorMe,
  roleAtLeast,
  verificationDetail,
  verificationHistory,
  verificationPage,
} from '@freight/contract/ops';
import { ONE_PER_FAMILY } from '@freight/contract/testing/hostile-inputs';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../src/db/schema/drivers.ts';
import { operatorAudit, operators } from '../src/db/schema/operators.ts';
import { USER_TYPE, users } from '../src/db/schema/users.ts';
import { DEMO_DRIVER_MOBILE } from '../src/modules/users/seed.ts';
import {
  createOperator,
  DEMO_OPERATOR_USERNAME,
  resetDemoOperator,
} from '../src/modules/operators/accounts.ts';
import { operatorCookieName } from '../src/modules/operators/ops-api.ts';
import { domainModules } from '../src/modules/registry.ts';
import { anonymous, loginAs } from './helpers/login.ts';
import { OpsClient, operatorsOfEachRole, TEST_SETUP } from './helpers/ops.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

const OPS_TOKEN = 'm'.repeat(40);
const PASSWORD = 'correct horse battery staple';
const ROUTES = domainModules.flatMap((module) => module.opsRoutes ?? []);
const GUARDED = ROUTES.filter((route) => route.role !== 'public');
const DETAIL = '/service/driver-service/api/app/driver/getDetail';

let t: TestApp;
let ops: Awaited<ReturnType<typeof operatorsOfEachRole>>;
const as = (role: OperatorRole) => ops.as(role);

function concrete(path: string): string {
  return path.replace(/:\w+/g, '1');
}

let mobiles = 0;
/** A driver whose profile waits for review, straight in the tables. */
async function submittedDriver(): Promise<number> {
  const mobile = `1370077${String(++mobiles).padStart(4, '0')}`;
  const [user] = await t.app.db
    .insert(users)
    .values({ mobile, userType: USER_TYPE.driver })
    .returning({ id: users.id });
  const userId = (user as { id: number }).id;
  await t.app.db.insert(drivers).values({
    userId,
    name: '审核测试',
    plateNumber: `京B${String(10000 + mobiles)}`,
    state: 'submitted',
    submittedAt: new Date(t.app.now() - 1000 * (100 - mobiles)),
  });
  return userId;
}

async function auditRows() {
  return t.app.db.select().from(operatorAudit).orderBy(operatorAudit.id);
}

beforeAll(async () => {
  t = await buildTestApp({ config: { opsToken: OPS_TOKEN } });
  ops = await operatorsOfEachRole(t.app, PASSWORD);
});
afterAll(() => t.close());

describe('the route table', () => {
  it('has the session, audit, accounts, vitals, driver review and ledger routes', () => {
    const listed = ROUTES.map((route) => `${route.method} ${route.path} ${route.role}`);
    expect(listed).toEqual(
      expect.arrayContaining([
        'POST /session public',
        'GET /session public',
        'DELETE /session viewer',
        'POST /session/password viewer',
        'POST /session/second-factor viewer',
        'POST /session/second-factor/confirm viewer',
        'GET /audit admin',
        'GET /vitals viewer',
        'GET /drivers/verifications viewer',
        'GET /drivers/verifications/:userId viewer',
        'GET /drivers/verifications/:userId/history viewer',
        'POST /users/:userId/reveal operator',
        'POST /users/:userId/erase admin',
        'POST /drivers/verifications/:userId/review operator',
        'GET /operators admin',
        'POST /operators admin',
        'POST /operators/:id/disable admin',
        'POST /operators/:id/reset-password admin',
        'POST /operators/:id/reset-second-factor admin',
        'GET /value/users/:userId/entries viewer',
        'GET /value/users/:userId/coupons viewer',
      ]),
    );
    // Only the login, and who is logged in (null for nobody), are open to anyone.
    expect(
      ROUTES.filter((route) => route.role === 'public').map((r) => `${r.method} ${r.path}`),
    ).toEqual(['POST /session', 'GET /session']);
  });

  it.each(GUARDED.map((route) => [route.method, route.path, route] as const))(
    '%s %s: 401 without an operator session',
    async (method, path) => {
      const stranger = new OpsClient(t.app);
      const res = await stranger.request(method, concrete(path), { body: {} });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: { code: 4010 } });
    },
  );

  const tooLow = GUARDED.flatMap((route) =>
    OPERATOR_ROLES.filter((role) => route.role !== 'public' && !roleAtLeast(role, route.role)).map(
      (role) => [route.method, route.path, role] as const,
    ),
  );
  it.each(tooLow)('%s %s: 403 for a %s', async (method, path, role) => {
    const res = await as(role).request(method, concrete(path), { body: {} });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: { code: 4030 } });
  });

  it('lets each role in where its rank suffices (the guard passes: no 401/403)', async () => {
    for (const route of GUARDED.filter((r) => r.method === 'GET')) {
      for (const role of OPERATOR_ROLES.filter((r) => roleAtLeast(r, route.role as OperatorRole))) {
        const res = await as(role).request(route.method, concrete(route.path));
        expect([401, 403], `${role} ${route.path}`).not.toContain(res.statusCode);
      }
    }
  });
});

describe('sessions', () => {
  it('logs in, says who is logged in, and logs out', async () => {
    const client = new OpsClient(t.app);
    await client.login('operator-1', PASSWORD);
    const cookieName = operatorCookieName(t.config);
    expect(client.cookies.has(cookieName)).toBe(true);
    const me = await client.request('GET', '/session');
    expect(operatorMe.parse(me.json())).toMatchObject({ username: 'operator-1', role: 'operator' });
    expect(me.headers['cache-control']).toBe('no-store');
    const out = await client.request('DELETE', '/session');
    expect(out.statusCode).toBe(200);
    expect(client.cookies.has(cookieName)).toBe(false);
    expect((await client.request('GET', '/session')).json()).toBeNull();
  });

  it('sets the session cookie HttpOnly on /ops, the XSRF cookie readable on /ops', async () => {
    const client = new OpsClient(t.app);
    await client.request('GET', '/session');
    const res = await client.request('POST', '/session', {
      body: { username: 'viewer-1', password: PASSWORD },
    });
    const cookies = res.cookies as {
      name: string;
      path?: string;
      httpOnly?: boolean;
      sameSite?: string;
    }[];
    const session = cookies.find((cookie) => cookie.name === operatorCookieName(t.config));
    expect(session).toMatchObject({ path: '/ops', httpOnly: true, sameSite: 'Strict' });
    const xsrf = cookies.find((cookie) => cookie.name === 'OPS-XSRF-TOKEN');
    expect(xsrf?.path).toBe('/ops');
    expect(xsrf?.httpOnly).not.toBe(true);
  });

  it('ends the sessions of a disabled operator and refuses their login', async () => {
    await createOperator(
      t.app.db,
      TEST_SETUP,
      { username: 'leaving-1', password: PASSWORD, role: 'admin' },
      t.app.now(),
    );
    const client = new OpsClient(t.app);
    await client.login('leaving-1', PASSWORD);
    await t.app.db
      .update(operators)
      .set({ disabledAt: new Date(t.app.now()) })
      .where(eq(operators.username, 'leaving-1'));
    expect((await client.request('GET', '/session')).json()).toBeNull();
    const again = await new OpsClient(t.app).request('POST', '/session', {
      body: { username: 'leaving-1', password: PASSWORD },
    });
    expect(again.statusCode).toBe(401);
  });

  it('refuses a wrong password and an unknown name alike', async () => {
    const client = new OpsClient(t.app);
    const wrong = await client.request('POST', '/session', {
      body: { username: 'admin-1', password: 'not the password' },
      headers: { 'accept-language': 'en-US' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      status: { code: 4010, msg: 'Wrong username or password' },
      data: null,
    });
    const unknown = await client.request('POST', '/session', {
      body: { username: 'nobody-here', password: PASSWORD },
    });
    expect(unknown.json()).toEqual({ status: { code: 4010, msg: '用户名或密码错误' }, data: null });
    expect(client.cookies.has(operatorCookieName(t.config))).toBe(false);
  });

  it('a user session opens no operator route, and an operator session no user endpoint', async () => {
    const driver = await loginAs(t, DEMO_DRIVER_MOBILE, 3);
    const userCookies = Array.from(driver.cookies, ([name, value]) => `${name}=${value}`).join(
      '; ',
    );
    expect(userCookies).toContain('sid=');
    const asUser = await t.app.inject({
      method: 'GET',
      url: '/ops/api/session',
      headers: { cookie: userCookies },
    });
    // A user's session is nobody to the console.
    expect(asUser.statusCode).toBe(200);
    expect(asUser.json()).toBeNull();

    const operatorCookie = as('admin').cookies.get(operatorCookieName(t.config)) as string;
    const api = anonymous(t);
    api.cookies.set('sid', operatorCookie);
    api.cookies.set(operatorCookieName(t.config), operatorCookie);
    const res = await api.post(DETAIL, {});
    expect(res.envelope.status.code).toBe(4010);
  });

  it('refuses an unsafe call without the XSRF header, with a wrong one, and a login without it', async () => {
    const userId = await submittedDriver();
    const path = `/drivers/verifications/${userId}/review`;
    const body = { decision: 'approve' };
    const none = await as('admin').request('POST', path, { body, xsrf: false });
    expect(none.statusCode).toBe(403);
    expect(none.json()).toMatchObject({ status: { code: 4031 } });
    const wrong = await as('admin').request('POST', path, { body, xsrf: 'x'.repeat(43) });
    expect(wrong.json()).toMatchObject({ status: { code: 4031 } });
    const logout = await as('admin').request('DELETE', '/session', { xsrf: false });
    expect(logout.statusCode).toBe(403);
    const login = await new OpsClient(t.app).request('POST', '/session', {
      body: { username: 'admin-1', password: PASSWORD },
      xsrf: false,
    });
    expect(login.statusCode).toBe(403);
    // Nothing changed, nothing recorded.
    const [row] = await t.app.db.select().from(drivers).where(eq(drivers.userId, userId));
    expect(row?.state).toBe('submitted');
    expect(
      (await auditRows()).filter(
        (entry) => entry.targetKind === 'driver' && entry.targetId === String(userId),
      ),
    ).toEqual([]);
  });
});

describe('driver verification review', () => {
  it('lists submitted profiles oldest first, paged, and reads one in full', async () => {
    const first = await submittedDriver();
    await submittedDriver();
    const page = verificationPage.parse(
      (await as('viewer').request('GET', '/drivers/verifications?pageSize=1')).json(),
    );
    expect(page.pageSize).toBe(1);
    expect(page.items).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(2);
    const all = verificationPage.parse(
      (await as('viewer').request('GET', '/drivers/verifications?pageSize=100')).json(),
    );
    expect(all.items.map((item) => item.userId)).toContain(first);
    expect(all.items.every((item) => item.state === 'submitted')).toBe(true);
    const detail = verificationDetail.parse(
      (await as('viewer').request('GET', `/drivers/verifications/${first}`)).json(),
    );
    expect(detail).toMatchObject({ userId: first, state: 'submitted', name: '审核测试' });
    expect((await as('viewer').request('GET', '/drivers/verifications/999999')).statusCode).toBe(
      404,
    );
  });

  it('approves and rejects with reasons per field, each audited with before and after', async () => {
    const approved = await submittedDriver();
    const rejected = await submittedDriver();
    const ok = await as('operator').request('POST', `/drivers/verifications/${approved}/review`, {
      body: { decision: 'approve' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ userId: approved, state: 'approved', rejectReasons: [] });
    const reasons = [{ field: 'idCardFrontKey', reason: '照片模糊，请重新拍摄' }];
    const no = await as('admin').request('POST', `/drivers/verifications/${rejected}/review`, {
      body: { decision: 'reject', reasons },
    });
    expect(no.json()).toMatchObject({ state: 'rejected', rejectReasons: reasons });

    const entries = await auditRows();
    expect(
      entries.find((entry) => entry.targetKind === 'driver' && entry.targetId === String(approved)),
    ).toMatchObject({
      operatorId: expect.any(Number),
      actor: 'operator-1',
      action: 'driver_verification.approve',
      targetKind: 'driver',
      before: { state: 'submitted', rejectReasons: [] },
      after: { state: 'approved', rejectReasons: [] },
    });
    expect(
      entries.find((entry) => entry.targetKind === 'driver' && entry.targetId === String(rejected)),
    ).toMatchObject({
      actor: 'admin-1',
      action: 'driver_verification.reject',
      before: { state: 'submitted' },
      after: { state: 'rejected', rejectReasons: reasons },
    });
  });

  it('refuses a second review (409), a bad decision (422), and records neither', async () => {
    const userId = await submittedDriver();
    const path = `/drivers/verifications/${userId}/review`;
    const [before] = await t.app.db.select({ n: count() }).from(operatorAudit);
    const empty = await as('operator').request('POST', path, {
      body: { decision: 'reject', reasons: [] },
    });
    expect(empty.statusCode).toBe(422);
    const unknownField = await as('operator').request('POST', path, {
      body: { decision: 'reject', reasons: [{ field: 'colour', reason: 'x' }] },
    });
    expect(unknownField.statusCode).toBe(422);
    expect(
      (await as('operator').request('POST', path, { body: { decision: 'approve' } })).statusCode,
    ).toBe(200);
    const again = await as('operator').request('POST', path, {
      body: { decision: 'approve' },
      headers: { 'accept-language': 'en-US' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      status: {
        code: 4090,
        msg: "This driver's profile is not waiting for review (state: approved)",
      },
    });
    const [after] = await t.app.db.select({ n: count() }).from(operatorAudit);
    expect((after?.n ?? 0) - (before?.n ?? 0)).toBe(1);
  });
});

describe('the verification queue’s history and search', () => {
  it('finds a driver in any state by whole, masked or plate start, with each decision and why', async () => {
    const userId = await submittedDriver();
    const mobile = `1370077${String(mobiles).padStart(4, '0')}`;
    const plate = `京B${String(10000 + mobiles)}`;
    const path = `/drivers/verifications/${userId}/review`;
    const history = async () =>
      verificationHistory.parse(
        (await as('viewer').request('GET', `/drivers/verifications/${userId}/history`)).json(),
      );
    expect((await history()).decisions).toEqual([]);
    const reasons = [{ field: 'plateNumber', reason: '车牌和行驶证不一致' }];
    await as('operator').request('POST', path, { body: { decision: 'reject', reasons } });
    // The driver fixes it and sends it again; an admin approves.
    await t.app.db
      .update(drivers)
      .set({ state: 'submitted', submittedAt: new Date(t.app.now()) })
      .where(eq(drivers.userId, userId));
    await as('admin').request('POST', path, { body: { decision: 'approve' } });
    const decided = await history();
    expect(decided.decisions).toEqual([
      { at: expect.any(String), by: 'admin-1', decision: 'approve', reasons: [] },
      { at: expect.any(String), by: 'operator-1', decision: 'reject', reasons },
    ]);

    const find = async (query: string) =>
      verificationPage.parse(
        (await as('viewer').request('GET', `/drivers/verifications?${query}`)).json(),
      );
    for (const search of [
      `mobile=${mobile}`,
      `masked=${encodeURIComponent(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`)}`,
      `plate=${encodeURIComponent(plate.slice(0, 5).toLowerCase())}`,
    ]) {
      const found = await find(`state=approved&${search}`);
      expect(
        found.items.map((item) => item.userId),
        search,
      ).toContain(userId);
      expect(found.items.every((item) => item.state === 'approved')).toBe(true);
      expect(found.items[0]?.reviewedAt).not.toBeNull();
      // Not in the queue any more.
      expect((await find(`state=submitted&${search}`)).items.map((i) => i.userId)).not.toContain(
        userId,
      );
    }
    const whole = await find(`state=approved&mobile=${mobile}`);
    expect(whole.total).toBe(1);
    expect(JSON.stringify(whole)).not.toContain(mobile);
    // Decided ones: the latest decision first.
    const approved = await find('state=approved&pageSize=100');
    const times = approved.items.map((item) => Date.parse(item.reviewedAt ?? '0'));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    for (const bad of [
      `mobile=${mobile}&plate=京B`,
      'mobile=1234',
      'masked=139*0003',
      'plate=%25',
      'plate=京',
      'state=maybe',
    ]) {
      expect(
        (await as('viewer').request('GET', `/drivers/verifications?${bad}`)).statusCode,
        bad,
      ).toBe(422);
    }
    expect(
      (await as('viewer').request('GET', '/drivers/verifications/999999/history')).statusCode,
    ).toBe(404);
    expect(
      (await new OpsClient(t.app).request('GET', `/drivers/verifications/${userId}/history`))
        .statusCode,
    ).toBe(401);
  });
});

describe('the audit log', () => {
  it('pages the log for admins, newest first, with before and after', async () => {
    await createOperator(
      t.app.db,
      { operatorId: null, name: 'script:create-operator (test)' },
      { username: 'audited-1', password: PASSWORD, role: 'viewer' },
      t.app.now(),
    );
    const page = auditPage.parse((await as('admin').request('GET', '/audit?pageSize=2')).json());
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    expect(page.items[0]).toMatchObject({
      operatorId: null,
      actor: 'script:create-operator (test)',
      action: 'operator.create',
      targetKind: 'operator',
      before: null,
      after: { username: 'audited-1', role: 'viewer' },
    });
    expect(page.items[0]?.id).toBeGreaterThan(page.items[1]?.id ?? Infinity);
    const second = auditPage.parse(
      (await as('admin').request('GET', '/audit?page=2&pageSize=2')).json(),
    );
    expect(second.items[0]?.id).toBeLessThan(page.items[1]?.id ?? 0);
  });

  it('narrows the log by action, target and actor, counting only what matches', async () => {
    const filtered = auditPage.parse(
      (
        await as('admin').request(
          'GET',
          '/audit?action=operator.create&targetKind=operator&actor=script%3Acreate-operator%20(test)',
        )
      ).json(),
    );
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.items.every((entry) => entry.action === 'operator.create')).toBe(true);
    expect(filtered.total).toBe(filtered.items.length);
    // An action or target kind outside the closed lists is a malformed query, refused.
    for (const query of ['action=no.such.action', 'targetKind=%00', `action=${'x'.repeat(65)}`]) {
      expect((await as('admin').request('GET', `/audit?${query}`)).statusCode, query).toBe(422);
    }
  });
  it('narrows the log to Beijing calendar days, both included, whatever the server’s zone', async () => {
    // Around two Beijing midnights (16:00 UTC): 9 March 23:59:59, 10 March 00:00 and 23:59:59.999,
    // 11 March 00:00, Beijing time.
    const moments = [
      '2026-03-09T15:59:59Z',
      '2026-03-09T16:00:00Z',
      '2026-03-10T15:59:59.999Z',
      '2026-03-10T16:00:00Z',
    ];
    await t.app.db.insert(operatorAudit).values(
      moments.map((at) => ({
        at: new Date(at),
        operatorId: null,
        actor: 'test:day-range',
        action: 'campaign.create',
        targetKind: 'campaign',
        targetId: 'day-range',
        before: null,
        after: { at },
      })),
    );
    const days = async (range: string) => {
      const res = await as('admin').request(
        'GET',
        `/audit?targetId=day-range&pageSize=100&${range}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      return auditPage
        .parse(res.json())
        .items.map((entry) => entry.at)
        .sort();
    };
    const iso = (at: string) => new Date(at).toISOString();
    expect(await days('from=2026-03-10&to=2026-03-10')).toEqual(moments.slice(1, 3).map(iso));
    expect(await days('from=2026-03-09&to=2026-03-11')).toEqual(moments.map(iso));
    expect(await days('from=2026-03-10')).toEqual(moments.slice(1).map(iso));
    expect(await days('to=2026-03-09')).toEqual(moments.slice(0, 1).map(iso));
    // With the other filters: none of these was by that actor.
    expect(await days('from=2026-03-09&to=2026-03-11&actor=nobody')).toEqual([]);
    // From after to, or a day that is not one, is refused.
    for (const range of ['from=2026-03-11&to=2026-03-10', 'from=2026-02-30', 'to=10%2F03%2F2026']) {
      const res = await as('admin').request('GET', `/audit?${range}`);
      expect(res.statusCode, range).toBe(422);
    }
    expect((await as('operator').request('GET', '/audit?from=2026-03-10')).statusCode).toBe(403);
  });
});

describe('vitals', () => {
  it('answers a machine with the bearer token and a viewer with a session', async () => {
    const machine = await t.app.inject({
      method: 'GET',
      url: '/ops/api/vitals?days=7',
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
    });
    expect(machine.statusCode).toBe(200);
    expect(machine.json()).toMatchObject({ days: 7, rows: [] });
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/ops/api/vitals',
      headers: { authorization: `Bearer ${'x'.repeat(40)}` },
    });
    expect(wrong.statusCode).toBe(401);
    const viewer = await as('viewer').request('GET', '/vitals');
    expect(viewer.statusCode).toBe(200);
    const old = await t.app.inject({ method: 'GET', url: '/ops/vitals?days=3' });
    expect(old.statusCode).toBe(308);
    expect(old.headers.location).toBe('/ops/api/vitals?days=3');
  });
});

describe('the demo operator', () => {
  it('is an admin whose password is replaced at each start and then logs in', async () => {
    const first = await resetDemoOperator(t.app.db, t.app.pii);
    expect(first?.username).toBe(DEMO_OPERATOR_USERNAME);
    const second = await resetDemoOperator(t.app.db, t.app.pii);
    expect(second?.password).not.toBe(first?.password);
    const client = new OpsClient(t.app);
    const stale = await client.request('POST', '/session', {
      body: { username: DEMO_OPERATOR_USERNAME, password: first?.password },
    });
    expect(stale.statusCode).toBe(401);
    // With a code of its second factor, also new at each start (the console's browser tests log
    // in with it).
    expect(second?.totpSecret).not.toBe(first?.totpSecret);
    const noCode = await client.request('POST', '/session', {
      body: { username: DEMO_OPERATOR_USERNAME, password: second?.password },
    });
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json()).toMatchObject({ data: { needs: 'second_factor' } });
    await client.login(DEMO_OPERATOR_USERNAME, second?.password as string, second?.totpSecret);
    expect(operatorMe.parse((await client.request('GET', '/session')).json()).role).toBe('admin');
  });
});

describe('hostile input', () => {
  it('login, review and paging refuse hostile values with a 4xx envelope, never a 5xx', async () => {
    const userId = await submittedDriver();
    const [before] = await t.app.db.select({ n: count() }).from(operatorAudit);
    for (const { value } of ONE_PER_FAMILY) {
      const client = new OpsClient(t.app);
      const login = await client.request('POST', '/session', {
        body: { username: value, password: value },
      });
      expect(login.statusCode, value.slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(login.statusCode, value.slice(0, 40)).toBeLessThan(500);
      const review = await as('admin').request('POST', `/drivers/verifications/${userId}/review`, {
        body: { decision: 'reject', reasons: [{ field: value, reason: 'x' }] },
      });
      expect(review.statusCode, value.slice(0, 40)).toBe(422);
      // A query string carries no lone surrogate: replace them as a URL encoder would have to.
      const wellFormed = value.replace(
        /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
        '\uFFFD',
      );
      const path = `/audit?page=${encodeURIComponent(wellFormed)}`;
      const page = await as('admin').request('GET', path);
      expect(page.statusCode, value.slice(0, 40)).toBeLessThan(500);
      expect(page.headers['content-type']).toMatch(/^application\/json/);
    }
    const [after] = await t.app.db.select({ n: count() }).from(operatorAudit);
    expect(after?.n).toBe(before?.n);
  });
});

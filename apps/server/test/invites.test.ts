// oms-service GET /api/front/invite/getUserInfoByTokenAndType: who sent an invitation link, for
// a valid token of the right type; one "link expired" answer for anything else.

import { getUserInfoByTokenAndTypeResponse } from '@freight/contract/endpoints/oms';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inviteTokens } from '../src/db/schema/invites.ts';
import { users } from '../src/db/schema/users.ts';
import { INVITE_TYPES } from '@freight/contract/endpoints/referral-values';
import { DEMO_INVITE_TOKENS } from '../src/modules/invites/seed.ts';
import { DEMO_DRIVER_MOBILE } from '../src/modules/users/seed.ts';
import { anonymous, loginAs } from './helpers/login.ts';
import type { SignedClient } from './helpers/signed.ts';
import { buildTestApp, type TestApp, TestClock } from './helpers/test-app.ts';

const LOOKUP = '/service/oms-service/api/front/invite/getUserInfoByTokenAndType';
const EXPIRED = {
  status: { code: 1004, msg: '邀请链接已失效，请联系邀请人重新分享' },
  data: null,
};

describe('GET /service/oms-service/api/front/invite/getUserInfoByTokenAndType', () => {
  const clock = new TestClock();
  let t: TestApp;
  let api: SignedClient;
  beforeAll(async () => {
    t = await buildTestApp({ now: clock.now });
    api = anonymous(t);
  });
  afterAll(() => t.close());

  it("answers the inviter's openid, masked mobile and user type, to anyone with the link", async () => {
    const res = await api.get(LOOKUP, {
      token: DEMO_INVITE_TOKENS.driverInvitesTruck,
      type: INVITE_TYPES.driverInviteTruck,
    });
    expect(res.statusCode).toBe(200);
    expect(res.envelope.status.code).toBe(0);
    expect(getUserInfoByTokenAndTypeResponse.parse(res.envelope.data)).toEqual([
      {
        openid: 'oDEMOdriver00000000000000003',
        inviterMobileMasked: '139****0003',
        userType: 3,
        own: false,
      },
    ]);
    // The full number never leaves the server.
    expect(res.raw.body).not.toContain(DEMO_DRIVER_MOBILE);

    const shipper = await api.get(LOOKUP, {
      token: DEMO_INVITE_TOKENS.shipperInvitesShipper,
      type: '1',
    });
    expect(shipper.envelope.data).toEqual([
      {
        openid: 'oDEMOshipper0000000000000001',
        inviterMobileMasked: '138****0001',
        userType: 1,
        own: false,
      },
    ]);
  });

  it('tells the inviter who opens their own link that it is theirs', async () => {
    const query = {
      token: DEMO_INVITE_TOKENS.driverInvitesTruck,
      type: INVITE_TYPES.driverInviteTruck,
    };
    const inviter = await loginAs(t, DEMO_DRIVER_MOBILE, 3);
    const own = await inviter.get(LOOKUP, query);
    expect(getUserInfoByTokenAndTypeResponse.parse(own.envelope.data)[0]?.own).toBe(true);
    const someoneElse = await loginAs(t, '13700000451', 3);
    const theirs = await someoneElse.get(LOOKUP, query);
    expect(getUserInfoByTokenAndTypeResponse.parse(theirs.envelope.data)[0]?.own).toBe(false);
  });

  it('answers LINK_EXPIRED (1004) for an unknown token, another type, or an expired token', async () => {
    const unknown = await api.get(LOOKUP, { token: 'no-such-token', type: 3 });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.envelope).toEqual(EXPIRED);
    const otherType = await api.get(LOOKUP, {
      token: DEMO_INVITE_TOKENS.driverInvitesTruck,
      type: INVITE_TYPES.customerInviteCustomer,
    });
    expect(otherType.envelope).toEqual(EXPIRED);
    const expired = await api.get(LOOKUP, {
      token: DEMO_INVITE_TOKENS.expired,
      type: INVITE_TYPES.driverInviteTruck,
    });
    expect(expired.envelope).toEqual(EXPIRED);
  });

  it('stops answering at the moment a token expires', async () => {
    const [driver] = await t.app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.mobile, DEMO_DRIVER_MOBILE));
    await t.app.db.insert(inviteTokens).values({
      token: 'short-lived-token',
      type: INVITE_TYPES.driverInviteDriver,
      inviterUserId: driver?.id as number,
      inviterOpenid: 'oDEMOdriver00000000000000003',
      expiresAt: new Date(clock.now() + 60_000),
    });
    const query = {
      token: 'short-lived-token',
      type: INVITE_TYPES.driverInviteDriver,
    };
    expect((await api.get(LOOKUP, query)).envelope.status.code).toBe(0);
    clock.advance(60);
    expect((await api.get(LOOKUP, query)).envelope).toEqual(EXPIRED);
  });

  it('answers 422 naming the fields for a malformed token or type', async () => {
    const res = await api.get(LOOKUP, { token: 'bad token!', type: 'x' });
    expect(res.statusCode).toBe(422);
    const fields = (res.envelope.data as { fields: { field: string }[] }).fields.map(
      (f) => f.field,
    );
    expect(fields).toEqual(expect.arrayContaining(['token', 'type']));
    const missing = await api.get(LOOKUP, {
      token: DEMO_INVITE_TOKENS.driverInvitesTruck,
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.envelope.status.msg).toContain('type');
    const extra = await api.get(LOOKUP, { token: 'abc', type: 1, userId: 1 });
    expect(extra.statusCode).toBe(422);
  });

  it('refuses an unsigned call before looking anything up', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${LOOKUP}?token=${DEMO_INVITE_TOKENS.driverInvitesTruck}&type=3`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().status.code).toBe(4001);
  });
});

// oms-service flash-sale lines and shipments (issue 15): the lines as shippers see them, a grab
// held under a token, the quote, publishing once per token with every field checked against the
// line, the hold lapsing back to stock, the steps of a shipment (one driver of many takes it) and
// its completion qualifying the shipper's referral; 1000 shippers grabbing a line of N trucks.

import {
  getShipment,
  grabFlashSaleLine,
  grabFlashSaleLineResponse,
  listFlashSaleLines,
  listFlashSaleLinesResponse,
  listMyFlashSaleGrabs,
  listMyFlashSaleGrabsResponse,
  listMyShipments,
  listMyShipmentsResponse,
  publishShipment,
  publishShipmentResponse,
  quoteFlashSale,
  quoteFlashSaleResponse,
  shipmentDetailResponse,
  takeShipment,
  deliverShipment,
  confirmShipment,
  cancelShipment,
  updateShipment,
  type PublishShipmentRequest,
} from '@freight/contract/endpoints/shipments';
import { endpointPath } from '@freight/contract/endpoints/common';
import { listMyReferrals, listMyReferralsResponse } from '@freight/contract/endpoints/referral';
import { todayInChina } from '@freight/contract/china-time';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignLocks, campaignTiers } from '../src/db/schema/campaigns.ts';
import { drivers } from '../src/db/schema/drivers.ts';
import { flashSaleLines, shipments } from '../src/db/schema/shipments.ts';
import { operatorAudit } from '../src/db/schema/operators.ts';
import { users } from '../src/db/schema/users.ts';
import { createOperator } from '../src/modules/operators/accounts.ts';
import { grab } from '../src/modules/campaigns/grab.ts';
import { demoLineId } from '../src/modules/shipments/seed.ts';
import { DEMO_DRIVER_MOBILE, DEMO_FRIEND_SHIPPER_MOBILES } from '../src/modules/users/seed.ts';
import { anonymous, loginAs } from './helpers/login.ts';
import { OpsClient } from './helpers/ops.ts';
import { opsShipment, opsShipmentPage } from '@freight/contract/ops';
import type { SignedClient } from './helpers/signed.ts';
import { buildTestApp, type TestApp, TestClock } from './helpers/test-app.ts';
import { newRequestId } from './helpers/request-ids.ts';

const LINES = endpointPath(listFlashSaleLines);
const MY_GRABS = endpointPath(listMyFlashSaleGrabs);
const GRAB = endpointPath(grabFlashSaleLine);
const QUOTE = endpointPath(quoteFlashSale);
const PUBLISH = endpointPath(publishShipment);
const UPDATE = endpointPath(updateShipment);
const DETAIL = endpointPath(getShipment);
const MINE = endpointPath(listMyShipments);
const TAKE = endpointPath(takeShipment);
const DELIVER = endpointPath(deliverShipment);
const CONFIRM = endpointPath(confirmShipment);
const CANCEL = endpointPath(cancelShipment);
const REFERRALS = endpointPath(listMyReferrals);

const DAY_MS = 86_400_000;
const requestId = () => newRequestId('ship');

describe('flash-sale lines and shipments', () => {
  const clock = new TestClock();
  let t: TestApp;
  let suzhou: number;
  let departure: string;

  beforeAll(async () => {
    t = await buildTestApp({ now: clock.now });
    suzhou = await demoLineId(t.app.db, 'demo-line-shanghai-suzhou');
    const [line] = await t.app.db
      .select({ departure: flashSaleLines.departureDate })
      .from(flashSaleLines)
      .where(eq(flashSaleLines.campaignId, suzhou));
    departure = line?.departure ?? '';
  });
  afterAll(() => t.close());

  /** What a shipper fills in for the Shanghai → Suzhou line, with `token`. */
  const shipmentFor = (token: string, priceFen = 180_000): PublishShipmentRequest => ({
    token,
    stops: [
      {
        kind: 'load',
        regionCode: '310115',
        regionName: '上海市 浦东新区',
        placeName: '洋山港',
        address: '同汇路 1 号',
      },
      {
        kind: 'unload',
        regionCode: '320583',
        regionName: '江苏省 苏州市 昆山市',
        address: '花桥镇商务大道 8 号',
      },
    ],
    loadDate: departure,
    goods: { name: '日用百货', weightKg: 8000, volumeM3: 30.5, packaging: 'carton' },
    receipt: {
      name: '王芳',
      mobile: '13812340002',
      regionCode: '320583',
      regionName: '江苏省 苏州市 昆山市',
      address: '花桥镇商务大道 8 号',
    },
    priceFen,
  });

  async function grabbed(shipper: SignedClient, lineId = suzhou) {
    const res = await shipper.post(GRAB, { lineId, requestId: requestId() });
    expect(res.envelope.status.code, JSON.stringify(res.envelope.status)).toBe(0);
    return grabFlashSaleLineResponse.parse(res.envelope.data);
  }

  async function remaining(lineId: number): Promise<number> {
    const [row] = await t.app.db
      .select({ remaining: campaignTiers.remaining })
      .from(flashSaleLines)
      .innerJoin(campaignTiers, eq(campaignTiers.id, flashSaleLines.tierId))
      .where(eq(flashSaleLines.campaignId, lineId));
    return row?.remaining ?? -1;
  }

  async function approvedDriver(mobile: string): Promise<SignedClient> {
    const driver = await loginAs(t, mobile, 3);
    const [user] = await t.app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.mobile, mobile));
    await t.app.db
      .insert(drivers)
      .values({ userId: user?.id ?? 0, state: 'approved' })
      .onConflictDoUpdate({ target: drivers.userId, set: { state: 'approved' } });
    return driver;
  }

  it('lists the running and coming lines, and those of one route or body type', async () => {
    const all = listFlashSaleLinesResponse.parse((await anonymous(t).get(LINES)).envelope.data);
    const bySlugTitle = new Map(
      all.lines.map((line) => [line.origin.name + line.destination.name, line]),
    );
    expect(bySlugTitle.get('上海市苏州市')).toMatchObject({
      state: 'running',
      vehicleType: 'high_rail',
      vehicleLengthM: 9.6,
      priceFen: 180_000,
      originalPriceFen: 260_000,
      lockSeconds: 600,
    });
    expect(bySlugTitle.get('广州市深圳市')?.state).toBe('upcoming');
    // A county's code finds its city's lines.
    const fromPudong = listFlashSaleLinesResponse.parse(
      (await anonymous(t).get(LINES, { start: '310115', end: '320500' })).envelope.data,
    );
    expect(fromPudong.lines.map((line) => line.destination.name)).toEqual(['苏州市']);
    const vans = listFlashSaleLinesResponse.parse(
      (await anonymous(t).get(LINES, { vehicleTypes: 'van,refrigerated' })).envelope.data,
    );
    expect(vans.lines.map((line) => line.vehicleType)).toEqual(['van']);
    for (const bad of [{ start: '31' }, { vehicleTypes: 'rocket' }, { end: '<script>' }]) {
      expect((await anonymous(t).get(LINES, bad)).statusCode, JSON.stringify(bad)).toBe(422);
    }
  });

  it('quotes a line with the price and how it was made, extra stops included', async () => {
    const shipper = await loginAs(t, '13811110001', 1);
    const { stops } = shipmentFor('x');
    const two = quoteFlashSaleResponse.parse(
      (await shipper.post(QUOTE, { lineId: suzhou, stops })).envelope.data,
    );
    expect(two).toEqual({
      lineId: suzhou,
      recommendPriceFen: 180_000,
      breakdown: [{ item: 'line', count: 1, amountFen: 180_000 }],
      originalPriceFen: 260_000,
    });
    const middle = {
      kind: 'unload' as const,
      regionCode: '320506',
      regionName: '江苏省 苏州市 吴中区',
      address: '木渎镇',
    };
    const [first, last] = stops;
    const three = quoteFlashSaleResponse.parse(
      (await shipper.post(QUOTE, { lineId: suzhou, stops: [first, middle, last] })).envelope.data,
    );
    expect(three.recommendPriceFen).toBe(185_000);
    expect(three.breakdown).toContainEqual({ item: 'extraStop', count: 1, amountFen: 5000 });
  });

  it('publishes once per grab, however often the publish is sent, and the shipper sees it', async () => {
    const shipper = await loginAs(t, '13811110002', 1);
    const before = await remaining(suzhou);
    const held = await grabbed(shipper);
    expect(await remaining(suzhou)).toBe(before - 1);
    const body = shipmentFor(held.token);
    const answers = await Promise.all([1, 2, 3].map(() => shipper.post(PUBLISH, body)));
    const published = answers.map((res) => publishShipmentResponse.parse(res.envelope.data));
    expect(new Set(published.map((p) => p.shipmentId)).size).toBe(1);
    expect(published.filter((p) => !p.repeated)).toHaveLength(1);
    // The same token with other fields is another request reusing it: refused, nothing changed.
    for (const other of [
      { ...body, goods: { ...body.goods, weightKg: 7000 } },
      { ...body, receipt: { ...body.receipt, name: '李强' } },
      { ...body, stops: [body.stops[0]!, { ...body.stops[1]!, address: '花桥镇商务大道 9 号' }] },
    ]) {
      const reused = await shipper.post(PUBLISH, other);
      expect(reused.statusCode).toBe(409);
      expect(reused.envelope.status.code).toBe(4090);
    }
    const again = await shipper.post(PUBLISH, body);
    expect(publishShipmentResponse.parse(again.envelope.data)).toMatchObject({ repeated: true });
    const mine = listMyShipmentsResponse.parse((await shipper.get(MINE)).envelope.data);
    expect(mine.shipments).toHaveLength(1);
    expect(mine.shipments[0]).toMatchObject({
      state: 'published',
      priceFen: 180_000,
      goods: { name: '日用百货', weightKg: 8000, volumeM3: 30.5, packaging: 'carton' },
      canCancel: true,
      canEdit: true,
      receipt: expect.objectContaining({ name: '王芳' }),
    });
    // A driver (or anyone with the link) reads it without the addresses and the consignee.
    const ref = published[0]?.ref ?? '';
    expect(ref).toMatch(/^[0-9a-f]{32}$/);
    expect(mine.shipments[0]?.ref).toBe(ref);
    const seen = shipmentDetailResponse.parse(
      (await anonymous(t).get(DETAIL, { ref })).envelope.data,
    );
    expect(seen.receipt).toBeNull();
    expect(seen.stops.map((stop) => stop.address)).toEqual([null, null]);
    expect(seen.stops[0]?.placeName).toBe('洋山港');
    // '洋山港' is not a hub's name as the place search gives it: no English name is made up.
    expect(seen.stops.map((stop) => stop.placeNameEn)).toEqual([null, null]);
    // The county of each stop, so that a reader in English sees its city and province.
    expect(seen.stops.map((stop) => stop.regionCode)).toEqual(['310115', '320583']);
    expect(seen.shipperMasked).toMatch(/^138\*{4}0002$|\*\*$/);
    expect(seen.canTake).toBe(false);
  });

  it('checks every field against the line, taking nothing until they are right', async () => {
    const shipper = await loginAs(t, '13811110003', 1);
    const held = await grabbed(shipper);
    const good = shipmentFor(held.token);
    const fieldsOf = async (body: Record<string, unknown>) => {
      const res = await shipper.post(PUBLISH, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      return (res.envelope.data as { fields: { field: string; rule?: string }[] }).fields;
    };
    expect(
      await fieldsOf({
        ...good,
        stops: [{ ...good.stops[0], regionCode: '330106' }, good.stops[1]],
      }),
    ).toEqual([expect.objectContaining({ field: 'stops.0.regionCode', rule: 'stop.origin' })]);
    expect(await fieldsOf({ ...good, loadDate: todayInChina(clock.now() - DAY_MS) })).toEqual([
      expect.objectContaining({ field: 'loadDate', rule: 'loadDate.past' }),
    ]);
    const later = todayInChina(Date.parse(`${departure}T12:00:00+08:00`) + 3 * DAY_MS);
    expect(await fieldsOf({ ...good, loadDate: later })).toEqual([
      expect.objectContaining({ field: 'loadDate', rule: 'loadDate.line' }),
    ]);
    expect(await fieldsOf({ ...good, goods: { ...good.goods, weightKg: 25_000 } })).toEqual([
      expect.objectContaining({ field: 'goods.weightKg', rule: 'goods.weight' }),
    ]);
    expect(await fieldsOf({ ...good, receipt: { ...good.receipt, mobile: '1381234' } })).toEqual([
      expect.objectContaining({ field: 'receipt.mobile', rule: 'mobile.format' }),
    ]);
    for (const bad of [
      { ...good, goods: { ...good.goods, weightKg: -1 } },
      { ...good, goods: { ...good.goods, volumeM3: 0.05 } },
      { ...good, stops: [good.stops[0]] },
      { ...good, stops: [good.stops[1], good.stops[0]] },
      { ...good, goods: { ...good.goods, name: '\u0000' } },
      { ...good, token: 'short' },
      { ...good, extra: 1 },
    ]) {
      await fieldsOf(bad);
    }
    // A price other than the quote: refused with the quote, the truck still held.
    const stale = await shipper.post(PUBLISH, { ...good, priceFen: 170_000 });
    expect(stale.statusCode).toBe(409);
    expect(stale.envelope.status.msg).toContain('运费已重新计算');
    const ok = await shipper.post(PUBLISH, good);
    expect(publishShipmentResponse.parse(ok.envelope.data).repeated).toBe(false);
  });

  it('refuses a token that is someone else’s, and one whose hold lapsed, returning the truck', async () => {
    const owner = await loginAs(t, '13811110004', 1);
    const other = await loginAs(t, '13811110005', 1);
    const held = await grabbed(owner);
    const stolen = await other.post(PUBLISH, shipmentFor(held.token));
    expect(stolen.statusCode).toBe(404);
    const before = await remaining(suzhou);
    clock.advance(601);
    const late = await owner.post(PUBLISH, shipmentFor(held.token));
    expect(late.envelope.status.msg).toContain('保留时间已过');
    expect(await remaining(suzhou)).toBe(before + 1);
    clock.advance(-601);
  });

  it('tells the shipper, in any new session, the truck held for them, until it is published or lapses', async () => {
    const mobile = '13811110010';
    const grabbing = await loginAs(t, mobile, 1);
    const held = await grabbed(grabbing);
    const myGrabs = async (client: SignedClient) => {
      const res = await client.get(MY_GRABS);
      expect(res.envelope.status.code, JSON.stringify(res.envelope.status)).toBe(0);
      return listMyFlashSaleGrabsResponse.parse(res.envelope.data).grabs;
    };
    // Another tab, web view or a restarted app: a new session of the same shipper (a minute on,
    // past the SMS code's resend limit).
    clock.advance(61);
    const elsewhere = await loginAs(t, mobile, 1);
    const [grab, ...others] = await myGrabs(elsewhere);
    expect(others).toEqual([]);
    expect(grab?.line).toMatchObject({ lineId: suzhou, lockSeconds: 600 });
    expect(grab?.hold?.expiresAt).toBe(held.expiresAt);
    // The demo lines allow one grab per shipper: this one used it.
    expect(grab?.grabsLeft).toBe(0);
    // Its request id asks for the same hold again, and gets the token to publish with.
    const again = await elsewhere.post(GRAB, { lineId: suzhou, requestId: grab?.hold?.requestId });
    expect(grabFlashSaleLineResponse.parse(again.envelope.data)).toMatchObject({
      token: held.token,
      repeated: true,
    });
    // Nobody else sees it; a visitor and a driver may not ask.
    expect(await myGrabs(await loginAs(t, '13811110011', 1))).toEqual([]);
    expect((await anonymous(t).get(MY_GRABS)).statusCode).toBe(401);
    expect((await (await loginAs(t, '13911119001', 3)).get(MY_GRABS)).statusCode).toBe(403);
    // Published: the line is still theirs to see, with no hold (then cancelled: the truck back).
    const published = await elsewhere.post(PUBLISH, shipmentFor(held.token));
    expect(published.envelope.status.code).toBe(0);
    expect((await myGrabs(grabbing)).map((g) => [g.line.lineId, g.hold])).toEqual([[suzhou, null]]);
    const { shipmentId } = publishShipmentResponse.parse(published.envelope.data);
    expect((await grabbing.post(CANCEL, { shipmentId })).envelope.status.code).toBe(0);
    const late = await loginAs(t, '13811110012', 1);
    const lapsing = await grabbed(late);
    clock.advance(601);
    // Lapsed: no hold either, and the lapsed grab still counts (ADR 015): none left, as the
    // grab itself answers.
    expect((await myGrabs(late)).map((g) => [g.line.lineId, g.hold, g.grabsLeft])).toEqual([
      [suzhou, null, 0],
    ]);
    // A publish then finds it lapsed and sends the truck back.
    await late.post(PUBLISH, shipmentFor(lapsing.token));
    const refused = await late.post(GRAB, { lineId: suzhou, requestId: requestId() });
    expect(refused.envelope.status.msg).toBe('您在本活动的次数已经用完了');
    clock.advance(-601 - 61);
  });

  it('lets one of twenty racing drivers take it, then delivery and the shipper’s confirmation complete it and qualify the shipper’s referral', async () => {
    // The demo driver invited this shipper (the referral seed's history): ¥10 when they complete a first shipment.
    const shipperMobile = DEMO_FRIEND_SHIPPER_MOBILES[1];
    const shipper = await loginAs(t, shipperMobile, 1);
    const held = await grabbed(shipper);
    const { shipmentId, ref } = publishShipmentResponse.parse(
      (await shipper.post(PUBLISH, shipmentFor(held.token))).envelope.data,
    );
    const unverified = await loginAs(t, '13911110000', 3);
    expect((await unverified.post(TAKE, { shipmentId })).envelope.status.msg).toContain('司机认证');
    const racers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => approvedDriver(`139111100${String(i + 10)}`)),
    );
    const takes = await Promise.all(racers.map((driver) => driver.post(TAKE, { shipmentId })));
    const won = takes.filter((res) => res.envelope.status.code === 0);
    expect(won).toHaveLength(1);
    expect(takes.filter((res) => res.envelope.status.msg.includes('其他司机')).length).toBe(19);
    const winner = racers[takes.findIndex((res) => res.envelope.status.code === 0)] as SignedClient;
    // Changing and cancelling stop once it is taken; confirming waits for the delivery.
    const edit = await shipper.post(UPDATE, {
      shipmentId,
      goods: shipmentFor('x').goods,
      receipt: shipmentFor('x').receipt,
    });
    expect(edit.envelope.status.msg).toContain('不能再修改');
    expect((await shipper.post(CANCEL, { shipmentId })).envelope.status.code).not.toBe(0);
    expect((await shipper.post(CONFIRM, { shipmentId })).envelope.status.msg).toContain(
      '还没有确认送达',
    );
    // The driver who took it sees the addresses and the consignee.
    const forDriver = shipmentDetailResponse.parse(
      (await winner.get(DETAIL, { ref })).envelope.data,
    );
    expect(forDriver.receipt?.mobile).toBe('13812340002');
    expect(forDriver.canDeliver).toBe(true);
    expect(
      (await racers[racers.indexOf(winner) === 0 ? 1 : 0]?.post(DELIVER, { shipmentId }))
        ?.statusCode,
    ).toBe(403);
    expect((await winner.post(DELIVER, { shipmentId })).envelope.status.code).toBe(0);
    expect((await winner.post(DELIVER, { shipmentId })).envelope.data).toMatchObject({
      repeated: true,
    });
    const done = await Promise.all([1, 2].map(() => shipper.post(CONFIRM, { shipmentId })));
    expect(done.map((res) => (res.envelope.data as { state: string }).state)).toEqual([
      'completed',
      'completed',
    ]);
    // The inviter (the demo driver) was paid for the shipper's first completed shipment.
    const inviter = await loginAs(t, DEMO_DRIVER_MOBILE, 3);
    const referrals = listMyReferralsResponse.parse((await inviter.get(REFERRALS)).envelope.data);
    expect(referrals.referrals.find((r) => r.inviteeMobileMasked === '138****0003')).toMatchObject({
      state: 'rewarded',
      reward: { asset: 'cash_fen', amount: 1000 },
    });
  });

  it('lets the shipper change goods before it is taken, and cancel it, the truck going back', async () => {
    const shipper = await loginAs(t, '13811110006', 1);
    const held = await grabbed(shipper);
    const { shipmentId } = publishShipmentResponse.parse(
      (await shipper.post(PUBLISH, shipmentFor(held.token))).envelope.data,
    );
    const changed = await shipper.post(UPDATE, {
      shipmentId,
      goods: {
        name: '家电',
        weightKg: 12_000,
        volumeM3: 40,
        packaging: 'pallet',
        remarks: '轻拿轻放',
      },
      receipt: shipmentFor('x').receipt,
    });
    expect(changed.envelope.status.code).toBe(0);
    const heavy = await shipper.post(UPDATE, {
      shipmentId,
      goods: { name: '钢材', weightKg: 20_000, volumeM3: 10, packaging: 'bulk' },
      receipt: shipmentFor('x').receipt,
    });
    expect(heavy.statusCode).toBe(422);
    const before = await remaining(suzhou);
    expect((await shipper.post(CANCEL, { shipmentId })).envelope.data).toMatchObject({
      state: 'cancelled',
      repeated: false,
    });
    expect((await shipper.post(CANCEL, { shipmentId })).envelope.data).toMatchObject({
      repeated: true,
    });
    expect(await remaining(suzhou)).toBe(before + 1);
    const someoneElse = await loginAs(t, '13811110007', 1);
    expect((await someoneElse.post(CANCEL, { shipmentId })).statusCode).toBe(404);
  });

  it('lets an operator complete a taken shipment, audited, but not one nobody has taken', async () => {
    await createOperator(
      t.app.db,
      { operatorId: null, name: 'test-setup' },
      { username: 'shipments-operator', password: 'Correct-horse-9', role: 'operator' },
      clock.now(),
    );
    const operator = new OpsClient(t.app);
    await operator.login('shipments-operator', 'Correct-horse-9');
    const shipper = await loginAs(t, '13811110008', 1);
    const held = await grabbed(shipper);
    const { shipmentId } = publishShipmentResponse.parse(
      (await shipper.post(PUBLISH, shipmentFor(held.token))).envelope.data,
    );
    const early = await operator.request('POST', `/shipments/${shipmentId}/complete`, {
      body: { note: 'settled by phone' },
    });
    // A business refusal under /ops/api is a 409 (a 200 there would read as success).
    expect(early.statusCode).toBe(409);
    const driver = await approvedDriver('13911110099');
    expect((await driver.post(TAKE, { shipmentId })).envelope.status.code).toBe(0);
    const done = await operator.request('POST', `/shipments/${shipmentId}/complete`, {
      body: { note: 'the driver lost his phone; the shipper confirmed by phone' },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ shipmentId, state: 'completed', repeated: false });
    const [audit] = await t.app.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.action, 'shipment.complete'));
    expect(audit).toMatchObject({ targetKind: 'shipment', targetId: String(shipmentId) });
    const missing = await operator.request('POST', '/shipments/999999/complete', {
      body: { note: 'x' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('lets operators find and read shipments, masked, and cancel one a driver took', async () => {
    const password = 'Correct-horse-9';
    await createOperator(
      t.app.db,
      { operatorId: null, name: 'test-setup' },
      { username: 'shipments-viewer', password, role: 'viewer' },
      clock.now(),
    );
    await createOperator(
      t.app.db,
      { operatorId: null, name: 'test-setup' },
      { username: 'shipments-service', password, role: 'operator' },
      clock.now(),
    );
    const operator = new OpsClient(t.app);
    await operator.login('shipments-service', password);
    const viewer = new OpsClient(t.app);
    await viewer.login('shipments-viewer', password);
    const shipper = await loginAs(t, '13811110009', 1);
    const held = await grabbed(shipper);
    const { shipmentId } = publishShipmentResponse.parse(
      (await shipper.post(PUBLISH, shipmentFor(held.token))).envelope.data,
    );
    const driver = await approvedDriver('13911110098');
    expect((await driver.post(TAKE, { shipmentId })).envelope.status.code).toBe(0);

    // Found by the shipper's or the driver's number, by id and by state; numbers masked.
    for (const query of [
      'mobile=13811110009',
      'mobile=13911110098',
      `id=${shipmentId}`,
      'state=taken',
    ]) {
      const found = await viewer.request('GET', `/shipments?${query}`);
      expect(found.statusCode, query).toBe(200);
      const page = opsShipmentPage.parse(found.json());
      expect(
        page.items.find((row) => row.id === shipmentId),
        query,
      ).toMatchObject({
        state: 'taken',
        shipper: { mobileMasked: '138****0009' },
        driver: { mobileMasked: '139****0098' },
      });
    }
    const none = opsShipmentPage.parse(
      (await viewer.request('GET', '/shipments?mobile=19900000000')).json(),
    );
    expect(none).toMatchObject({ total: 0, items: [] });
    for (const bad of ['mobile=1381111000', 'mobile=abc', 'state=lost', 'id=-1']) {
      expect((await viewer.request('GET', `/shipments?${bad}`)).statusCode, bad).toBe(422);
    }

    // One shipment: no street address, no whole number, the grab it used.
    const one = await viewer.request('GET', `/shipments/${shipmentId}`);
    expect(one.statusCode).toBe(200);
    expect(one.body).not.toContain('13812340002');
    expect(one.body).not.toContain('商务大道');
    expect(opsShipment.parse(one.json())).toMatchObject({
      id: shipmentId,
      receipt: { nameMasked: '王**', mobileMasked: '138****0002' },
      stops: [{ kind: 'load', placeName: '洋山港' }, { kind: 'unload' }],
      grab: { consumedAt: expect.any(String) },
      canComplete: true,
      canCancel: true,
    });
    expect((await viewer.request('GET', '/shipments/999999')).statusCode).toBe(404);

    // A viewer may not cancel; an operator may, audited, and the truck goes back to stock.
    const note = { body: { note: 'the shipper and the driver agreed to call it off' } };
    expect((await viewer.request('POST', `/shipments/${shipmentId}/cancel`, note)).statusCode).toBe(
      403,
    );
    const before = await remaining(suzhou);
    const cancelled = await operator.request('POST', `/shipments/${shipmentId}/cancel`, note);
    expect(cancelled.json()).toMatchObject({ shipmentId, state: 'cancelled', repeated: false });
    expect(await remaining(suzhou)).toBe(before + 1);
    const again = await operator.request('POST', `/shipments/${shipmentId}/cancel`, note);
    expect(again.json()).toMatchObject({ repeated: true });
    expect(await remaining(suzhou)).toBe(before + 1);
    const [audit] = await t.app.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.action, 'shipment.cancel'));
    expect(audit).toMatchObject({
      targetId: String(shipmentId),
      before: { state: 'taken' },
      after: { state: 'cancelled', note: note.body.note },
    });
    const after = opsShipment.parse(
      (await viewer.request('GET', `/shipments/${shipmentId}`)).json(),
    );
    expect(after).toMatchObject({ state: 'cancelled', canComplete: false, canCancel: false });
    // A completed shipment is not cancelled.
    const shipper2 = await loginAs(t, '13811110020', 1);
    const held2 = await grabbed(shipper2);
    const second = publishShipmentResponse.parse(
      (await shipper2.post(PUBLISH, shipmentFor(held2.token))).envelope.data,
    ).shipmentId;
    expect((await driver.post(TAKE, { shipmentId: second })).envelope.status.code).toBe(0);
    await operator.request('POST', `/shipments/${second}/complete`, note);
    expect((await operator.request('POST', `/shipments/${second}/cancel`, note)).statusCode).toBe(
      409,
    );
  });

  it('is read by its random ref only: never by a counted id; an unknown ref is 404', async () => {
    // The shipments the tests above published: neighbouring ids, unrelated refs.
    const rows = await t.app.db
      .select({ id: shipments.id, ref: shipments.ref })
      .from(shipments)
      .orderBy(shipments.id);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.every((row) => /^[0-9a-f]{32}$/.test(row.ref))).toBe(true);
    expect(new Set(rows.map((row) => row.ref.slice(0, 8))).size).toBe(rows.length);
    const last = rows.at(-1) as { id: number; ref: string };
    const reader = anonymous(t);
    const read = await reader.get(DETAIL, { ref: last.ref });
    expect(shipmentDetailResponse.parse(read.envelope.data)).toMatchObject({
      shipmentId: last.id,
      ref: last.ref,
    });
    // The counted id names nothing any more, in any form.
    for (const fields of [
      { shipmentId: last.id },
      { ref: String(last.id) },
      { ref: last.ref.toUpperCase() },
      { ref: `${last.ref}0` },
      {},
    ]) {
      const res = await reader.get(DETAIL, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(422);
      expect(JSON.stringify(res.envelope.data ?? null)).not.toContain('goods');
    }
    expect((await reader.get(DETAIL, { ref: '0'.repeat(32) })).statusCode).toBe(404);
  });

  it('holds exactly the stock for 1000 shippers grabbing one line at once', async () => {
    const lineId = await demoLineId(t.app.db, 'demo-line-shanghai-hangzhou');
    const trucks = await remaining(lineId);
    const rows = await t.app.db
      .insert(users)
      .values(
        Array.from({ length: 1000 }, (_, i) => ({
          mobile: `1377${String(i).padStart(7, '0')}`,
          userType: 1 as const,
        })),
      )
      .returning({ id: users.id });
    const [line] = await t.app.db
      .select({ tierId: flashSaleLines.tierId })
      .from(flashSaleLines)
      .where(eq(flashSaleLines.campaignId, lineId));
    const now = clock.now();
    const results = await Promise.allSettled(
      rows.map(({ id }) =>
        grab(t.app.db, {
          campaignId: lineId,
          tierId: line?.tierId ?? 0,
          userId: id,
          userType: 1,
          requestId: `race-${id}`,
          now,
          locale: 'zh-CN',
        }),
      ),
    );
    const held = results.filter((r) => r.status === 'fulfilled');
    expect(held).toHaveLength(trucks);
    const codes = new Set(
      results.flatMap((r) =>
        r.status === 'rejected' ? [(r.reason as { code?: number }).code] : [],
      ),
    );
    // Sold out, or told to come back when the crowd is longer than can be served soon: never more.
    expect([...codes].every((code) => code === 1002 || code === 4290)).toBe(true);
    expect(await remaining(lineId)).toBe(0);
    const [locks] = await t.app.db
      .select({ n: count() })
      .from(campaignLocks)
      .where(and(eq(campaignLocks.tierId, line?.tierId ?? 0), isNull(campaignLocks.releasedAt)));
    expect(locks?.n).toBe(trucks);
  }, 120_000);
});

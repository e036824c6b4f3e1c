// GET /public/shipment/{ref}?lang=: what anyone with a shipment's link sees of it while it is open,
// unsigned (docs/decisions/050, its amendment of 2026-12-01, later). It must be the signed read's
// answer to a visitor less the state and what the caller may do, and nothing of a shipment no
// longer open, so that a minute-old answer never passes for a load still to take.

import { endpointPath } from '@freight/contract/endpoints/common';
import {
  getShipment,
  publicShipmentOf,
  publicShipmentResponse,
  shipmentDetailResponse,
} from '@freight/contract/endpoints/shipments';
import {
  DEMO_SHIPMENT_REF,
  PUBLIC_SHIPMENT_PATH,
} from '@freight/contract/endpoints/shipment-values';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipments } from '../src/db/schema/shipments.ts';
import { anonymous } from './helpers/login.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

describe('the public read of an open shipment', () => {
  let t: TestApp;
  let clients = 0;
  const read = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url,
      headers,
      remoteAddress: `198.51.100.${(clients += 1)}`,
    });
  const url = (ref: string, lang = 'zh-CN') => `${PUBLIC_SHIPMENT_PATH}/${ref}?lang=${lang}`;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers the signed read's view for a visitor, less its state and actions, a minute in a cache", async () => {
    const signed = shipmentDetailResponse.parse(
      (await anonymous(t).get(endpointPath(getShipment), { ref: DEMO_SHIPMENT_REF })).envelope.data,
    );
    expect(signed.state).toBe('published');
    for (const lang of ['zh-CN', 'en-US']) {
      const res = await read(url(DEMO_SHIPMENT_REF, lang), { cookie: 'c2c_user_info=x' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=60');
      expect(res.headers['set-cookie']).toBeUndefined();
      const body = res.json<{ status: { code: number }; data: Record<string, unknown> }>();
      expect(body.status.code).toBe(0);
      const data = publicShipmentResponse.parse(body.data);
      expect(data).toEqual(publicShipmentOf(signed));
      // Nothing of the parties' and nothing that says what may be done.
      for (const key of ['state', 'receipt', 'shipmentId', 'canTake', 'mine']) {
        expect(body.data, key).not.toHaveProperty(key);
      }
      expect(data.stops.map((stop) => stop.address)).toEqual([null, null]);
      expect(res.body).not.toContain('金枫南路');
      expect(res.body).not.toContain('13700000041');
      expect(data.goods.name).toBe('日用百货');
    }
  });

  it('refuses a ref that is not one, a missing language, and answers 404 for none open', async () => {
    for (const bad of [
      `${PUBLIC_SHIPMENT_PATH}/1?lang=zh-CN`,
      `${PUBLIC_SHIPMENT_PATH}/%3Cscript%3E?lang=zh-CN`,
      `${PUBLIC_SHIPMENT_PATH}/${DEMO_SHIPMENT_REF.toUpperCase()}?lang=zh-CN`,
      `${PUBLIC_SHIPMENT_PATH}/${DEMO_SHIPMENT_REF}`,
      `${PUBLIC_SHIPMENT_PATH}/${DEMO_SHIPMENT_REF}?lang=fr`,
    ]) {
      const res = await read(bad);
      expect(res.statusCode, bad).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, bad).toBeLessThan(500);
      expect(res.body, bad).not.toContain('日用百货');
    }
    const none = await read(url('0'.repeat(32)));
    expect(none.statusCode).toBe(404);
    // Once it is no longer open (cancelled here; taken the same), it is not shown at all.
    await t.app.db
      .update(shipments)
      .set({ state: 'cancelled', cancelledAt: new Date() })
      .where(eq(shipments.ref, DEMO_SHIPMENT_REF));
    const cancelled = await read(url(DEMO_SHIPMENT_REF));
    expect(cancelled.statusCode).toBe(404);
    expect(cancelled.body).not.toContain('日用百货');
  });
});

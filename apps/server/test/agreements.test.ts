// oms-service GET /api/agreement/detail: the newest version in effect, as structured text; an
// unknown or hostile id is refused without a 5xx.

import { getAgreementResponse } from '@freight/contract/endpoints/agreements';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreements } from '../src/db/schema/agreements.ts';
import { anonymous } from './helpers/login.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

const DETAIL = '/service/oms-service/api/agreement/detail';

describe('GET /service/oms-service/api/agreement/detail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers each seeded agreement with its version and effective date', async () => {
    for (const id of [
      'platform-service',
      'shipper-contract',
      'address-change-fee',
      'agent-contract',
    ]) {
      const res = await anonymous(t).get(DETAIL, { id });
      expect(res.statusCode, id).toBe(200);
      const data = getAgreementResponse.parse(res.envelope.data);
      expect(data).toMatchObject({ id, version: 1, effectiveDate: '2026-01-01' });
      expect(data.sections.length).toBeGreaterThan(0);
    }
  });

  it('shows the newest version in effect, not one that starts later', async () => {
    const [current] = await t.app.db.select().from(agreements);
    if (!current) throw new Error('no agreements seeded');
    await t.app.db.insert(agreements).values([
      { ...current, version: 2, title: '平台服务协议（2026修订）', effectiveDate: '2026-02-01' },
      { ...current, version: 3, title: '将来的版本', effectiveDate: '2999-01-01' },
    ]);
    const res = await anonymous(t).get(DETAIL, { id: current.slug });
    expect(res.envelope.data).toMatchObject({ version: 2, title: '平台服务协议（2026修订）' });
  });

  it('says not found for an unknown id and refuses a hostile one', async () => {
    const unknown = await anonymous(t).get(DETAIL, { id: 'no-such-agreement' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.envelope.status.code).toBe(4040);
    for (const id of ['<script>', '../../etc/passwd', 'a'.repeat(100), '']) {
      const res = await anonymous(t).get(DETAIL, { id });
      expect(res.statusCode, id).toBe(422);
    }
  });
});

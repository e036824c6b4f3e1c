// The backup drill (issue 41, item 5; README "Backups"): a database in use (draws, flash-sale
// grabs, coupon claims, balance adjustments, uploaded photos) is backed up with the functions
// `npm run backup` runs, restored elsewhere with those of `npm run restore`, and an app started on
// the restored copy: every table holds what the original held, row for row (balances, stocks,
// attempts, coupons, ledgers, sequences), the ledger adds up, the photos are the same bytes, and
// the restored app keeps working. On PostgreSQL 15 when TEST_DATABASE_URL is set (pg_dump -Fc,
// pg_restore into a new database), on the embedded database otherwise (DATA_DIR with its lock,
// PGlite's dumpDataDir and the uploads, into a new DATA_DIR). Also: the refusals (a non-empty
// target without --force; the embedded database while a server holds its DATA_DIR).

import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { drawCampaign, drawCampaignResponse } from '@freight/contract/endpoints/campaigns';
import { endpointPath } from '@freight/contract/endpoints/common';
import { and, eq, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import {
  BackupRefusedError,
  backupEmbedded,
  backupPostgres,
  restoreEmbedded,
  restorePostgres,
} from '../scripts/backup.ts';
import {
  type Database,
  type Db,
  openPgliteDatabase,
  openPostgresDatabase,
} from '../src/db/database.ts';
import { activityStocks } from '../src/db/schema/activity-stock.ts';
import { campaigns, campaignTiers } from '../src/db/schema/campaigns.ts';
import { confirmGrab, grab } from '../src/modules/campaigns/grab.ts';
import { DEMO_SECKILL } from '../src/modules/activity-stock/seed.ts';
import { credit, debit, ledgerCheck } from '../src/modules/value/ledger.ts';
import { loginAs } from './helpers/login.ts';
import { newRequestId } from './helpers/request-ids.ts';
import { databaseUrl } from './helpers/template-database.ts';
import {
  buildTestApp,
  createTestDatabase,
  makeTempDir,
  type TestApp,
  type TestDatabase,
} from './helpers/test-app.ts';
import { JPEG, uploadImage } from './helpers/uploads.ts';

const DRAW = endpointPath(drawCampaign);
const CLAIM = '/service/oms-service/api/seckill/coupon/claim';
const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = serverUrl !== undefined;

type Rows = Record<string, unknown>[];
const rowsOf = (result: unknown): Rows =>
  Array.isArray(result) ? (result as Rows) : ((result as { rows: Rows }).rows ?? []);

/**
 * Every table of the schema (and Drizzle's migration journal) as a row count and a digest of its
 * rows in a fixed order, and every sequence's position: equal digests, equal contents.
 */
async function contents(db: Db): Promise<Record<string, string>> {
  const tables = rowsOf(
    await db.execute(sql`
      select schemaname || '.' || tablename as name from pg_tables
      where schemaname in ('public', 'drizzle') order by 1`),
  ).map((row) => String(row.name));
  const out: Record<string, string> = {};
  for (const name of tables) {
    const [schema, table] = name.split('.');
    const [row] = rowsOf(
      await db.execute(
        sql.raw(`select count(*)::int as n,
          md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as digest
          from "${schema}"."${table}" t`),
      ),
    );
    out[name] = `${row?.n} rows, ${row?.digest}`;
  }
  for (const row of rowsOf(
    await db.execute(sql`
      select schemaname || '.' || sequencename as name, last_value from pg_sequences
      where schemaname = 'public' order by 1`),
  )) {
    out[`sequence ${String(row.name)}`] = String(row.last_value);
  }
  return out;
}

/** What a person reads of the money and the stocks: sums an operator would check by hand. */
async function sums(db: Db) {
  const one = async (query: ReturnType<typeof sql>) => rowsOf(await db.execute(query));
  return {
    balances: await one(
      sql`select asset, sum(balance)::text as total, count(*)::int as accounts from value_accounts group by asset order by asset`,
    ),
    entries: await one(
      sql`select count(*)::int as n, sum(amount)::text as total from value_entries`,
    ),
    coupons: await one(
      sql`select source, count(*)::int as n, count(used_at)::int as used from user_coupons group by source order by source`,
    ),
    stocks: await one(
      sql`select sum(remaining)::text as remaining, sum(total)::text as total from campaign_tiers`,
    ),
    attempts: await one(sql`select count(*)::int as n from campaign_attempts`),
    claims: await one(sql`select count(*)::int as n from activity_claims`),
  };
}

/** A database in use: logins, draws, a grab confirmed, coupon claims, adjustments, photos. */
async function useIt(t: TestApp): Promise<{ uploadKeys: string[] }> {
  const db = t.app.db;
  const [drawCampaignRow] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(eq(campaigns.slug, 'demo-driver-draw'));
  const [stock] = await db
    .select({ id: activityStocks.id })
    .from(activityStocks)
    .where(eq(activityStocks.slug, DEMO_SECKILL.running.slug));
  const uploadKeys: string[] = [];
  const driverIds: number[] = [];
  for (const [index, mobile] of ['13550000001', '13550000002', '13550000003'].entries()) {
    const driver = await loginAs(t, mobile, 3);
    for (let i = 0; i < 3; i += 1) {
      const res = await driver.post(DRAW, {
        campaignId: drawCampaignRow?.id,
        requestId: newRequestId('backup-draw'),
      });
      drawCampaignResponse.parse(res.envelope.data);
    }
    const claim = await driver.post(CLAIM, { stockId: stock?.id, requestId: newRequestId('c') });
    expect(claim.envelope.status.code).toBe(0);
    if (index < 2) uploadKeys.push(await uploadImage(driver, JPEG, 'image/jpeg'));
    const [user] = rowsOf(await db.execute(sql`select id from users where mobile = ${mobile}`)) as {
      id: number;
    }[];
    const driverId = Number(user?.id);
    driverIds.push(driverId);
    // An operator's adjustments: points credited, some taken back.
    await db.transaction(async (tx) => {
      const ref = { kind: 'operator' as const, id: 1 };
      const now = t.app.now();
      await credit(tx, {
        userId: driverId,
        asset: 'points',
        amount: 500 + index,
        reason: 'operator_adjustment',
        ref,
        idempotencyKey: `backup-adjust-${mobile}`,
        now,
      });
      await debit(tx, {
        userId: driverId,
        asset: 'points',
        amount: 120,
        reason: 'operator_adjustment',
        ref,
        idempotencyKey: `backup-adjust-back-${mobile}`,
        now,
      });
    });
  }
  // The flash sale: a unit grabbed and confirmed (its coupon given), one held.
  const [tier] = await db
    .select({ id: campaignTiers.id, campaignId: campaignTiers.campaignId })
    .from(campaignTiers)
    .innerJoin(campaigns, eq(campaigns.id, campaignTiers.campaignId))
    .where(and(eq(campaigns.slug, 'demo-driver-fuel-grab'), eq(campaignTiers.position, 1)));
  const input = (userId: number | undefined, requestId: string) => ({
    campaignId: tier?.campaignId ?? 0,
    tierId: tier?.id ?? 0,
    userId: userId ?? 0,
    userType: 3,
    requestId,
    now: t.app.now(),
    locale: 'zh-CN' as const,
  });
  const [first, second] = driverIds;
  const held = await grab(db, input(first, 'backup-grab-1'));
  await confirmGrab(db, {
    token: held.token,
    userId: first ?? 0,
    now: t.app.now(),
    locale: 'zh-CN',
  });
  await grab(db, input(second, 'backup-grab-2'));
  return { uploadKeys };
}

/** The restored app still serves: a new draw is stored after everything restored. */
async function drawsOn(t: TestApp, campaignSlug = 'demo-driver-draw'): Promise<void> {
  const [row] = await t.app.db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(eq(campaigns.slug, campaignSlug));
  const driver = await loginAs(t, '13550000009', 3);
  const res = await driver.post(DRAW, { campaignId: row?.id, requestId: newRequestId('after') });
  expect(res.envelope.status.code).toBe(0);
}

function expectLedgerAddsUp(rows: Awaited<ReturnType<typeof ledgerCheck>>) {
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    expect(row.sum, `account ${row.accountId}`).toBe(row.balance);
  }
}

const log = (line: string) => process.stderr.write(`[backup.test] ${line}\n`);

describe.runIf(onPostgres)('backup drill on PostgreSQL 15 (pg_dump, pg_restore)', () => {
  // Made in beforeAll: the body of a describe that is skipped still runs.
  let dir: ReturnType<typeof makeTempDir>;
  let file: string;
  const name = `backup_${Date.now().toString(36)}`;
  let admin: postgres.Sql;
  let original: TestDatabase;
  let restoredUrl: string;
  let before: Record<string, string>;
  let beforeSums: Awaited<ReturnType<typeof sums>>;

  beforeAll(async () => {
    dir = makeTempDir('freight-backup-test-');
    file = join(dir.path, 'freight.pgdump');
    admin = postgres(serverUrl ?? '', { max: 1, onnotice: () => {} });
    original = await createTestDatabase();
    // The app is closed before the copy is compared (its housekeeping would change rows between
    // the comparison and the dump); pg_dump itself copies a database in use (one snapshot).
    const t = await buildTestApp({ database: original.database });
    try {
      await useIt(t);
    } finally {
      await t.close();
    }
  });
  afterAll(async () => {
    await original?.destroy();
    await admin?.unsafe(`drop database if exists "${name}" with (force)`);
    await admin?.end();
    dir?.remove();
  });

  it('dumps the database in use and restores it into a new one, table for table', async () => {
    before = await contents(original.database.db);
    beforeSums = await sums(original.database.db);
    const dumped = await backupPostgres(original.url ?? '', file);
    log(`pg_dump -Fc: ${dumped.bytes} bytes in ${dumped.ms} ms`);
    expect(statSync(file).size).toBe(dumped.bytes);

    await admin.unsafe(`create database "${name}"`);
    restoredUrl = databaseUrl(serverUrl ?? '', name);
    const restored = await restorePostgres(restoredUrl, file);
    log(`pg_restore into an empty database: ${restored.ms} ms`);
    const copy = await openPostgresDatabase(restoredUrl, 2);
    try {
      expect(await contents(copy.db)).toEqual(before);
    } finally {
      await copy.close();
    }
  });

  it('refuses to restore over a database that has tables, unless forced', async () => {
    await expect(restorePostgres(restoredUrl, file)).rejects.toThrow(BackupRefusedError);
    await expect(restorePostgres(restoredUrl, file)).rejects.toThrow(/is not empty .* --force/s);
    const forced = await restorePostgres(restoredUrl, file, { force: true });
    expect(forced.replaced).toBeGreaterThan(0);
  });

  it('starts an app on the restored copy: balances, stocks and attempts check out', async () => {
    const copy: Database = await openPostgresDatabase(restoredUrl, 4);
    const restored = await buildTestApp({ database: copy });
    try {
      expect(await sums(restored.app.db)).toEqual(beforeSums);
      expectLedgerAddsUp(await ledgerCheck(restored.app.db));
      const now = await contents(restored.app.db);
      for (const table of [
        'public.value_accounts',
        'public.value_entries',
        'public.user_coupons',
      ]) {
        expect(now[table], table).toBe(before[table]);
      }
      for (const table of ['public.campaign_tiers', 'public.campaign_attempts']) {
        expect(now[table], table).toBe(before[table]);
      }
      await drawsOn(restored);
    } finally {
      await restored.close();
      await copy.close();
    }
  });
});

describe.runIf(!onPostgres)('backup drill on the embedded database (DATA_DIR)', () => {
  // Made in beforeAll: the body of a describe that is skipped still runs.
  let dir: ReturnType<typeof makeTempDir>;
  let source: string;
  let target: string;
  let file: string;
  let before: Record<string, string>;
  let beforeSums: Awaited<ReturnType<typeof sums>>;
  let uploadKeys: string[] = [];

  /** PGlite in `dataDir`, started from the run's migrated template (as every test database). */
  async function openIn(dataDir: string, fresh: boolean): Promise<Database> {
    const template = inject('templateDatabase');
    return openPgliteDatabase(
      dataDir,
      fresh && template.kind === 'pglite'
        ? { loadDataDir: new Blob([readFileSync(template.dumpFile)]) }
        : {},
    );
  }

  beforeAll(async () => {
    dir = makeTempDir('freight-backup-test-');
    source = join(dir.path, 'source');
    target = join(dir.path, 'target');
    file = join(dir.path, 'backups', 'freight-embedded.tar');
    const database = await openIn(source, true);
    const t = await buildTestApp({ database, config: { dataDir: source } });
    try {
      ({ uploadKeys } = await useIt(t));
      before = await contents(t.app.db);
      beforeSums = await sums(t.app.db);
    } finally {
      await t.close();
      await database.close();
    }
  });
  afterAll(() => dir?.remove());

  it('refuses while a server holds the DATA_DIR, saying which', async () => {
    // Another process holding the lock, as a running server does.
    const holder = spawn('sleep', ['60'], { stdio: 'ignore' });
    try {
      writeFileSync(join(source, 'pglite.lock'), String(holder.pid));
      const refused = backupEmbedded(source, file);
      await expect(refused).rejects.toThrow(BackupRefusedError);
      await expect(backupEmbedded(source, file)).rejects.toThrow(
        new RegExp(`in use by another server process \\(pid ${holder.pid}.*stop the server`, 's'),
      );
      expect(existsSync(file)).toBe(false);
    } finally {
      const exited = new Promise((resolve) => holder.once('exit', resolve));
      holder.kill();
      await exited;
    }
  });

  it('copies the database and the uploads, and restores them into an empty DATA_DIR', async () => {
    const backedUp = await backupEmbedded(source, file);
    log(`embedded backup: ${backedUp.bytes} bytes in ${backedUp.ms} ms`);
    // The script took the lock over from the dead holder and gave it back.
    expect(existsSync(join(source, 'pglite.lock'))).toBe(false);
    const restored = await restoreEmbedded(target, file);
    log(`embedded restore: ${restored.ms} ms`);
    expect(restored.movedAside).toEqual([]);
    expect(uploadKeys.length).toBe(2);
    for (const key of uploadKeys) {
      expect(readFileSync(join(target, 'uploads', key))).toEqual(
        readFileSync(join(source, 'uploads', key)),
      );
    }
  });

  it('refuses to restore over a DATA_DIR that has a database, unless forced', async () => {
    await expect(restoreEmbedded(target, file)).rejects.toThrow(/not empty.*--force/s);
    const forced = await restoreEmbedded(target, file, { force: true });
    expect(forced.movedAside.map((path) => path.slice(target.length + 1).split('.')[0])).toEqual([
      'pglite',
      'uploads',
    ]);
    expect(readdirSync(target).filter((name) => name.includes('.replaced-')).length).toBe(2);
  });

  it('starts an app on the restored copy: balances, stocks and attempts check out', async () => {
    const database = await openIn(target, false);
    const restored = await buildTestApp({ database, config: { dataDir: target } });
    try {
      expect(await contents(restored.app.db)).toEqual(before);
      expect(await sums(restored.app.db)).toEqual(beforeSums);
      expectLedgerAddsUp(await ledgerCheck(restored.app.db));
      await drawsOn(restored);
    } finally {
      await restored.close();
      await database.close();
    }
  });
});

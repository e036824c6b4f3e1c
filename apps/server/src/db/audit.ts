// The operators' audit log: every change an operator (or an operator's script) makes is written
// with the change, in the same transaction, so there is no change without its record and no
// record of a change that rolled back.

import type { AuditAction, AuditFilter, AuditTargetKind } from '@freight/contract/ops';
import { CHINA_OFFSET_MS, chinaWallClock } from '@freight/contract/china-time';
import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from './database.ts';
import { operatorAudit } from './schema/operators.ts';
import { keysetPages } from './keyset-pages.ts';

/** Who makes a change: an operator of the API, or a command-line script (operatorId null). */
export interface Actor {
  operatorId: number | null;
  /** The operator's username, or e.g. `script:create-operator (alice)`. */
  name: string;
}

export interface AuditRecord {
  /** What was done, as `<kind>.<verb>`: `driver_verification.approve`, `operator.create`. */
  action: AuditAction;
  targetKind: AuditTargetKind;
  targetId: string | number;
  /** The target as it was (null when created) and as it is (null when deleted). */
  before: unknown;
  after: unknown;
}

/** Writes one record; call it inside the transaction that makes the change (see `audited`). */
export async function recordAudit(
  tx: Db,
  actor: Actor,
  record: AuditRecord,
  now: number,
): Promise<void> {
  await tx.insert(operatorAudit).values({
    at: new Date(now),
    operatorId: actor.operatorId,
    actor: actor.name.slice(0, 80),
    action: record.action,
    targetKind: record.targetKind,
    targetId: String(record.targetId),
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

/**
 * Runs `change` in a transaction and records what it returns as `audit` in the same transaction;
 * resolves to its `result`. A change that throws leaves neither the change nor a record.
 */
export function audited<T>(
  db: Db,
  actor: Actor,
  now: number,
  change: (tx: Db) => Promise<{ audit: AuditRecord; result: T }>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const { audit, result } = await change(tx);
    await recordAudit(tx, actor, audit, now);
    return result;
  });
}

/** The midnight in Beijing that begins `day` (`YYYY-MM-DD`), moved by `days`. */
function beijingMidnight(day: string, days = 0): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000 - CHINA_OFFSET_MS);
}

/** The log's filters as a condition: the list's and the export's. */
function auditWhere(filter: AuditFilter) {
  return and(
    filter.action === undefined ? undefined : eq(operatorAudit.action, filter.action),
    filter.targetKind === undefined ? undefined : eq(operatorAudit.targetKind, filter.targetKind),
    filter.targetId === undefined ? undefined : eq(operatorAudit.targetId, filter.targetId),
    filter.actor === undefined ? undefined : eq(operatorAudit.actor, filter.actor),
    filter.from === undefined ? undefined : gte(operatorAudit.at, beijingMidnight(filter.from)),
    filter.to === undefined ? undefined : lt(operatorAudit.at, beijingMidnight(filter.to, 1)),
  );
}

/** A page of the log, newest first. */
export async function auditLogPage(
  db: Db,
  page: number,
  pageSize: number,
  filter: AuditFilter = {},
) {
  const where = auditWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(operatorAudit)
      .where(where)
      .orderBy(desc(operatorAudit.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(operatorAudit).where(where),
  ]);
  return {
    page,
    pageSize,
    total: total?.n ?? 0,
    items: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
  };
}

const json = (value: unknown) =>
  value === null || value === undefined ? '' : JSON.stringify(value);

/** The log's export (ADR 042): the list's rows and filters, newest first, a page at a time. */
export async function* auditLogRows(db: Db, filter: AuditFilter) {
  const pages = keysetPages((after, limit) =>
    db
      .select()
      .from(operatorAudit)
      .where(and(auditWhere(filter), after === undefined ? undefined : lt(operatorAudit.id, after)))
      .orderBy(desc(operatorAudit.id))
      .limit(limit),
  );
  for await (const page of pages) {
    yield page.map((row) => ({
      id: row.id,
      at: chinaWallClock(row.at.getTime()).replace('T', ' '),
      actor: row.actor,
      action: row.action,
      targetKind: row.targetKind,
      targetId: row.targetId,
      before: json(row.before),
      after: json(row.after),
    }));
  }
}

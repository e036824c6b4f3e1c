// The ledger (issue 13, docs/decisions/013): accounts per user and asset, append-only entries, the
// balance stored on the account and changed in the same transaction as its entry, under the
// account's row lock (SELECT … FOR UPDATE), so that parallel credits and debits of one account
// queue and every balance equals the sum of its entries. A debit beyond the balance is refused
// and writes nothing; the database's check (balance >= 0) is the backstop.
//
// Idempotency: every entry carries a key, unique per account. A retry with the same key returns
// the first entry and changes nothing; the same key with another amount, reason, reference or
// expiry is a CONFLICT (4090).
//
// Expiry: a credit with `expiresOn` (the last day it can be spent, Asia/Shanghai) opens a lot;
// debits spend the soonest-expiring lots first; what is left of a lot after its day leaves through
// an `expiry` entry (key `expiry:<credit entry id>`, so once per credit), written by the
// housekeeping job and, before a debit, for the debited account.
//
// credit/debit/postEntry take a transaction (`db.transaction((tx) => credit(tx, …))`), so that a
// campaign, a referral or an exchange writes its own rows and the entry together or not at all.

import {
  type EntryReason,
  type EntryRefKind,
  type ListValueEntriesData,
  VALUE_ASSETS,
  type ValueAsset,
} from '@freight/contract/endpoints/value';
import { todayInChina } from '@freight/contract/china-time';
import type { Locale } from '@freight/contract/status';
import { and, asc, desc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { campaigns } from '../../db/schema/campaigns.ts';
import { referrals } from '../../db/schema/referrals.ts';
import { valueAccounts, valueEntries, valueLots } from '../../db/schema/value.ts';
import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';
import { INSUFFICIENT } from './messages.ts';
import { otherRequest } from '../../http/request-ids.ts';
import { localized } from '../../http/user-message.ts';

export interface EntryInput {
  userId: number;
  asset: ValueAsset;
  /** Positive: how much is credited or debited. */
  amount: number;
  reason: EntryReason;
  ref: { kind: EntryRefKind; id: string | number };
  /** Unique per account, at most 128 characters; e.g. `campaign:7:draw:<request id>`. */
  idempotencyKey: string;
  /** Credits only: the last day (YYYY-MM-DD, Asia/Shanghai) the amount can be spent. */
  expiresOn?: string | null;
  /** The app's clock (ms): the entry's time, and the day lapsed credits are expired on. */
  now: number;
}

export interface EntryResult {
  entryId: number;
  accountId: number;
  /** Signed, as stored. */
  amount: number;
  /** The balance right after this entry. */
  balance: number;
  /** True when the key had already been used: the first entry, nothing changed. */
  repeated: boolean;
}

type Account = typeof valueAccounts.$inferSelect;
type SignedEntry = Omit<EntryInput, 'amount'> & { amount: number };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function assertTransaction(tx: Db): void {
  // Outside a transaction the row lock would end with its statement and guard nothing.
  if (!(tx instanceof PgTransaction)) {
    throw new TypeError('ledger writes run inside a transaction: db.transaction((tx) => …)');
  }
}

/** The account's row, locked until the transaction ends; created first when `create`. */
async function lockAccount(
  tx: Db,
  userId: number,
  asset: ValueAsset,
  create: boolean,
): Promise<Account | undefined> {
  if (create) {
    await tx.insert(valueAccounts).values({ userId, asset }).onConflictDoNothing();
  }
  const [account] = await tx
    .select()
    .from(valueAccounts)
    .where(and(eq(valueAccounts.userId, userId), eq(valueAccounts.asset, asset)))
    .for('update');
  return account;
}

/** Appends one entry to a locked account and moves its balance; returns the new balance. */
async function append(
  tx: Db,
  account: Account,
  entry: {
    amount: number;
    reason: EntryReason;
    refKind: EntryRefKind;
    refId: string;
    idempotencyKey: string;
    expiresOn: string | null;
    now: number;
  },
): Promise<{ entryId: number; balance: number }> {
  const balance = account.balance + entry.amount;
  await tx
    .update(valueAccounts)
    .set({ balance, updatedAt: new Date(entry.now) })
    .where(eq(valueAccounts.id, account.id));
  const [row] = await tx
    .insert(valueEntries)
    .values({
      accountId: account.id,
      amount: entry.amount,
      balanceAfter: balance,
      reason: entry.reason,
      refKind: entry.refKind,
      refId: entry.refId,
      idempotencyKey: entry.idempotencyKey,
      expiresOn: entry.expiresOn,
      createdAt: new Date(entry.now),
    })
    .returning({ id: valueEntries.id });
  if (!row) throw new Error('ledger entry not inserted');
  account.balance = balance;
  return { entryId: row.id, balance };
}

/**
 * Writes an `expiry` entry for what is left of each of the locked account's credits whose last day
 * is before `today`, and empties their lots. Returns how many entries it wrote.
 */
async function expireLapsedLots(tx: Db, account: Account, today: string, now: number) {
  const lapsed = await tx
    .select()
    .from(valueLots)
    .where(
      and(
        eq(valueLots.accountId, account.id),
        gt(valueLots.remaining, 0),
        lt(valueLots.expiresOn, today),
      ),
    )
    .orderBy(asc(valueLots.expiresOn), asc(valueLots.entryId));
  for (const lot of lapsed) {
    await append(tx, account, {
      amount: -lot.remaining,
      reason: 'expiry',
      refKind: 'entry',
      refId: String(lot.entryId),
      idempotencyKey: `expiry:${lot.entryId}`,
      expiresOn: null,
      now,
    });
    await tx.update(valueLots).set({ remaining: 0 }).where(eq(valueLots.entryId, lot.entryId));
  }
  return lapsed.length;
}

/** Spends `amount` from the account's lots, soonest-expiring first (one statement). */
async function spendLots(tx: Db, accountId: number, amount: number): Promise<void> {
  await tx.execute(sql`
    update ${valueLots} as l
    set remaining = l.remaining - least(l.remaining, ${amount}::bigint - o.spent_before)
    from (
      select entry_id, coalesce(sum(remaining) over (
        order by expires_on, entry_id rows between unbounded preceding and 1 preceding
      ), 0) as spent_before
      from ${valueLots}
      where account_id = ${accountId} and remaining > 0
    ) as o
    where l.entry_id = o.entry_id and o.spent_before < ${amount}::bigint`);
}

/** An entry with a signed amount (an operator's adjustment may go either way). */
export async function postEntry(tx: Db, input: SignedEntry): Promise<EntryResult> {
  assertTransaction(tx);
  const { userId, asset, amount, reason, ref, idempotencyKey, now } = input;
  const expiresOn = input.expiresOn ?? null;
  if (!Number.isSafeInteger(amount) || amount === 0) {
    throw new RangeError(`a ledger amount is a non-zero integer, not ${amount}`);
  }
  if (idempotencyKey.length === 0 || idempotencyKey.length > 128) {
    throw new RangeError('an idempotency key has 1-128 characters');
  }
  if (expiresOn !== null && (amount < 0 || !ISO_DAY.test(expiresOn))) {
    throw new RangeError('only a credit expires, on a YYYY-MM-DD day');
  }
  const refId = String(ref.id);

  const account = await lockAccount(tx, userId, asset, amount > 0);
  if (!account) throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, INSUFFICIENT[asset]);

  // The key, checked under the account's lock: a concurrent twin waits here for the first.
  const [prior] = await tx
    .select()
    .from(valueEntries)
    .where(
      and(eq(valueEntries.accountId, account.id), eq(valueEntries.idempotencyKey, idempotencyKey)),
    );
  if (prior) {
    const same =
      prior.amount === amount &&
      prior.reason === reason &&
      prior.refKind === ref.kind &&
      prior.refId === refId &&
      (prior.expiresOn ?? null) === expiresOn;
    if (!same) throw otherRequest();
    return {
      entryId: prior.id,
      accountId: account.id,
      amount: prior.amount,
      balance: prior.balanceAfter,
      repeated: true,
    };
  }

  if (amount < 0) {
    // What has lapsed is not spent: it leaves first, through its own entries.
    await expireLapsedLots(tx, account, todayInChina(now), now);
    if (account.balance + amount < 0) {
      throw new ApiError(BUSINESS_CODES.BUSINESS_RULE, INSUFFICIENT[asset]);
    }
  }
  const { entryId, balance } = await append(tx, account, {
    amount,
    reason,
    refKind: ref.kind,
    refId,
    idempotencyKey,
    expiresOn,
    now,
  });
  if (expiresOn !== null) {
    await tx
      .insert(valueLots)
      .values({ entryId, accountId: account.id, expiresOn, remaining: amount });
  } else if (amount < 0) {
    await spendLots(tx, account.id, -amount);
  }
  return { entryId, accountId: account.id, amount, balance, repeated: false };
}

/** Adds `amount` (positive) to the user's account of `asset`, inside the caller's transaction. */
export function credit(tx: Db, input: EntryInput): Promise<EntryResult> {
  if (!(input.amount > 0)) throw new RangeError('a credit is positive');
  return postEntry(tx, input);
}

/**
 * Takes `amount` (positive) from the user's account of `asset`, inside the caller's transaction;
 * BUSINESS_RULE (1000, "not enough …") beyond the balance, and the caller's transaction rolls back.
 */
export function debit(tx: Db, input: EntryInput): Promise<EntryResult> {
  if (!(input.amount > 0)) throw new RangeError('a debit amount is given positive');
  if (input.expiresOn != null) throw new RangeError('a debit does not expire');
  return postEntry(tx, { ...input, amount: -input.amount });
}

/** Accounts examined per housekeeping run; a backlog is worked off over runs. */
const EXPIRY_BATCH = 500;

/**
 * The housekeeping job: expires what is left of every credit whose last day is before today
 * (Asia/Shanghai), one account per transaction. Safe to run in several instances at once: the
 * account's lock and the key `expiry:<entry id>` make each credit leave once. Returns the number
 * of expiry entries written.
 */
export async function expireDueCredits(db: Db, now: number): Promise<number> {
  const today = todayInChina(now);
  const due = await db
    .selectDistinct({ accountId: valueLots.accountId })
    .from(valueLots)
    .where(and(gt(valueLots.remaining, 0), lt(valueLots.expiresOn, today)))
    .limit(EXPIRY_BATCH);
  let written = 0;
  for (const { accountId } of due) {
    written += await db.transaction(async (tx) => {
      const [account] = await tx
        .select()
        .from(valueAccounts)
        .where(eq(valueAccounts.id, accountId))
        .for('update');
      return account ? expireLapsedLots(tx, account, today, now) : 0;
    });
  }
  return written;
}

/** The balances of the user's accounts, by asset (absent: no account yet, a balance of 0). */
export async function balancesOf(db: Db, userId: number) {
  return db.select().from(valueAccounts).where(eq(valueAccounts.userId, userId));
}

/**
 * The ledger check operators and tests run: per account of the given users (all when omitted),
 * the stored balance, the sum of its entries, and what its lots still hold.
 */
export async function ledgerCheck(db: Db, userIds?: readonly number[]) {
  const accounts = await db
    .select()
    .from(valueAccounts)
    .where(userIds ? inArray(valueAccounts.userId, [...userIds]) : undefined)
    .orderBy(asc(valueAccounts.id));
  if (accounts.length === 0) return [];
  const ids = accounts.map((a) => a.id);
  const sums = await db
    .select({ accountId: valueEntries.accountId, sum: sql<string>`sum(${valueEntries.amount})` })
    .from(valueEntries)
    .where(inArray(valueEntries.accountId, ids))
    .groupBy(valueEntries.accountId);
  const lots = await db
    .select({ accountId: valueLots.accountId, sum: sql<string>`sum(${valueLots.remaining})` })
    .from(valueLots)
    .where(inArray(valueLots.accountId, ids))
    .groupBy(valueLots.accountId);
  return accounts.map((account) => ({
    accountId: account.id,
    userId: account.userId,
    asset: account.asset,
    balance: account.balance,
    sum: Number(sums.find((s) => s.accountId === account.id)?.sum ?? 0),
    lots: Number(lots.find((l) => l.accountId === account.id)?.sum ?? 0),
  }));
}

/**
 * One asset's entries of a user, newest first, `size` at a time: the page after the entry `before`
 * (the previous page's `nextBefore`), only of `reason` when given. The user's own list
 * (GET /api/value/entries) and the console's (GET /ops/api/value/users/:userId/entries) both read
 * it. No account yet: no entries.
 */
export async function entriesPage(
  db: Db,
  query: {
    userId: number;
    asset: ValueAsset;
    before?: number | undefined;
    reason?: EntryReason | undefined;
    size: number;
    /** The language of the entries' `source` (the titles of what paid them). */
    locale: Locale;
  },
): Promise<ListValueEntriesData> {
  const { userId, asset, before, reason, size, locale } = query;
  const [account] = await db
    .select({ id: valueAccounts.id })
    .from(valueAccounts)
    .where(and(eq(valueAccounts.userId, userId), eq(valueAccounts.asset, asset)));
  if (!account) return { entries: [], nextBefore: null };
  const rows = await db
    .select()
    .from(valueEntries)
    .where(
      and(
        eq(valueEntries.accountId, account.id),
        before === undefined ? undefined : lt(valueEntries.id, before),
        reason === undefined ? undefined : eq(valueEntries.reason, reason),
      ),
    )
    .orderBy(desc(valueEntries.id))
    .limit(size + 1);
  const page = rows.slice(0, size);
  const sources = await sourcesOf(db, page, locale);
  return {
    entries: page.map((entry) => ({
      entryId: entry.id,
      amount: entry.amount,
      balanceAfter: entry.balanceAfter,
      reason: entry.reason as EntryReason,
      refKind: entry.refKind as EntryRefKind,
      refId: entry.refId,
      expiresOn: entry.expiresOn,
      createdAt: entry.createdAt.toISOString(),
      source: sources.get(`${entry.refKind}:${entry.refId}`) ?? null,
    })),
    nextBefore: rows.length > size ? (page.at(-1)?.id ?? null) : null,
  };
}

/** A whole number that fits a database id column, or null (a reference is text). */
function idOf(refId: string): number | null {
  return /^[1-9][0-9]{0,9}$/.test(refId) && Number(refId) <= 2_147_483_647 ? Number(refId) : null;
}

/**
 * What paid each entry, keyed `<refKind>:<refId>`: the campaign's title for a campaign's prize,
 * the title of the referral's programme (a campaign too) for its reward; in `locale`.
 */
async function sourcesOf(
  db: Db,
  entries: readonly { refKind: string; refId: string }[],
  locale: Locale,
): Promise<Map<string, string>> {
  const ids = (kind: string) => [
    ...new Set(
      entries.flatMap((entry) => {
        const id = entry.refKind === kind ? idOf(entry.refId) : null;
        return id === null ? [] : [id];
      }),
    ),
  ];
  const campaignIds = ids('campaign');
  const referralIds = ids('referral');
  const programmeOf =
    referralIds.length === 0
      ? []
      : await db
          .select({ id: referrals.id, campaignId: referrals.programmeId })
          .from(referrals)
          .where(inArray(referrals.id, referralIds));
  const allCampaigns = [...new Set([...campaignIds, ...programmeOf.map((r) => r.campaignId)])];
  const titles =
    allCampaigns.length === 0
      ? []
      : await db
          .select({ id: campaigns.id, titleZh: campaigns.titleZh, titleEn: campaigns.titleEn })
          .from(campaigns)
          .where(inArray(campaigns.id, allCampaigns));
  const titleOf = new Map(titles.map((row) => [row.id, localized(row, 'title', locale)]));
  const sources = new Map<string, string>();
  for (const id of campaignIds) {
    const title = titleOf.get(id);
    if (title !== undefined) sources.set(`campaign:${id}`, title);
  }
  for (const { id, campaignId } of programmeOf) {
    const title = titleOf.get(campaignId);
    if (title !== undefined) sources.set(`referral:${id}`, title);
  }
  return sources;
}

/**
 * A user's balance of each asset (0 without an account; reads never write), and the next amount
 * to lapse with its day (GET /api/value/balances).
 */
export async function balanceSheet(db: Db, userId: number, now: number) {
  const today = todayInChina(now);
  const accounts = await balancesOf(db, userId);
  const lots =
    accounts.length === 0
      ? []
      : await db
          .select({
            accountId: valueLots.accountId,
            expiresOn: valueLots.expiresOn,
            amount: sql<number>`sum(${valueLots.remaining})::bigint`,
          })
          .from(valueLots)
          .where(
            and(
              inArray(
                valueLots.accountId,
                accounts.map((a) => a.id),
              ),
              gt(valueLots.remaining, 0),
              gte(valueLots.expiresOn, today),
            ),
          )
          .groupBy(valueLots.accountId, valueLots.expiresOn)
          .orderBy(asc(valueLots.expiresOn));
  return {
    balances: VALUE_ASSETS.map((asset) => {
      const account = accounts.find((a) => a.asset === asset);
      const next = account ? lots.find((lot) => lot.accountId === account.id) : undefined;
      return {
        asset,
        balance: account?.balance ?? 0,
        nextExpiry: next ? { amount: Number(next.amount), expiresOn: next.expiresOn } : null,
      };
    }),
  };
}

import type { Kysely, Transaction } from 'kysely';
import type { Database, EmailOutboxTable } from '../../database/schema.ts';
import type { Position } from '../../lib/paging.ts';

type Db = Kysely<Database> | Transaction<Database>;

export type NewOutboxRow = Omit<EmailOutboxTable, 'status' | 'attempts' | 'lease_until' | 'last_error' | 'sent_at'>;

/**
 * Writes a message to send. A message with a `dedupe_key` already written (by this or another process) is
 * not written again: returns whether this call wrote it.
 */
export async function insertOutboxRow(db: Db, row: NewOutboxRow): Promise<boolean> {
  const result = await db
    .insertInto('email_outbox')
    .values({ ...row, status: 'pending', attempts: 0, lease_until: null, last_error: null, sent_at: null })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

export type OutboxRow = EmailOutboxTable;

/**
 * Up to `limit` rows due now and not claimed (or whose claim lapsed): the candidates a worker tries to claim.
 * Another process may claim any of them first; `claimOutboxRow` says who won.
 */
export async function findDueOutboxIds(db: Db, now: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('email_outbox')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Claims a due row until `leaseUntil`: one conditional UPDATE, so of several processes asking at once exactly
 * one changes the row. Returns the row when this call claimed it, null when another process has it.
 */
export async function claimOutboxRow(db: Db, id: string, now: string, leaseUntil: string): Promise<OutboxRow | null> {
  const result = await db
    .updateTable('email_outbox')
    .set({ lease_until: leaseUntil })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return null;
  return (await db.selectFrom('email_outbox').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

/** The server took the message. */
export async function markOutboxSent(db: Db, id: string, now: string): Promise<void> {
  await db
    .updateTable('email_outbox')
    .set({ status: 'sent', sent_at: now, lease_until: null, last_error: null })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/**
 * An attempt failed: counted, with its reason, and either due again at `nextAttemptAt` or `failed` (null).
 * Only under the claim this worker holds: a row whose lease lapsed and that another process took is left to it.
 */
export async function markOutboxAttemptFailed(
  db: Db,
  id: string,
  lease: string,
  outcome: { attempts: number; error: string; nextAttemptAt: string | null },
): Promise<void> {
  await db
    .updateTable('email_outbox')
    .set({
      attempts: outcome.attempts,
      last_error: outcome.error,
      lease_until: null,
      ...(outcome.nextAttemptAt === null ? { status: 'failed' as const } : { next_attempt_at: outcome.nextAttemptAt }),
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('lease_until', '=', lease)
    .execute();
}

/** Messages an admin should see: failed ones, and pending ones that failed at least once. Newest first. */
export function findTroubledOutboxPage(db: Db, before: Position | null, limit: number) {
  let q = db
    .selectFrom('email_outbox')
    .select(['id', 'kind', 'to_address', 'subject', 'status', 'attempts', 'last_error', 'next_attempt_at', 'created_at'])
    .where((eb) => eb.or([eb('status', '=', 'failed'), eb.and([eb('status', '=', 'pending'), eb('attempts', '>', 0)])]));
  if (before) {
    q = q
      .where('created_at', '<=', before.t)
      .where((eb) => eb.or([eb('created_at', '<', before.t), eb('id', '<', before.id)]));
  }
  return q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

export type TroubledOutboxRow = Awaited<ReturnType<typeof findTroubledOutboxPage>>[number];

export async function findOutboxStatus(db: Db, id: string) {
  return db.selectFrom('email_outbox').select(['id', 'status', 'lease_until']).where('id', '=', id).executeTakeFirst();
}

/**
 * An admin's retry: a failed or retrying message is due now with a fresh round of attempts. Never one that
 * is sent or that a worker holds right now. Returns whether the row changed.
 */
export async function retryOutboxRow(db: Db, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('email_outbox')
    .set({ status: 'pending', attempts: 0, next_attempt_at: now, lease_until: null })
    .where('id', '=', id)
    .where('status', '!=', 'sent')
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

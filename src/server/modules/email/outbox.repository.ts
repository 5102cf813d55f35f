import type { Kysely, Transaction } from 'kysely';
import type { Database, EmailOutboxTable } from '../../database/schema.ts';
import type { Position } from '../../lib/paging.ts';
import { requeueRow } from '../../outbox/leased-outbox.repository.ts';

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

/** Several rows in one statement; answers how many were written (one whose dedupe key was queued already is not). */
export async function insertOutboxRows(db: Db, rows: readonly NewOutboxRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const result = await db
    .insertInto('email_outbox')
    .values(rows.map((row) => ({ ...row, status: 'pending', attempts: 0, lease_until: null, last_error: null, sent_at: null })))
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n);
}

export type OutboxRow = EmailOutboxTable;

/** A row a worker has just claimed (`outbox/`), whole: the message is built from it alone. */
export async function findOutboxRow(db: Db, id: string): Promise<OutboxRow | null> {
  return (await db.selectFrom('email_outbox').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
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
export function retryOutboxRow(db: Db, id: string, now: string): Promise<boolean> {
  return requeueRow(db, 'email_outbox', id, now);
}

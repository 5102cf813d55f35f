/**
 * The statements of every leased outbox (decision 070): the same on SQLite and PostgreSQL, on whichever queue table a
 * kind names. A queue table has the columns of `LeasedColumns`; what else a row holds is the kind's.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../database/schema.ts';

/** The columns every leased queue table has. */
export interface LeasedColumns {
  id: string;
  kind: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  next_attempt_at: string;
  /** A worker's claim on the row until this time. */
  lease_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** The tables that are leased queues: those with every leased column (`email_outbox`, `push_outbox`). */
export type QueueTable = { [T in keyof Database]: Database[T] extends LeasedColumns ? T : never }[keyof Database];

type Db = Kysely<Database> | Transaction<Database>;

/** Any queue table seen through its leased columns only: one statement serves them all. */
const queues = (db: Db) => db as unknown as Kysely<Record<QueueTable, LeasedColumns>>;

/**
 * Up to `limit` rows due now and not claimed (or whose claim lapsed): the candidates a worker tries to claim.
 * Another process may claim any of them first; `claimRow` says who won.
 */
export async function findDueIds(db: Db, table: QueueTable, now: string, limit: number): Promise<string[]> {
  const rows = await queues(db)
    .selectFrom(table)
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
 * Claims a due row until `leaseUntil`: one conditional UPDATE, so of several processes asking at once exactly one
 * changes the row. Returns whether this call claimed it.
 */
export async function claimRow(db: Db, table: QueueTable, id: string, now: string, leaseUntil: string): Promise<boolean> {
  const result = await queues(db)
    .updateTable(table)
    .set({ lease_until: leaseUntil })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Gives a claim back (the process stops mid-send): the row is due again at once for any process, instead of after
 * its lease lapses. Only the claim this worker holds, on a row still pending.
 */
export async function releaseRow(db: Db, table: QueueTable, id: string, lease: string): Promise<void> {
  await queues(db)
    .updateTable(table)
    .set({ lease_until: null })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('lease_until', '=', lease)
    .execute();
}

/** The row was delivered. */
export async function markRowSent(db: Db, table: QueueTable, id: string, now: string): Promise<void> {
  await queues(db)
    .updateTable(table)
    .set({ status: 'sent', sent_at: now, lease_until: null, last_error: null })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/**
 * An attempt failed: counted, with its reason, and either due again at `nextAttemptAt` or `failed` (null). Only
 * under the claim this worker holds: a row whose lease lapsed and that another process took is left to it.
 */
export async function markRowAttemptFailed(
  db: Db,
  table: QueueTable,
  id: string,
  lease: string,
  outcome: { attempts: number; error: string; nextAttemptAt: string | null },
): Promise<void> {
  await queues(db)
    .updateTable(table)
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

/**
 * Someone's "send it again now": a failed or retrying row is due now with a fresh round of attempts. Never one that
 * was sent or that a worker holds right now. Returns whether the row changed.
 */
export async function requeueRow(db: Db, table: QueueTable, id: string, now: string): Promise<boolean> {
  const result = await queues(db)
    .updateTable(table)
    .set({ status: 'pending', attempts: 0, next_attempt_at: now, lease_until: null })
    .where('id', '=', id)
    .where('status', '!=', 'sent')
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Whether any sent or failed row is older than `before` (read first, so that a sweep with nothing to do writes nothing). */
export async function hasFinishedRowsBefore(db: Db, table: QueueTable, before: string): Promise<boolean> {
  const row = await queues(db)
    .selectFrom(table)
    .select('id')
    .where('status', '!=', 'pending')
    .where('created_at', '<', before)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteFinishedRowsBefore(db: Db, table: QueueTable, before: string): Promise<void> {
  await queues(db).deleteFrom(table).where('status', '!=', 'pending').where('created_at', '<', before).execute();
}

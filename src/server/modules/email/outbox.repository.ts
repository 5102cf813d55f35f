import type { Kysely, Transaction } from 'kysely';
import type { Database, EmailOutboxTable } from '../../database/schema.ts';

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

/**
 * Frozen in time: written against Kysely<any>, imports no app code, portable across SQLite and PostgreSQL.
 * A bank statement's rows, imported by an event's host (decision 073): `payment_receipts`, one row per credit, with
 * what it settled (`outcome`: matched, underpaid, overpaid, duplicate, cancelled, unmatched), the registration it
 * named, the money to give back (`refund`), and when a person settled it by hand. A row is known by its
 * `fingerprint` (its fields and its place among identical rows of its file): unique per event, so importing the
 * same statement again adds nothing.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payment_receipts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('line', 'integer', (c) => c.notNull())
    .addColumn('row_date', 'text', (c) => c.notNull())
    .addColumn('amount', 'double precision', (c) => c.notNull())
    .addColumn('narration', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('registration_id', 'text')
    .addColumn('refund', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('note', 'text')
    .addColumn('imported_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('resolved_by', 'text')
    .addColumn('resolved_at', 'text')
    .execute();
  await db.schema.createIndex('payment_receipts_fingerprint_idx').on('payment_receipts').columns(['post_id', 'fingerprint']).unique().execute();
  // The queue: an event's rows that wait for a person, newest first.
  await db.schema.createIndex('payment_receipts_queue_idx').on('payment_receipts').columns(['post_id', 'resolved_at', 'created_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payment_receipts').execute();
}

/**
 * Frozen in time: written against Kysely<any>, imports no app code, portable across SQLite and PostgreSQL.
 * Calendar files (decision 039). `calendar_feeds`: each student's secret feed address, as the SHA-256 of its
 * token only (one a student; a new one replaces the old). `calendar_cancellations`: what a calendar needs of
 * an event that was deleted or rejected, kept for a while after it so that files and feeds can say
 * STATUS:CANCELLED; `calendar_cancellation_followers`: the students whose personal feed carried it (they had
 * saved it or registered), read before the event's own rows went with it.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('calendar_feeds')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('calendar_cancellations')
    .addColumn('post_id', 'text', (c) => c.primaryKey())
    .addColumn('host_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('location', 'text')
    .addColumn('venue_address', 'text')
    .addColumn('event_start_date', 'text')
    .addColumn('event_end_date', 'text')
    .addColumn('available_dates', 'text')
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('was_public', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('cancelled_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('calendar_cancellations_at_idx').on('calendar_cancellations').column('cancelled_at').execute();

  await db.schema
    .createTable('calendar_cancellation_followers')
    .addColumn('post_id', 'text', (c) => c.notNull().references('calendar_cancellations.post_id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('calendar_cancellation_followers_pk', ['post_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('calendar_cancellation_followers_user_idx')
    .on('calendar_cancellation_followers')
    .column('user_id')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('calendar_cancellation_followers').execute();
  await db.schema.dropTable('calendar_cancellations').execute();
  await db.schema.dropTable('calendar_feeds').execute();
}

/**
 * Frozen in time: written against Kysely<any>, imports no app code, portable across SQLite and PostgreSQL.
 * Web Push (decision 051).
 * - `push_subscriptions`: a browser that gets an account's pushes: its push service address (`endpoint`, unique:
 *   one browser, one account at a time), its keys (`p256dh`, `auth`, base64url), the browser as "Chrome on
 *   Android", and the session it subscribed in (`session_hash`): a device hears nothing once that sign-in ends, and
 *   its row goes with the session's.
 * - `push_outbox`: one row per device a push goes to, written in the transaction of the change that causes it and
 *   sent by the push worker of every process: `payload` is the JSON the device decrypts; `status` pending, sent or
 *   failed; a pending row is due at `next_attempt_at` and claimed by setting `lease_until` (ISO 8601 UTC text).
 * - `push_opt_outs`: one row per kind a student turned off for push (no row: the kind is pushed), apart from
 *   `email_opt_outs`.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('session_hash', 'text', (c) => c.notNull().references('sessions.token_hash').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('device', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_success_at', 'text')
    .execute();
  await db.schema.createIndex('push_subscriptions_user_idx').on('push_subscriptions').column('user_id').execute();
  await db.schema.createIndex('push_subscriptions_session_idx').on('push_subscriptions').column('session_hash').execute();

  await db.schema
    .createTable('push_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('subscription_id', 'text', (c) => c.notNull().references('push_subscriptions.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('lease_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('push_outbox_due_idx').on('push_outbox').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('push_outbox_subscription_idx').on('push_outbox').column('subscription_id').execute();

  await db.schema
    .createTable('push_opt_outs')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('push_opt_outs_pk', ['user_id', 'kind'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('push_opt_outs').execute();
  await db.schema.dropTable('push_outbox').execute();
  await db.schema.dropTable('push_subscriptions').execute();
}

/**
 * Frozen in time: written against Kysely<any>, imports no app code, portable across SQLite and PostgreSQL.
 * Ids are text made in code, timestamps ISO 8601 text, booleans 0/1 integers, lists JSON text.
 */
import { type Kysely, PostgresAdapter } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const money = 'double precision';

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('google_sub', 'text', (c) => c.unique())
    .addColumn('avatar', 'text')
    .addColumn('is_admin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('auth_tickets')
    .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('auth_tickets_user_idx').on('auth_tickets').column('user_id').execute();

  await db.schema
    .createTable('oidc_flows')
    .addColumn('state', 'text', (c) => c.primaryKey())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('posts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('location', 'text')
    .addColumn('venue_address', 'text')
    .addColumn('source', 'text')
    .addColumn('event_start_date', 'text')
    .addColumn('event_end_date', 'text')
    .addColumn('duration', 'text')
    .addColumn('language', 'text')
    .addColumn('price', money)
    .addColumn('registration_open', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('registration_link', 'text')
    .addColumn('enable_registration_form', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('registration_fields', 'text')
    .addColumn('payment_method', 'text')
    .addColumn('payment_link', 'text')
    .addColumn('payment_qr_code', 'text')
    .addColumn('ticket_options', 'text')
    .addColumn('available_dates', 'text')
    .addColumn('cultural_payment_method', 'text')
    .addColumn('cultural_payment_link', 'text')
    .addColumn('cultural_payment_qr_code', 'text')
    .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('comment_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('report_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // The feed reads newest first by (created_at, id), filtered by status and optionally type.
  await db.schema.createIndex('posts_feed_idx').on('posts').columns(['status', 'created_at', 'id']).execute();
  await db.schema
    .createIndex('posts_type_feed_idx')
    .on('posts')
    .columns(['type', 'status', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('posts_user_idx').on('posts').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('posts_popular_idx').on('posts').columns(['status', 'like_count']).execute();
  await db.schema.createIndex('posts_event_start_idx').on('posts').columns(['type', 'event_start_date']).execute();

  await db.schema
    .createTable('comments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('comments_post_idx').on('comments').columns(['post_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('comments_user_idx').on('comments').column('user_id').execute();

  await db.schema
    .createTable('likes')
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('likes_pk', ['post_id', 'user_id'])
    .execute();
  await db.schema.createIndex('likes_user_idx').on('likes').columns(['user_id', 'post_id']).execute();

  await db.schema
    .createTable('reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('resolved_at', 'text')
    .addColumn('outcome', 'text')
    .addUniqueConstraint('reports_post_user_unique', ['post_id', 'user_id'])
    .execute();
  await db.schema.createIndex('reports_open_idx').on('reports').columns(['resolved_at', 'created_at']).execute();
  await db.schema.createIndex('reports_user_idx').on('reports').column('user_id').execute();

  await db.schema
    .createTable('registrations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('transaction_id', 'text')
    .addColumn('booking_dates', 'text')
    .addColumn('selected_tickets', 'text')
    .addColumn('total_price', money)
    .addColumn('custom_fields', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('registrations_post_user_unique', ['post_id', 'user_id'])
    .execute();
  await db.schema.createIndex('registrations_user_idx').on('registrations').column('user_id').execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('post_id', 'text', (c) => c.references('posts.id').onDelete('cascade'))
    .addColumn('read_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notifications_user_idx')
    .on('notifications')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('notifications_post_idx').on('notifications').column('post_id').execute();

  await db.schema
    .createTable('media')
    .addColumn('hash', 'text', (c) => c.primaryKey())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('data', isPostgres ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'media',
    'notifications',
    'registrations',
    'reports',
    'likes',
    'comments',
    'posts',
    'oidc_flows',
    'auth_tickets',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

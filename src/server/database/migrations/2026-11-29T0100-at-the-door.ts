/**
 * Frozen in time: written against Kysely<any>, imports no app code, portable across SQLite and PostgreSQL.
 * At the door (decision 049): seats, registration states, payment confirmation, signed tickets and check-in.
 *
 * posts: `capacity` (seats; per available date on a cultural event; null: no limit), `payment_window_hours`
 * (an unpaid hold is released after it; null: never), `offer_window_hours` (a waitlist offer's claim window;
 * null: 24 hours), `seats_taken` (the kept seat map of the holders, JSON), `registration_seq` (the last arrival
 * number given).
 * registrations: `status` and `seq` (arrival order), `seats` (the registration's seat map, JSON), the payment's
 * screenshot, times and decision, the offer's expiry, the cancellation, the ticket code and the check-in.
 * New tables: event_staff (door staff by email), registration_log (the event's log), check_ins (one per ticket
 * and day while not undone), door_scans (every scan a door sent, once), server_keys (the ticket signing key).
 */
import { sql, type Kysely } from 'kysely';

const POST_COLUMNS = ['capacity', 'payment_window_hours', 'offer_window_hours', 'seats_taken', 'registration_seq'] as const;
const REGISTRATION_TEXT_COLUMNS = [
  'seats',
  'payment_screenshot',
  'payment_submitted_at',
  'payment_due_at',
  'payment_decided_at',
  'payment_decided_by',
  'payment_note',
  'offer_expires_at',
  'cancelled_at',
  'cancelled_by',
  'cancel_reason',
  'ticket_code',
  'checked_in_at',
  'checked_in_by',
  'updated_at',
] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('posts').addColumn('capacity', 'integer').execute();
  await db.schema.alterTable('posts').addColumn('payment_window_hours', 'integer').execute();
  await db.schema.alterTable('posts').addColumn('offer_window_hours', 'integer').execute();
  await db.schema.alterTable('posts').addColumn('seats_taken', 'text').execute();
  await db.schema.alterTable('posts').addColumn('registration_seq', 'integer', (c) => c.notNull().defaultTo(0)).execute();

  await db.schema.alterTable('registrations').addColumn('status', 'text', (c) => c.notNull().defaultTo('confirmed')).execute();
  await db.schema.alterTable('registrations').addColumn('seq', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  for (const column of REGISTRATION_TEXT_COLUMNS) {
    await db.schema.alterTable('registrations').addColumn(column, 'text').execute();
  }
  await db.schema.createIndex('registrations_post_status_idx').on('registrations').columns(['post_id', 'status', 'seq']).execute();
  await db.schema.createIndex('registrations_offer_idx').on('registrations').columns(['status', 'offer_expires_at']).execute();
  await db.schema.createIndex('registrations_payment_due_idx').on('registrations').columns(['status', 'payment_due_at']).execute();
  await db.schema.createIndex('registrations_ticket_code_idx').on('registrations').column('ticket_code').execute();
  // Registrations made before seats existed keep their arrival order.
  await sql`update registrations set updated_at = created_at`.execute(db);

  await db.schema
    .createTable('event_staff')
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('added_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('event_staff_pk', ['post_id', 'email'])
    .execute();
  await db.schema.createIndex('event_staff_email_idx').on('event_staff').column('email').execute();

  await db.schema
    .createTable('registration_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('registration_id', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('reason', 'text')
    .addColumn('details', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('registration_log_post_idx').on('registration_log').columns(['post_id', 'created_at']).execute();

  await db.schema
    .createTable('check_ins')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('registration_id', 'text', (c) => c.notNull().references('registrations.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('scanned_at', 'text', (c) => c.notNull())
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addColumn('by_user_id', 'text')
    .addColumn('undone_at', 'text')
    .addColumn('undone_by', 'text')
    .execute();
  await db.schema
    .createIndex('check_ins_once_idx')
    .on('check_ins')
    .columns(['registration_id', 'day'])
    .unique()
    .where(sql.ref('undone_at'), 'is', null)
    .execute();
  await db.schema.createIndex('check_ins_post_idx').on('check_ins').columns(['post_id', 'recorded_at']).execute();

  await db.schema
    .createTable('door_scans')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('registration_id', 'text')
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('scanned_at', 'text', (c) => c.notNull())
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addColumn('by_user_id', 'text')
    .execute();

  await db.schema
    .createTable('server_keys')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['server_keys', 'door_scans', 'check_ins', 'registration_log', 'event_staff']) {
    await db.schema.dropTable(table).execute();
  }
  for (const index of ['registrations_ticket_code_idx', 'registrations_payment_due_idx', 'registrations_offer_idx', 'registrations_post_status_idx']) {
    await db.schema.dropIndex(index).execute();
  }
  for (const column of [...REGISTRATION_TEXT_COLUMNS, 'seq', 'status']) {
    await db.schema.alterTable('registrations').dropColumn(column).execute();
  }
  for (const column of [...POST_COLUMNS].reverse()) {
    await db.schema.alterTable('posts').dropColumn(column).execute();
  }
}

import { PostgresAdapter, type Kysely, type Transaction } from 'kysely';
import type { Database, PostsTable, RegistrationsTable } from '../../database/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type RegistrationRow = RegistrationsTable;

/** The state of a registration that holds no payment, offer, cancellation, ticket or check-in yet (decision 049). */
export const DOOR_FIELDS_UNSET = {
  seats: null,
  payment_screenshot: null,
  payment_submitted_at: null,
  payment_due_at: null,
  payment_decided_at: null,
  payment_decided_by: null,
  payment_note: null,
  offer_expires_at: null,
  cancelled_at: null,
  cancelled_by: null,
  cancel_reason: null,
  ticket_code: null,
  checked_in_at: null,
  checked_in_by: null,
  payment_reference: null,
  amount_paid: 0,
  payment_reminded_at: null,
  gateway_link_id: null,
  gateway_url: null,
} as const satisfies Partial<RegistrationRow>;

/** Whether a registration already has this payment reference. */
export async function paymentReferenceTaken(db: Db, reference: string): Promise<boolean> {
  const row = await db.selectFrom('registrations').select('id').where('payment_reference', '=', reference).executeTakeFirst();
  return row !== undefined;
}

/** Throws the dialect's unique violation when the user is already registered for the event. */
export async function insertRegistration(db: Db, row: RegistrationRow): Promise<void> {
  await db.insertInto('registrations').values(row).execute();
}

/** Several registrations in one statement; throws the dialect's unique violation when one of them is a repeat. */
export async function insertRegistrations(db: Db, rows: readonly RegistrationRow[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('registrations').values([...rows]).execute();
}

/** Moves the event's kept registration count by one, in SQL. */
export async function bumpRegistrationCount(db: Db, postId: string): Promise<void> {
  await db
    .updateTable('posts')
    .set((eb) => ({ registration_count: eb('registration_count', '+', 1) }))
    .where('id', '=', postId)
    .execute();
}

/** The ids of the events the user is registered for (on the waitlist too; not cancelled), newest registration first. */
export async function findRegisteredEventIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('registrations')
    .select('post_id')
    .where('user_id', '=', userId)
    .where('status', '!=', 'cancelled')
    .orderBy('created_at', 'desc')
    .orderBy('post_id', 'asc')
    .execute();
  return rows.map((r) => r.post_id);
}

/** The kept registration count of each of the user's own events and cultural events. */
export function findOwnEventCounts(db: Db, userId: string) {
  return db
    .selectFrom('posts')
    .select(['id', 'registration_count'])
    .where('user_id', '=', userId)
    .where('type', 'in', ['event', 'culturalEvent'])
    .execute();
}

/** An event's registrations, oldest first (the export's order); those written together (decision 085) in arrival order. */
export function findEventRegistrations(db: Db, postId: string): Promise<RegistrationRow[]> {
  return db
    .selectFrom('registrations')
    .selectAll()
    .where('post_id', '=', postId)
    .orderBy('created_at', 'asc')
    .orderBy('seq', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

// ---- Seats (decision 049): every seat-moving write runs in a transaction that first locks the event ----

/**
 * The event's row, locked for the rest of the transaction: on PostgreSQL a row lock (`for update`), so that
 * writes moving the event's seats run one after another; SQLite runs one transaction at a time already.
 */
export function lockEvent(trx: Transaction<Database>, postId: string) {
  const query = trx.selectFrom('posts').selectAll().where('id', '=', postId);
  return (trx.getExecutor().adapter instanceof PostgresAdapter ? query.forUpdate() : query).executeTakeFirst();
}

/** The event's kept seat map (JSON), last arrival number and registration count, as the caller computed them. */
export async function setEventSeats(
  trx: Transaction<Database>,
  postId: string,
  patch: Partial<Pick<Database['posts'], 'seats_taken' | 'registration_seq' | 'registration_count'>>,
): Promise<void> {
  await trx.updateTable('posts').set(patch).where('id', '=', postId).execute();
}

export function findRegistration(db: Db, id: string): Promise<RegistrationRow | undefined> {
  return db.selectFrom('registrations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** These users' registrations for the event (cancelled ones too). */
export function findUsersRegistrations(db: Db, postId: string, userIds: readonly string[]): Promise<RegistrationRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('registrations').selectAll().where('post_id', '=', postId).where('user_id', 'in', [...userIds]).execute();
}

/** The user's registration for the event (a cancelled one too), or undefined. */
export function findUserRegistration(db: Db, postId: string, userId: string): Promise<RegistrationRow | undefined> {
  return db.selectFrom('registrations').selectAll().where('post_id', '=', postId).where('user_id', '=', userId).executeTakeFirst();
}

/** Writes a registration's new state; with `fromStatus`, only while it still has that status. Answers whether it did. */
export async function updateRegistration(
  db: Db,
  id: string,
  patch: Partial<Omit<RegistrationRow, 'id' | 'post_id' | 'user_id'>>,
  fromStatus?: string | readonly string[],
): Promise<boolean> {
  let query = db.updateTable('registrations').set(patch).where('id', '=', id);
  if (typeof fromStatus === 'string') query = query.where('status', '=', fromStatus);
  else if (fromStatus) query = query.where('status', 'in', [...fromStatus]);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The event's waitlist, first in line first. */
export function findWaitlist(db: Db, postId: string): Promise<RegistrationRow[]> {
  return db
    .selectFrom('registrations')
    .selectAll()
    .where('post_id', '=', postId)
    .where('status', '=', 'waitlisted')
    .orderBy('seq', 'asc')
    .execute();
}

/** A waitlisted registration's place in line: those ahead of it, plus one. */
export async function waitlistPosition(db: Db, postId: string, seq: number): Promise<number> {
  const row = await db
    .selectFrom('registrations')
    .select((eb) => eb.fn.countAll<string | number>().as('ahead'))
    .where('post_id', '=', postId)
    .where('status', '=', 'waitlisted')
    .where('seq', '<', seq)
    .executeTakeFirstOrThrow();
  return Number(row.ahead) + 1;
}

/** Appends to the event's log. */
export async function logRegistration(db: Db, entry: Database['registration_log']): Promise<void> {
  await db.insertInto('registration_log').values(entry).execute();
}

/** Appends several entries to the log in one statement. */
export async function logRegistrations(db: Db, entries: readonly Database['registration_log'][]): Promise<void> {
  if (entries.length > 0) await db.insertInto('registration_log').values([...entries]).execute();
}

// ---- The registrant's and the host's reads (decision 049) ----

/** What a registration's payment needs of its event: how it is paid, and where (decision 072). */
export type PaymentFacts = Pick<
  PostsTable,
  | 'title'
  | 'type'
  | 'payment_method'
  | 'payment_link'
  | 'payment_qr_code'
  | 'cultural_payment_method'
  | 'cultural_payment_link'
  | 'cultural_payment_qr_code'
  | 'upi_id'
  | 'upi_name'
>;

export interface RegistrationWithTitle extends RegistrationRow, PaymentFacts {
  event_title: string;
}

/** The user's registrations with their events' titles, newest first. */
export function findUserRegistrations(db: Db, userId: string): Promise<RegistrationWithTitle[]> {
  return db
    .selectFrom('registrations')
    .innerJoin('posts', 'posts.id', 'registrations.post_id')
    .selectAll('registrations')
    .select([
      'posts.title as event_title',
      'posts.title',
      'posts.type',
      'posts.payment_method',
      'posts.payment_link',
      'posts.payment_qr_code',
      'posts.cultural_payment_method',
      'posts.cultural_payment_link',
      'posts.cultural_payment_qr_code',
      'posts.upi_id',
      'posts.upi_name',
    ])
    .where('registrations.user_id', '=', userId)
    .orderBy('registrations.created_at', 'desc')
    .orderBy('registrations.id', 'asc')
    .execute();
}

/** An event's registrations in arrival order, of one status or all. */
export function findEventRegistrationsInOrder(db: Db, postId: string, status: string | null): Promise<RegistrationRow[]> {
  let query = db.selectFrom('registrations').selectAll().where('post_id', '=', postId);
  if (status) query = query.where('status', '=', status);
  return query.orderBy('seq', 'asc').orderBy('created_at', 'asc').orderBy('id', 'asc').execute();
}

/** How many of the event's registrations are in each status. */
export async function countByStatus(db: Db, postId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('registrations')
    .select(['status', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('post_id', '=', postId)
    .groupBy('status')
    .execute();
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

/** Offers whose claim window ended, and unpaid holds whose payment window ended, by `now`: at most `limit`. */
export function findLapsedHolds(db: Db, now: string, limit: number) {
  return db
    .selectFrom('registrations')
    .select(['id', 'post_id', 'status'])
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'offered'), eb('offer_expires_at', '<=', now)]),
        eb.and([eb('status', '=', 'awaiting_payment'), eb('payment_due_at', '<=', now), eb('payment_submitted_at', 'is', null)]),
      ]),
    )
    .orderBy('updated_at', 'asc')
    .limit(limit)
    .execute();
}

/** Unpaid holds whose payment window ends by `before`, not yet reminded: the reminder job's candidates. */
export function findHoldsToRemind(db: Db, before: string, limit: number) {
  return db
    .selectFrom('registrations')
    .select(['id', 'post_id'])
    .where('status', '=', 'awaiting_payment')
    .where('payment_submitted_at', 'is', null)
    .where('payment_reminded_at', 'is', null)
    .where('payment_due_at', '<=', before)
    .orderBy('payment_due_at', 'asc')
    .limit(limit)
    .execute();
}

/** The account's display name and email, for the host's notice. */
export function findPerson(db: Db, userId: string) {
  return db.selectFrom('users').select(['id', 'name', 'email']).where('id', '=', userId).executeTakeFirst();
}

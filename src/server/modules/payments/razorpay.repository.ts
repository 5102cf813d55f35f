/**
 * Paying through Razorpay (decision 074): the payment link kept on a registration, the webhook events taken, and the
 * reads the gateway needs of a registration and its event. The registration's own states are written by the events
 * module (`confirmPayment`); this file writes only the gateway's columns and table.
 */
import { PostgresAdapter, type Kysely, type Transaction } from 'kysely';
import type { Database, PostsTable, RegistrationsTable } from '../../database/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export function findRegistration(db: Db, id: string): Promise<RegistrationsTable | undefined> {
  return db.selectFrom('registrations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The registration paid with this reference (`QD-7K2M9`, unique on the campus). */
export function findRegistrationByReference(db: Db, reference: string): Promise<RegistrationsTable | undefined> {
  return db.selectFrom('registrations').selectAll().where('payment_reference', '=', reference).executeTakeFirst();
}

/**
 * The event's row, locked for the rest of the transaction, as every write that moves a registration's state takes
 * it (the events module's lock): on PostgreSQL a row lock; SQLite runs one transaction at a time already.
 */
export function lockEvent(trx: Transaction<Database>, postId: string): Promise<PostsTable | undefined> {
  const query = trx.selectFrom('posts').selectAll().where('id', '=', postId);
  return (trx.getExecutor().adapter instanceof PostgresAdapter ? query.forUpdate() : query).executeTakeFirst();
}

/**
 * Keeps the payment link made for the registration, only while it still has the link it had when the link was asked
 * for (`before`), so two requests at once keep one. Answers whether it did.
 */
export async function keepGatewayLink(
  trx: Transaction<Database>,
  id: string,
  before: string | null,
  link: { id: string; url: string },
): Promise<boolean> {
  let query = trx.updateTable('registrations').set({ gateway_link_id: link.id, gateway_url: link.url }).where('id', '=', id);
  query = before === null ? query.where('gateway_link_id', 'is', null) : query.where('gateway_link_id', '=', before);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Takes a webhook event by Razorpay's id: answers false when it was taken before (a repeat delivery), so it changes
 * nothing twice. In the transaction of what the event does: if that fails, the event is not taken and Razorpay's
 * retry is.
 */
export async function takeEvent(trx: Transaction<Database>, id: string, kind: string, now: string): Promise<boolean> {
  const result = await trx
    .insertInto('payment_gateway_events')
    .values({ id, kind, received_at: now })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

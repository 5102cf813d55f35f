/**
 * Frozen in time: written against Kysely<any>, imports no app code, portable across SQLite and PostgreSQL.
 * Paying through Razorpay (decision 074):
 * - `registrations.gateway_link_id`, `registrations.gateway_url`: the Razorpay payment link made for what the
 *   registration owes (made when the student opens the payment screen), kept so it is offered again while valid;
 * - `payment_gateway_events`: every webhook event taken, by Razorpay's event id, so a repeat changes nothing.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('registrations').addColumn('gateway_link_id', 'text').execute();
  await db.schema.alterTable('registrations').addColumn('gateway_url', 'text').execute();
  await db.schema
    .createTable('payment_gateway_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payment_gateway_events').execute();
  await db.schema.alterTable('registrations').dropColumn('gateway_url').execute();
  await db.schema.alterTable('registrations').dropColumn('gateway_link_id').execute();
}

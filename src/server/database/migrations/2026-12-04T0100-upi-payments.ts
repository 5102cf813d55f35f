/**
 * Frozen in time: written against Kysely<any>, imports no app code, portable across SQLite and PostgreSQL.
 * Paying for a seat by UPI (decision 072):
 * - `posts.upi_id`, `posts.upi_name`: where a UPI-paid event is paid (its payee), instead of a static QR;
 * - `registrations.payment_reference`: the short code a registration that owes money is paid with (`QD-7K2M9`),
 *   unique on the campus, so a bank statement's narration finds it;
 * - `registrations.amount_paid`: what was received so far (a statement's part payment, or the whole when confirmed);
 * - `registrations.payment_reminded_at`: when the "pay by" reminder went out, so it goes once.
 * Registrations that cost money before this get their reference now.
 */
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('posts').addColumn('upi_id', 'text').execute();
  await db.schema.alterTable('posts').addColumn('upi_name', 'text').execute();
  await db.schema.alterTable('registrations').addColumn('payment_reference', 'text').execute();
  await db.schema.alterTable('registrations').addColumn('amount_paid', 'double precision', (col) => col.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('registrations').addColumn('payment_reminded_at', 'text').execute();
  await db.schema.createIndex('registrations_payment_reference_idx').on('registrations').column('payment_reference').unique().execute();
  const owing = await db.selectFrom('registrations').select('id').where('total_price', '>', 0).execute();
  const taken = new Set<string>();
  for (const { id } of owing as { id: string }[]) {
    let reference = '';
    while (!reference || taken.has(reference)) {
      reference = 'QD-' + Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    }
    taken.add(reference);
    await db.updateTable('registrations').set({ payment_reference: reference }).where('id', '=', id).execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('registrations_payment_reference_idx').execute();
  await db.schema.alterTable('registrations').dropColumn('payment_reminded_at').execute();
  await db.schema.alterTable('registrations').dropColumn('amount_paid').execute();
  await db.schema.alterTable('registrations').dropColumn('payment_reference').execute();
  await db.schema.alterTable('posts').dropColumn('upi_name').execute();
  await db.schema.alterTable('posts').dropColumn('upi_id').execute();
}

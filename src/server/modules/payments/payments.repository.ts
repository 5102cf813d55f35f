import { PostgresAdapter, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, PaymentReceiptsTable, PostsTable, RegistrationsTable } from '../../database/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type ReceiptRow = Selectable<PaymentReceiptsTable>;
export type RegistrationRow = RegistrationsTable;

/** Rows written at once: within every dialect's bound on bound values (17 columns a row). */
const CHUNK = 200;
const chunks = <T>(items: readonly T[], size = CHUNK): T[][] => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * The event's row, locked for the rest of the transaction: on PostgreSQL a row lock, so that an import, a host's
 * decision and a registration on the event run one after another (SQLite runs one transaction at a time already).
 */
export function lockEvent(trx: Transaction<Database>, postId: string): Promise<PostsTable | undefined> {
  const query = trx.selectFrom('posts').selectAll().where('id', '=', postId);
  return (trx.getExecutor().adapter instanceof PostgresAdapter ? query.forUpdate() : query).executeTakeFirst();
}

/** Every registration of the event, read once for an import. */
export function findEventRegistrations(db: Db, postId: string): Promise<RegistrationRow[]> {
  return db.selectFrom('registrations').selectAll().where('post_id', '=', postId).orderBy('seq', 'asc').orderBy('id', 'asc').execute();
}

export function findRegistration(db: Db, id: string): Promise<RegistrationRow | undefined> {
  return db.selectFrom('registrations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The event's rows already imported among these fingerprints, by fingerprint. */
export async function findImported(db: Db, postId: string, fingerprints: readonly string[]): Promise<Map<string, ReceiptRow>> {
  const found = new Map<string, ReceiptRow>();
  for (const part of chunks(fingerprints, 500)) {
    if (part.length === 0) continue;
    const rows = await db.selectFrom('payment_receipts').selectAll().where('post_id', '=', postId).where('fingerprint', 'in', part).execute();
    for (const row of rows) found.set(row.fingerprint, row);
  }
  return found;
}

export async function insertReceipts(trx: Transaction<Database>, rows: readonly PaymentReceiptsTable[]): Promise<void> {
  for (const part of chunks(rows)) if (part.length > 0) await trx.insertInto('payment_receipts').values(part).execute();
}

export interface ReceiptWithName extends ReceiptRow {
  registration_name: string | null;
}

/** The event's rows that wait for a person (not yet resolved), newest import first, in file order. */
export function findOpenReceipts(db: Db, postId: string, limit: number): Promise<ReceiptWithName[]> {
  return db
    .selectFrom('payment_receipts')
    .leftJoin('registrations', 'registrations.id', 'payment_receipts.registration_id')
    .selectAll('payment_receipts')
    .select('registrations.name as registration_name')
    .where('payment_receipts.post_id', '=', postId)
    .where('payment_receipts.resolved_at', 'is', null)
    .orderBy('payment_receipts.created_at', 'desc')
    .orderBy('payment_receipts.line', 'asc')
    .orderBy('payment_receipts.id', 'asc')
    .limit(limit)
    .execute();
}

export function findReceipt(db: Db, id: string): Promise<ReceiptRow | undefined> {
  return db.selectFrom('payment_receipts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Settles a row by hand, only while it is unresolved. Answers whether it did. */
export async function resolveReceipt(
  trx: Transaction<Database>,
  id: string,
  patch: Pick<PaymentReceiptsTable, 'outcome' | 'registration_id' | 'note' | 'resolved_by' | 'resolved_at'> & { refund: number },
): Promise<boolean> {
  const result = await trx.updateTable('payment_receipts').set(patch).where('id', '=', id).where('resolved_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

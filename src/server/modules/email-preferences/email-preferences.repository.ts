import type { Kysely, Transaction } from 'kysely';
import type { Database, EmailUnsubscribeTokensTable } from '../../database/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The kinds the user turned off. */
export async function findOptOuts(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('email_opt_outs').select('kind').where('user_id', '=', userId).execute();
  return rows.map((r) => r.kind);
}

/** Of these users, those who turned `kind` off. */
export async function findUsersOptedOut(db: Db, userIds: readonly string[], kind: string): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('email_opt_outs')
    .select('user_id')
    .where('kind', '=', kind)
    .where('user_id', 'in', [...userIds])
    .execute();
  return new Set(rows.map((r) => r.user_id));
}

/** Turns a kind off (idempotent). */
export async function insertOptOut(db: Db, userId: string, kind: string, now: string): Promise<void> {
  await db
    .insertInto('email_opt_outs')
    .values({ user_id: userId, kind, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'kind']).doNothing())
    .execute();
}

/** Turns a kind on again. */
export async function deleteOptOut(db: Db, userId: string, kind: string): Promise<void> {
  await db.deleteFrom('email_opt_outs').where('user_id', '=', userId).where('kind', '=', kind).execute();
}

export async function insertUnsubscribeToken(db: Db, row: EmailUnsubscribeTokensTable): Promise<void> {
  await db.insertInto('email_unsubscribe_tokens').values(row).execute();
}

/** Several links' rows in one statement. */
export async function insertUnsubscribeTokens(db: Db, rows: readonly EmailUnsubscribeTokensTable[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('email_unsubscribe_tokens').values([...rows]).execute();
}

/** The link's row with its account's address, or undefined. */
export function findUnsubscribeToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('email_unsubscribe_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['t.user_id', 't.kind', 't.expires_at', 'u.email'])
    .where('t.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Whether any link has expired (read first, so that a sweep with nothing to do writes nothing). */
export async function hasExpiredTokens(db: Db, now: string): Promise<boolean> {
  const row = await db.selectFrom('email_unsubscribe_tokens').select('token_hash').where('expires_at', '<=', now).limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function deleteExpiredTokens(db: Db, now: string): Promise<void> {
  await db.deleteFrom('email_unsubscribe_tokens').where('expires_at', '<=', now).execute();
}

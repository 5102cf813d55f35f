import type { Kysely, Transaction } from 'kysely';
import type { AccountTokensTable, Database } from '../../database/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type AccountTokenPurpose = AccountTokensTable['purpose'];

/**
 * Stores a new token of `purpose` for the account, and spends every older unused one of that purpose, so only
 * the newest link of each kind works.
 */
export async function replaceToken(
  db: Db,
  row: { token_hash: string; purpose: AccountTokenPurpose; user_id: string; now: string; expires_at: string },
): Promise<void> {
  await db
    .updateTable('account_tokens')
    .set({ used_at: row.now })
    .where('user_id', '=', row.user_id)
    .where('purpose', '=', row.purpose)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('account_tokens')
    .values({
      token_hash: row.token_hash,
      purpose: row.purpose,
      user_id: row.user_id,
      created_at: row.now,
      expires_at: row.expires_at,
      used_at: null,
    })
    .execute();
}

/**
 * Spends a token if it is of `purpose`, unused and unexpired; answers its account's id, or undefined. One
 * conditional update, so a token is used once even when two requests race.
 */
export async function consumeToken(db: Db, tokenHash: string, purpose: AccountTokenPurpose, now: string): Promise<string | undefined> {
  const result = await db
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  const row = await db.selectFrom('account_tokens').select('user_id').where('token_hash', '=', tokenHash).executeTakeFirst();
  return row?.user_id;
}

/** Spends every unused token of the account (all purposes): a reset proves the address, and ends the rest. */
export async function spendAccountTokens(db: Db, userId: string, now: string): Promise<void> {
  await db.updateTable('account_tokens').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
}

/** The sweep: tokens past their expiry (used ones too: a used token expires like the rest). */
export async function deleteExpiredTokens(db: Db, now: string): Promise<number> {
  const result = await db.deleteFrom('account_tokens').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

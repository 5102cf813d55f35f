import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../database/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function insertSession(
  db: Db,
  row: { token_hash: string; user_id: string; now: string; expires_at: string },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      token_hash: row.token_hash,
      user_id: row.user_id,
      created_at: row.now,
      last_used_at: row.now,
      expires_at: row.expires_at,
      revoked_at: null,
    })
    .execute();
}

/** The live session behind a token hash, with its user, in one query. */
export const findLiveSession = (db: Db, tokenHash: string, now: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.token_hash',
      'sessions.last_used_at',
      'sessions.expires_at',
      'users.id',
      'users.name',
      'users.email',
      'users.avatar',
      'users.is_admin',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();

export async function touchSession(db: Db, tokenHash: string, now: string, expiresAt: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_used_at: now, expires_at: expiresAt })
    .where('token_hash', '=', tokenHash)
    .execute();
}

export async function revokeSession(db: Db, tokenHash: string, now: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function deleteExpiredSessions(db: Db, now: string): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
}

export async function insertTicket(
  db: Db,
  row: { ticket_hash: string; user_id: string; expires_at: string },
): Promise<void> {
  await db.insertInto('auth_tickets').values({ ...row, used_at: null }).execute();
}

/** Marks a ticket used if it is unused and unexpired; answers its user id, or undefined. Single-use by construction. */
export async function consumeTicket(db: Db, ticketHash: string, now: string): Promise<string | undefined> {
  const result = await db
    .updateTable('auth_tickets')
    .set({ used_at: now })
    .where('ticket_hash', '=', ticketHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  const row = await db
    .selectFrom('auth_tickets')
    .select('user_id')
    .where('ticket_hash', '=', ticketHash)
    .executeTakeFirst();
  return row?.user_id;
}

export async function insertOidcFlow(
  db: Db,
  row: { state: string; code_verifier: string; nonce: string; created_at: string },
): Promise<void> {
  await db.insertInto('oidc_flows').values(row).execute();
}

/** Takes a flow out (one use only); flows older than `notBefore` are gone. */
export async function takeOidcFlow(db: Db, state: string, notBefore: string) {
  const row = await db.selectFrom('oidc_flows').selectAll().where('state', '=', state).executeTakeFirst();
  await db.deleteFrom('oidc_flows').where((eb) => eb.or([eb('state', '=', state), eb('created_at', '<', notBefore)])).execute();
  return row && row.created_at >= notBefore ? row : undefined;
}

/** Revokes every live session of a user, but the one whose hash is `exceptTokenHash` if given. */
export async function revokeUserSessions(db: Db, userId: string, now: string, exceptTokenHash?: string): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (exceptTokenHash !== undefined) query = query.where('token_hash', '!=', exceptTokenHash);
  await query.execute();
}

/** Spends a user's unused sign-in tickets, so none becomes a session later. */
export async function spendUserTickets(db: Db, userId: string, now: string): Promise<void> {
  await db
    .updateTable('auth_tickets')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

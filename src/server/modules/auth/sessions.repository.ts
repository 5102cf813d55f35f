import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../database/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function insertSession(
  db: Db,
  row: { token_hash: string; user_id: string; now: string; expires_at: string; device?: string | null },
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
      device: row.device ?? null,
    })
    .execute();
}

/**
 * Live sessions with their users. `bornAfter`: a session created at or before it is over whatever its use (the
 * absolute cap, SESSION.maxAgeMs).
 */
const liveSessions = (db: Db, now: string, bornAfter: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.token_hash',
      'sessions.created_at',
      'sessions.last_used_at',
      'sessions.expires_at',
      'users.id',
      'users.name',
      'users.email',
      'users.avatar',
      'users.is_admin',
      'users.email_verified_at',
      'users.is_moderator',
      'users.suspended_until',
      'users.suspension_reason',
      'users.locale',
      // Your account (decision 047): whether this viewer blocked anyone, one indexed probe.
      (eb) =>
        eb
          .exists(eb.selectFrom('user_blocks').select('user_blocks.blocker_id').whereRef('user_blocks.blocker_id', '=', 'users.id'))
          .as('has_blocks'),
      // Events get a home (decision 071): whether this viewer co-hosts any event, one indexed probe by email.
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom('event_staff')
              .select('event_staff.post_id')
              .whereRef('event_staff.email', '=', 'users.email')
              .where('event_staff.role', '=', 'cohost'),
          )
          .as('co_hosts'),
    ])
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .where('sessions.created_at', '>', bornAfter);

/**
 * The live sessions behind some token hashes (a few hundred at most), each with its user, in one query. The
 * list is padded to a power of two (its last hash repeated), so a handful of texts serve every batch size and
 * each stays a prepared statement (database/connection.ts).
 */
export const findLiveSessions = (db: Db, tokenHashes: readonly string[], now: string, bornAfter: string) =>
  liveSessions(db, now, bornAfter).where('sessions.token_hash', 'in', paddedToPowerOfTwo(tokenHashes)).execute();

function paddedToPowerOfTwo<T>(list: readonly T[]): T[] {
  let size = 1;
  while (size < list.length) size *= 2;
  const last = list[list.length - 1];
  return last === undefined ? [...list] : [...list, ...Array<T>(size - list.length).fill(last)];
}

export type LiveSessionRow = Awaited<ReturnType<typeof findLiveSessions>>[number];

export async function touchSession(db: Db, tokenHash: string, now: string, expiresAt: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_used_at: now, expires_at: expiresAt })
    .where('token_hash', '=', tokenHash)
    .execute();
}

/** Revoked now; its expiry moves to now as well, so the sweep deletes it. */
export async function revokeSession(db: Db, tokenHash: string, now: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now, expires_at: now })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function insertTicket(
  db: Db,
  row: { ticket_hash: string; user_id: string; expires_at: string; binding_hash: string },
): Promise<void> {
  await db.insertInto('auth_tickets').values({ ...row, used_at: null }).execute();
}

/**
 * Marks a ticket used if it is unused, unexpired and was issued to the browser holding `bindingHash`'s secret;
 * answers its user id, or undefined. Single-use by construction.
 */
export async function consumeTicket(db: Db, ticketHash: string, bindingHash: string, now: string): Promise<string | undefined> {
  const result = await db
    .updateTable('auth_tickets')
    .set({ used_at: now })
    .where('ticket_hash', '=', ticketHash)
    .where('binding_hash', '=', bindingHash)
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
  row: { state: string; code_verifier: string; nonce: string; created_at: string; binding_hash: string },
): Promise<void> {
  await db.insertInto('oidc_flows').values(row).execute();
}

/**
 * Takes a flow out (one use only, even with several processes): the flow of `state` begun by the browser
 * holding `bindingHash`'s secret, no older than `notBefore`. Another browser's callback leaves it in place.
 */
export async function takeOidcFlow(db: Db, state: string, bindingHash: string, notBefore: string) {
  const row = await db
    .selectFrom('oidc_flows')
    .selectAll()
    .where('state', '=', state)
    .where('binding_hash', '=', bindingHash)
    .where('created_at', '>=', notBefore)
    .executeTakeFirst();
  if (!row) return undefined;
  const taken = await db.deleteFrom('oidc_flows').where('state', '=', state).executeTakeFirst();
  return Number(taken.numDeletedRows) === 1 ? row : undefined;
}

/** A wrong password for `account` from `client` (both hashed by the caller). One indexed insert. */
export async function insertLoginFailure(db: Db, row: { account: string; client: string; created_at: string }): Promise<void> {
  await db.insertInto('login_failures').values(row).execute();
}

/** Failures for an account since `since`: from every client, and from `client`. One indexed count. */
export async function countLoginFailures(
  db: Db,
  account: string,
  client: string,
  since: string,
): Promise<{ account: number; client: number }> {
  const row = await db
    .selectFrom('login_failures')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('all'),
      eb.fn.sum<number | string | null>(eb.case().when('client', '=', client).then(1).else(0).end()).as('mine'),
    ])
    .where('account', '=', account)
    .where('created_at', '>', since)
    .executeTakeFirst();
  return { account: Number(row?.all ?? 0), client: Number(row?.mine ?? 0) };
}

/** A right password from a client forgets that client's failures for the account (not the others'). */
export async function clearLoginFailures(db: Db, account: string, client: string): Promise<void> {
  await db.deleteFrom('login_failures').where('account', '=', account).where('client', '=', client).execute();
}

/**
 * The periodic sweep: every row that can no longer be used. Each DELETE walks one index on a time, and is
 * idempotent, so several processes may sweep the same database.
 */
export async function deleteDeadAuthRows(
  db: Db,
  at: { now: string; flowsBefore: string; failuresBefore: string },
): Promise<{ sessions: number; tickets: number; flows: number; failures: number }> {
  const count = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);
  return {
    sessions: count(await db.deleteFrom('sessions').where('expires_at', '<=', at.now).executeTakeFirst()),
    tickets: count(await db.deleteFrom('auth_tickets').where('expires_at', '<=', at.now).executeTakeFirst()),
    flows: count(await db.deleteFrom('oidc_flows').where('created_at', '<', at.flowsBefore).executeTakeFirst()),
    failures: count(await db.deleteFrom('login_failures').where('created_at', '<', at.failuresBefore).executeTakeFirst()),
  };
}

/**
 * Revokes every live session of a user, but the one whose hash is `exceptTokenHash` if given; their expiry moves
 * to now, as on logout, so the sweep deletes them.
 */
export async function revokeUserSessions(db: Db, userId: string, now: string, exceptTokenHash?: string): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: now, expires_at: now })
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

/** A user's live sessions (unrevoked, unexpired, within the absolute cap), most recently used first. */
export const findLiveSessionsOf = (db: Db, userId: string, now: string, bornAfter: string) =>
  db
    .selectFrom('sessions')
    .select(['token_hash', 'device', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where('created_at', '>', bornAfter)
    .orderBy('last_used_at', 'desc')
    .orderBy('created_at', 'desc')
    .execute();


import type { Kysely, Transaction } from 'kysely';
import type { Database, PushOutboxTable, PushSubscriptionsTable } from '../../database/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

// ---- the VAPID key pair (server_keys) ----

export async function findServerKey(db: Db, name: string): Promise<string | undefined> {
  return (await db.selectFrom('server_keys').select('value').where('name', '=', name).executeTakeFirst())?.value;
}

/** Writes a key unless one of that name is there already: of two processes starting at once, the first wins. */
export async function insertServerKeyOnce(db: Db, name: string, value: string, now: string): Promise<void> {
  await db
    .insertInto('server_keys')
    .values({ name, value, created_at: now })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

// ---- subscriptions ----

export type PushSubscriptionRow = PushSubscriptionsTable;

export function findSubscriptionByEndpoint(db: Db, endpoint: string): Promise<PushSubscriptionRow | undefined> {
  return db.selectFrom('push_subscriptions').selectAll().where('endpoint', '=', endpoint).executeTakeFirst();
}

export async function insertSubscription(db: Db, row: PushSubscriptionRow): Promise<void> {
  await db.insertInto('push_subscriptions').values(row).execute();
}

/** The browser's keys or name changed (a subscription renewed in the same sign-in). */
export async function updateSubscriptionKeys(db: Db, id: string, keys: Pick<PushSubscriptionRow, 'p256dh' | 'auth' | 'device'>): Promise<void> {
  await db.updateTable('push_subscriptions').set(keys).where('id', '=', id).execute();
}

/** Removes a subscription, and with it the pushes still waiting for it. */
export async function deleteSubscription(db: Db, id: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}

/** Removes one of the user's subscriptions by its address; answers whether there was one. */
export async function deleteOwnSubscription(db: Db, userId: string, endpoint: string): Promise<boolean> {
  const result = await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('endpoint', '=', endpoint).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The user's subscriptions whose sign-in still lasts, newest first. */
export function findLiveSubscriptions(db: Db, userId: string, now: string): Promise<PushSubscriptionRow[]> {
  return db
    .selectFrom('push_subscriptions as p')
    .innerJoin('sessions as s', 's.token_hash', 'p.session_hash')
    .selectAll('p')
    .where('p.user_id', '=', userId)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .execute();
}

/** The user's subscriptions past the newest `keep`: the ones a new device replaces. */
export async function findSubscriptionIdsBeyond(db: Db, userId: string, keep: number): Promise<string[]> {
  const rows = await db
    .selectFrom('push_subscriptions')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(keep)
    .limit(1000)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * The devices a push of `kind` to the user goes to: their subscriptions whose sign-in still lasts, unless they
 * turned the kind off.
 */
export async function findPushTargets(db: Db, userId: string, kind: string, now: string): Promise<string[]> {
  const rows = await db
    .selectFrom('push_subscriptions as p')
    .innerJoin('sessions as s', 's.token_hash', 'p.session_hash')
    .select('p.id')
    .where('p.user_id', '=', userId)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('push_opt_outs as o').select('o.user_id').whereRef('o.user_id', '=', 'p.user_id').where('o.kind', '=', kind),
        ),
      ),
    )
    .orderBy('p.id')
    .execute();
  return rows.map((r) => r.id);
}

/**
 * The devices of these users whose sign-in lasts and who did not turn `kind` off, each with its user and their
 * language: one query for a whole audience (a club's followers told at once, decision 081).
 */
export async function findPushTargetsOf(db: Db, userIds: readonly string[], kind: string, now: string): Promise<{ id: string; user_id: string; locale: string | null }[]> {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('push_subscriptions as p')
    .innerJoin('sessions as s', 's.token_hash', 'p.session_hash')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.id', 'p.user_id', 'u.locale'])
    .where('p.user_id', 'in', [...userIds])
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('push_opt_outs as o').select('o.user_id').whereRef('o.user_id', '=', 'p.user_id').where('o.kind', '=', kind),
        ),
      ),
    )
    .orderBy('p.id')
    .execute();
}

/** The language the student chose (decision 055): their pushes are said in it; null: English. */
export async function findReaderLocale(db: Db, userId: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('locale').where('id', '=', userId).executeTakeFirst();
  return row?.locale ?? null;
}

// ---- the choice of kinds ----

export async function findPushOptOuts(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('push_opt_outs').select('kind').where('user_id', '=', userId).execute();
  return rows.map((r) => r.kind);
}

export async function insertPushOptOut(db: Db, userId: string, kind: string, now: string): Promise<void> {
  await db
    .insertInto('push_opt_outs')
    .values({ user_id: userId, kind, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'kind']).doNothing())
    .execute();
}

export async function deletePushOptOut(db: Db, userId: string, kind: string): Promise<void> {
  await db.deleteFrom('push_opt_outs').where('user_id', '=', userId).where('kind', '=', kind).execute();
}

// ---- the outbox ----

export type NewPushRow = Pick<PushOutboxTable, 'id' | 'subscription_id' | 'kind' | 'payload' | 'next_attempt_at' | 'created_at'>;

export async function insertPushRows(db: Db, rows: readonly NewPushRow[]): Promise<void> {
  // Twelve values a row: 1,000 rows a statement stay under SQLite's 32,766 (a club's followers' every device).
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insertInto('push_outbox')
      .values(rows.slice(i, i + 1000).map((row) => ({ ...row, status: 'pending' as const, attempts: 0, lease_until: null, last_error: null, sent_at: null })))
      .execute();
  }
}

/** A push a worker has just claimed (`outbox/`), with its device's address and keys; null when the device is gone. */
export async function findClaimedPush(db: Db, id: string) {
  return (
    (await db
      .selectFrom('push_outbox as o')
      .innerJoin('push_subscriptions as p', 'p.id', 'o.subscription_id')
      .select(['o.id', 'o.subscription_id', 'o.kind', 'o.payload', 'o.attempts', 'p.endpoint', 'p.p256dh', 'p.auth'])
      .where('o.id', '=', id)
      .executeTakeFirst()) ?? null
  );
}

export type ClaimedPush = NonNullable<Awaited<ReturnType<typeof findClaimedPush>>>;

/** The push service took a push: its device is known to work. */
export async function markSubscriptionWorked(db: Db, id: string, now: string): Promise<void> {
  await db.updateTable('push_subscriptions').set({ last_success_at: now }).where('id', '=', id).execute();
}

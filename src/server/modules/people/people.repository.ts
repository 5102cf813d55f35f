import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../database/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

const COLUMNS = ['id', 'name', 'email', 'is_admin', 'is_moderator', 'email_verified_at', 'suspended_until', 'suspension_reason', 'locale'] as const;

/** Accounts whose name or email holds `text` (any case), by name; at most `limit`. */
export function searchAccounts(db: Db, text: string, limit: number) {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .selectFrom('users')
    .select(COLUMNS)
    .where((eb) =>
      eb.or([
        eb(sql<string>`lower(name)`, 'like', sql<string>`${pattern} escape '\\'`),
        eb(sql<string>`lower(email)`, 'like', sql<string>`${pattern} escape '\\'`),
      ]),
    )
    .where('email', 'not like', '%@quad.invalid')
    .orderBy('name')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export const findAccount = (db: Db, id: string) => db.selectFrom('users').select(COLUMNS).where('id', '=', id).executeTakeFirst();

export type AccountRow = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

export async function setRole(db: Db, id: string, flags: { is_admin: number; is_moderator: number; admin_revoked_for?: string | null }, now: string): Promise<void> {
  await db.updateTable('users').set({ ...flags, updated_at: now }).where('id', '=', id).execute();
}

export async function setSuspension(db: Db, id: string, until: string | null, reason: string | null, now: string): Promise<void> {
  await db.updateTable('users').set({ suspended_until: until, suspension_reason: reason, updated_at: now }).where('id', '=', id).execute();
}

/**
 * Signed-in accounts made straight in the database (no password hashing): fast, for crowd and rule tests. Their
 * email is verified unless the overrides say `email_verified_at: null` (decision 041).
 */
import type { Kysely } from 'kysely';
import { buildPost, insertPost, insertUser } from './factories.ts';
import type { Database, UsersTable } from '../database/schema.ts';
import { isoIn, nowIso } from '../database/values.ts';
import { hashToken, newToken } from '../lib/tokens.ts';
import { insertSession } from '../modules/auth/sessions.repository.ts';

export interface QuickAccount {
  id: string;
  name: string;
  email: string;
  token: string;
}

export async function quickAccount(db: Kysely<Database>, overrides: Partial<UsersTable> = {}): Promise<QuickAccount> {
  const user = await insertUser(db, { email_verified_at: nowIso(), ...overrides });
  const token = newToken();
  await insertSession(db, { token_hash: hashToken(token), user_id: user.id, now: nowIso(), expires_at: isoIn(3_600_000) });
  return { id: user.id, name: user.name, email: user.email, token };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An account whose reports count toward hiding a post: made more than a day ago (its `created_at` written
 * straight into the database) and with an approved post of its own.
 */
export async function establishedAccount(db: Kysely<Database>, overrides: Partial<UsersTable> = {}): Promise<QuickAccount> {
  const account = await quickAccount(db, { created_at: new Date(Date.now() - DAY_MS - 3_600_000).toISOString(), ...overrides });
  await insertPost(db, buildPost(account.id));
  return account;
}

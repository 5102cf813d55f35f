/** Signed-in accounts made straight in the database (no password hashing): fast, for crowd and rule tests. */
import type { Kysely } from 'kysely';
import { insertUser } from '../database/factories.ts';
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
  const user = await insertUser(db, overrides);
  const token = newToken();
  await insertSession(db, { token_hash: hashToken(token), user_id: user.id, now: nowIso(), expires_at: isoIn(3_600_000) });
  return { id: user.id, name: user.name, email: user.email, token };
}

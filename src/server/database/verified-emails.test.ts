/** The migration that gives accounts a verified email: accounts already signed in with Google have proven theirs. */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, dialectName, type TestDatabase } from '../test/test-app.ts';
import * as verifiedEmails from './migrations/2026-11-24T1000-verified-emails.ts';
import { newId, nowIso } from './values.ts';

describe(`verified emails (migration 2026-11-24T1000, ${dialectName})`, () => {
  let d: TestDatabase;
  beforeAll(async () => {
    d = await createTestDatabase();
  });
  afterAll(() => d.drop());

  it('marks the accounts linked to Google as verified, and no password account', async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table as it was before the migration
    const db = d.db as unknown as Kysely<any>;
    await verifiedEmails.down(db);
    const account = (email: string, google_sub: string | null, password_hash: string | null) => ({
      id: newId(),
      name: email,
      email,
      password_hash,
      google_sub,
      avatar: null,
      is_admin: 0,
      created_at: nowIso(),
      updated_at: nowIso(),
    });
    const google = account('google@campus.test', 'sub-1', null);
    const linked = account('linked@campus.test', 'sub-2', 'scrypt$hash');
    const password = account('password@campus.test', null, 'scrypt$hash');
    await db.insertInto('users').values([google, linked, password]).execute();

    await verifiedEmails.up(db);
    const rows = await d.db.selectFrom('users').select(['email', 'email_verified_at', 'admin_revoked_for']).orderBy('email').execute();
    expect(rows.map((r) => [r.email, r.email_verified_at !== null, r.admin_revoked_for])).toEqual([
      ['google@campus.test', true, null],
      ['linked@campus.test', true, null],
      ['password@campus.test', false, null],
    ]);
  });
});

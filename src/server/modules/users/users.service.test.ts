import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../test/factories.ts';
import { isoIn, nowIso } from '../../database/values.ts';
import { createTestDatabase, dialectName, type TestDatabase } from '../../test/test-app.ts';
import { adminListFingerprint, describeAdmins, grantAdmin, listGrantsAdmin, revokeAdmin } from './users.service.ts';

const LIST = new Set(['dean@campus.test', 'registrar@campus.test']);

describe(`who is admin: ADMIN_EMAILS, grant and revoke (${dialectName})`, () => {
  let d: TestDatabase;
  beforeAll(async () => {
    d = await createTestDatabase();
  });
  afterAll(() => d.drop());

  it('lets the list grant only a listed, verified account not revoked under the same list', () => {
    const verified = { email: 'dean@campus.test', email_verified_at: nowIso(), admin_revoked_for: null };
    expect(listGrantsAdmin(LIST, verified)).toBe(true);
    expect(listGrantsAdmin(LIST, { ...verified, email_verified_at: null })).toBe(false);
    expect(listGrantsAdmin(LIST, { ...verified, email: 'student@campus.test' })).toBe(false);
    const revoked = { ...verified, admin_revoked_for: adminListFingerprint(LIST) };
    expect(listGrantsAdmin(new Set(['registrar@campus.test', 'dean@campus.test']), revoked)).toBe(false);
    expect(listGrantsAdmin(new Set(['dean@campus.test']), revoked)).toBe(true);
  });

  it('grants, revokes and lists admins for the operator', async () => {
    // A second apart: the list is oldest first, and two accounts of one millisecond would tie.
    const dean = await insertUser(d.db, { email: 'dean@campus.test', name: 'The Dean', email_verified_at: nowIso(), created_at: isoIn(-2000) });
    await insertUser(d.db, { email: 'helper@campus.test', name: 'A Helper', created_at: isoIn(-1000) });
    expect(await describeAdmins(d.db, LIST)).toEqual([]);

    expect(await grantAdmin(d.db, 'dean@campus.test')).toBe(1);
    expect(await grantAdmin(d.db, 'helper@campus.test')).toBe(1);
    expect(await grantAdmin(d.db, 'nobody@campus.test')).toBe(0);
    expect(await describeAdmins(d.db, LIST)).toEqual([
      'dean@campus.test (The Dean): verified email, in ADMIN_EMAILS',
      'helper@campus.test (A Helper): email not verified, not in ADMIN_EMAILS',
    ]);

    expect(await revokeAdmin(d.db, LIST, 'dean@campus.test')).toBe(1);
    const row = await d.db.selectFrom('users').selectAll().where('id', '=', dean.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ is_admin: 0, admin_revoked_for: adminListFingerprint(LIST) });
    expect(await describeAdmins(d.db, LIST)).toHaveLength(1);

    // A grant by hand clears the revoke.
    await grantAdmin(d.db, 'dean@campus.test');
    const granted = await d.db.selectFrom('users').selectAll().where('id', '=', dean.id).executeTakeFirstOrThrow();
    expect(granted).toMatchObject({ is_admin: 1, admin_revoked_for: null });
  });
});

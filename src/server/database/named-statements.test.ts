/**
 * On PostgreSQL a query's text that comes again is sent as a named statement, parsed once per connection and
 * kept by the server; a text seen once stays unnamed. (PostgreSQL only; skipped on SQLite.)
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../test/factories.ts';
import { createTestDatabase, dialectName, type TestDatabase } from '../test/test-app.ts';

describe.skipIf(dialectName !== 'postgres')('named statements on PostgreSQL', () => {
  let d: TestDatabase;
  beforeAll(async () => {
    d = await createTestDatabase();
    // A direct connection keeps what it prepared; until that is known, nothing is named.
    expect(await d.statementsKept).toBe(true);
  });
  afterAll(async () => {
    await d.close();
    await d.drop();
  });

  it('prepares a repeated read once on a connection and answers each run with its own parameters', async () => {
    const ana = await insertUser(d.db, { name: 'Ana Named' });
    const ben = await insertUser(d.db, { name: 'Ben Named' });
    await d.db.connection().execute(async (connection) => {
      const prepared = async () =>
        (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(connection)).rows.map((r) => r.statement);
      const nameOf = (id: string) => connection.selectFrom('users').select('name').where('id', '=', id).executeTakeFirstOrThrow();
      const read = 'select "name" from "users" where "id" = $1';

      expect(await nameOf(ana.id)).toEqual({ name: 'Ana Named' });
      expect(await prepared()).not.toContain(read);
      // The second time the text comes, it is named; every later run uses it with its own parameter.
      expect(await nameOf(ben.id)).toEqual({ name: 'Ben Named' });
      expect(await nameOf(ana.id)).toEqual({ name: 'Ana Named' });
      expect((await prepared()).filter((statement) => statement === read)).toHaveLength(1);
    });
  });

  it('leaves a text seen once unnamed', async () => {
    await d.db.connection().execute(async (connection) => {
      await sql`select 41 + 1 as once_only`.execute(connection);
      const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(connection);
      expect(rows.some((r) => r.statement.includes('once_only'))).toBe(false);
    });
  });
});

/**
 * The migration that gives posts a version (decision 027), on a database written before it: posts already there
 * start at version 1, and avatars that linked elsewhere (Google's picture) are dropped; Quad's own stay.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName, createTestDatabase, type TestDatabase } from '../test/test-app.ts';
import { buildPost, insertUser } from '../test/factories.ts';
import * as postVersions from './migrations/2026-11-24T1200-post-versions.ts';

describe(`post versions (migration 2026-11-24T1200, ${dialectName})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('starts the posts already there at version 1 and drops avatars that link to other sites', async () => {
    const db = database.db;
    await postVersions.down(db);
    const google = await insertUser(db, { avatar: 'https://lh3.googleusercontent.com/a/photo=s96-c' });
    const predefined = await insertUser(db, { avatar: '/avatars/comet.svg' });
    const uploaded = await insertUser(db, { avatar: `/media/${'b'.repeat(64)}.jpg` });
    const none = await insertUser(db);
    const { version: _version, ...older } = buildPost(google.id, { title: 'Written before versions' });
    await db.insertInto('posts').values(older as never).execute();

    await postVersions.up(db);
    const post = await db.selectFrom('posts').select(['version']).where('id', '=', older.id).executeTakeFirstOrThrow();
    expect(Number(post.version)).toBe(1);
    const avatars = await db.selectFrom('users').select(['id', 'avatar']).where('id', 'in', [google.id, predefined.id, uploaded.id, none.id]).execute();
    expect(Object.fromEntries(avatars.map((u) => [u.id, u.avatar]))).toEqual({
      [google.id]: null,
      [predefined.id]: '/avatars/comet.svg',
      [uploaded.id]: `/media/${'b'.repeat(64)}.jpg`,
      [none.id]: null,
    });
  });
});

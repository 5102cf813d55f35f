/**
 * Backups that restore: a campus with every kind of row and a picture, backed up while its server runs, restored
 * into an empty database, answers the API exactly as before, and every table holds the same rows.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { seedDemoCampus } from '../demo/seed.ts';
import { hashToken, newToken } from '../lib/tokens.ts';
import { insertSession } from '../modules/auth/sessions.repository.ts';
import { call } from '../test/api.ts';
import { createTestApp, dialectName, testConfig, TEST_DATABASE_URL, type TestApp } from '../test/test-app.ts';
import { databaseUrl, onServer } from '../test/template-database.ts';
import { createDatabase, type DatabaseConfig, type DatabaseHandle } from './connection.ts';
import { backupDatabase, isEmptyDatabase, RestoreRefused, restoreDatabase } from './restore.ts';
import type { Database } from './schema.ts';
import { isoIn, newId, nowIso } from './values.ts';

/** Every table's rows, each table's as a sorted list of row digests: equal when the rows are equal. */
async function tableDigests(db: Kysely<Database>): Promise<Record<string, string[]>> {
  const tables = (await db.introspection.getTables()).map((table) => table.name).filter((name) => !name.startsWith('kysely_')).sort();
  const digests: Record<string, string[]> = {};
  for (const table of tables) {
    const rows = (await db.selectFrom(table as keyof Database).selectAll().execute()) as Record<string, unknown>[];
    digests[table] = rows
      .map((row) => createHash('sha256').update(JSON.stringify(Object.entries(row).sort(([a], [b]) => a.localeCompare(b)))).digest('hex'))
      .sort();
  }
  return digests;
}

/** What a visitor and a signed-in student see through the API, pictures included (by their bytes' digest). */
async function throughTheApi(app: FastifyInstance, token: string, postIds: string[], pictures: string[]) {
  const seen: Record<string, unknown> = {};
  for (const url of ['/api/posts?limit=100', '/api/posts?type=event&limit=100', '/api/posts/upcoming-events', '/api/search?q=club']) {
    seen[`visitor ${url}`] = (await call(app, 'GET', url)).json;
  }
  for (const url of ['/api/posts?limit=100', '/api/notifications', '/api/users/liked-posts', '/api/users/me/stats', '/api/calendar/mine']) seen[`student ${url}`] = (await call(app, 'GET', url, { token })).json;
  for (const id of postIds) seen[`post ${id}`] = (await call(app, 'GET', `/api/posts/${id}`, { token })).json;
  for (const url of pictures) {
    const res = await app.inject({ method: 'GET', url });
    seen[`picture ${url}`] = `${res.statusCode} ${createHash('sha256').update(res.rawPayload).digest('hex')}`;
  }
  return seen;
}

describe(`backup and restore (${dialectName})`, () => {
  let source: TestApp;
  let token: string;
  let postIds: string[];
  let pictures: string[];
  let likedLater: string;
  const dir = mkdtempSync(join(tmpdir(), 'quad-backup-'));

  beforeAll(async () => {
    source = await createTestApp();
    await seedDemoCampus(source.database.db);
    const asha = await source.database.db.selectFrom('users').select('id').where('email', '=', 'asha@quad.campus').executeTakeFirstOrThrow();
    token = newToken();
    await insertSession(source.database.db, { token_hash: hashToken(token), user_id: asha.id, now: nowIso(), expires_at: isoIn(3_600_000) });
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 60, b: 90 } } }).png().toBuffer();
    const posted = await call(source.app, 'POST', '/api/posts', {
      token,
      body: { type: 'confession', title: 'A picture to keep', content: 'Backed up and restored.', images: [`data:image/png;base64,${png.toString('base64')}`] },
    });
    expect(posted.status, JSON.stringify(posted.json)).toBe(201);
    const rows = await source.database.db.selectFrom('posts').select('id').orderBy('id').execute();
    postIds = rows.map((row) => row.id);
    pictures = (posted.json as { images: string[] }).images;
    // Liked after the backup: a post every student may like (the demo campus's first id may be a pending event).
    likedLater = (posted.json as { _id: string })._id;
    expect(pictures).toHaveLength(1);
  }, 60_000);

  afterAll(async () => {
    await source?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('restores a running campus into an empty database, identical through the API and row for row', async () => {
    const file = join(dir, dialectName === 'sqlite' ? 'quad.db' : 'quad.dump');
    const before = await throughTheApi(source.app, token, postIds, pictures);
    const digests = await tableDigests(source.database.db);
    // Every kind of row is there to be restored.
    for (const table of ['users', 'sessions', 'posts', 'comments', 'likes', 'registrations', 'notifications', 'media', 'post_media', 'event_days']) {
      expect(digests[table]?.length, table).toBeGreaterThan(0);
    }

    // Backed up while the server runs (and keeps writing: a like after the backup is not in it).
    await backupDatabase(source.database.config, file);
    expect((await call(source.app, 'PUT', `/api/posts/${likedLater}/like`, { token })).status).toBeLessThan(300);

    const target = await emptyDatabase(dir, source.database.config);
    let restored: DatabaseHandle | null = null;
    let app: FastifyInstance | null = null;
    try {
      expect(await isEmptyDatabase(target.config)).toBe(true);
      await restoreDatabase(file, target.config);
      expect(await isEmptyDatabase(target.config)).toBe(false);
      // Never over a campus: a second restore into the same database is refused.
      await expect(restoreDatabase(file, target.config)).rejects.toBeInstanceOf(RestoreRefused);

      restored = createDatabase(target.config);
      await restored.ready;
      expect(await tableDigests(restored.db)).toEqual(digests);
      app = await buildApp({ config: testConfig(), database: restored, clientDir: null, logger: false });
      await app.ready();
      expect(await throughTheApi(app, token, postIds, pictures)).toEqual(before);
    } finally {
      await app?.close();
      await restored?.close().catch(() => undefined);
      await target.drop();
    }
  }, 120_000);
});

/** A new, empty database of the run's kind. */
async function emptyDatabase(dir: string, like: DatabaseConfig): Promise<{ config: DatabaseConfig; drop(): Promise<void> }> {
  if (!TEST_DATABASE_URL) return { config: { kind: 'sqlite', file: join(dir, 'restored', 'quad.db') }, drop: async () => undefined };
  const name = `quad_restore_${newId().replace(/[^a-zA-Z0-9]/g, '').toLowerCase().slice(0, 12)}`;
  await onServer(TEST_DATABASE_URL, `CREATE DATABASE ${name}`);
  // The restored campus lives in the schema the backup's tables were in.
  const schema = like.kind === 'postgres' ? like.schema : undefined;
  return {
    config: { kind: 'postgres', url: databaseUrl(TEST_DATABASE_URL, name), ...(schema ? { schema } : {}) },
    drop: () => onServer(TEST_DATABASE_URL!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

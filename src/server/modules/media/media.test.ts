import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { nowIso } from '../../database/values.ts';
import { createTestApp, dialectName, type TestApp } from '../../test/test-app.ts';
import { deleteUnreferencedMedia } from './media.repository.ts';
import { mediaHashOf, processDataUrl } from './media.service.ts';

describe(`media: serving stored pictures (${dialectName})`, () => {
  let t: TestApp;
  let hash: string;
  let bytes: Buffer;
  beforeAll(async () => {
    t = await createTestApp();
    bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366cc' } }).jpeg().toBuffer();
    hash = createHash('sha256').update(bytes).digest('hex');
    await t.database.db
      .insertInto('media')
      .values({ hash, mime: 'image/jpeg', size: bytes.length, width: 8, height: 8, data: bytes, created_at: nowIso() })
      .execute();
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('serves the bytes with their type, a year of immutable caching, the hash as ETag and nosniff', async () => {
    const res = await get(`/media/${hash}.jpg`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-length']).toBe(String(bytes.length));
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toBe(`"${hash}"`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 304 without a body when the browser already has it', async () => {
    for (const tag of [`"${hash}"`, `W/"${hash}"`, `"other", "${hash}"`, '*']) {
      const res = await get(`/media/${hash}.jpg`, { 'if-none-match': tag });
      expect(res.statusCode, tag).toBe(304);
      expect(res.rawPayload.length).toBe(0);
      expect(res.headers.etag).toBe(`"${hash}"`);
    }
    expect((await get(`/media/${hash}.jpg`, { 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it('answers HEAD like GET, without the body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: `/media/${hash}.jpg` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.rawPayload.length).toBe(0);
  });

  it.each([
    ['an unknown hash', () => `/media/${'0'.repeat(64)}.jpg`],
    ['the wrong extension', () => `/media/${hash}.png`],
    ['an upper-case hash', () => `/media/${hash.toUpperCase()}.jpg`],
    ['no extension', () => `/media/${hash}`],
    ['a name that is no hash', () => '/media/..%2F..%2Fetc%2Fpasswd'],
  ])('answers %s with 404 {message}', async (_name, path) => {
    const res = await get(path());
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MESSAGES.notFound });
  });

  it('answers 404 to a conditional request for a picture that is gone', async () => {
    const res = await get(`/media/${'1'.repeat(64)}.jpg`, { 'if-none-match': `"${'1'.repeat(64)}"` });
    expect(res.statusCode).toBe(404);
  });

  it('deletes only pictures nothing references', async () => {
    const other = await processDataUrl(`data:image/jpeg;base64,${bytes.toString('base64')}`);
    await t.database.db.insertInto('media').values(other).onConflict((oc) => oc.column('hash').doNothing()).execute();
    await t.database.db
      .insertInto('users')
      .values({ id: 'u1', name: 'Avatar Owner', email: 'avatar@campus.test', password_hash: null, google_sub: null,
        avatar: `/media/${other.hash}.jpg`, is_admin: 0, created_at: nowIso(), updated_at: nowIso() })
      .execute();
    expect(await deleteUnreferencedMedia(t.database.db, [hash, other.hash])).toBe(1);
    const left = await t.database.db.selectFrom('media').select('hash').execute();
    expect(left.map((r) => r.hash)).toEqual([other.hash]);
    // Put the first picture back for the other tests' sake.
    await t.database.db.insertInto('media')
      .values({ hash, mime: 'image/jpeg', size: bytes.length, width: 8, height: 8, data: bytes, created_at: nowIso() })
      .execute();
  });

  it('reads the hash out of a /media URL only', () => {
    expect(mediaHashOf(`/media/${hash}.jpg`)).toBe(hash);
    expect(mediaHashOf('https://img.example.org/a.jpg')).toBeNull();
    expect(mediaHashOf(null)).toBeNull();
  });
});

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
    const other = await processDataUrl(t.app.ctx, `data:image/jpeg;base64,${bytes.toString('base64')}`);
    await t.database.db.insertInto('media').values(other).onConflict((oc) => oc.column('hash').doNothing()).execute();
    await t.database.db
      .insertInto('users')
      .values({ id: 'u1', name: 'Avatar Owner', email: 'avatar@campus.test', password_hash: null, google_sub: null,
        avatar: `/media/${other.hash}.jpg`, is_admin: 0, is_moderator: 0, created_at: nowIso(), updated_at: nowIso(), attendance_public: 0 })
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

describe(`media: narrower copies for srcset (${dialectName})`, () => {
  let t: TestApp;
  const stored: Record<'jpg' | 'png', { hash: string; bytes: Buffer }> = {} as never;
  beforeAll(async () => {
    t = await createTestApp();
    const pictures = {
      jpg: await sharp({ create: { width: 900, height: 600, channels: 3, background: '#cc6633' } }).jpeg({ quality: 90 }).toBuffer(),
      png: await sharp({ create: { width: 800, height: 800, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } } }).png().toBuffer(),
    };
    for (const [ext, bytes] of Object.entries(pictures) as ['jpg' | 'png', Buffer][]) {
      const hash = createHash('sha256').update(bytes).digest('hex');
      const meta = await sharp(bytes).metadata();
      await t.database.db
        .insertInto('media')
        .values({ hash, mime: ext === 'jpg' ? 'image/jpeg' : 'image/png', size: bytes.length, width: meta.width, height: meta.height, data: bytes, created_at: nowIso() })
        .execute();
      stored[ext] = { hash, bytes };
    }
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it.each([320, 640])('serves ?w=%i scaled to that width, in proportion, with its own ETag and the same caching', async (width) => {
    const { hash, bytes } = stored.jpg;
    const res = await get(`/media/${hash}.jpg?w=${width}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toBe(`"${hash}-w${width}"`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width, height: Math.round((width * 600) / 900) });
    expect(res.rawPayload.length).toBeLessThan(bytes.length);
    // Made once: the second answer is the same bytes.
    expect((await get(`/media/${hash}.jpg?w=${width}`)).rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('keeps a PNG a PNG, transparency included', async () => {
    const { hash } = stored.png;
    const res = await get(`/media/${hash}.png?w=320`);
    expect(res.headers['content-type']).toBe('image/png');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'png', width: 320, height: 320, hasAlpha: true });
  });

  it('answers a picture no wider than the variant with the picture itself', async () => {
    const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#123456' } }).jpeg().toBuffer();
    const smallHash = createHash('sha256').update(small).digest('hex');
    await t.database.db
      .insertInto('media')
      .values({ hash: smallHash, mime: 'image/jpeg', size: small.length, width: 300, height: 200, data: small, created_at: nowIso() })
      .execute();
    const same = await get(`/media/${smallHash}.jpg?w=320`);
    expect(same.statusCode).toBe(200);
    expect(same.rawPayload.equals(small)).toBe(true);
    expect(same.headers.etag).toBe(`"${smallHash}-w320"`);
  });

  it('answers 304 to the variant\'s own tag only', async () => {
    const { hash } = stored.jpg;
    expect((await get(`/media/${hash}.jpg?w=320`, { 'if-none-match': `"${hash}-w320"` })).statusCode).toBe(304);
    expect((await get(`/media/${hash}.jpg?w=320`, { 'if-none-match': `"${hash}"` })).statusCode).toBe(200);
    expect((await get(`/media/${hash}.jpg?w=640`, { 'if-none-match': `"${hash}-w320"` })).statusCode).toBe(200);
  });

  it.each(['500', '0', '1000', 'abc', '', '320px', '0320'])('refuses ?w=%s with 400 {message}', async (w) => {
    const res = await get(`/media/${stored.jpg.hash}.jpg?w=${w}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.invalidImageWidth });
  });

  it('answers 404 for an unknown picture or the wrong extension, with or without a width', async () => {
    expect((await get(`/media/${'2'.repeat(64)}.jpg?w=320`)).statusCode).toBe(404);
    expect((await get(`/media/${stored.jpg.hash}.png?w=320`)).statusCode).toBe(404);
  });

  it('stops serving a cached copy once the picture is deleted', async () => {
    const bytes = await sharp({ create: { width: 700, height: 700, channels: 3, background: '#00aa00' } }).jpeg().toBuffer();
    const hash = createHash('sha256').update(bytes).digest('hex');
    await t.database.db
      .insertInto('media')
      .values({ hash, mime: 'image/jpeg', size: bytes.length, width: 700, height: 700, data: bytes, created_at: nowIso() })
      .execute();
    expect((await get(`/media/${hash}.jpg?w=320`)).statusCode).toBe(200);
    await deleteUnreferencedMedia(t.database.db, [hash]);
    expect((await get(`/media/${hash}.jpg?w=320`)).statusCode).toBe(404);
    expect((await get(`/media/${hash}.jpg?w=320`, { 'if-none-match': `"${hash}-w320"` })).statusCode).toBe(404);
  });
});

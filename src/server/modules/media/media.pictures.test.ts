/**
 * What a picture may cost the server (decision 026): the pixel cap, the picture queue's bound and its recovery,
 * and one decode per picture. Real sharp, real pictures, the real app on both databases.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_LIMITS } from '../../../shared/limits.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { nowIso } from '../../database/values.ts';
import { quickAccount, type QuickAccount } from '../../test/accounts.ts';
import { call } from '../../test/api.ts';
import { createTestApp, dialectName, type TestApp } from '../../test/test-app.ts';
import { pictureQueueOf } from './media.queue.ts';

const dataUrl = (bytes: Buffer, mime: string) => `data:${mime};base64,${bytes.toString('base64')}`;
let shade = 0;
/** A picture of one colour (its own on each call, so each has its own bytes): small files, however many pixels. */
async function picture(width: number, height: number, format: 'png' | 'jpeg' | 'webp', alpha = 1): Promise<string> {
  shade += 1;
  const image = sharp({ create: { width, height, channels: 4, background: { r: (shade * 37) % 256, g: (shade * 91) % 256, b: (shade * 53) % 256, alpha } } });
  if (format === 'png') return dataUrl(await image.png().toBuffer(), 'image/png');
  if (format === 'webp') return dataUrl(await image.webp({ quality: 50 }).toBuffer(), 'image/webp');
  return dataUrl(await image.jpeg({ quality: 50 }).toBuffer(), 'image/jpeg');
}

const confession = (images: string[]) => ({ type: 'confession', title: 'Seen from the roof', content: 'At dawn.', images });

describe(`pictures: the pixel cap (${dialectName})`, () => {
  let t: TestApp;
  let me: QuickAccount;
  /** Just over 50 megapixels: a PNG, a JPEG and a WebP, each a few hundred KB at most. */
  let over: Record<'png' | 'jpeg' | 'webp', string>;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT: 'off' } });
    me = await quickAccount(t.database.db);
    over = {
      png: await picture(8000, 6300, 'png', 0),
      jpeg: await picture(6300, 8000, 'jpeg'),
      webp: await picture(7100, 7100, 'webp'),
    };
  });
  afterAll(() => t.close());

  const counts = async () => ({
    media: (await t.database.db.selectFrom('media').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
    posts: (await t.database.db.selectFrom('posts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
  });

  it('names the limit in its message', () => {
    expect(MESSAGES.imageTooManyPixels).toContain(`${IMAGE_LIMITS.maxInputPixels / 1_000_000} megapixels`);
    expect(MESSAGES.imageTooManyPixels).toContain(`${IMAGE_LIMITS.maxDecodedBytes / 8 / 1_000_000} at 16 bits`);
  });

  it.each(['png', 'jpeg', 'webp'] as const)('refuses a post with a %s over 50 megapixels with 400 {message}, storing nothing', async (format) => {
    const before = await counts();
    const res = await call(t.app, 'POST', '/api/posts', { token: me.token, body: confession([await picture(64, 48, 'png'), over[format]]) });
    expect(res).toMatchObject({ status: 400, json: { message: MESSAGES.imageTooManyPixels } });
    expect(await counts()).toEqual(before);
  });

  it('refuses it in a post edit, as a payment QR code and as an avatar, storing nothing', async () => {
    const event = {
      type: 'event', title: 'Poster night', content: 'Bring posters.', location: 'Hall', venueAddress: 'Hall, Main Campus',
      source: 'Art Club', eventStartDate: new Date(Date.now() + 7 * 86_400_000).toISOString(), duration: '2 hours',
      price: 50, registrationRequired: true, registrationMethod: 'form', paymentMethod: 'qr', paymentQRCode: await picture(64, 64, 'png'),
    };
    const created = await call(t.app, 'POST', '/api/posts', { token: me.token, body: event });
    expect(created.status).toBe(201);
    const before = await counts();
    const edit = await call(t.app, 'PUT', `/api/posts/${String(created.json._id)}`, { token: me.token, body: { ...event, images: [over.png] } });
    expect(edit).toMatchObject({ status: 400, json: { message: MESSAGES.imageTooManyPixels } });
    const qr = await call(t.app, 'POST', '/api/posts', { token: me.token, body: { ...event, paymentQRCode: over.png } });
    expect(qr).toMatchObject({ status: 400, json: { message: MESSAGES.imageTooManyPixels } });
    const avatar = await call(t.app, 'PUT', '/api/users/profile/avatar', { token: me.token, body: { avatar: over.jpeg } });
    expect(avatar).toMatchObject({ status: 400, json: { message: MESSAGES.imageTooManyPixels } });
    expect(await counts()).toEqual(before);
  });

  it('counts 16 bits per channel double: 30 megapixels of 16-bit RGBA (240 MB decoded) are refused, 12 are taken', async () => {
    const sixteenBit = async (width: number, height: number) =>
      dataUrl(
        await sharp({ create: { width, height, channels: 4, background: { r: 10, g: 20, b: 30, alpha: 1 } } }).toColourspace('rgb16').png().toBuffer(),
        'image/png',
      );
    const before = await counts();
    const refused = await call(t.app, 'POST', '/api/posts', { token: me.token, body: confession([await sixteenBit(6000, 5000)]) });
    expect(refused).toMatchObject({ status: 400, json: { message: MESSAGES.imageTooManyPixels } });
    expect(await counts()).toEqual(before);
    const taken = await call(t.app, 'POST', '/api/posts', { token: me.token, body: confession([await sixteenBit(4000, 3000)]) });
    expect(taken.status).toBe(201);
  });

  it('accepts a phone camera photo (4000x3000, 12 megapixels) and stores it at 1000x750', async () => {
    const res = await call(t.app, 'POST', '/api/posts', { token: me.token, body: confession([await picture(4000, 3000, 'jpeg')]) });
    expect(res.status).toBe(201);
    const url = (res.json.images as string[])[0] ?? '';
    const stored = await t.app.inject({ method: 'GET', url });
    expect(await sharp(stored.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1000, height: 750 });
  });

  it('keeps what a picture shows through the one decode: transparency as PNG, opaque as JPEG, orientation applied', async () => {
    const halfClear = await picture(1200, 900, 'png', 0.5);
    const opaquePng = await picture(120, 90, 'png');
    const turned = await sharp({ create: { width: 80, height: 40, channels: 3, background: '#204080' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const res = await call(t.app, 'POST', '/api/posts', { token: me.token, body: confession([halfClear, opaquePng, dataUrl(turned, 'image/jpeg')]) });
    expect(res.status).toBe(201);
    const metas = await Promise.all(
      (res.json.images as string[]).map(async (url) => sharp((await t.app.inject({ method: 'GET', url })).rawPayload).metadata()),
    );
    expect(metas.map((m) => [m.format, m.width, m.height, m.hasAlpha])).toEqual([
      ['png', 1000, 750, true],
      ['jpeg', 120, 90, false],
      ['jpeg', 40, 80, false],
    ]);
  });

  it('refuses a picture queue too small for one post at boot, and one that would leave sign-ins no thread', () => {
    const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent' };
    expect(loadConfig(env).images).toEqual({ concurrency: IMAGE_LIMITS.concurrency, backlog: IMAGE_LIMITS.backlog });
    expect(() => loadConfig({ ...env, IMAGE_BACKLOG: String(IMAGE_LIMITS.perRequest - 1) })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, IMAGE_CONCURRENCY: '4' })).toThrow(/IMAGE_CONCURRENCY/);
    expect(loadConfig({ ...env, IMAGE_CONCURRENCY: '4', UV_THREADPOOL_SIZE: '8' }).images.concurrency).toBe(4);
  });
});

describe(`pictures: the picture queue (${dialectName})`, () => {
  let t: TestApp;
  let me: QuickAccount;
  beforeAll(async () => {
    // One picture at a time, six waiting at most.
    t = await createTestApp({ env: { RATE_LIMIT: 'off', IMAGE_CONCURRENCY: '1', IMAGE_BACKLOG: '6' } });
    me = await quickAccount(t.database.db);
  });
  afterAll(() => t.close());

  /** Fills the queue with jobs that wait on a gate: one running and `waiting` waiting. */
  function occupy(waiting: number) {
    const queue = pictureQueueOf(t.app.ctx);
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const jobs = Array.from({ length: waiting + 1 }, () => queue.run(() => gate));
    return {
      release: async () => {
        open();
        await Promise.all(jobs);
      },
    };
  }

  it('decodes each distinct picture of a post once, one job each', async () => {
    const queue = pictureQueueOf(t.app.ctx);
    const [a, b, c] = [await picture(300, 200, 'jpeg'), await picture(200, 300, 'png', 0.5), await picture(90, 90, 'webp')];
    const before = queue.started;
    const res = await call(t.app, 'POST', '/api/posts', { token: me.token, body: confession([a, b, c, a]) });
    expect(res.status).toBe(201);
    expect(queue.started - before).toBe(3);
  });

  it('stops a post at its first bad picture: the pictures after it are never decoded', async () => {
    const queue = pictureQueueOf(t.app.ctx);
    const rest = [await picture(300, 200, 'jpeg'), await picture(300, 200, 'jpeg'), await picture(300, 200, 'jpeg')];
    const before = queue.started;
    const res = await call(t.app, 'POST', '/api/posts', {
      token: me.token,
      body: confession([dataUrl(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png'), ...rest]),
    });
    expect(res).toMatchObject({ status: 400, json: { message: MESSAGES.invalidImage } });
    expect(queue.started - before).toBe(1);
  });

  it('refuses past its backlog with 503 {message} and Retry-After, storing nothing, then recovers', async () => {
    const posts = [await picture(300, 200, 'jpeg'), await picture(300, 200, 'jpeg'), await picture(300, 200, 'jpeg'), await picture(300, 200, 'jpeg')];
    const avatar = await picture(400, 400, 'jpeg');
    const mediaCount = async () => (await t.database.db.selectFrom('media').select('hash').execute()).length;
    const stored = await mediaCount();
    // Three wait: a post of four pictures would make seven, past the six allowed; it is refused whole.
    const busy = occupy(3);
    const refused = await call(t.app, 'POST', '/api/posts', { token: me.token, body: confession(posts) });
    expect(refused).toMatchObject({ status: 503, json: { message: MESSAGES.picturesBusy } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // One avatar still fits: it waits its turn, and is done once the queue moves.
    const waiting = call(t.app, 'PUT', '/api/users/profile/avatar', { token: me.token, body: { avatar } });
    // The avatar joins the three in line (a state the test waits for, not a time it measures).
    for (let i = 0; i < 500 && pictureQueueOf(t.app.ctx).queued < 4; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(pictureQueueOf(t.app.ctx).queued).toBe(4);
    await busy.release();
    expect((await waiting).status).toBe(200);
    expect(await mediaCount()).toBe(stored + 1);
    // Recovered: the same post goes through.
    const accepted = await call(t.app, 'POST', '/api/posts', { token: me.token, body: confession(posts) });
    expect(accepted.status).toBe(201);
    expect(pictureQueueOf(t.app.ctx).queued).toBe(0);
  });

  it('refuses an avatar with 503 when nothing more may wait', async () => {
    const busy = occupy(6);
    const res = await call(t.app, 'PUT', '/api/users/profile/avatar', { token: me.token, body: { avatar: await picture(100, 100, 'jpeg') } });
    expect(res).toMatchObject({ status: 503, json: { message: MESSAGES.picturesBusy } });
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    await busy.release();
  });

  it('answers a narrower copy with the stored picture, not kept, while the queue is full', async () => {
    const bytes = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#cc6633' } }).jpeg().toBuffer();
    const hash = createHash('sha256').update(bytes).digest('hex');
    await t.database.db
      .insertInto('media')
      .values({ hash, mime: 'image/jpeg', size: bytes.length, width: 900, height: 600, data: bytes, created_at: nowIso() })
      .execute();
    const busy = occupy(6);
    const full = await t.app.inject({ method: 'GET', url: `/media/${hash}.jpg?w=320` });
    expect(full.statusCode).toBe(200);
    expect(full.rawPayload.equals(bytes)).toBe(true);
    expect(full.headers['cache-control']).toBe('no-store');
    expect(full.headers.etag).toBeUndefined();
    await busy.release();
    const copy = await t.app.inject({ method: 'GET', url: `/media/${hash}.jpg?w=320` });
    expect(copy.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(copy.rawPayload).metadata()).width).toBe(320);
  });
});

import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../../shared/limits.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { call } from '../../test/api.ts';
import { dialectName } from '../../test/test-app.ts';
import {
  confessionInput,
  createPost,
  createPostsWorld,
  culturalInput,
  dataUrl,
  eventInput,
  jpegDataUrl,
  makeJpeg,
  makePng,
  pngDataUrl,
  type PostsWorld,
} from '../../test/posts-world.ts';

const MEDIA = /^\/media\/([0-9a-f]{64})\.(jpg|png)$/;
const hashOf = (url: unknown) => MEDIA.exec(String(url))?.[1] ?? '';

describe(`posts: pictures (${dialectName})`, () => {
  let t: PostsWorld;
  beforeAll(async () => {
    t = await createPostsWorld();
  });
  afterAll(() => t.close());

  const mediaHashes = async () => (await t.database.db.selectFrom('media').select('hash').execute()).map((r) => r.hash).sort();
  const linksOf = async (postId: string) =>
    (await t.database.db.selectFrom('post_media').select('hash').where('post_id', '=', postId).execute()).map((r) => r.hash).sort();
  const fetchMedia = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('stores an uploaded picture once, re-encoded, and references it by its hash', async () => {
    const post = await createPost(t, t.user.token, confessionInput({ images: [await pngDataUrl(64, 48)] }));
    const images = post.images as string[];
    expect(images).toHaveLength(1);
    expect(images[0]).toMatch(/^\/media\/[0-9a-f]{64}\.jpg$/);
    const res = await fetchMedia(images[0]!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toBe(`"${hashOf(images[0])}"`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(createHash('sha256').update(res.rawPayload).digest('hex')).toBe(hashOf(images[0]));
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(await linksOf(String(post._id))).toEqual([hashOf(images[0])]);

    const again = await fetchMedia(images[0]!, { 'if-none-match': `"${hashOf(images[0])}"` });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it("keeps each picture's description in its order, changes it on edit, and refuses one too long", async () => {
    const [first, second] = [await pngDataUrl(20, 20), await pngDataUrl(21, 20)];
    const start = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const post = await createPost(t, t.user.token, eventInput({ eventStartDate: start, images: [first, second], imageDescriptions: ['  A sunset over the library  '] }));
    expect(post.imageDescriptions).toEqual(['A sunset over the library', '']);
    const id = String(post._id);
    const stored = post.images as string[];
    const edited = await call(t.app, 'PUT', `/api/posts/${id}`, {
      token: t.user.token,
      body: eventInput({ eventStartDate: start, images: stored, imageDescriptions: ['A sunset over the library', 'The lawn at dusk'] }),
    });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    expect((await call(t.app, 'GET', `/api/posts/${id}`, { token: t.user.token })).json.imageDescriptions).toEqual(['A sunset over the library', 'The lawn at dusk']);
    const tooLong = await call(t.app, 'POST', '/api/posts', {
      token: t.user.token,
      body: confessionInput({ images: [first], imageDescriptions: ['x'.repeat(LIMITS.imageDescriptionMax + 1)] }),
    });
    expect(tooLong).toMatchObject({ status: 400, json: { message: MESSAGES.imageDescriptionTooLong } });
  });

  it('keeps transparency as PNG', async () => {
    const post = await createPost(t, t.user.token, confessionInput({ images: [dataUrl(await makePng(32, 32, { transparent: true }))] }));
    const url = (post.images as string[])[0]!;
    expect(url).toMatch(/\.png$/);
    const res = await fetchMedia(url);
    expect(res.headers['content-type']).toBe('image/png');
    expect((await sharp(res.rawPayload).metadata()).hasAlpha).toBe(true);
  });

  it('shrinks to fit 1000x1000 without enlarging small pictures', async () => {
    const post = await createPost(t, t.user.token, confessionInput({ images: [await jpegDataUrl(2400, 1600), await jpegDataUrl(300, 1200)] }));
    const [wide, tall] = await Promise.all((post.images as string[]).map(async (url) => sharp((await fetchMedia(url)).rawPayload).metadata()));
    expect([wide?.width, wide?.height]).toEqual([1000, 667]);
    expect([tall?.width, tall?.height]).toEqual([250, 1000]);
    const row = await t.database.db.selectFrom('media').selectAll().where('hash', '=', hashOf((post.images as string[])[0])).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ mime: 'image/jpeg', width: 1000, height: 667 });
  });

  it('drops EXIF metadata (GPS, camera, author) and applies the orientation', async () => {
    const original = await makeJpeg(64, 48, { exif: true, orientation: 6 });
    const before = await sharp(original).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);
    const post = await createPost(t, t.user.token, confessionInput({ images: [dataUrl(original, 'image/jpeg')] }));
    const served = (await fetchMedia((post.images as string[])[0]!)).rawPayload;
    const meta = await sharp(served).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(served.includes(Buffer.from('Secret Photographer'))).toBe(false);
    expect([meta.width, meta.height]).toEqual([48, 64]);
  });

  it.each([
    ['an SVG labelled PNG', dataUrl('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>')],
    ['an HTML page labelled PNG', dataUrl('<!doctype html><html><body><script>alert(1)</script></body></html>')],
    ['random bytes labelled JPEG', dataUrl(Buffer.from('definitely not a picture at all'), 'image/jpeg')],
    ['a GIF labelled PNG', dataUrl(Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'))],
  ])('refuses %s with 400', async (_name, url) => {
    const before = await mediaHashes();
    const res = await call(t.app, 'POST', '/api/posts', { token: t.user.token, body: confessionInput({ images: [url] }) });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: MESSAGES.invalidImage });
    expect(await mediaHashes()).toEqual(before);
  });

  it('refuses a picture over the size limit with 400', async () => {
    const big = Buffer.alloc(LIMITS.imageMaxBytes + 1024, 7);
    const res = await call(t.app, 'POST', '/api/posts', { token: t.user.token, body: confessionInput({ images: [dataUrl(big, 'image/jpeg')] }) });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: MESSAGES.imageTooLarge });
  });

  it('refuses five pictures before processing any', async () => {
    const before = await mediaHashes();
    const images = await Promise.all(Array.from({ length: 5 }, () => pngDataUrl(8, 8)));
    const res = await call(t.app, 'POST', '/api/posts', { token: t.user.token, body: confessionInput({ images }) });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: MESSAGES.tooManyImages });
    expect(await mediaHashes()).toEqual(before);
  });

  it('stores the same picture once, however often it is sent', async () => {
    const url = await pngDataUrl(20, 20);
    const before = await mediaHashes();
    const first = await createPost(t, t.user.token, confessionInput({ images: [url, url] }));
    const second = await createPost(t, t.other.token, confessionInput({ images: [url] }));
    const [a, b] = first.images as string[];
    expect(a).toBe(b);
    expect((second.images as string[])[0]).toBe(a);
    expect((await mediaHashes()).length).toBe(before.length + 1);
    expect(await linksOf(String(first._id))).toEqual([hashOf(a)]);
  });

  it('keeps stored /media URLs; refuses a /media URL that stores nothing', async () => {
    const stored = await createPost(t, t.user.token, confessionInput({ images: [await pngDataUrl(10, 10)] }));
    const mediaUrl = (stored.images as string[])[0]!;
    const post = await createPost(t, t.other.token, confessionInput({ images: [mediaUrl] }));
    expect(post.images).toEqual([mediaUrl]);
    expect(await linksOf(String(post._id))).toEqual([hashOf(mediaUrl)]);

    for (const missing of [`/media/${'a'.repeat(64)}.jpg`, mediaUrl.replace(/\.jpg$/, '.png')]) {
      const res = await call(t.app, 'POST', '/api/posts', { token: t.user.token, body: confessionInput({ images: [missing] }) });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: MESSAGES.imageNotFound });
    }
  });

  it('refuses a link to a picture elsewhere, as an image or a payment QR code, on create and on edit', async () => {
    const links = ['https://img.example.org/cat.jpg', 'http://img.example.org/qr.png', 'HTTPS://IMG.EXAMPLE.ORG/A.PNG', '//img.example.org/a.png'];
    const own = await createPost(t, t.user.token, eventInput({ registrationMethod: 'form', price: 50, paymentMethod: 'qr', paymentQRCode: await pngDataUrl(12, 12) }));
    const before = await t.database.db.selectFrom('posts').selectAll().where('id', '=', String(own._id)).executeTakeFirstOrThrow();
    for (const link of links) {
      const message = link.startsWith('//') ? MESSAGES.invalidImage : MESSAGES.uploadedPicturesOnly;
      const bodies = [
        confessionInput({ images: [link] }),
        eventInput({ images: [await pngDataUrl(8, 8), link] }),
        eventInput({ registrationMethod: 'form', price: 50, paymentMethod: 'qr', paymentQRCode: link }),
        culturalInput({ culturalPaymentMethod: 'qr', culturalPaymentQRCode: link }),
      ];
      for (const body of bodies) {
        const res = await call(t.app, 'POST', '/api/posts', { token: t.user.token, body });
        expect(res, `${link} in ${JSON.stringify(body).slice(0, 60)}`).toMatchObject({ status: 400, json: { message } });
      }
      const edit = await call(t.app, 'PUT', `/api/posts/${String(own._id)}`, {
        token: t.user.token,
        body: eventInput({ registrationMethod: 'form', price: 50, paymentMethod: 'qr', paymentQRCode: link }),
      });
      expect(edit).toMatchObject({ status: 400, json: { message } });
    }
    expect(await t.database.db.selectFrom('posts').selectAll().where('id', '=', String(own._id)).executeTakeFirstOrThrow()).toEqual(before);
  });

  it('stores payment QR codes as pictures, for events and cultural events', async () => {
    const event = await createPost(t, t.user.token, eventInput({
      registrationMethod: 'form', price: 50, paymentMethod: 'qr', paymentQRCode: await pngDataUrl(40, 40),
    }));
    const cultural = await createPost(t, t.user.token, culturalInput({ culturalPaymentMethod: 'qr', culturalPaymentQRCode: await pngDataUrl(41, 41) }));
    expect(event.paymentQRCode).toMatch(MEDIA);
    expect(cultural.culturalPaymentQRCode).toMatch(MEDIA);
    expect((await fetchMedia(String(event.paymentQRCode))).statusCode).toBe(200);
    expect(await linksOf(String(cultural._id))).toEqual([hashOf(cultural.culturalPaymentQRCode)]);
  });

  it('never stores or answers a data URL', async () => {
    const post = await createPost(t, t.user.token, eventInput({
      images: [await jpegDataUrl(30, 30)], registrationMethod: 'form', price: 5, paymentMethod: 'qr', paymentQRCode: await pngDataUrl(9, 9),
    }));
    expect(JSON.stringify(post)).not.toContain('data:');
    const row = await t.database.db.selectFrom('posts').selectAll().where('id', '=', String(post._id)).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain('data:');
  });

  describe('on edit and delete', () => {
    it('stores new pictures, keeps the ones still used and deletes the ones nothing uses any more', async () => {
      const [a, b, c] = await Promise.all([pngDataUrl(11, 11), pngDataUrl(12, 12), pngDataUrl(13, 13)]);
      const post = await createPost(t, t.user.token, eventInput({ images: [a, b] }));
      const [urlA, urlB] = post.images as string[];
      const res = await call(t.app, 'PUT', `/api/posts/${String(post._id)}`, { token: t.user.token, body: eventInput({ images: [urlB!, c] }) });
      expect(res.status).toBe(200);
      const [keptB, urlC] = res.json.images as string[];
      expect(keptB).toBe(urlB);
      expect(urlC).toMatch(MEDIA);
      expect(await linksOf(String(post._id))).toEqual([hashOf(urlB), hashOf(urlC)].sort());
      const all = await mediaHashes();
      expect(all).toContain(hashOf(urlB));
      expect(all).toContain(hashOf(urlC));
      expect(all).not.toContain(hashOf(urlA));
      expect((await fetchMedia(urlA!)).statusCode).toBe(404);
    });

    it('loses no picture when an edit fails', async () => {
      const post = await createPost(t, t.user.token, eventInput({ images: [await pngDataUrl(14, 14)] }));
      const url = (post.images as string[])[0]!;
      const res = await call(t.app, 'PUT', `/api/posts/${String(post._id)}`, {
        token: t.user.token,
        body: eventInput({ images: [await pngDataUrl(15, 15), dataUrl('<svg xmlns="http://www.w3.org/2000/svg"/>')] }),
      });
      expect(res.status).toBe(400);
      expect(await linksOf(String(post._id))).toEqual([hashOf(url)]);
      expect((await fetchMedia(url)).statusCode).toBe(200);
    });

    it('deletes pictures only the deleted post used; shared ones and avatars stay', async () => {
      const [own, shared, avatar] = await Promise.all([pngDataUrl(16, 16), pngDataUrl(17, 17), pngDataUrl(18, 18)]);
      const post = await createPost(t, t.user.token, confessionInput({ images: [own, shared, avatar] }));
      const [ownUrl, sharedUrl, avatarUrl] = post.images as string[];
      await createPost(t, t.other.token, confessionInput({ images: [sharedUrl!] }));
      await t.database.db.updateTable('users').set({ avatar: avatarUrl! }).where('id', '=', t.other.id).execute();

      const res = await call(t.app, 'DELETE', `/api/posts/${String(post._id)}`, { token: t.user.token });
      expect(res.status).toBe(200);
      const all = await mediaHashes();
      expect(all).not.toContain(hashOf(ownUrl));
      expect(all).toContain(hashOf(sharedUrl));
      expect(all).toContain(hashOf(avatarUrl));
      expect(await linksOf(String(post._id))).toEqual([]);
    });
  });
});

/**
 * Who may keep an answer (decision 069): one rule derives Cache-Control and Vary from the route's access rule,
 * whether the campus is private, whether the answer depends on the viewer and the route's freshness. On an open
 * campus, what anyone may read and is the same for all stays public; on a private campus, whatever needs a
 * sign-in is private and varies with Authorization; a calendar feed by its secret link is private.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from './database/values.ts';
import { quickAccount, type QuickAccount } from './test/accounts.ts';
import { call } from './test/api.ts';
import { buildEvent, insertPost } from './test/factories.ts';
import { createTestApp, dialectName, type TestApp } from './test/test-app.ts';

interface Campus {
  t: TestApp;
  student: QuickAccount;
  eventId: string;
  picture: string;
  feed: string;
}

const varies = (headers: { vary?: string | string[] | number }) => String(headers.vary ?? '').toLowerCase();

describe(`caching by who may read (${dialectName})`, () => {
  let clientDir: string;
  let open: Campus;
  let closed: Campus;

  async function campus(privateCampus: boolean): Promise<Campus> {
    const t = await createTestApp({ clientDir, env: { RATE_LIMIT: 'off', PRIVATE_CAMPUS: privateCampus ? 'on' : 'off' } });
    const student = await quickAccount(t.database.db);
    const eventId = (await insertPost(t.database.db, buildEvent(student.id))).id;
    const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366cc' } }).jpeg().toBuffer();
    const hash = createHash('sha256').update(bytes).digest('hex');
    await t.database.db
      .insertInto('media')
      .values({ hash, mime: 'image/jpeg', size: bytes.length, width: 8, height: 8, data: bytes, created_at: nowIso() })
      .execute();
    const made = await call(t.app, 'POST', '/api/calendar/feed', { token: student.token });
    expect(made.status).toBe(201);
    const feed = new URL(String(made.json.url)).pathname;
    return { t, student, eventId, picture: `/media/${hash}.jpg`, feed };
  }

  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'quad-client-'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Quad</title><div id="root"></div>');
    [open, closed] = await Promise.all([campus(false), campus(true)]);
  });
  afterAll(async () => {
    await Promise.all([open?.t.close(), closed?.t.close()]);
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('keeps a picture public for a year on an open campus, private with Vary: Authorization on a private one', async () => {
    for (const token of [undefined, open.student.token]) {
      const res = await call(open.t.app, 'GET', open.picture, { token });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const signedIn = await call(closed.t.app, 'GET', closed.picture, { token: closed.student.token });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(varies(signedIn.headers)).toContain('authorization');
    const unchanged = await call(closed.t.app, 'GET', closed.picture, {
      token: closed.student.token,
      headers: { 'if-none-match': String(signedIn.headers.etag) },
    });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const visitor = await call(closed.t.app, 'GET', closed.picture);
    expect(visitor.status).toBe(401);
    expect(visitor.headers['cache-control']).toBe('no-store');
  });

  it('keeps the campus feed public for five minutes on an open campus, private on a private one', async () => {
    for (const token of [undefined, open.student.token]) {
      const res = await call(open.t.app, 'GET', '/api/calendar/campus.ics', { token });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
    }
    // Twice: the second answer comes from the answers kept in memory, and is said the same way.
    for (let i = 0; i < 2; i += 1) {
      const res = await call(closed.t.app, 'GET', '/api/calendar/campus.ics', { token: closed.student.token });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('private, max-age=300');
      expect(varies(res.headers)).toContain('authorization');
    }
    expect((await call(closed.t.app, 'GET', '/api/calendar/campus.ics')).headers['cache-control']).toBe('no-store');
  });

  it("keeps one event's calendar file private, a signed-in caller's not at all", async () => {
    for (const campus of [open, closed]) {
      const own = await call(campus.t.app, 'GET', `/api/posts/${campus.eventId}/event.ics`, { token: campus.student.token });
      expect(own.status).toBe(200);
      expect(own.headers['cache-control']).toBe('no-store');
    }
    const visitor = await call(open.t.app, 'GET', `/api/posts/${open.eventId}/event.ics`);
    expect(visitor.status).toBe(200);
    expect(visitor.headers['cache-control']).toBe('private, no-cache');
    expect(varies(visitor.headers)).toContain('authorization');
    const closedVisitor = await call(closed.t.app, 'GET', `/api/posts/${closed.eventId}/event.ics`);
    expect(closedVisitor.status).toBe(401);
    expect(closedVisitor.headers['cache-control']).toBe('no-store');
  });

  it('keeps a calendar feed by its secret link private on both campuses, with nothing to vary on', async () => {
    for (const campus of [open, closed]) {
      const res = await call(campus.t.app, 'GET', campus.feed);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(varies(res.headers)).not.toContain('authorization');
    }
  });

  it("keeps a visitor's feed page private with Vary: Authorization, and a signed-in one not at all", async () => {
    const visitor = await call(open.t.app, 'GET', '/api/posts');
    expect(visitor.status).toBe(200);
    expect(visitor.headers['cache-control']).toBe('private, no-cache');
    expect(varies(visitor.headers)).toContain('authorization');
    for (const campus of [open, closed]) {
      const res = await call(campus.t.app, 'GET', '/api/posts', { token: campus.student.token });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const closedVisitor = await call(closed.t.app, 'GET', '/api/posts');
    expect(closedVisitor.status).toBe(401);
    expect(closedVisitor.headers['cache-control']).toBe('no-store');
  });

  it('serves the page on both campuses, revalidated every time and the same for everyone', async () => {
    for (const campus of [open, closed]) {
      for (const url of ['/', '/posts/abc']) {
        const res = await campus.t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toMatch(/^text\/html/);
        expect(res.headers['cache-control'], url).toBe('no-cache');
        expect(varies(res.headers), url).not.toContain('authorization');
      }
    }
  });
});

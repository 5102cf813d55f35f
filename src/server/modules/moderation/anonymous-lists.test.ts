/**
 * Anonymous authors in the moderation and admin lists (decisions 043 and 067): every GET route the app serves,
 * read by an admin, a moderator, another student and a visitor, names the author of an anonymous Consight beside
 * nothing about that post or the author's comments on it: not the held and flagged comments, the reported and
 * flagged posts, the audit log, the people lists, the exports, nor the notifications, emails and pushes queued
 * for anyone else. The routes are read from the app's own route list, so a new list is covered as it is added.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATRIX } from '../../authorization.matrix.ts';
import { quickAccount, type QuickAccount } from '../../test/accounts.ts';
import { call } from '../../test/api.ts';
import { confessionInput } from '../../test/posts-world.ts';
import { createTestApp, dialectName, type TestApp } from '../../test/test-app.ts';

type Json = unknown;

/** Routes whose answer never ends or is not about people: the stream (its own test), the docs, pictures. */
const SKIPPED = ['/api/docs', '/api/stream', '/media/'];

describe(`anonymous authors in the moderation and admin lists (${dialectName})`, () => {
  let t: TestApp;
  let author: QuickAccount;
  let moderatorAuthor: QuickAccount;
  let other: QuickAccount;
  let moderator: QuickAccount;
  let admin: QuickAccount;
  /** What is about the anonymous posts: their ids, titles and their authors' comments on them. */
  const markers: string[] = [];
  /** Who wrote them: names, ids and emails. */
  let secrets: string[] = [];
  const anonymousPosts: string[] = [];

  const ok = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, body?: unknown) => {
    const res = await call(t.app, method, url, { token, ...(body !== undefined ? { body } : {}) });
    expect(res.status, `${method} ${url}: ${res.raw.body}`).toBeLessThan(300);
    return res;
  };

  /**
   * Leaks in a JSON answer: an object that carries a marker among its own values (its fields and the objects in
   * them, not its lists, whose items are entries of their own) and a secret beside it.
   */
  function leaksIn(value: Json, where: string, found: string[]): void {
    if (Array.isArray(value)) {
      for (const item of value) leaksIn(item, where, found);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const own: string[] = [];
    const collect = (v: Json) => {
      if (typeof v === 'string') own.push(v);
      else if (v && typeof v === 'object' && !Array.isArray(v)) for (const x of Object.values(v)) collect(x);
    };
    collect(value);
    const marked = own.some((s) => markers.some((m) => s.includes(m)));
    const named = secrets.filter((secret) => own.some((s) => s.includes(secret)));
    if (marked && named.length) found.push(`${where}: ${named.join(', ')} beside ${JSON.stringify(value).slice(0, 300)}`);
    for (const v of Object.values(value)) leaksIn(v, where, found);
  }

  /** Leaks in a text (CSV, calendar, an email): a line with a marker and a secret. */
  function leaksInText(text: string, where: string, found: string[]): void {
    for (const line of text.split(/\r?\n/)) {
      const named = secrets.filter((s) => line.includes(s));
      if (named.length && markers.some((m) => line.includes(m))) found.push(`${where}: ${named.join(', ')} in "${line.slice(0, 300)}"`);
    }
  }

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    author = await quickAccount(db, { name: 'Wren Quillfeather' });
    moderatorAuthor = await quickAccount(db, { name: 'Moss Tindleby', is_moderator: 1 });
    other = await quickAccount(db, { name: 'Other Reader' });
    moderator = await quickAccount(db, { name: 'Plain Moderator', is_moderator: 1 });
    admin = await quickAccount(db, { name: 'Campus Admin', is_admin: 1 });
    secrets = [author, moderatorAuthor].flatMap((a) => [a.name, a.id, a.email]);

    await ok('POST', '/api/admin/word-filters', admin.token, { pattern: 'quokka', action: 'hold' });
    await ok('POST', '/api/admin/word-filters', admin.token, { pattern: 'wombat', action: 'flag' });

    // A student's anonymous Consight, reported, with the author's own comments: one held, one flagged, one shown.
    const first = (await ok('POST', '/api/posts', author.token, confessionInput({ title: 'Quiet worry 067', anonymous: true }))).json as { _id: string };
    anonymousPosts.push(first._id);
    markers.push(first._id, 'Quiet worry 067');
    for (const text of ['I feel quokka some days', 'Wombat thoughts at night', 'Thank you all for reading']) {
      await ok('POST', `/api/posts/${first._id}/comments`, author.token, { text });
      markers.push(text);
    }
    await ok('POST', `/api/posts/${first._id}/comments`, other.token, { text: 'Same here.' });
    await ok('POST', `/api/posts/${first._id}/report`, other.token, { reason: 'Spam' });
    await ok('PUT', `/api/posts/${first._id}/like`, other.token);

    // A moderator's anonymous Consight the filter flagged (in the reported list with no report)...
    const flagged = (await ok('POST', '/api/posts', moderatorAuthor.token, confessionInput({ title: 'Flagged worry 067', content: 'A wombat of a week', anonymous: true }))).json as { _id: string };
    anonymousPosts.push(flagged._id);
    markers.push(flagged._id, 'Flagged worry 067');
    // ...and one reported that the moderator deletes: the audit log's actor is its author.
    const removed = (await ok('POST', '/api/posts', moderatorAuthor.token, confessionInput({ title: 'Removed worry 067', anonymous: true }))).json as { _id: string };
    markers.push(removed._id, 'Removed worry 067');
    await ok('POST', `/api/posts/${removed._id}/report`, other.token, { reason: 'Spam' });
    await ok('DELETE', `/api/users/admin/delete-post/${removed._id}`, moderatorAuthor.token, { reason: 'Posted by mistake' });
  });
  afterAll(() => t.close());

  it('shows the held and flagged comments of an anonymous author under the post’s pseudonym', async () => {
    const held = (await ok('GET', '/api/admin/held-comments', admin.token)).json as unknown as { text: string; author: string; authorId: string }[];
    const mine = held.filter((c) => c.text.startsWith('I feel quokka') || c.text.startsWith('Wombat thoughts'));
    expect(mine).toHaveLength(2);
    for (const comment of mine) {
      expect(comment.authorId).toBe('');
      expect(comment.author).toMatch(/^Anonymous/);
    }
  });

  it('shows a moderator who removed their own anonymous post under its pseudonym in the audit log', async () => {
    const log = (await ok('GET', '/api/admin/audit-log', admin.token)).json as unknown as { action: string; postTitle: string | null; actor: { _id: string; name: string } | null }[];
    const entry = log.find((e) => e.postTitle === 'Removed worry 067');
    expect(entry).toMatchObject({ action: 'delete', actor: { _id: '' } });
    expect(entry?.actor?.name).toMatch(/^Anonymous/);
  });

  it('names the author beside nothing of theirs in any GET answer, for an admin, a moderator, a student or a visitor', async () => {
    const spec = (await call(t.app, 'GET', '/api/docs/json')).json as { paths: Record<string, Record<string, unknown>> };
    const queries = new Map(MATRIX.filter((r) => r.method === 'GET' && r.query).map((r) => [r.route, r.query!]));
    const routes = Object.entries(spec.paths)
      .filter(([path, methods]) => 'get' in methods && !SKIPPED.some((p) => path.startsWith(p)))
      .map(([path]) => path.replace(/\{(\w+)\}/g, ':$1'))
      // Only routes whose parameters are a post's id: the other parameters name no post.
      .filter((route) => !/:(?!id\b)\w+/.test(route));
    // The admin and moderation lists are among them (a renamed route would show here first).
    for (const list of ['/api/admin/held-comments', '/api/admin/audit-log', '/api/users/admin/reported-posts', '/api/posts/pending-events', '/api/admin/people', '/api/admin/emails']) {
      expect(routes).toContain(list);
    }

    const found: string[] = [];
    let read = 0;
    const viewers: [string, string | undefined][] = [['admin', admin.token], ['moderator', moderator.token], ['student', other.token], ['visitor', undefined]];
    for (const route of routes) {
      const urls = route.includes(':id') ? anonymousPosts.map((id) => route.replace(':id', id)) : [route];
      const query = queries.get(route);
      for (const url of urls.map((u) => (query ? `${u}?${query}` : u))) {
        for (const [who, token] of viewers) {
          const res = await call(t.app, 'GET', url, token ? { token } : {});
          if (res.status >= 300) continue;
          read += 1;
          const where = `${who} GET ${url}`;
          if (res.raw.headers['content-type']?.toString().startsWith('application/json')) leaksIn(res.json, where, found);
          else leaksInText(res.raw.body, where, found);
        }
      }
    }
    // People lists asked by the author's name find the account, beside nothing of the anonymous posts.
    for (const name of [author.name, moderatorAuthor.name]) {
      const res = await ok('GET', `/api/admin/people?q=${encodeURIComponent(name)}`, admin.token);
      expect(res.raw.body).toContain(name);
      leaksIn(res.json, `admin people ${name}`, found);
    }
    expect(read).toBeGreaterThan(40);
    expect(found).toEqual([]);
  });

  it('queues no notification, email or push for anyone else that names the author beside their post', async () => {
    const db = t.database.db;
    const found: string[] = [];
    const authors = [author.id, moderatorAuthor.id];
    for (const n of await db.selectFrom('notifications').selectAll().execute()) {
      if (!authors.includes(n.user_id)) leaksInText(`${n.message} ${n.template_values ?? ''}`, `notification to ${n.user_id}`, found);
    }
    for (const e of await db.selectFrom('email_outbox').selectAll().execute()) {
      if (!e.user_id || !authors.includes(e.user_id)) leaksInText(`${e.subject}\n${e.text_body}\n${e.html_body}`, `email to ${e.to_address}`, found);
    }
    for (const p of await db.selectFrom('push_outbox').selectAll().execute()) leaksInText(JSON.stringify(p), 'a push', found);
    expect(found).toEqual([]);
  });
});

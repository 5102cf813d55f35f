/**
 * Brigade-resistant hiding behind the campus gate (decision 045): only reports from verified campus accounts
 * count, weighed by account age and past outcomes; the admin sees why a post was hidden automatically.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { quickAccount, type QuickAccount } from '../../test/accounts.ts';
import { call } from '../../test/api.ts';
import { buildPost, insertPost, insertUser } from '../../test/factories.ts';
import { createTestApp, dialectName, type TestApp } from '../../test/test-app.ts';

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let admin: QuickAccount;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT: 'off', ALLOWED_EMAIL_DOMAINS: 'iitb.ac.in', REPORT_HIDE_THRESHOLD: '3' } });
  admin = await quickAccount(t.database.db, { email: `dean.${Date.now()}@iitb.ac.in`, is_admin: 1 });
});
afterAll(async () => {
  await t?.close();
});

let sequence = 0;
const campusAccount = (ageDays: number, overrides: { email?: string; verified?: boolean } = {}) =>
  quickAccount(t.database.db, {
    email: overrides.email ?? `reporter${++sequence}.${Date.now()}@iitb.ac.in`,
    created_at: new Date(Date.now() - ageDays * DAY).toISOString(),
    ...(overrides.verified === false ? { email_verified_at: null } : {}),
  });

async function freshPost() {
  const author = await insertUser(t.database.db, { email: `author${++sequence}@iitb.ac.in`, email_verified_at: new Date().toISOString() });
  return insertPost(t.database.db, buildPost(author.id));
}

const isHidden = async (postId: string) =>
  (await t.database.db.selectFrom('posts').select('hidden').where('id', '=', postId).executeTakeFirstOrThrow()).hidden === 1;

async function report(who: QuickAccount, postId: string) {
  const res = await call(t.app, 'POST', `/api/posts/${postId}/report`, { token: who.token, body: { reason: 'Spam' } });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
}

/** Gives `who` a record of `n` upheld reports: posts they reported that an admin removed from the reported list. */
async function upheldRecord(who: QuickAccount, n: number) {
  for (let i = 0; i < n; i += 1) {
    const post = await freshPost();
    await report(who, post.id);
    const removed = await call(t.app, 'DELETE', `/api/users/admin/delete-post/${post.id}`, { token: admin.token });
    expect(removed.status).toBe(200);
  }
}

describe(`weighted automatic hiding behind the campus gate (${dialectName})`, () => {
  it('five brand-new campus accounts cannot hide a post', async () => {
    const post = await freshPost();
    for (let i = 0; i < 5; i += 1) await report(await campusAccount(0), post.id);
    expect(await isHidden(post.id)).toBe(false);
  });

  it('three established accounts with upheld reports hide it, and the admin sees why', async () => {
    const reporters = [await campusAccount(60), await campusAccount(60), await campusAccount(60)];
    for (const reporter of reporters) await upheldRecord(reporter, 1);
    const post = await freshPost();
    await report(reporters[0]!, post.id);
    await report(reporters[1]!, post.id);
    expect(await isHidden(post.id)).toBe(false);
    await report(reporters[2]!, post.id);
    expect(await isHidden(post.id)).toBe(true);

    const list = await call(t.app, 'GET', '/api/users/admin/reported-posts', { token: admin.token });
    const item = (list.json as unknown as Array<{ postId: { _id: string }; autoHidden: unknown }>).find((r) => r.postId._id === post.id);
    expect(item?.autoHidden).toMatchObject({ reports: 3, weight: 3.75, threshold: 3 });
    expect(MESSAGES.hiddenAutomatically(3, 3.75, 3)).toBe('Hidden automatically: 3 reports weighing 3.8, threshold 3');
  });

  it('does not count unverified accounts, nor accounts outside the campus domains from before the gate', async () => {
    const post = await freshPost();
    // Reports written before the gate was on: the reporters could not report today.
    const outsiders = await Promise.all([1, 2, 3].map(() => campusAccount(90, { email: `old${++sequence}@gmail.com` })));
    const unverifiedOnes = await Promise.all([1, 2, 3].map(() => campusAccount(90, { verified: false })));
    for (const who of [...outsiders, ...unverifiedOnes]) {
      await t.database.db
        .insertInto('reports')
        .values({ id: `pre-${who.id}`, post_id: post.id, user_id: who.id, reason: 'Spam', created_at: new Date().toISOString(), resolved_at: null, outcome: null })
        .execute();
    }
    // Two full-weight campus reports: 2 of 3, the six others count for nothing.
    await report(await campusAccount(60), post.id);
    await report(await campusAccount(60), post.id);
    expect(await isHidden(post.id)).toBe(false);
    await report(await campusAccount(60), post.id);
    expect(await isHidden(post.id)).toBe(true);
  });

  it('weighs less a reporter whose reports admins dismissed', async () => {
    const doubted = await campusAccount(60);
    const before = await freshPost();
    await report(doubted, before.id);
    expect((await call(t.app, 'PUT', `/api/users/admin/dismiss-reports/${before.id}`, { token: admin.token })).status).toBe(200);
    const post = await freshPost();
    await report(doubted, post.id); // 0.5
    await report(await campusAccount(60), post.id); // 1
    await report(await campusAccount(60), post.id); // 1: 2.5 in all
    expect(await isHidden(post.id)).toBe(false);
  });
});

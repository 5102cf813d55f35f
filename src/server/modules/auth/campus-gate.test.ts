/**
 * The campus gate (decision 045): with ALLOWED_EMAIL_DOMAINS set, only verified addresses in those domains post,
 * comment, like, report or register, and sign-up refuses any other address. Without it, today's rule stands:
 * a verified email for posting, commenting and registering; likes and reports for any account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { quickAccount, type QuickAccount } from '../../test/accounts.ts';
import { call } from '../../test/api.ts';
import { buildEvent, buildPost, insertPost, insertUser } from '../../test/factories.ts';
import { confessionInput } from '../../test/posts-world.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const GATE = 'iitb.ac.in,*.iitb.ac.in';
const ONLY = MESSAGES.campusContributeOnly('@iitb.ac.in or @….iitb.ac.in');

let gated: TestApp;
let open: TestApp;
beforeAll(async () => {
  [gated, open] = await Promise.all([
    createTestApp({ env: { RATE_LIMIT: 'off', ALLOWED_EMAIL_DOMAINS: GATE } }),
    createTestApp({ env: { RATE_LIMIT: 'off' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([gated?.close(), open?.close()]);
});

let sequence = 0;
const address = (domain: string) => `student${++sequence}.${Date.now()}@${domain}`;

type Contribution = 'post' | 'comment' | 'like' | 'report' | 'register';
const CONTRIBUTIONS: readonly Contribution[] = ['post', 'comment', 'like', 'report', 'register'];

/** Makes one contribution as `who` on fresh posts of another account; answers the status and body. */
async function contribute(t: TestApp, who: QuickAccount, kind: Contribution) {
  const author = await insertUser(t.database.db, { email: address('iitb.ac.in'), email_verified_at: new Date().toISOString() });
  const post = await insertPost(t.database.db, buildPost(author.id));
  const event = await insertPost(t.database.db, buildEvent(author.id));
  const token = who.token;
  switch (kind) {
    case 'post':
      return call(t.app, 'POST', '/api/posts', { token, body: confessionInput() });
    case 'comment':
      return call(t.app, 'POST', `/api/posts/${post.id}/comments`, { token, body: { text: 'Count me in.' } });
    case 'like':
      return call(t.app, 'PUT', `/api/posts/${post.id}/like`, { token });
    case 'report':
      return call(t.app, 'POST', `/api/posts/${post.id}/report`, { token, body: { reason: 'Spam' } });
    case 'register':
      return call(t.app, 'POST', `/api/users/register-event/${event.id}`, {
        token,
        body: { name: 'Ravi Kumar', email: 'ravi@iitb.ac.in', phone: '9876543210', 'Year of study': '2nd' },
      });
  }
}

const verified = (t: TestApp, email: string) => quickAccount(t.database.db, { email });
const unverified = (t: TestApp, email: string) => quickAccount(t.database.db, { email, email_verified_at: null });

describe('the campus gate on', () => {
  it.each(CONTRIBUTIONS)('lets a verified campus address %s, on the domain and its subdomains', async (kind) => {
    for (const domain of ['iitb.ac.in', 'cse.IITB.ac.in']) {
      const res = await contribute(gated, await verified(gated, address(domain)), kind);
      expect(res.status, JSON.stringify(res.json)).toBeLessThan(300);
    }
  });

  it.each(CONTRIBUTIONS)('refuses to %s for a verified address outside the domains, naming the addresses wanted', async (kind) => {
    for (const domain of ['gmail.com', 'notiitb.ac.in', 'iitb.ac.in.example.org']) {
      const res = await contribute(gated, await verified(gated, address(domain)), kind);
      expect(res.status).toBe(403);
      expect(res.json).toEqual({ message: ONLY });
    }
  });

  it.each(CONTRIBUTIONS)('asks an unverified campus address to verify before it may %s', async (kind) => {
    const res = await contribute(gated, await unverified(gated, address('iitb.ac.in')), kind);
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ message: MESSAGES.verifyEmailFirst });
  });

  it('lets an account outside the domains keep reading and take back a like it gave before the gate', async () => {
    const outsider = await verified(gated, address('gmail.com'));
    const author = await insertUser(gated.database.db, { email: address('iitb.ac.in') });
    const post = await insertPost(gated.database.db, buildPost(author.id, { like_count: 1 }));
    await gated.database.db.insertInto('likes').values({ post_id: post.id, user_id: outsider.id, created_at: new Date().toISOString() }).execute();
    expect((await call(gated.app, 'GET', '/api/posts', { token: outsider.token })).status).toBe(200);
    expect((await call(gated.app, 'GET', `/api/posts/${post.id}`, { token: outsider.token })).status).toBe(200);
    const unlike = await call(gated.app, 'PUT', `/api/posts/${post.id}/unlike`, { token: outsider.token });
    expect(unlike.status).toBe(200);
  });

  it('refuses sign-up with an address outside the domains, and creates no account', async () => {
    const email = address('gmail.com');
    const res = await call(gated.app, 'POST', '/api/auth/register', { body: { name: 'Outside Student', email, password: 'correct horse battery' } });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ message: MESSAGES.campusSignUpOnly('@iitb.ac.in or @….iitb.ac.in') });
    expect(await gated.database.db.selectFrom('users').select('id').where('email', '=', email).execute()).toEqual([]);
  });

  it('signs up a campus address, any case', async () => {
    const res = await call(gated.app, 'POST', '/api/auth/register', {
      body: { name: 'Campus Student', email: address('Ee.IITB.ac.in'), password: 'correct horse battery' },
    });
    expect(res.status).toBe(201);
  });

  it('tells the client the domains, for the sign-up form', async () => {
    const res = await call(gated.app, 'GET', '/api/config');
    expect(res.json).toMatchObject({ allowedEmailDomains: ['iitb.ac.in', '*.iitb.ac.in'], privateCampus: false });
  });
});

describe('the campus gate off', () => {
  it.each(CONTRIBUTIONS)('lets any verified address %s', async (kind) => {
    const res = await contribute(open, await verified(open, address('gmail.com')), kind);
    expect(res.status, JSON.stringify(res.json)).toBeLessThan(300);
  });

  it('keeps today\'s rule for unverified accounts: like and report yes; post, comment, register no', async () => {
    for (const kind of CONTRIBUTIONS) {
      const res = await contribute(open, await unverified(open, address('gmail.com')), kind);
      if (kind === 'like' || kind === 'report') expect(res.status, kind).toBeLessThan(300);
      else expect(res.json, kind).toEqual({ message: MESSAGES.verifyEmailFirst });
    }
  });

  it('says there are no domains', async () => {
    expect((await call(open.app, 'GET', '/api/config')).json).toMatchObject({ allowedEmailDomains: [], privateCampus: false });
  });
});

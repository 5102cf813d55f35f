/**
 * A student's control over the optional emails: the profile's choices, and the one-click unsubscribe link
 * every non-security email carries (RFC 8058), posted by mail providers as a form without a session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPTIONAL_EMAIL_KINDS } from '../../../shared/email-kinds.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { quickAccount, type QuickAccount } from '../../test/accounts.ts';
import { call } from '../../test/api.ts';
import { buildEvent, insertPost } from '../../test/factories.ts';
import { queuedFor, unsubscribeTokenOf } from '../../test/outbox.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { hashToken } from '../../lib/tokens.ts';
import { sweepExpiredLinks } from './email-preferences.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT: 'off', PUBLIC_URL: 'https://quad.campus.example' } });
});
afterAll(async () => {
  await t.close();
});

const prefs = (token: string) => call(t.app, 'GET', '/api/profile/email-preferences', { token });
const setPrefs = (token: string, preferences: unknown) => call(t.app, 'PUT', '/api/profile/email-preferences', { token, body: { preferences } });

/** Registers `student` for a new event and answers the confirmation email it queued. */
async function registrationEmail(student: QuickAccount) {
  const host = await quickAccount(t.database.db);
  const event = await insertPost(t.database.db, buildEvent(host.id));
  const before = (await queuedFor(t.database.db, student.id, 'registration-confirmed')).length;
  const res = await call(t.app, 'POST', `/api/users/register-event/${event.id}`, {
    token: student.token,
    body: { name: student.name, email: student.email, phone: '9876543210', 'Year of study': '2nd' },
  });
  expect(res.status).toBe(201);
  const after = await queuedFor(t.database.db, student.id, 'registration-confirmed');
  return after.length > before ? after.at(-1) : undefined;
}

/** A one-click POST as a mail provider sends it: a form, no session. */
const oneClick = (token: string, contentType = 'application/x-www-form-urlencoded', payload = 'List-Unsubscribe=One-Click') =>
  t.app.inject({ method: 'POST', url: `/api/email/unsubscribe?token=${token}`, headers: { 'content-type': contentType }, payload });

describe('GET/PUT /api/profile/email-preferences', () => {
  it('has every optional kind on at first, and turns the named kinds off and on again', async () => {
    const me = await quickAccount(t.database.db);
    expect((await prefs(me.token)).json).toEqual({ preferences: Object.fromEntries(OPTIONAL_EMAIL_KINDS.map((k) => [k, true])) });
    const off = await setPrefs(me.token, { 'event-reminder': false, 'report-outcome': false });
    expect(off).toMatchObject({ status: 200, json: { preferences: { 'event-reminder': false, 'report-outcome': false, 'event-changed': true } } });
    expect((await prefs(me.token)).json).toMatchObject({ preferences: { 'event-reminder': false, 'report-outcome': false } });
    await setPrefs(me.token, { 'event-reminder': true });
    expect((await prefs(me.token)).json).toMatchObject({ preferences: { 'event-reminder': true, 'report-outcome': false } });
    // Another student's choices are their own.
    const other = await quickAccount(t.database.db);
    expect((await prefs(other.token)).json).toMatchObject({ preferences: { 'report-outcome': true } });
  });

  it('refuses security mail, unknown kinds and empty changes with a message, and visitors with 401', async () => {
    const me = await quickAccount(t.database.db);
    for (const body of [{ 'password-reset': false }, { 'verify-email': false }, { newsletter: false }]) {
      expect(await setPrefs(me.token, body)).toMatchObject({ status: 400, json: { message: MESSAGES.emailKindUnknown } });
    }
    expect(await setPrefs(me.token, {})).toMatchObject({ status: 400, json: { message: MESSAGES.emailPreferencesEmpty } });
    expect((await setPrefs(me.token, { 'event-reminder': 'no' })).status).toBe(400);
    expect((await call(t.app, 'GET', '/api/profile/email-preferences')).status).toBe(401);
    expect((await prefs(me.token)).json).toEqual({ preferences: Object.fromEntries(OPTIONAL_EMAIL_KINDS.map((k) => [k, true])) });
  });

  it('a kind turned off is not queued at all', async () => {
    const me = await quickAccount(t.database.db);
    await setPrefs(me.token, { 'registration-confirmed': false });
    expect(await registrationEmail(me)).toBeUndefined();
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  it('every optional email carries the two headers and a footer link to the client page, with a token only hashed at rest', async () => {
    const me = await quickAccount(t.database.db);
    const email = await registrationEmail(me);
    expect(email?.headers).toMatchObject({
      'List-Unsubscribe': expect.stringMatching(/^<https:\/\/quad\.campus\.example\/api\/email\/unsubscribe\?token=[A-Za-z0-9_-]{43}>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const token = unsubscribeTokenOf(email!);
    expect(email?.text).toContain(`https://quad.campus.example/unsubscribe?token=${token}`);
    expect(email?.html).toContain(`https://quad.campus.example/unsubscribe?token=${token}`);
    const stored = await t.database.db.selectFrom('email_unsubscribe_tokens').selectAll().where('user_id', '=', me.id).execute();
    expect(stored.map((s) => s.token_hash)).toContain(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('GET tells what the link turns off and changes nothing; the form POST without a session turns it off, again and again', async () => {
    const me = await quickAccount(t.database.db);
    const token = unsubscribeTokenOf((await registrationEmail(me))!);
    const info = await call(t.app, 'GET', `/api/email/unsubscribe?token=${token}`);
    expect(info).toMatchObject({ status: 200, json: { kind: 'registration-confirmed', email: me.email, off: false } });
    expect((await prefs(me.token)).json).toMatchObject({ preferences: { 'registration-confirmed': true } });

    const res = await oneClick(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'registration-confirmed', off: true });
    expect((await prefs(me.token)).json).toMatchObject({ preferences: { 'registration-confirmed': false, 'event-reminder': true } });
    expect((await oneClick(token)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', `/api/email/unsubscribe?token=${token}`)).json).toMatchObject({ off: true });
    // The next registration sends nothing.
    expect(await registrationEmail(me)).toBeUndefined();
  });

  it('takes the multipart form some providers send, and the client’s own POST without a body', async () => {
    const me = await quickAccount(t.database.db);
    const first = unsubscribeTokenOf((await registrationEmail(me))!);
    const boundary = 'quadboundary';
    const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    expect((await oneClick(first, `multipart/form-data; boundary=${boundary}`, multipart)).statusCode).toBe(200);
    await setPrefs(me.token, { 'registration-confirmed': true });
    const second = unsubscribeTokenOf((await registrationEmail(me))!);
    expect((await call(t.app, 'POST', `/api/email/unsubscribe?token=${second}`)).status).toBe(200);
    expect((await prefs(me.token)).json).toMatchObject({ preferences: { 'registration-confirmed': false } });
  });

  it('a bad, unknown or expired token answers 400 or 404 with a message and changes nothing', async () => {
    const me = await quickAccount(t.database.db);
    const token = unsubscribeTokenOf((await registrationEmail(me))!);
    expect(await call(t.app, 'POST', '/api/email/unsubscribe?token=short')).toMatchObject({ status: 400, json: { message: MESSAGES.unsubscribeTokenInvalid } });
    expect(await call(t.app, 'POST', '/api/email/unsubscribe')).toMatchObject({ status: 400, json: { message: MESSAGES.unsubscribeTokenInvalid } });
    const unknown = await oneClick('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: MESSAGES.unsubscribeTokenInvalid });
    await t.database.db.updateTable('email_unsubscribe_tokens').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('token_hash', '=', hashToken(token)).execute();
    const expired = await oneClick(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ message: MESSAGES.unsubscribeTokenExpired });
    expect((await prefs(me.token)).json).toMatchObject({ preferences: { 'registration-confirmed': true } });
  });

  it('the form body parser belongs to this route: other routes still refuse a form', async () => {
    const me = await quickAccount(t.database.db);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/email-preferences',
      headers: { authorization: `Bearer ${me.token}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'preferences=x',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toHaveProperty('message');
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a@b.c&password=x',
    });
    expect(elsewhere.statusCode).toBe(415);
  });

  it('expired links are swept; live ones stay', async () => {
    const me = await quickAccount(t.database.db);
    const live = unsubscribeTokenOf((await registrationEmail(me))!);
    const old = unsubscribeTokenOf((await registrationEmail(me))!);
    await t.database.db.updateTable('email_unsubscribe_tokens').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('token_hash', '=', hashToken(old)).execute();
    await sweepExpiredLinks(t.app.ctx);
    const left = await t.database.db.selectFrom('email_unsubscribe_tokens').select('token_hash').where('user_id', '=', me.id).execute();
    expect(left.map((r) => r.token_hash)).toEqual([hashToken(live)]);
    expect((await oneClick(old)).statusCode).toBe(404);
  });
});

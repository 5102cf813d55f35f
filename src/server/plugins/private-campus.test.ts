/**
 * PRIVATE_CAMPUS=on (decision 045): every public read answers 401 to a visitor, except what signing in,
 * verifying, resetting, unsubscribing, health, config and a calendar feed by its token need. Run over every
 * GET route of the authorization matrix; signed-in students read as before, and no kept visitor answer leaks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages.ts';
import { MATRIX, type MatrixRow } from '../authorization.matrix.ts';
import { quickAccount, type QuickAccount } from '../test/accounts.ts';
import { call } from '../test/api.ts';
import { buildEvent, insertPost } from '../test/factories.ts';
import { createTestApp, dialectName, type TestApp } from '../test/test-app.ts';
import { VISITOR_READS_ON_PRIVATE_CAMPUS } from './private-campus.ts';

let t: TestApp;
let open: TestApp;
let student: QuickAccount;
let postId: string;
beforeAll(async () => {
  [t, open] = await Promise.all([
    createTestApp({ env: { RATE_LIMIT: 'off', PRIVATE_CAMPUS: 'on' } }),
    createTestApp({ env: { RATE_LIMIT: 'off' } }),
  ]);
  student = await quickAccount(t.database.db);
  postId = (await insertPost(t.database.db, buildEvent(student.id))).id;
});
afterAll(async () => {
  await Promise.all([t?.close(), open?.close()]);
});

const READS = MATRIX.filter((row) => row.method === 'GET' && !row.stream);

const urlOf = (row: MatrixRow) => {
  const path = row.route.replace(':id', postId).replace(':file', `${'a'.repeat(64)}.png`).replace(':token', 'x'.repeat(43));
  return row.query ? `${path}?${row.query}` : path;
};

/** The visitor's answer in the matrix (on an approved post where the route names one). */
const visitorCode = (row: MatrixRow): number => {
  const code = (row.codes as Record<string, number | readonly number[]>).visitor!;
  return typeof code === 'number' ? code : code[0]!;
};

describe(`a private campus (${dialectName})`, () => {
  it.each(READS.map((row) => [row.route, row] as const))('GET %s as a visitor', async (_route, row) => {
    const res = await call(t.app, 'GET', urlOf(row));
    if (VISITOR_READS_ON_PRIVATE_CAMPUS.has(row.route)) {
      expect(res.status).toBe(visitorCode(row));
    } else if (visitorCode(row) === 401) {
      // Signed-in routes refuse a visitor as they always did.
      expect(res.status).toBe(401);
    } else {
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ message: MESSAGES.privateCampusSignIn });
    }
  });

  it('refuses the live stream to a visitor', async () => {
    const res = await call(t.app, 'GET', '/api/stream');
    expect(res.status).toBe(401);
  });

  it('lets a signed-in student read the campus as before', async () => {
    for (const url of ['/api/posts', `/api/posts/${postId}`, '/api/calendar?month=2027-03', '/api/calendar/campus.ics', `/api/posts/${postId}/event.ics`]) {
      expect((await call(t.app, 'GET', url, { token: student.token })).status, url).toBe(200);
    }
  });

  it('serves a visitor nothing kept: not the answer a student shared, not one kept before', async () => {
    for (let i = 0; i < 2; i += 1) expect((await call(t.app, 'GET', '/api/calendar?month=2027-04', { token: student.token })).status).toBe(200);
    const res = await call(t.app, 'GET', '/api/calendar?month=2027-04');
    expect(res.status).toBe(401);
    expect(res.headers['x-quad-cache']).toBeUndefined();
  });

  it('still lets a visitor sign up and log in, and tells the client the campus is private', async () => {
    const email = `private.${Date.now()}@campus.test`;
    const signUp = await call(t.app, 'POST', '/api/auth/register', { body: { name: 'New Student', email, password: 'correct horse battery' } });
    expect(signUp.status).toBe(201);
    const login = await call(t.app, 'POST', '/api/auth/login', { body: { email, password: 'correct horse battery' } });
    expect(login.status).toBe(200);
    expect((await call(t.app, 'GET', '/api/config')).json).toMatchObject({ privateCampus: true });
  });

  it('leaves the campus open to visitors when off', async () => {
    expect((await call(open.app, 'GET', '/api/posts')).status).toBe(200);
    expect((await call(open.app, 'GET', '/api/calendar/campus.ics')).status).toBe(200);
  });
});

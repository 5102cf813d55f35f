/**
 * Crash safety: Quad runs as its own process under a write load (posts, likes, comments, registrations) and
 * is killed with SIGKILL at a random moment. After a restart on the same database, every write the server
 * had acknowledged must be there and the invariants must hold. Runs on SQLite, or on PostgreSQL when
 * TEST_DATABASE_URL is set. See docs/decisions/004-durability.md for the settings this proves.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from './database/connection.ts';
import { findInvariantViolations } from './test/invariants.ts';
import { dialectName } from './test/test-app.ts';
import { freshDatabase, spawnQuad, type FreshDatabase, type QuadProcess } from './test/server-process.ts';

const WORKERS = 8;

interface Acknowledged {
  posts: string[];
  likes: { postId: string; userId: string }[];
  comments: string[];
  registrations: { postId: string; userId: string }[];
}

interface Student {
  id: string;
  token: string;
}

async function api(base: string, method: string, path: string, token?: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    signal: AbortSignal.timeout(10_000),
  });
  const json = (await res.json().catch(() => null)) as Record<string, unknown> | Record<string, unknown>[] | null;
  return { status: res.status, json };
}

let serial = 0;
async function signUp(base: string): Promise<Student> {
  serial += 1;
  const res = await api(base, 'POST', '/api/auth/register', undefined, {
    name: `Crash Student ${serial}`,
    email: `crash.${serial}.${Date.now()}@campus.test`,
    password: 'correct horse battery',
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status}`);
  const user = res.json as { _id: string; token: string };
  return { id: user._id, token: user.token };
}

describe(`crash safety: SIGKILL under a write load (${dialectName})`, () => {
  let database: FreshDatabase | undefined;
  let server: QuadProcess | undefined;
  let handle: DatabaseHandle | undefined;
  afterAll(async () => {
    await server?.stop('SIGKILL').catch(() => undefined);
    await handle?.close().catch(() => undefined);
    await database?.cleanup();
  });

  it('keeps every acknowledged write after a SIGKILL and a restart', async () => {
    database = await freshDatabase('quad_crash');
    const env = { RATE_LIMIT: 'off' };
    server = await spawnQuad(database.url, env);
    const base = server.url;

    const students = await Promise.all(Array.from({ length: WORKERS }, () => signUp(base)));
    const found = await api(base, 'GET', '/api/posts?q=Open%20Mic');
    const openMic = (found.json as { _id: string; title: string }[]).find((p) => p.title === 'Open Mic Night');
    if (!openMic) throw new Error('the demo campus has no Open Mic Night');
    const feed = await api(base, 'GET', '/api/posts?limit=20');
    const targets = (feed.json as { _id: string }[]).map((p) => p._id);

    const acked: Acknowledged = { posts: [], likes: [], comments: [], registrations: [] };
    let running = true;
    let attempted = 0;

    async function worker(student: Student, n: number): Promise<void> {
      let step = 0;
      while (running) {
        step += 1;
        attempted += 1;
        const target = targets[(n * 7 + step) % targets.length]!;
        try {
          switch (step % 4) {
            case 0: {
              const res = await api(base, 'POST', '/api/posts', student.token, {
                type: 'confession',
                title: `Crash test ${n}.${step}`,
                content: 'Written while the server may die at any moment.',
              });
              if (res.status === 201) {
                acked.posts.push((res.json as { _id: string })._id);
                targets.push((res.json as { _id: string })._id);
              }
              break;
            }
            case 1: {
              const res = await api(base, 'PUT', `/api/posts/${target}/like`, student.token);
              if (res.status === 200) acked.likes.push({ postId: target, userId: student.id });
              break;
            }
            case 2: {
              const text = `comment ${n}.${step}.${Math.random().toString(36).slice(2)}`;
              const res = await api(base, 'POST', `/api/posts/${target}/comments`, student.token, { text });
              if (res.status === 201) acked.comments.push(text);
              break;
            }
            default: {
              // A new student each time, so every registration is a fresh one (one per user and event).
              const newcomer = await signUp(base);
              const res = await api(base, 'POST', `/api/users/register-event/${openMic!._id}`, newcomer.token, {
                name: 'Crash Student',
                email: 'crash@campus.test',
                phone: '9876543210',
                'Year of study': '2nd',
              });
              if (res.status === 201) acked.registrations.push({ postId: openMic!._id, userId: newcomer.id });
            }
          }
        } catch {
          // The server died mid-call: this write was never acknowledged, so it may or may not be there.
          if (!running) return;
        }
      }
    }

    const load = Promise.all(students.map((s, n) => worker(s, n)));
    // Killed mid-load, once enough writes were acknowledged to mean something (on a slow machine that takes
    // longer), then at a random moment of the next second and a half.
    const started = Date.now();
    const acknowledged = () => acked.posts.length + acked.likes.length + acked.comments.length + acked.registrations.length;
    while (acknowledged() <= 20 && Date.now() - started < 40_000) await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 1500)));
    const killAfterMs = Date.now() - started;
    await server.stop('SIGKILL');
    running = false;
    await load;

    const total = acked.posts.length + acked.likes.length + acked.comments.length + acked.registrations.length;
    if (process.env.QUAD_REPORT) console.log(`killed at ${killAfterMs} ms: ${acked.posts.length} posts, ${acked.likes.length} likes, ${acked.comments.length} comments, ${acked.registrations.length} registrations acknowledged`);
    expect(total, `writes acknowledged before the kill at ${killAfterMs} ms (${attempted} attempted)`).toBeGreaterThan(20);

    // Restart on the same data: it must come up, and answer.
    server = await spawnQuad(database.url, env);
    expect((await api(server.url, 'GET', '/api/health')).status).toBe(200);
    await server.stop();

    handle = createDatabase(
      database.kind === 'postgres' ? { kind: 'postgres', url: database.url } : { kind: 'sqlite', file: database.url },
    );
    const db = handle.db;
    const postIds = new Set((await db.selectFrom('posts').select('id').execute()).map((r) => r.id));
    expect(acked.posts.filter((id) => !postIds.has(id)), 'acknowledged posts that are missing').toEqual([]);
    const likes = new Set((await db.selectFrom('likes').select(['post_id', 'user_id']).execute()).map((r) => `${r.post_id}/${r.user_id}`));
    expect(acked.likes.filter((l) => !likes.has(`${l.postId}/${l.userId}`)), 'acknowledged likes that are missing').toEqual([]);
    const comments = new Set((await db.selectFrom('comments').select('text').execute()).map((r) => r.text));
    expect(acked.comments.filter((c) => !comments.has(c)), 'acknowledged comments that are missing').toEqual([]);
    const registrations = new Set(
      (await db.selectFrom('registrations').select(['post_id', 'user_id']).execute()).map((r) => `${r.post_id}/${r.user_id}`),
    );
    expect(
      acked.registrations.filter((r) => !registrations.has(`${r.postId}/${r.userId}`)),
      'acknowledged registrations that are missing',
    ).toEqual([]);
    expect(await findInvariantViolations(db)).toEqual([]);
  }, 90_000);
});

/**
 * The stream process (decision 061), as `npm start` runs it: a stream opened on a new connection is served by
 * the stream process and hears what is written through the port; a stream asked on a connection that served
 * other requests first is served by Quad itself; when the stream process dies its listeners reconnect and are
 * served at once, and it comes back; Quad stops cleanly with listeners on it. Which process holds a connection
 * is read from Linux's /proc, as `ss -p` would.
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { Agent, get, request, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshDatabase, spawnQuad, type FreshDatabase, type QuadProcess } from '../test/server-process.ts';

// Waits for a hang: a stream process starts in a few seconds, but far slower on a machine busy with the whole suite.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });

let database: FreshDatabase;
let quad: QuadProcess;
let port: number;
let token: string;
let postId: string;

/** The stream process's pid: Quad's child that runs stream-process-main. */
function streamProcessPid(): number | null {
  const pid = quad.child.pid!;
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    for (const child of readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean)) {
      try {
        if (readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('stream-process-main')) return Number(child);
      } catch {
        // Gone meanwhile.
      }
    }
  }
  return null;
}

/** The pid of the Quad process holding the server's end of the connection from `clientPort`. */
function holderOf(clientPort: number): number | null {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  let inode: string | null = null;
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const row of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = row.trim().split(/\s+/);
      if (fields[1]?.endsWith(`:${hex(port)}`) && fields[2]?.endsWith(`:${hex(clientPort)}`)) inode = fields[9] ?? null;
    }
  }
  if (!inode) return null;
  for (const pid of [quad.child.pid!, streamProcessPid()]) {
    if (!pid) continue;
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      try {
        if (readlinkSync(`/proc/${pid}/fd/${fd}`) === `socket:[${inode}]`) return pid;
      } catch {
        // Closed meanwhile.
      }
    }
  }
  return null;
}

interface RawStream {
  response: IncomingMessage;
  clientPort: number;
  text: () => string;
  /** Resolves when `text` contains `what`; rejects after `ms`. */
  heard(what: string, ms?: number): Promise<void>;
  ended: Promise<void>;
  close(): void;
}

/** GET /api/stream on the agent's connection (a new one without an agent), read as text. */
function openRaw(path: string, options: { agent?: Agent; token?: string } = {}): Promise<RawStream> {
  return new Promise((resolve, reject) => {
    const req = get(
      {
        host: '127.0.0.1',
        port,
        path,
        agent: options.agent ?? false,
        headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
      },
      (response) => {
        let text = '';
        const waiters = new Set<() => void>();
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
          for (const wake of waiters) wake();
        });
        const ended = new Promise<void>((done) => {
          response.on('close', () => done());
          response.on('error', () => done());
        });
        resolve({
          response,
          clientPort: req.socket!.localPort!,
          text: () => text,
          ended,
          heard: (what, ms = 3_000) =>
            new Promise((found, fail) => {
              const look = () => {
                if (!text.includes(what)) return;
                waiters.delete(look);
                clearTimeout(timer);
                found();
              };
              const timer = setTimeout(() => {
                waiters.delete(look);
                fail(new Error(`not heard in ${ms} ms: ${what}; heard: ${text}`));
              }, ms);
              waiters.add(look);
              look();
            }),
          close: () => req.destroy(),
        });
      },
    );
    // A stream nobody answers fails the test with a reason instead of waiting for its timeout.
    const unanswered = setTimeout(() => req.destroy(new Error(`no answer to GET ${path.slice(0, 60)} in 15 s`)), 15_000);
    req.on('response', () => clearTimeout(unanswered));
    req.on('error', (error) => {
      clearTimeout(unanswered);
      reject(error);
    });
  });
}

/** A request on the agent's connection (a new one without). */
function call(method: string, path: string, options: { agent?: Agent; token?: string; body?: unknown } = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        agent: options.agent ?? false,
        headers: {
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Opens streams until one is held by the stream process (it is ready): a few seconds on a quiet machine. */
async function streamOnStreamProcess(path: string, options: { token?: string } = {}): Promise<RawStream> {
  const until = Date.now() + 50_000;
  for (;;) {
    const stream = await openRaw(path, options);
    const holder = holderOf(stream.clientPort);
    if (holder !== null && holder === streamProcessPid()) return stream;
    stream.close();
    if (Date.now() > until) throw new Error('the stream process never took a stream');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const like = (tokenOf: string, post: string) => call('PUT', `/api/posts/${post}/like`, { token: tokenOf });
const unlike = (tokenOf: string, post: string) => call('PUT', `/api/posts/${post}/unlike`, { token: tokenOf });

describe.runIf(process.platform === 'linux')('the stream process', () => {
  beforeAll(async () => {
    database = await freshDatabase('quad_stream_process');
    quad = await spawnQuad(database.url, { STREAM_PROCESS: 'on' });
    port = Number(new URL(quad.url).port);
    const signIn = await call('POST', '/api/auth/login', { body: { email: 'asha@quad.campus', password: 'quad-demo-2026' } });
    token = (JSON.parse(signIn.body) as { token: string }).token;
    postId = (JSON.parse((await call('GET', '/api/posts')).body) as Array<{ _id: string }>)[0]!._id;
  });

  afterAll(async () => {
    await quad?.stop();
    await database?.cleanup();
  });

  it('serves a stream opened on a new connection, and it hears likes through the port as each listener may', async () => {
    const visitor = await streamOnStreamProcess(`/api/stream?posts=${postId}`);
    const student = await streamOnStreamProcess(`/api/stream?posts=${postId}`, { token });
    expect(visitor.response.statusCode).toBe(200);
    expect(visitor.response.headers['content-type']).toBe('text/event-stream; charset=utf-8');

    expect((await like(token, postId)).status).toBe(200);
    await visitor.heard(`"postId":"${postId}"`);
    await student.heard(`"mine":true`);
    expect(visitor.text()).not.toContain('"mine"');
    expect((await unlike(token, postId)).status).toBe(200);
    await student.heard(`"mine":false`);
    visitor.close();
    student.close();
  });

  it('answers anything else on a new connection as before, and closes a connection it answered other than with a stream', async () => {
    expect((await call('GET', '/api/posts')).status).toBe(200);
    const refused = await call('GET', '/api/stream?posts=' + 'x'.repeat(5_000));
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(JSON.parse(refused.body)).toHaveProperty('message');
  });

  it('serves a stream asked on a connection that served other requests first itself', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await call('GET', '/api/posts', { agent })).status).toBe(200);
    const stream = await openRaw(`/api/stream?posts=${postId}`, { agent });
    expect(holderOf(stream.clientPort)).toBe(quad.child.pid);
    expect((await like(token, postId)).status).toBe(200);
    await stream.heard(`"postId":"${postId}"`);
    expect((await unlike(token, postId)).status).toBe(200);
    stream.close();
    agent.destroy();
  });

  it('when the stream process dies, its listeners are cut and served again at once, and it comes back', async () => {
    const stream = await streamOnStreamProcess(`/api/stream?posts=${postId}`);
    const dead = streamProcessPid()!;
    const noticed = quad.output().split('the stream process stopped').length;
    process.kill(dead, 'SIGKILL');
    await stream.ended;
    // The listener's connection closes before Quad hears of the death: a stream asked in between goes to the dead
    // process, is closed, and its client asks again. Asked once Quad knows, it is served at once.
    await expect.poll(() => quad.output().split('the stream process stopped').length, { timeout: 10_000 }).toBeGreaterThan(noticed);

    // Served at once, by Quad itself while the stream process restarts.
    const meanwhile = await openRaw(`/api/stream?posts=${postId}`);
    expect(meanwhile.response.statusCode).toBe(200);
    const back = await streamOnStreamProcess(`/api/stream?posts=${postId}`);
    expect(streamProcessPid()).not.toBe(dead);
    expect((await like(token, postId)).status).toBe(200);
    await meanwhile.heard(`"postId":"${postId}"`);
    await back.heard(`"postId":"${postId}"`);
    expect((await unlike(token, postId)).status).toBe(200);
    meanwhile.close();
    back.close();
  });

  it('stops cleanly with listeners on the stream process: their streams end, and both processes exit', async () => {
    const stream = await streamOnStreamProcess('/api/stream');
    const streamPid = streamProcessPid()!;
    const exited = new Promise<number | null>((resolve) => quad.child.once('exit', (code) => resolve(code)));
    quad.child.kill('SIGTERM');
    await stream.ended;
    expect(await exited).toBe(0);
    expect(() => process.kill(streamPid, 0)).toThrow();
  });
});

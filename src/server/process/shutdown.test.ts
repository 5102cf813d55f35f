/**
 * SIGTERM, as an orchestrator sends it to `npm start` (decision 082), checked step by step on a real process with
 * METRICS_PORT: readiness turns false while the process still serves; the live stream ends with a `retry:` hint;
 * the port stops taking connections; a request under way still gets its own answer; the outbox's claim on an email
 * whose send was cut short is given back, so another process sends it at once; the process exits 0.
 */
import { once } from 'node:events';
import { get, request, type ClientRequest, type IncomingMessage } from 'node:http';
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../database/connection.ts';
import { parsePrometheusText } from '../test/prometheus-text.ts';
import { freshDatabase, spawnQuad, type FreshDatabase, type QuadProcess } from '../test/server-process.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });

const DELAY_MS = 1_500;

let database: FreshDatabase;
let quad: QuadProcess;
let reader: DatabaseHandle;
let blackHole: Server;
const held: Socket[] = [];
let metricsPort: number;

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

beforeAll(async () => {
  // An SMTP server that takes the connection and never greets: a send hangs until it is abandoned.
  blackHole = createServer((socket) => {
    held.push(socket);
    socket.on('error', () => undefined);
  }).listen(0, '127.0.0.1');
  await once(blackHole, 'listening');
  metricsPort = await freePort();
  database = await freshDatabase('quad_shutdown');
  quad = await spawnQuad(database.url, {
    DEMO_DATA: 'off',
    LOG_LEVEL: 'info',
    STREAM_PROCESS: 'off',
    METRICS_PORT: String(metricsPort),
    SMTP_URL: `smtp://127.0.0.1:${(blackHole.address() as AddressInfo).port}`,
    SHUTDOWN_DELAY_MS: String(DELAY_MS),
    SHUTDOWN_GRACE_MS: '20000',
  });
  reader = createDatabase(database.kind === 'postgres' ? { kind: 'postgres', url: database.url } : { kind: 'sqlite', file: database.url });
});

afterAll(async () => {
  await quad?.stop('SIGKILL');
  await reader?.close();
  for (const socket of held) socket.destroy();
  blackHole?.close();
  await database?.cleanup();
});

/** A stream read as raw text on a connection of its own. */
function openStream(url: string): Promise<{ text: () => string; ended: Promise<void> }> {
  return new Promise((resolve, reject) => {
    get(`${url}/api/stream`, { agent: false }, (response: IncomingMessage) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      const ended = new Promise<void>((done) => response.on('close', () => done()));
      if (response.statusCode !== 200) reject(new Error(`stream answered ${response.statusCode}`));
      else resolve({ text: () => text, ended });
    }).on('error', reject);
  });
}

/** A sign-in whose body is sent in two halves: it is under way until the second half goes. */
function slowRequest(url: string): { request: ClientRequest; finish(): void; answer: Promise<{ status: number; body: string }> } {
  const body = JSON.stringify({ email: 'nobody@campus.test', password: 'not the password at all' });
  const req = request(`${url}/api/auth/login`, {
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
  });
  req.write(body.slice(0, 10));
  return { request: req, finish: () => req.end(body.slice(10)), answer };
}

/** Whether a new TCP connection to `url` is taken ('connected') or what refused it. */
function connectionTo(url: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

async function until<T>(read: () => Promise<T | undefined>, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Waited ${ms} ms in vain:\n${quad.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('SIGTERM', () => {
  it('turns readiness false, ends the streams with a retry hint, stops taking connections, finishes requests and gives back the outbox claim', async () => {
    // An email whose send hangs: the worker holds its claim.
    const signUp = await fetch(`${quad.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Leaving Soon', email: 'leaving.soon@campus.test', password: 'correct horse battery' }),
    });
    expect(signUp.status).toBe(201);
    const claimed = await until(async () => {
      const row = await reader.db.selectFrom('email_outbox').select(['id', 'lease_until', 'status']).where('to_address', '=', 'leaving.soon@campus.test').executeTakeFirst();
      return row?.lease_until ? row : undefined;
    });
    expect(claimed.status).toBe('pending');

    // The metrics on their own port: the text format, with the email waiting.
    const scraped = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(scraped.status).toBe(200);
    const families = parsePrometheusText(await scraped.text());
    const pending = families.get('quad_outbox_pending')?.samples.find((s) => s.labels.kind === 'verify-email');
    expect(pending?.value).toBe(1);
    expect(families.get('http_request_duration_seconds')?.samples.some((s) => s.labels.route === '/api/auth/register')).toBe(true);
    expect(families.get('quad_stream_listeners')?.samples[0]?.value).toBe(0);

    const stream = await openStream(quad.url);
    const slow = slowRequest(quad.url);
    slow.answer.catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await fetch(`http://127.0.0.1:${metricsPort}/metrics`).then((r) => r.text())).match(/^quad_stream_listeners (\d+)$/m)?.[1]).toBe('1');

    const exited = new Promise<number | null>((resolve) => quad.child.once('exit', (code) => resolve(code)));
    quad.child.kill('SIGTERM');

    // 1. Not ready at once, while it still serves (new connections are still taken during SHUTDOWN_DELAY_MS).
    const ready = await until(async () => {
      const res = await fetch(`${quad.url}/api/health/ready`);
      return res.status === 503 ? res : undefined;
    }, DELAY_MS);
    expect(((await ready.json()) as { message: string }).message).toMatch(/shutting down/);
    expect((await fetch(`${quad.url}/api/health/live`)).status).toBe(200);
    expect(await connectionTo(quad.url)).toBe('connected');
    expect(stream.text()).not.toMatch(/retry: \d+\n\n$/);

    // 2. The stream ends with a hint of when to come back, and the port takes no new connection.
    await stream.ended;
    expect(stream.text()).toMatch(/retry: \d+\n\n$/);
    // The port closes just after the streams end (the same turn of the server's loop, which a busy machine may
    // not have reached when the client sees the end): a new connection is refused within moments.
    expect(await until(async () => ((await connectionTo(quad.url)) === 'ECONNREFUSED' ? 'refused' : undefined), 5_000)).toBe('refused');

    // 3. The request under way gets its own answer, not a 503 or a cut connection.
    expect(quad.child.exitCode).toBeNull();
    slow.finish();
    const answered = await slow.answer;
    expect(answered.status).toBe(401);
    expect(JSON.parse(answered.body)).toEqual({ message: expect.any(String) });

    // 4. The process exits cleanly, and the email's claim was given back: due now for any other process.
    expect(await exited).toBe(0);
    const after = await reader.db.selectFrom('email_outbox').select(['lease_until', 'status', 'attempts']).where('id', '=', claimed.id).executeTakeFirstOrThrow();
    expect(after).toEqual({ lease_until: null, status: 'pending', attempts: 0 });

    // The steps, as the process logged them, in order.
    const log = quad.output();
    const steps = ['shutting down: not ready', 'stop: ending the streams', 'stop: requests finished', 'stop: outbox released'];
    const at = steps.map((step) => log.indexOf(step));
    expect(at.every((i) => i >= 0), log).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });
});

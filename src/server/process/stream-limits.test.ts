/**
 * The live stream's shares, on Quad as `npm start` runs it under a low open-file limit (`ulimit -n 1024`): one
 * address opening more streams than the process may hold files keeps only its share, the process as a whole keeps
 * its listeners a quarter under its limit, and sign-in and the feed still answer. Served by Quad itself, and by the
 * stream process (decision 061), which counts the streams it holds.
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { get, request } from 'node:http';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { listenerCap, STREAMS_PER_ADDRESS } from '../modules/stream/stream.routes.ts';
import { freshDatabase, spawnQuad, type FreshDatabase, type QuadProcess } from '../test/server-process.ts';

vi.setConfig({ testTimeout: 180_000, hookTimeout: 60_000 });

const OPEN_FILES = 1024;

interface Opened {
  status: number;
  clientPort: number;
  close(): void;
}

function openStream(port: number, from: string): Promise<Opened> {
  return new Promise((resolve, reject) => {
    const req = get({ host: '127.0.0.1', port, path: '/api/stream', localAddress: from, agent: false }, (res) => {
      res.on('data', () => undefined);
      res.on('error', () => undefined);
      resolve({ status: res.statusCode ?? 0, clientPort: req.socket?.localPort ?? 0, close: () => req.destroy() });
    });
    req.on('error', reject);
  });
}

function call(port: number, method: string, path: string, body?: unknown): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const text = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      { host: '127.0.0.1', port, path, method, agent: false, headers: text ? { 'content-type': 'application/json' } : {} },
      (res) => {
        let answer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (answer += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: answer }));
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

/** Quad's child running the stream process, if any. */
function streamProcessPid(quadPid: number): number | null {
  for (const task of readdirSync(`/proc/${quadPid}/task`)) {
    for (const child of readFileSync(`/proc/${quadPid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean)) {
      try {
        if (readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('stream-process-main')) return Number(child);
      } catch {
        // Gone meanwhile.
      }
    }
  }
  return null;
}

/** Whether `pid` holds the server's end of the connection from `clientPort` to `port`. */
function holds(pid: number, port: number, clientPort: number): boolean {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const row of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = row.trim().split(/\s+/);
      if (fields[1]?.endsWith(`:${hex(port)}`) && fields[2]?.endsWith(`:${hex(clientPort)}`) && fields[9]) inodes.add(fields[9]);
    }
  }
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const link = readlinkSync(`/proc/${pid}/fd/${fd}`);
      if ([...inodes].some((inode) => link === `socket:[${inode}]`)) return true;
    } catch {
      // Closed meanwhile.
    }
  }
  return false;
}

const openFilesOf = (pid: number): string => /^Max open files\s+(\S+)/m.exec(readFileSync(`/proc/${pid}/limits`, 'utf8'))?.[1] ?? '';

describe.runIf(process.platform === 'linux').each(['off', 'on'])('streams under `ulimit -n 1024` (STREAM_PROCESS=%s)', (mode) => {
  let database: FreshDatabase;
  let quad: QuadProcess;
  const opened: Opened[] = [];
  afterAll(async () => {
    for (const stream of opened) stream.close();
    await quad?.stop();
    await database?.cleanup();
  });

  it('keeps one address to its share and the process under its limit, and sign-in and the feed still answer', async () => {
    database = await freshDatabase('quad_stream_limits');
    quad = await spawnQuad(database.url, { STREAM_PROCESS: mode }, [], { openFiles: OPEN_FILES });
    const port = Number(new URL(quad.url).port);
    expect(openFilesOf(quad.child.pid!)).toBe(String(OPEN_FILES));
    let holder = quad.child.pid!;
    if (mode === 'on') {
      // Until the stream process is ready, Quad serves the stream itself.
      await expect
        .poll(
          async () => {
            const pid = streamProcessPid(quad.child.pid!);
            const probe = await openStream(port, '127.0.0.9');
            const taken = pid !== null && holds(pid, port, probe.clientPort);
            probe.close();
            return taken;
          },
          { timeout: 60_000, interval: 200 },
        )
        .toBe(true);
      holder = streamProcessPid(quad.child.pid!)!;
      expect(openFilesOf(holder)).toBe(String(OPEN_FILES));
    }
    const cap = listenerCap(OPEN_FILES);
    // Visitors at one address open more streams than the process may open files, then at two more addresses.
    const statuses = new Map<string, number[]>();
    for (const [from, count] of [
      ['127.0.0.1', OPEN_FILES + 100],
      ['127.0.0.2', STREAMS_PER_ADDRESS],
      ['127.0.0.3', STREAMS_PER_ADDRESS],
    ] as const) {
      const seen: number[] = [];
      for (let i = 0; i < count; i += 50) {
        const batch = await Promise.all(Array.from({ length: Math.min(50, count - i) }, () => openStream(port, from)));
        for (const stream of batch) {
          seen.push(stream.status);
          if (stream.status === 200) opened.push(stream);
          else stream.close();
        }
      }
      statuses.set(from, seen);
    }
    const ok = (from: string) => statuses.get(from)!.filter((status) => status === 200).length;
    expect(ok('127.0.0.1')).toBe(STREAMS_PER_ADDRESS);
    expect(statuses.get('127.0.0.1')!.filter((status) => status === 429)).toHaveLength(OPEN_FILES + 100 - STREAMS_PER_ADDRESS);
    expect(ok('127.0.0.2')).toBe(STREAMS_PER_ADDRESS);
    // The process holds no more than its cap, a quarter under its limit: the rest are told it is busy.
    expect(ok('127.0.0.3')).toBe(cap - 2 * STREAMS_PER_ADDRESS);
    expect(statuses.get('127.0.0.3')!.filter((status) => status === 503)).toHaveLength(STREAMS_PER_ADDRESS - (cap - 2 * STREAMS_PER_ADDRESS));
    expect(holds(holder, port, opened[0]!.clientPort)).toBe(true);

    const signIn = await call(port, 'POST', '/api/auth/login', { email: 'asha@quad.campus', password: 'quad-demo-2026' });
    expect(signIn.status, signIn.body).toBe(200);
    const feed = await call(port, 'GET', '/api/posts');
    expect(feed.status).toBe(200);
    expect((JSON.parse(feed.body) as unknown[]).length).toBeGreaterThan(0);
  });
});

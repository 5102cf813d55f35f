/**
 * `npm start` at a terminal: the start line names the address Quad really listens on, each request is one
 * readable line (JSON lines in production), and a taken port stops the start with a reason to act on.
 */
import { once } from 'node:events';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freshDatabase, spawnQuad, type FreshDatabase, type QuadProcess } from './test/server-process.ts';

const stops: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

async function start(env: Record<string, string>): Promise<QuadProcess> {
  const database: FreshDatabase = await freshDatabase('quad_main');
  stops.push(() => database.cleanup());
  const quad = await spawnQuad(database.url, { DEMO_DATA: 'off', LOG_LEVEL: 'info', ...env });
  stops.push(() => quad.stop());
  return quad;
}

/** Waits until Quad's output has a line that `test` accepts (its log is written as requests end). */
async function lineOf(quad: QuadProcess, test: (line: string) => boolean): Promise<string> {
  for (let tries = 0; tries < 100; tries += 1) {
    const line = quad.output().split('\n').find(test);
    if (line !== undefined) return line;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no such line in:\n${quad.output()}`);
}

describe('npm start at a terminal', () => {
  it('names the port it really listens on and writes one readable line per request', async () => {
    const quad = await start({ NODE_ENV: 'development', PORT: '0', HOST: '127.0.0.1' });
    const port = new URL(quad.url).port;
    expect(Number(port)).toBeGreaterThan(0);
    expect(quad.output()).toMatch(new RegExp(`^Quad is listening on http://127\\.0\\.0\\.1:${port} on `, 'm'));

    expect((await fetch(`${quad.url}/api/health`)).status).toBe(200);
    expect((await fetch(`${quad.url}/api/posts?q=${encodeURIComponent('someone@campus.test')}`)).status).toBe(200);
    const missing = await fetch(`${quad.url}/api/no-such-thing`);
    expect(missing.status).toBe(404);

    expect(await lineOf(quad, (line) => line.startsWith('GET /api/health'))).toMatch(/^GET \/api\/health 200 \d+ms$/);
    expect(await lineOf(quad, (line) => line.startsWith('GET /api/posts'))).toMatch(/^GET \/api\/posts 200 \d+ms$/);
    expect(await lineOf(quad, (line) => line.startsWith('GET /api/no-such'))).toMatch(/^GET \/api\/no-such-thing 404 \d+ms$/);
    const output = quad.output();
    expect(output).not.toContain('{"level"');
    expect(output).not.toContain('someone');
    // Fastify's own per-interface announcement is left to the start line.
    expect(output).not.toContain('Server listening at');
  });

  it('writes JSON lines in production, with the same fields and no query string', async () => {
    const quad = await start({ NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', PUBLIC_URL: 'http://quad.campus.example' });
    expect((await fetch(`${quad.url}/api/posts?q=${encodeURIComponent('someone@campus.test')}`)).status).toBe(200);
    const line = await lineOf(quad, (text) => text.includes('"msg":"request"'));
    expect(JSON.parse(line)).toMatchObject({ level: 30, method: 'GET', path: '/api/posts', status: 200, msg: 'request' });
    expect(quad.output()).not.toContain('someone');
    const startLine = await lineOf(quad, (text) => text.includes('Quad is listening on'));
    expect((JSON.parse(startLine) as { msg: string }).msg).toMatch(/^Quad is listening on http:\/\/127\.0\.0\.1:\d+ on /);
    // An http PUBLIC_URL is said once, at warn level: the emails' one-click unsubscribe needs https.
    const warnings = quad.output().split('\n').filter((text) => text.includes('is not https'));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0]!)).toMatchObject({ level: 40, msg: expect.stringMatching(/^PUBLIC_URL \(http:.*RFC 8058/) as unknown });
    for (const text of quad.output().split('\n')) {
      if (text === '') continue;
      expect(() => JSON.parse(text) as unknown, text).not.toThrow();
    }
  });

  it('says which port is taken, and how to choose another, instead of a stack trace', async () => {
    const holder: Server = createServer();
    holder.listen(0, '127.0.0.1');
    await once(holder, 'listening');
    stops.push(() => new Promise((resolve) => holder.close(() => resolve())));
    const { port } = holder.address() as AddressInfo;
    const attempt = start({ NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1' });
    await expect(attempt).rejects.toThrow(/Quad exited with 1/);
    await expect(attempt).rejects.toThrow(
      new RegExp(`Port ${port} is already in use on 127\\.0\\.0\\.1 \\(is Quad already running\\?\\)\\. .*PORT=0 takes any free port`),
    );
  });
});

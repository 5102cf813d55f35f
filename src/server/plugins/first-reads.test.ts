import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_READS_ELEMENT_ID, HOME_FIRST_READS, type FirstReads } from '../../shared/first-reads.ts';
import { call } from '../test/api.ts';
import { buildPost, insertPost, insertUser } from '../test/factories.ts';
import { createTestApp, dialectName, type TestApp } from '../test/test-app.ts';
import { CONTENT_SECURITY_POLICY } from './security.ts';

const PAGE = '<!doctype html><html><head><title>Quad</title></head><body><div id="root"></div></body></html>';
const HOSTILE = 'Ends here </script><script>alert(1)</script> and <!-- that, $& and $\' too';

/** The answers a page holds, read as the client reads them; null when it holds none. */
function heldAnswers(html: string): FirstReads | null {
  const match = new RegExp(`<script type="application/json" id="${FIRST_READS_ELEMENT_ID}">(.*?)</script>`, 's').exec(html);
  return match ? (JSON.parse(match[1] ?? '') as FirstReads) : null;
}

function clientFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'quad-client-'));
  writeFileSync(join(dir, 'index.html'), PAGE);
  return dir;
}

/** Home's page holds the answers to a visitor's first reads (decision 058). */
describe(`Home's page with a visitor's first reads in it (${dialectName})`, () => {
  let t: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = clientFolder();
    t = await createTestApp({ clientDir });
    const author = await insertUser(t.database.db);
    for (let i = 0; i < 25; i++) await insertPost(t.database.db, buildPost(author.id));
    await insertPost(t.database.db, buildPost(author.id, { content: HOSTILE }));
    await insertPost(t.database.db, buildPost(author.id, { type: 'news', title: 'Library hours' }));
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('holds, for each first read, the very answer the API gives a visitor, with the Link of the next page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    const held = heldAnswers(res.body);
    expect(Object.keys(held?.answers ?? {})).toEqual([...HOME_FIRST_READS]);
    for (const path of HOME_FIRST_READS) {
      const api = await call(t.app, 'GET', `/api${path}`);
      expect(held?.answers[path]?.body, path).toEqual(api.json);
      expect(held?.answers[path]?.link, path).toBe(api.headers.link);
    }
    expect(held?.answers[HOME_FIRST_READS[0] ?? '']?.link).toMatch(/rel="next"/);
  });

  it("keeps a person's text inside the element, whatever it says", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).not.toContain('<!-- that');
    // One element of answers, and the page's own end after it.
    expect(res.body.match(/<\/script>/g)).toHaveLength(1);
    expect(res.body.trimEnd().endsWith('</body></html>')).toBe(true);
    const texts = (heldAnswers(res.body)?.answers['/posts?type=confession%2Cevent']?.body as { content: string }[]).map(
      (post) => post.content,
    );
    expect(texts).toContain(HOSTILE);
  });

  it('answers another screen of the app (a shortcut, a sign-in return) with the plain page', async () => {
    for (const url of ['/?screen=events', '/?compose=1', '/posts/abc']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(heldAnswers(res.body), url).toBeNull();
    }
  });
});

describe(`Home's page on a private campus (${dialectName})`, () => {
  let t: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = clientFolder();
    t = await createTestApp({ clientDir, env: { PRIVATE_CAMPUS: 'on' } });
    const author = await insertUser(t.database.db);
    await insertPost(t.database.db, buildPost(author.id, { content: 'Members only' }));
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('holds only what a visitor may read there: the configuration, never a post', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(heldAnswers(res.body)?.answers ?? {})).toEqual(['/config']);
    expect(res.body).not.toContain('Members only');
  });
});

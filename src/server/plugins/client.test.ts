import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test/api.ts';
import { createTestApp, dialectName, type TestApp } from '../test/test-app.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { CONTENT_SECURITY_POLICY } from './security.ts';

/** Quad installed as an app (decision 050): the service worker and the manifest as a browser must get them. */
describe(`the installable app's files (${dialectName})`, () => {
  let t: TestApp;
  let clientDir: string;
  const manifest = JSON.stringify({ name: 'Quad', icons: [], description: 'x'.repeat(2000) });
  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'quad-client-'));
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Quad</title><div id="root"></div>');
    writeFileSync(join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(clientDir, 'manifest.webmanifest'), manifest);
    writeFileSync(join(clientDir, 'manifest.webmanifest.gz'), gzipSync(manifest));
    t = await createTestApp({ clientDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('serves the service worker as JavaScript that is revalidated every time', async () => {
    const res = await call(t.app, 'GET', '/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  });

  it('serves the manifest as application/manifest+json, compressed or not', async () => {
    for (const encoding of ['identity', 'gzip']) {
      const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest', headers: { 'accept-encoding': encoding } });
      expect(res.statusCode, encoding).toBe(200);
      expect(res.headers['content-type'], encoding).toBe('application/manifest+json');
      expect(res.headers['cache-control'], encoding).toBe('no-cache');
    }
  });

  it("lets the page's own service worker and manifest in, and nobody else's", () => {
    expect(CONTENT_SECURITY_POLICY).toContain("worker-src 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("manifest-src 'self'");
  });

  it('still answers a missing file under /api or /media as a 404, never the page', async () => {
    for (const url of ['/api/nope', '/media/missing.webp']) {
      const res = await call(t.app, 'GET', url, { headers: { accept: 'text/html' } });
      expect(res.status, url).toBe(404);
    }
  });
});

/** A missing file is a 404, never the app's page (decision 065); the app's own addresses still open the page. */
describe(`missing files and the site's own files (${dialectName})`, () => {
  let t: TestApp;
  let privateCampus: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'quad-client-'));
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Quad</title><div id="root"></div>');
    writeFileSync(join(clientDir, 'assets', 'app-1a2b3c.js'), 'console.log(1);');
    t = await createTestApp({ clientDir, env: { SUPPORT_EMAIL: 'help@campus.test', PUBLIC_URL: 'https://quad.campus.test' } });
    privateCampus = await createTestApp({ clientDir, env: { PRIVATE_CAMPUS: 'on' } });
  });
  afterAll(async () => {
    await t.close();
    await privateCampus.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('answers 404 {message} for a missing asset or any missing path with an extension', async () => {
    for (const url of ['/assets/missing.js', '/assets/app-old.css', '/favicon.ico', '/sitemap.xml', '/old/page.html', '/x.webmanifest']) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await call(t.app, method, url, { headers: { accept: 'text/html' } });
        expect(res.status, `${method} ${url}`).toBe(404);
        expect(res.headers['content-type'], `${method} ${url}`).toContain('application/json');
      }
      expect((await call(t.app, 'GET', url)).json).toEqual({ message: MESSAGES.notFound });
    }
    const present = await call(t.app, 'GET', '/assets/app-1a2b3c.js');
    expect(present.status).toBe(200);
  });

  it("keeps answering the app's own addresses with the page", async () => {
    for (const url of ['/events/abc/registrations', '/events/abc/check-in', '/posts/abc', '/unsubscribe?token=x.y', '/']) {
      const res = await call(t.app, 'GET', url, { headers: { accept: 'text/html' } });
      expect(res.status, url).toBe(200);
      expect(res.raw.body, url).toContain('<div id="root">');
    }
  });

  it('serves robots.txt: the public screens on an open campus, nothing on a private one', async () => {
    const open = await call(t.app, 'GET', '/robots.txt');
    expect(open.status).toBe(200);
    expect(open.headers['content-type']).toContain('text/plain');
    expect(open.raw.body).toContain('Allow: /posts/');
    expect(open.raw.body).toContain('Allow: /events/\n');
    expect(open.raw.body).toContain('Disallow: /events/*/check-in\n');
    expect(open.raw.body).toContain('Disallow: /\n');
    expect(open.raw.body).not.toContain('<div');
    const closed = await call(privateCampus.app, 'GET', '/robots.txt');
    expect(closed.status).toBe(200);
    expect(closed.raw.body).toBe('User-agent: *\nDisallow: /\n');
  });

  it("serves RFC 9116's security.txt with the support address and an expiry within a year", async () => {
    const res = await call(t.app, 'GET', '/.well-known/security.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.raw.body).toContain('Contact: mailto:help@campus.test\n');
    expect(res.raw.body).toContain('Canonical: https://quad.campus.test/.well-known/security.txt\n');
    const expires = /^Expires: (.+)$/m.exec(res.raw.body)?.[1] ?? '';
    const ahead = Date.parse(expires) - Date.now();
    expect(ahead).toBeGreaterThan(0);
    expect(ahead).toBeLessThan(365 * 24 * 60 * 60 * 1000);
    expect((await call(privateCampus.app, 'GET', '/.well-known/security.txt')).status).toBe(200);
  });
});

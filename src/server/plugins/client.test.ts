import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test/api.ts';
import { createTestApp, dialectName, type TestApp } from '../test/test-app.ts';
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

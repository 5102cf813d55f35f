/**
 * `npm run bench:client`: builds the client, starts Quad on the demo campus, and loads Home in headless
 * Chromium with the CPU throttled 4x and a slow-4G network (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up).
 * Reports the bytes on the wire by kind, first contentful paint, largest contentful paint and the time until the
 * first post is on screen, and the bytes that had arrived by then; then runs Lighthouse 12 (mobile, its default
 * simulated throttling) on the same Chromium for the performance and accessibility scores. Writes
 * bench/results/client.json.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../e2e/support/chromium.ts';
import { freshDatabase, spawnQuad } from '../src/server/test/server-process.ts';

type Kind = 'html' | 'js' | 'css' | 'api' | 'image' | 'font' | 'other';

execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });

// The first-load JS: the entry script and the chunks index.html modulepreloads, gzip level 9 (as the
// precompressed .gz files served), in KB of 1,024 bytes like every figure here; not what loads later on demand.
const indexHtml = readFileSync('dist/client/index.html', 'utf8');
const firstLoadFiles = [...indexHtml.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? '');
const firstLoadJsGzip = firstLoadFiles.reduce((sum, file) => sum + gzipSync(readFileSync(`dist/client${file}`), { level: 9 }).length, 0);
const database = await freshDatabase('quad_client');
const quad = await spawnQuad(database.url, { NODE_ENV: 'production', DEMO_DATA: 'on', LOG_LEVEL: 'warn' });
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

const kindOf = (type: string, url: string): Kind => {
  if (type === 'Document') return 'html';
  if (type === 'Script') return 'js';
  if (type === 'Stylesheet') return 'css';
  if (type === 'Image' || url.includes('/media/')) return 'image';
  if (type === 'Font') return 'font';
  if (type === 'Fetch' || type === 'XHR' || url.includes('/api/')) return 'api';
  return 'other';
};

try {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const context = browser.contexts()[0] ?? (await browser.newContext());
  const page = await context.newPage();
  await page.setViewportSize({ width: 412, height: 823 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  const kinds = new Map<string, { kind: Kind; url: string }>();
  const bytes: Record<Kind, number> = { html: 0, js: 0, css: 0, api: 0, image: 0, font: 0, other: 0 };
  const files: { url: string; kind: Kind; bytes: number }[] = [];
  // Requests in flight, but for the live stream (/api/stream), which stays open for the page's life: Playwright's
  // 'networkidle' never comes while it is open.
  const inFlight = new Set<string>();
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', (e: { requestId: string; request: { url: string } }) => {
    if (!e.request.url.includes('/api/stream')) inFlight.add(e.requestId);
    lastActivity = Date.now();
  });
  const settled = (e: { requestId: string }) => {
    inFlight.delete(e.requestId);
    lastActivity = Date.now();
  };
  cdp.on('Network.loadingFailed', settled);
  const networkQuiet = async (quietMs = 500, timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs;
    while (inFlight.size > 0 || Date.now() - lastActivity < quietMs) {
      if (Date.now() > deadline) throw new Error(`The network did not go quiet in ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  cdp.on('Network.responseReceived', (e: { requestId: string; type: string; response: { url: string } }) => {
    kinds.set(e.requestId, { kind: kindOf(e.type, e.response.url), url: e.response.url });
  });
  cdp.on('Network.loadingFinished', (e: { requestId: string; encodedDataLength: number }) => {
    settled(e);
    const seen = kinds.get(e.requestId);
    if (!seen) return;
    bytes[seen.kind] += e.encodedDataLength;
    files.push({ url: new URL(seen.url).pathname + new URL(seen.url).search, kind: seen.kind, bytes: e.encodedDataLength });
  });

  const started = Date.now();
  await page.goto(quad.url, { waitUntil: 'commit' });
  await page.getByRole('main').getByRole('article').first().waitFor({ timeout: 60_000 });
  const firstPostMs = Date.now() - started;
  const beforeFirstPost = { ...bytes };
  const filesBeforeFirstPost = [...files];
  await page.waitForLoadState('load');
  await networkQuiet();
  const paints = await page.evaluate(
    () =>
      new Promise<{ fcp: number; lcp: number }>((resolve) => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
        let lcp = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) lcp = Math.max(lcp, entry.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve({ fcp, lcp }), 500);
      }),
  );
  await browser.close();

  const kb = (n: number) => Math.round((n / 1024) * 10) / 10;
  const wireBeforeFirstPost = beforeFirstPost.html + beforeFirstPost.js + beforeFirstPost.css + beforeFirstPost.api + beforeFirstPost.font;
  console.log(`First-load JS (entry + ${firstLoadFiles.length - 1} modulepreloaded chunks): ${kb(firstLoadJsGzip)} KB gzip`);
  console.log('Home on the demo campus, Chromium, CPU 4x slower, slow 4G:');
  console.log(`  first contentful paint   ${Math.round(paints.fcp)} ms`);
  console.log(`  largest contentful paint ${Math.round(paints.lcp)} ms`);
  console.log(`  first post on screen     ${firstPostMs} ms (from navigation start)`);
  console.log(`  on the wire, all:        ${Object.entries(bytes).map(([k, v]) => `${k} ${kb(v)} KB`).join(', ')}`);
  console.log(`  before the first post:   JS ${kb(beforeFirstPost.js)} KB, CSS ${kb(beforeFirstPost.css)} KB, HTML ${kb(beforeFirstPost.html)} KB, API ${kb(beforeFirstPost.api)} KB: ${kb(wireBeforeFirstPost)} KB in all (images not counted)`);
  for (const f of filesBeforeFirstPost.filter((f) => f.kind === 'js')) console.log(`    ${f.url}  ${kb(f.bytes)} KB`);

  const run = await lighthouse(quad.url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  const categories = run?.lhr.categories;
  const scores = {
    performance: Math.round((categories?.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories?.accessibility?.score ?? 0) * 100),
  };
  const audits = run?.lhr.audits;
  console.log(`Lighthouse ${run?.lhr.lighthouseVersion} (mobile, simulated slow 4G, CPU 4x): performance ${scores.performance}, accessibility ${scores.accessibility}`);
  for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']) {
    console.log(`  ${id.padEnd(26)} ${audits?.[id]?.displayValue ?? ''}`);
  }
  // What blocks the main thread, when blocking time costs points: the longest tasks and whose script ran.
  const longTasks = (audits?.['long-tasks']?.details as { items?: { url?: string; duration?: number; startTime?: number }[] } | undefined)?.items ?? [];
  for (const task of longTasks.slice(0, 5)) {
    console.log(`  long task ${Math.round(task.duration ?? 0)} ms at ${Math.round(task.startTime ?? 0)} ms: ${(task.url ?? '').replace(quad.url, '')}`);
  }
  // Whose script time it is: per script, evaluation and compilation (simulated, CPU 4x).
  const bootup = (audits?.['bootup-time']?.details as { items?: { url?: string; total?: number; scripting?: number; scriptParseCompile?: number }[] } | undefined)?.items ?? [];
  for (const item of bootup.slice(0, 6)) {
    console.log(`  script ${Math.round(item.total ?? 0)} ms (run ${Math.round(item.scripting ?? 0)}, compile ${Math.round(item.scriptParseCompile ?? 0)}): ${(item.url ?? '').replace(quad.url, '')}`);
  }
  // Which elements moved, when layout shift costs points.
  const shifts = (audits?.['layout-shifts']?.details as { items?: { node?: { selector?: string; nodeLabel?: string }; score?: number }[] } | undefined)?.items ?? [];
  for (const item of shifts.slice(0, 5)) {
    console.log(`  layout shift ${item.score?.toFixed(3) ?? ''}: ${item.node?.selector ?? ''} (${(item.node?.nodeLabel ?? '').slice(0, 60)})`);
  }
  const failing = Object.values(audits ?? {})
    .filter((a) => a.score !== null && a.score < 1 && run?.lhr.categories.accessibility?.auditRefs.some((r) => r.id === a.id))
    .map((a) => a.id);
  if (failing.length) console.log(`  accessibility audits below full marks: ${failing.join(', ')}`);
  for (const id of failing) {
    const items = (audits?.[id]?.details as { items?: { node?: { selector?: string; snippet?: string } }[] } | undefined)?.items ?? [];
    for (const item of items.slice(0, 3)) console.log(`    ${id}: ${item.node?.selector ?? ''} ${(item.node?.snippet ?? '').slice(0, 120)}`);
  }

  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    'bench/results/client.json',
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        throttling: { cpu: 4, latencyMs: 150, downKbps: 1600, upKbps: 750 },
        fcpMs: Math.round(paints.fcp),
        lcpMs: Math.round(paints.lcp),
        firstPostMs,
        firstLoadJsGzip,
        bytes,
        beforeFirstPost,
        wireBeforeFirstPost,
        files: filesBeforeFirstPost,
        lighthouse: scores,
        accessibilityBelowFull: failing,
      },
      null,
      2,
    )}\n`,
  );
} finally {
  chrome.kill();
  await quad.stop();
  await database.cleanup();
}

/**
 * `npm run security:sqlmap [-- --quick]`: sqlmap (Debian's package) in batch mode against a running Quad on
 * loopback, with a valid token, on every endpoint that takes a parameter from the caller: path ids, query
 * strings and JSON bodies. Any injection point found fails the run. Quad runs on a fresh database (SQLite, or
 * PostgreSQL when TEST_DATABASE_URL is set) with the demo campus and the write limits off.
 *
 * Full (default): level 3, risk 2, techniques BEUST (boolean, error, union, stacked, time-based).
 * Quick (CI): level 1, risk 1, techniques BEU.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshDatabase, spawnQuad } from '../src/server/test/server-process.ts';

const quick = process.argv.includes('--quick');
const which = spawnSync('sqlmap', ['--version'], { encoding: 'utf8' });
if (which.error) {
  console.error('sqlmap is not installed: apt-get install sqlmap (Debian), then run this again.');
  process.exit(1);
}

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status}`);
  return (await res.json()) as T;
}

const database = await freshDatabase('quad_sqlmap');
const quad = await spawnQuad(database.url, { RATE_LIMIT: 'off', LOG_LEVEL: 'error' });
const base = quad.url;
const out = mkdtempSync(join(tmpdir(), 'quad-sqlmap-'));
const results: { target: string; injectable: boolean; reached: boolean; seconds: number }[] = [];
let failed = false;

try {
  const login = await json<{ token: string }>(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'rahul@quad.campus', password: 'quad-demo-2026' }),
  });
  const posts = await json<{ _id: string; title: string; type: string }[]>(`${base}/api/posts?limit=50`);
  const event = posts.find((p) => p.title === 'Open Mic Night') ?? posts.find((p) => p.type === 'event');
  const consight = posts.find((p) => p.type === 'confession') ?? posts[0];
  if (!event || !consight) throw new Error('the demo campus has no event or Consight');

  // `*` marks where sqlmap injects. Every body is JSON, as the client sends it.
  const targets: { name: string; url: string; method?: string; data?: string; ignoreCode?: string }[] = [
    { name: 'feed query', url: `${base}/api/posts?q=chai*&type=confession*&limit=20*&author=x*` },
    { name: 'feed cursor', url: `${base}/api/posts?cursor=abc*` },
    { name: 'post id', url: `${base}/api/posts/${consight._id}*` },
    { name: 'comments of a post', url: `${base}/api/posts/${consight._id}*/comments?cursor=x*` },
    { name: 'calendar month', url: `${base}/api/calendar?month=2026-11*&tz=Asia%2FKolkata*` },
    { name: 'calendar day', url: `${base}/api/calendar/day?day=2026-11-23*&tz=UTC*` },
    { name: 'upcoming events', url: `${base}/api/posts/upcoming-events?exclude=${event._id}*` },
    { name: 'notifications', url: `${base}/api/notifications?cursor=x*` },
    // A wrong password answers 401: sqlmap must compare those pages instead of stopping at the first one.
    {
      name: 'login body',
      url: `${base}/api/auth/login`,
      method: 'POST',
      data: '{"email":"rahul@quad.campus*","password":"x*"}',
      ignoreCode: '401',
    },
    { name: 'comment body', url: `${base}/api/posts/${consight._id}/comments`, method: 'POST', data: '{"text":"nice*"}' },
    { name: 'report body', url: `${base}/api/posts/${event._id}/report`, method: 'POST', data: '{"reason":"Clickbait*"}' },
    {
      name: 'registration body',
      url: `${base}/api/users/register-event/${event._id}*`,
      method: 'POST',
      data: '{"name":"Ravi*","email":"ravi@campus.test*","phone":"9876543210*","Year of study":"2nd*"}',
    },
    {
      name: 'new post body',
      url: `${base}/api/posts`,
      method: 'POST',
      data: '{"type":"confession*","title":"A title*","content":"Some content*"}',
    },
    { name: 'like', url: `${base}/api/posts/${consight._id}*/like`, method: 'PUT' },
    { name: 'calendar entry', url: `${base}/api/calendar/mine/${event._id}*`, method: 'PUT' },
  ];

  for (const target of targets) {
    const started = Date.now();
    const args = [
      '-u', target.url,
      '--batch',
      '--flush-session',
      '--disable-coloring',
      '--skip-waf',
      `--output-dir=${out}`,
      `--level=${quick ? 1 : 3}`,
      `--risk=${quick ? 1 : 2}`,
      `--technique=${quick ? 'BEU' : 'BEUST'}`,
      '--time-sec=2',
      '--threads=4',
      '--timeout=10',
      '--retries=1',
      '-v', '1',
    ];
    if (target.method) args.push(`--method=${target.method}`);
    if (target.ignoreCode) args.push(`--ignore-code=${target.ignoreCode}`);
    // sqlmap takes one --headers option: several headers are separated by a newline.
    const headers = [`Authorization: Bearer ${login.token}`];
    if (target.data) {
      args.push(`--data=${target.data}`);
      headers.push('Content-Type: application/json');
    }
    args.push(`--headers=${headers.join('\n')}`);
    const run = spawnSync('sqlmap', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: 15 * 60 * 1000 });
    const text = `${run.stdout}\n${run.stderr}`;
    const injectable = /identified the following injection point/i.test(text);
    // A run that could not reach Quad proves nothing: it fails too.
    const unreachable = /unable to connect to the target|connection refused|target URL is not responding/i.test(text);
    const seconds = Math.round((Date.now() - started) / 1000);
    results.push({ target: target.name, injectable, reached: !unreachable, seconds });
    console.log(`${injectable ? 'INJECTABLE' : unreachable ? 'UNREACHED ' : 'clean     '}  ${target.name.padEnd(22)} ${seconds}s`);
    if (injectable || unreachable) {
      failed = true;
      console.log(text.slice(-4000));
    }
  }
  // A pooled connection left idle during a long scan may have been closed by the server: ask up to 3 times.
  let health: unknown;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    health = await fetch(`${base}/api/health`).catch((error: unknown) => (error as Error).cause ?? error);
    if (health instanceof Response) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!(health instanceof Response) || health.status !== 200) {
    failed = true;
    const why = health instanceof Response ? health.status : String(health);
    console.log(`Quad was not healthy after the run: ${why}; exit ${quad.child.exitCode} ${quad.child.signalCode}`);
    console.log(quad.output().slice(-4000));
  }
} finally {
  await quad.stop();
  await database.cleanup();
  rmSync(out, { recursive: true, force: true });
}

mkdirSync('bench/results', { recursive: true });
const summary = {
  date: new Date().toISOString(),
  mode: quick ? 'quick (level 1, risk 1, BEU)' : 'full (level 3, risk 2, BEUST)',
  database: database.kind,
  sqlmap: which.stdout.trim(),
  results,
};
writeFileSync(`bench/results/sqlmap-${database.kind}.json`, `${JSON.stringify(summary, null, 2)}\n`);
console.log(failed ? 'sqlmap found something: see above.' : `sqlmap found no injection point in ${results.length} targets (${summary.mode}, ${database.kind}).`);
process.exit(failed ? 1 : 0);

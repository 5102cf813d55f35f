/**
 * `npm run bench:profile -- [--path /api/posts?limit=20] [--method GET] [--body JSON] [--visitor] [--posts 100000]
 * [--seconds 8] [--uncached]`: where one call spends its time. Seeds a campus, starts Quad under the V8 profiler, sends the
 * call for a few seconds at 50 connections (as signed-in students unless --visitor), and prints the functions
 * with the most self time and the share of each package. `:post` in the path is a random visible post, so a
 * write can be profiled too: `--method POST --path /api/posts/:post/comments --body '{"text":"Hi"}'`.
 * `--uncached` starts Quad with READ_CACHE=off, as bench:scale does, so the queries and the page's building are
 * profiled rather than the kept answers.
 * The profile is kept in bench/results/ for Chrome DevTools (Performance tab).
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { spawnQuad } from '../src/server/test/server-process.ts';
import { prepareCampus } from './support/campus.ts';

const option = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
};
const POSTS = Number(option('posts', '100000'));
const SECONDS = Number(option('seconds', '8'));
const PATH = option('path', '/api/posts?limit=20');
const METHOD = option('method', 'GET');
const BODY = option('body', '');
const visitor = process.argv.includes('--visitor');
const uncached = process.argv.includes('--uncached');
const STUDENTS = 60;

const results = resolve('bench/results');
const scratch = join(results, `profile-${process.pid}`);
mkdirSync(scratch, { recursive: true });

const campus = await prepareCampus({ posts: POSTS, students: STUDENTS, prefix: 'quad_profile' });
const quad = await spawnQuad(
  campus.database.url,
  { NODE_ENV: 'production', RATE_LIMIT: 'off', DEMO_DATA: 'off', LOG_LEVEL: 'warn', ...(uncached ? { READ_CACHE: 'off' } : {}) },
  ['--cpu-prof', `--cpu-prof-dir=${scratch}`],
);
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const headers = (): Record<string, string> => ({
  ...(visitor ? {} : { authorization: `Bearer ${pick(campus.students).token}` }),
  ...(BODY ? { 'content-type': 'application/json' } : {}),
});
const requests = [
  {
    setupRequest: (req: object) => ({
      ...req,
      method: METHOD,
      path: PATH.replace(':post', () => pick(campus.postIds)),
      headers: headers(),
      ...(BODY ? { body: BODY } : {}),
    }),
  },
];
await autocannon({ url: quad.url, connections: 50, duration: 2, requests });
const run = await autocannon({ url: quad.url, connections: 50, duration: SECONDS, requests });
console.log(
  `${visitor ? 'visitor' : 'signed in'} ${METHOD} ${PATH} on ${POSTS} posts (${campus.database.kind}): ${Math.round(run.requests.average)} req/s, ` +
    `p50 ${run.latency.p50} ms, p99 ${run.latency.p99} ms, non-2xx ${run.non2xx} (under the profiler: slower than bench:api)`,
);
// SIGINT: a graceful stop, so V8 writes the profile.
await quad.stop('SIGINT');
await campus.database.cleanup();

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

// One profile per thread (CPU.<date>.<time>.<pid>.<thread>.<n>.cpuprofile): the main thread's is thread 0.
const file = readdirSync(scratch).find((name) => name.endsWith('.cpuprofile') && name.split('.')[4] === '0');
if (!file) throw new Error('The server wrote no profile.');
const kept = join(results, `profile-${visitor ? 'visitor' : 'signed-in'}.cpuprofile`);
renameSync(join(scratch, file), kept);
rmSync(scratch, { recursive: true, force: true });
const profile = JSON.parse(readFileSync(kept, 'utf8')) as Profile;

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
// Start-up (loading and compiling modules, migrating) is not the call's cost: samples count from the first
// one taken inside a route module.
const inModules = new Map<number, boolean>();
const underModules = (id: number): boolean => {
  let known = inModules.get(id);
  if (known === undefined) {
    const parent = parentOf.get(id);
    known = byId.get(id)!.callFrame.url.includes('/src/server/modules/') || (parent !== undefined && underModules(parent));
    inModules.set(id, known);
  }
  return known;
};
const first = profile.samples.findIndex(underModules);
const selfTime = new Map<number, number>();
let total = 0;
profile.samples.forEach((id, i) => {
  if (i < first) return;
  const dt = profile.timeDeltas[i] ?? 0;
  selfTime.set(id, (selfTime.get(id) ?? 0) + dt);
  total += dt;
});

const where = (url: string) => url.replace(/^.*node_modules\//, '').replace(/^.*\/(src|bench)\//, '$1/');
const byFunction = new Map<string, number>();
const byPackage = new Map<string, number>();
for (const [id, time] of selfTime) {
  const frame = byId.get(id)!.callFrame;
  const name = `${frame.functionName || '(anonymous)'} ${where(frame.url)}:${frame.lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + time);
  // Inclusive by package: each package on the stack once.
  const seen = new Set<string>();
  for (let cur: number | undefined = id; cur !== undefined; cur = parentOf.get(cur)) {
    const url = byId.get(cur)!.callFrame.url;
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ?? (/\/src\//.test(url) ? `src/${url.split('/src/')[1]!.split('/').slice(0, 3).join('/')}` : null);
    if (pkg && !seen.has(pkg)) {
      seen.add(pkg);
      byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + time);
    }
  }
}
const top = (map: Map<string, number>, n: number) =>
  [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([name, time]) => `  ${((time / total) * 100).toFixed(1).padStart(5)}%  ${name}`).join('\n');
console.log(`\nSelf time, top 25:\n${top(byFunction, 25)}`);
console.log(`\nBy package (inclusive), top 15:\n${top(byPackage, 15)}`);
console.log(`\nProfile: ${kept}`);

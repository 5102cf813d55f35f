/**
 * `node --import tsx bench/sign-in.ts [--requests N]`: what a password costs the server. Quad runs as its own
 * production process on a fresh database with 20 accounts; sign-in (POST /api/auth/login with the right
 * password) and sign-up (POST /api/auth/register) are each measured over N requests (default 20) at
 * 1 connection (one person's wait) and at 8 connections (the server busy hashing, N x 4 requests), after two
 * warm-up requests. A fixed count rather than a fixed time: at full cost a busy server may answer none of 8
 * sign-ins within a few seconds. Prints req/s, p50 and p99 and writes bench/results/sign-in-<database>.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import autocannon, { type Request } from 'autocannon';
import { insertUser } from '../src/server/test/factories.ts';
import { migrateToLatest } from '../src/server/database/migrator.ts';
import { hashPassword } from '../src/server/lib/passwords.ts';
import { freshDatabase, spawnQuad } from '../src/server/test/server-process.ts';
import { openDatabase } from './support/campus.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const REQUESTS = arg('requests', 20);
const ACCOUNTS = 20;
const PASSWORD = 'bench-password-2026';

const database = await freshDatabase('quad_signin');
const handle = openDatabase(database);
await migrateToLatest(handle.db);
const passwordHash = await hashPassword(PASSWORD);
const emails: string[] = [];
for (let i = 0; i < ACCOUNTS; i += 1) {
  const user = await insertUser(handle.db, { email: `signin${i + 1}@bench.campus`, password_hash: passwordHash, email_verified_at: new Date().toISOString() });
  emails.push(user.email);
}
await handle.close();
console.log(`Stored hash: ${passwordHash.split('$').slice(0, 4).join('$')}$...`);

const quad = await spawnQuad(database.url, { NODE_ENV: 'production', RATE_LIMIT: 'off', DEMO_DATA: 'off', LOG_LEVEL: 'warn' });
const rows: { name: string; connections: number; rps: number; p50: number; p99: number; non2xx: number; errors: number }[] = [];

async function measure(name: string, connections: number, requests: Request[]): Promise<void> {
  await autocannon({ url: quad.url, connections: 1, amount: 2, timeout: 60, requests });
  const amount = connections === 1 ? REQUESTS : REQUESTS * 4;
  const result = await autocannon({ url: quad.url, connections, amount, timeout: 60, requests });
  const row = {
    name,
    connections,
    rps: Math.round(result.requests.average * 10) / 10,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
  rows.push(row);
  console.log(
    `${name.padEnd(10)} ${String(connections).padStart(2)} conn  ${String(row.rps).padStart(6)} req/s  p50 ${String(row.p50).padStart(4)} ms  p99 ${String(row.p99).padStart(4)} ms` +
      (row.non2xx || row.errors ? `  (non-2xx ${row.non2xx}, errors ${row.errors})` : ''),
  );
}

const json = { 'content-type': 'application/json' };
const signIn: Request[] = [
  {
    setupRequest: (req) => ({
      ...req,
      method: 'POST',
      path: '/api/auth/login',
      headers: json,
      body: JSON.stringify({ email: emails[Math.floor(Math.random() * emails.length)], password: PASSWORD }),
    }),
  },
];
let registered = 0;
const signUp: Request[] = [
  {
    setupRequest: (req) => {
      registered += 1;
      return {
        ...req,
        method: 'POST',
        path: '/api/auth/register',
        headers: json,
        body: JSON.stringify({ name: `Bench Newcomer ${registered}`, email: `newcomer${registered}@bench.campus`, password: PASSWORD }),
      };
    },
  },
];

for (const connections of [1, 8]) await measure('sign-in', connections, signIn);
for (const connections of [1, 8]) await measure('sign-up', connections, signUp);

if (rows.some((r) => r.errors || r.non2xx)) console.log(quad.output().slice(-2000));
await quad.stop();
await database.cleanup();
mkdirSync('bench/results', { recursive: true });
const summary = { date: new Date().toISOString(), database: database.kind, requests: REQUESTS, hash: passwordHash.split('$').slice(0, 4).join('$'), rows };
writeFileSync(`bench/results/sign-in-${database.kind}.json`, `${JSON.stringify(summary, null, 2)}\n`);

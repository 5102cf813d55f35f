/**
 * `npm test`: the full tier, what CI runs (decision 062). Typecheck and lint; the pure and client tests once; the
 * database tests on SQLite; the browser journeys in real Chromium on SQLite; and, when TEST_DATABASE_URL names a
 * PostgreSQL server, the database tests again there and the journeys of what only PostgreSQL does (the live stream).
 *
 * `npm run test:fast` (`--fast`): the tier for use while working: typecheck, lint, pure and client tests, the
 * database tests on SQLite, and a smoke set of journeys. Either ends with a table of how long each part took and
 * one line 'tests: N passed, N failed'.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { CHROMIUM_MISSING, hasChromium } from '../e2e/support/chromium.ts';
import type { Outcome } from './outcome-reporter.ts';

const fast = process.argv.includes('--fast');
const postgres = process.env.TEST_DATABASE_URL || undefined;

/** Journeys of what only PostgreSQL does: the live stream across the processes of one database. */
const POSTGRES_JOURNEYS = ['e2e/live.spec.ts'];
/** The fast tier's journeys: signing in, the feed, posting, registering, the live stream. */
const SMOKE_JOURNEYS = ['e2e/auth.spec.ts', 'e2e/feed.spec.ts', 'e2e/compose.spec.ts', 'e2e/events.spec.ts', 'e2e/live.spec.ts'];

if (!hasChromium()) {
  console.error(CHROMIUM_MISSING);
  process.exit(1);
}

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

interface Part extends Counts {
  name: string;
  seconds: number;
}

const failures: string[] = [];
const flaky: string[] = [];

interface Report {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
}

mkdirSync('test-results', { recursive: true });
const parts: Part[] = [];

/** Without TEST_DATABASE_URL: a part that runs on SQLite whatever the caller's environment says. */
function sqliteEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.TEST_DATABASE_URL;
  return env;
}

function timed(name: string, work: () => Counts): void {
  console.log(`\n== ${name}`);
  const start = performance.now();
  const counts = work();
  parts.push({ name, seconds: (performance.now() - start) / 1000, ...counts });
}

/** A command that is a check, not tests: one failure when it fails. */
function check(name: string, command: string, args: string[]): void {
  timed(name, () => {
    const result = spawnSync(command, args, { stdio: 'inherit' });
    return { passed: 0, failed: result.status === 0 ? 0 : 1, skipped: 0 };
  });
}

/** One Vitest run, counted from its JSON report. */
function vitest(name: string, args: string[], env: NodeJS.ProcessEnv): void {
  timed(name, () => {
    const slug = name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
    const out = `test-results/${slug}.json`;
    const outcomeFile = `test-results/${slug}.outcome.json`;
    rmSync(out, { force: true });
    rmSync(outcomeFile, { force: true });
    const result = spawnSync(
      process.execPath,
      [
        'node_modules/vitest/vitest.mjs',
        'run',
        ...args,
        '--reporter=default',
        '--reporter=json',
        '--reporter=./scripts/outcome-reporter.ts',
        `--outputFile.json=${out}`,
      ],
      { stdio: 'inherit', env: { ...env, QUAD_OUTCOME_FILE: outcomeFile } },
    );
    if (existsSync(outcomeFile)) {
      const outcome = JSON.parse(readFileSync(outcomeFile, 'utf8')) as Outcome;
      failures.push(...outcome.failed.map((f) => `${name}: ${f.test}\n    ${f.error}`));
      flaky.push(...outcome.flaky.map((f) => `${name}: ${f.test} (tried ${f.retries + 1} times)\n    first try: ${f.error}`));
    }
    if (!existsSync(out)) {
      console.error(`${name}: the test runner stopped without a report (exit ${result.status}).`);
      return { passed: 0, failed: 1, skipped: 0 };
    }
    const report = JSON.parse(readFileSync(out, 'utf8')) as Report;
    const failed = report.numFailedTests || (result.status === 0 ? 0 : 1);
    return { passed: report.numPassedTests, failed, skipped: report.numPendingTests };
  });
}

const npx = (bin: string) => `node_modules/.bin/${bin}`;
const minutes = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

console.log(`Running the ${fast ? 'fast' : 'full'} tier${postgres && !fast ? ' on SQLite and PostgreSQL' : ' on SQLite'}.`);
check('typecheck', npx('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
check('lint', npx('eslint'), ['.', '--max-warnings=0']);
vitest('pure and client tests', ['--project', 'pure', '--project', 'client'], sqliteEnv());
vitest('database tests on SQLite', ['--project', 'database'], sqliteEnv());
vitest('journeys on SQLite', ['-c', 'vitest.e2e.config.ts', ...(fast ? SMOKE_JOURNEYS : [])], sqliteEnv());
if (postgres && !fast) {
  vitest('database tests on PostgreSQL', ['--project', 'database'], process.env);
  vitest('journeys on PostgreSQL', ['-c', 'vitest.e2e.config.ts', ...POSTGRES_JOURNEYS], process.env);
} else if (!fast) {
  console.log('\nTEST_DATABASE_URL is not set: the database tests and the live journey ran on SQLite only.');
}

const total: Part = { name: 'total', passed: 0, failed: 0, skipped: 0, seconds: 0 };
for (const part of parts) {
  total.passed += part.passed;
  total.failed += part.failed;
  total.skipped += part.skipped;
  total.seconds += part.seconds;
}
console.log('\n| part | time | passed | failed | skipped |\n|---|---:|---:|---:|---:|');
for (const part of [...parts, total]) {
  console.log(`| ${part.name} | ${minutes(part.seconds)} | ${part.passed} | ${part.failed} | ${part.skipped} |`);
}
if (flaky.length) console.log(`\nPassed only when tried again:\n${flaky.map((f) => `  ${f}`).join('\n')}`);
if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.log(`\ntests: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(total.failed === 0 && total.passed > 0 ? 0 : 1);

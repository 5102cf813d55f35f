/**
 * `npm test`: the whole suite. Unit, component and API tests (Vitest), then the browser journeys in
 * real Chromium. Ends with one line 'tests: N passed, N failed'. Set TEST_DATABASE_URL to a postgres://
 * URL to run the API tests and the journeys on PostgreSQL instead of SQLite.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { CHROMIUM_MISSING, hasChromium } from '../e2e/support/chromium.ts';

if (!hasChromium()) {
  console.error(CHROMIUM_MISSING);
  process.exit(1);
}

interface Report {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  success: boolean;
}

mkdirSync('test-results', { recursive: true });
const vitest = 'node_modules/vitest/vitest.mjs';

function run(name: string, args: string[]): Report {
  const out = `test-results/${name}.json`;
  rmSync(out, { force: true });
  const result = spawnSync(
    process.execPath,
    [vitest, 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    { stdio: 'inherit' },
  );
  if (!existsSync(out)) {
    console.error(`${name}: the test runner stopped without a report (exit ${result.status}).`);
    return { numPassedTests: 0, numFailedTests: 1, numPendingTests: 0, success: false };
  }
  const report = JSON.parse(readFileSync(out, 'utf8')) as Report;
  if (result.status !== 0 && report.numFailedTests === 0) report.numFailedTests = 1;
  return report;
}

const where = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';
console.log(`Running the suite on ${where}.`);
const unit = run('unit', []);
const e2e = run('e2e', ['-c', 'vitest.e2e.config.ts']);

const passed = unit.numPassedTests + e2e.numPassedTests;
const failed = unit.numFailedTests + e2e.numFailedTests;
const skipped = unit.numPendingTests + e2e.numPendingTests;
console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);

/**
 * A Vitest reporter that writes, to the file QUAD_OUTCOME_FILE names, the tests that failed (with the first line of
 * their error) and the tests that passed only when tried again. `npm test` lists both at its end, so the last
 * screen of a CI log says which test broke without scrolling back through the whole run.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestCase, TestModule } from 'vitest/node';

export interface Outcome {
  failed: { test: string; error: string }[];
  /** `error`: the first line of what went wrong on the try that failed, to find the cause later. */
  flaky: { test: string; retries: number; error: string }[];
}

const firstLine = (message: string | undefined): string => (message ?? 'failed').split('\n', 1)[0]?.slice(0, 300) ?? 'failed';

function nameOf(testCase: TestCase): string {
  return `${path.relative(process.cwd(), testCase.module.moduleId)} > ${testCase.fullName}`;
}

export default class OutcomeReporter implements Reporter {
  private readonly outcome: Outcome = { failed: [], flaky: [] };

  onTestCaseResult(testCase: TestCase): void {
    const result = testCase.result();
    const diagnostic = testCase.diagnostic();
    if (result.state === 'failed') {
      const first = result.errors?.[0];
      const error = firstLine(first?.message ?? first?.name);
      this.outcome.failed.push({ test: nameOf(testCase), error });
    } else if (result.state === 'passed' && diagnostic?.flaky) {
      const first = result.errors?.[0];
      this.outcome.flaky.push({ test: nameOf(testCase), retries: diagnostic.retryCount, error: firstLine(first?.message ?? first?.name) });
    }
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandled: ReadonlyArray<{ message?: string }>): void {
    for (const module of modules) {
      for (const error of module.errors()) {
        const test = path.relative(process.cwd(), module.moduleId);
        this.outcome.failed.push({ test, error: firstLine(error.message) });
      }
    }
    for (const error of unhandled) {
      this.outcome.failed.push({ test: 'unhandled error', error: firstLine(error.message) });
    }
    const file = process.env.QUAD_OUTCOME_FILE;
    if (file) writeFileSync(file, JSON.stringify(this.outcome, null, 2));
  }
}

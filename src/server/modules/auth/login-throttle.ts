import { SESSION } from '../../../shared/limits.ts';

/**
 * Failed logins per email, in memory: at most SESSION.failedLoginMax inside a sliding window.
 * One process serves Quad, so memory is the right store; see docs/decisions/003-token-sessions.md.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly max = SESSION.failedLoginMax,
    private readonly windowMs = SESSION.failedLoginWindowMs,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(email: string): number[] {
    const since = this.now() - this.windowMs;
    const list = (this.failures.get(email) ?? []).filter((t) => t > since);
    if (list.length) this.failures.set(email, list);
    else this.failures.delete(email);
    return list;
  }

  isBlocked(email: string): boolean {
    return this.recent(email).length >= this.max;
  }

  recordFailure(email: string): void {
    const list = this.recent(email);
    list.push(this.now());
    this.failures.set(email, list);
    if (this.failures.size > 100_000) this.failures.delete(this.failures.keys().next().value as string);
  }

  clear(email: string): void {
    this.failures.delete(email);
  }
}

import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { SESSION } from '../../../shared/limits.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import type { Database } from '../../database/schema.ts';
import { isoIn, nowIso } from '../../database/values.ts';
import { tooManyRequests } from '../../lib/http-errors.ts';
import { hashToken } from '../../lib/tokens.ts';
import * as sessions from './sessions.repository.ts';

/**
 * Failed logins, kept in the database so every process on it counts the same (decision 025):
 * - per account and client together: SESSION.failedLoginMax failures inside the window answer 429 to that
 *   client for that account, even with the right password;
 * - per account from all clients: past failedLoginMax failures, every attempt for the account is slowed by a
 *   bounded delay that grows with the failures. Nobody is locked out: the owner, from a client that has not
 *   failed, signs in with the right password, only later.
 * The account (the normalised email) and the client (its address as Fastify sees it) are stored as SHA-256.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly limits: {
      max: number;
      windowMs: number;
      delayStepMs: number;
      delayMaxMs: number;
    } = {
      max: SESSION.failedLoginMax,
      windowMs: SESSION.failedLoginWindowMs,
      delayStepMs: SESSION.failedLoginDelayStepMs,
      delayMaxMs: SESSION.failedLoginDelayMaxMs,
    },
  ) {}

  private keys(email: string, client: string) {
    return { account: hashToken(`account:${email}`), client: hashToken(`client:${client}`) };
  }

  /** Before a password is checked: refuses (429) a client over its limit, else waits the account's delay. */
  async admit(email: string, client: string): Promise<void> {
    const keys = this.keys(email, client);
    const failures = await sessions.countLoginFailures(this.db, keys.account, keys.client, isoIn(-this.limits.windowMs));
    if (failures.client >= this.limits.max) throw tooManyRequests(MESSAGES.tooManyFailedLogins);
    const delay = delayFor(failures.account, this.limits);
    if (delay > 0) await sleep(delay);
  }

  async recordFailure(email: string, client: string): Promise<void> {
    await sessions.insertLoginFailure(this.db, { ...this.keys(email, client), created_at: nowIso() });
  }

  /** The right password: this client's failures for the account are forgotten, the other clients' are not. */
  async clear(email: string, client: string): Promise<void> {
    const keys = this.keys(email, client);
    await sessions.clearLoginFailures(this.db, keys.account, keys.client);
  }
}

/** The wait before answering an attempt for an account with `failures` recent failures from all clients. */
export function delayFor(failures: number, limits: { max: number; delayStepMs: number; delayMaxMs: number }): number {
  if (failures < limits.max) return 0;
  return Math.min(limits.delayMaxMs, limits.delayStepMs * (failures - limits.max + 1));
}

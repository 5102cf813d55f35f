import type { Kysely } from 'kysely';
import { SESSION } from '../../../shared/limits.ts';
import type { Database } from '../../database/schema.ts';
import { isoIn, nowIso } from '../../database/values.ts';
import { everyInterval } from '../../lib/every-interval.ts';
import { deleteExpiredTokens } from './account-tokens.repository.ts';
import * as sessions from './sessions.repository.ts';

/**
 * Deletes what can no longer be used: expired or revoked sessions (a session's expiry never passes
 * SESSION.maxAgeMs from its start), expired tickets, Google flows older than their 10 minutes, and login
 * failures older than their window, and account email tokens past their expiry. A few indexed DELETEs; safe
 * when several processes sweep one database.
 */
export async function sweepAuthRows(db: Kysely<Database>) {
  const now = nowIso();
  const swept = await sessions.deleteDeadAuthRows(db, {
    now,
    flowsBefore: isoIn(-SESSION.googleFlowTtlMs),
    failuresBefore: isoIn(-SESSION.failedLoginWindowMs),
  });
  return { ...swept, accountTokens: await deleteExpiredTokens(db, now) };
}

/**
 * Sweeps every `everyMs` (the first time after a random part of it, so processes started together do not sweep
 * together) until the returned function is called; that function waits for a sweep under way. The timer never
 * keeps the process alive.
 */
export function startAuthSweep(db: Kysely<Database>, everyMs: number, onError: (error: unknown) => void): () => Promise<void> {
  return everyInterval(() => sweepAuthRows(db), everyMs, onError);
}

/**
 * Sends the outbox (decision 040). One worker runs in every process. It wakes when a write queues a message
 * (the change `outbox`, from any process), when another writer may have (`unknown`), and on a timer for
 * retries; it claims each due row with a lease (one conditional UPDATE, so of several processes one wins),
 * sends it outside any transaction, then marks it sent, or counts the failure and sets the next attempt.
 *
 * A process that dies mid-send leaves its lease to lapse; the row is then sent again, as the same message
 * (the same Message-ID). The window between the server's 250 and the mark is the at-least-once part.
 */
import type { Kysely } from 'kysely';
import type { ChangeStream } from '../../changes/change-stream.ts';
import type { Database } from '../../database/schema.ts';
import { isoIn, nowIso } from '../../database/values.ts';
import { type MailTransport, SendFailure } from './mail-transport.ts';
import { claimOutboxRow, findDueOutboxIds, markOutboxAttemptFailed, markOutboxSent } from './outbox.repository.ts';

export interface OutboxWorkerOptions {
  /** How often due rows are looked for without a wake-up (retries, delayed messages, lapsed leases). */
  pollMs: number;
  /** How long a claim holds: longer than any send may take (the SMTP timeouts), so a live send is never taken over. */
  leaseMs: number;
  /** The wait after each failed attempt; once they are used up, the message is failed. */
  backoffMs: readonly number[];
  /** On stop, how long a send under way may finish before it is abandoned (its lease then lapses). */
  stopGraceMs: number;
  /** Rows claimed per look. */
  batch: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const OUTBOX_WORKER_DEFAULTS: OutboxWorkerOptions = {
  pollMs: 30_000,
  leaseMs: 5 * MINUTE,
  // 1 min, 5 min, 30 min, 2 h, 6 h, 12 h: the eighth failure, about 21 hours after the first, fails the message.
  backoffMs: [MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 6 * HOUR, 12 * HOUR, 12 * HOUR],
  stopGraceMs: 5_000,
  batch: 20,
};

export interface OutboxWorkerLog {
  warn(facts: Record<string, unknown>, message: string): void;
}

export interface OutboxWorker {
  /** Looks for due mail now (tests; the worker wakes on its own otherwise). */
  wake(): void;
  /** Resolves when nothing is being sent and no look is pending. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

export function startOutboxWorker(
  deps: { db: Kysely<Database>; changes: ChangeStream; transport: MailTransport; log: OutboxWorkerLog },
  options: Partial<OutboxWorkerOptions> = {},
): OutboxWorker {
  const o = { ...OUTBOX_WORKER_DEFAULTS, ...options };
  const abort = new AbortController();
  let stopped = false;
  let again = false;
  let running: Promise<void> | null = null;

  const sendOne = async (id: string): Promise<void> => {
    const now = nowIso();
    const lease = isoIn(o.leaseMs);
    const row = await claimOutboxRow(deps.db, id, now, lease);
    if (!row) return;
    try {
      await deps.transport.send(row, abort.signal);
    } catch (error) {
      // Stopping abandoned the send: as after a crash, the lease lapses and the row goes again.
      if (abort.signal.aborted) return;
      const failure = error instanceof SendFailure ? error : new SendFailure(String(error), false);
      const attempts = row.attempts + 1;
      const wait = failure.permanent ? undefined : o.backoffMs[attempts - 1];
      await markOutboxAttemptFailed(deps.db, row.id, lease, {
        attempts,
        error: failure.message,
        nextAttemptAt: wait === undefined ? null : isoIn(wait),
      });
      if (wait === undefined) deps.log.warn({ id: row.id, kind: row.kind, attempts, reason: failure.message }, 'email failed');
      return;
    }
    await markOutboxSent(deps.db, row.id, nowIso());
  };

  const drain = async (): Promise<void> => {
    do {
      again = false;
      for (;;) {
        if (stopped) return;
        const ids = await findDueOutboxIds(deps.db, nowIso(), o.batch);
        for (const id of ids) {
          if (stopped) return;
          await sendOne(id);
        }
        if (ids.length < o.batch) break;
      }
    } while (again && !stopped);
  };

  const wake = (): void => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => {
        // The database was unreachable or closing: the timer looks again.
        if (!stopped) deps.log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'outbox look failed');
      })
      .finally(() => {
        running = null;
      });
  };

  const unfollow = deps.changes.follow((delivered) => {
    if (delivered.change.type === 'outbox' || delivered.change.type === 'unknown') wake();
  });
  const timer = setInterval(wake, o.pollMs);
  timer.unref();
  // What was queued before this process started (or left by one that died).
  setImmediate(wake);

  return {
    wake,
    async idle() {
      while (running) await running;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(timer);
      unfollow();
      const current = running;
      if (!current) return deps.transport.close();
      let grace: NodeJS.Timeout | undefined;
      const waited = await Promise.race([
        current.then(() => true),
        new Promise<boolean>((resolve) => {
          grace = setTimeout(() => resolve(false), o.stopGraceMs);
        }),
      ]);
      clearTimeout(grace);
      if (!waited) {
        abort.abort();
        await current;
      }
      deps.transport.close();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's outbox worker (buildApp starts it, closing stops it). */
    outbox: OutboxWorker;
  }
}

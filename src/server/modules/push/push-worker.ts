/**
 * Sends the push outbox (decision 051), as the email outbox is sent (decision 040). One worker runs in every
 * process. It wakes when a write queues a push (the change `push`, from any process), when another writer may
 * have (`unknown`), and on a timer for retries; it claims each due row with a lease (one conditional UPDATE, so of
 * several processes one wins), sends it outside any transaction, then marks it sent, counts the failure with a
 * backoff, or, when the push service says the subscription is gone (404, 410), removes the subscription and
 * what waited for it.
 *
 * Each row is one push to one device, so a retry never repeats a push to another device. A process that dies
 * between the push service's 201 and the mark leaves its lease to lapse and the push goes again: the device shows
 * it once, as the second replaces the first by its tag.
 */
import type { Kysely } from 'kysely';
import type { ChangeStream } from '../../changes/change-stream.ts';
import type { Database } from '../../database/schema.ts';
import { isoIn, nowIso } from '../../database/values.ts';
import { everyInterval } from '../../lib/every-interval.ts';
import type { PushPayload } from '../../../shared/schemas/push.ts';
import { type PushOutcome, type PushTransport, topicOf } from './push-transport.ts';
import {
  claimPushRow,
  deleteFinishedPushesBefore,
  deleteSubscription,
  findDuePushIds,
  hasFinishedPushesBefore,
  markPushAttemptFailed,
  markPushSent,
} from './push.repository.ts';

export interface PushWorkerOptions {
  /** How often due rows are looked for without a wake-up (retries, lapsed leases). */
  pollMs: number;
  /** How long a claim holds: longer than a send may take (the transport's timeout). */
  leaseMs: number;
  /** The wait after each failed attempt; once they are used up, the push is failed. */
  backoffMs: readonly number[];
  /** On stop, how long a send under way may finish before it is abandoned (its lease then lapses). */
  stopGraceMs: number;
  /** Rows claimed per look. */
  batch: number;
  /** Sent and failed rows are dropped after this long, looked for every `sweepEveryMs`. */
  keepFinishedMs: number;
  sweepEveryMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const PUSH_WORKER_DEFAULTS: PushWorkerOptions = {
  pollMs: 30_000,
  leaseMs: 2 * MINUTE,
  // 30 s, 2 min, 10 min, 1 h, 3 h: the sixth failure, about 4 hours after the first, fails the push.
  backoffMs: [30_000, 2 * MINUTE, 10 * MINUTE, HOUR, 3 * HOUR],
  stopGraceMs: 5_000,
  batch: 20,
  keepFinishedMs: 7 * 24 * HOUR,
  sweepEveryMs: HOUR,
};

export interface PushWorkerLog {
  warn(facts: Record<string, unknown>, message: string): void;
}

export interface PushWorker {
  /** Looks for due pushes now (tests; the worker wakes on its own otherwise). */
  wake(): void;
  /** Resolves when nothing is being sent and no look is pending. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/** A push that cannot wait is delivered at once to a sleeping phone. */
const URGENT_KINDS = new Set(['waitlist-offer']);

function tagOf(payload: string): string {
  try {
    return (JSON.parse(payload) as Partial<PushPayload>).tag ?? payload;
  } catch {
    return payload;
  }
}

export function startPushWorker(
  deps: { db: Kysely<Database>; changes: ChangeStream; transport: PushTransport; log: PushWorkerLog },
  options: Partial<PushWorkerOptions> = {},
): PushWorker {
  const o = { ...PUSH_WORKER_DEFAULTS, ...options };
  const abort = new AbortController();
  let stopped = false;
  let again = false;
  let running: Promise<void> | null = null;

  const sendOne = async (id: string): Promise<void> => {
    const lease = isoIn(o.leaseMs);
    const push = await claimPushRow(deps.db, id, nowIso(), lease);
    if (!push) return;
    let outcome: PushOutcome;
    try {
      outcome = await deps.transport.send(
        push,
        { payload: push.payload, topic: topicOf(tagOf(push.payload)), urgency: URGENT_KINDS.has(push.kind) ? 'high' : 'normal' },
        abort.signal,
      );
    } catch (error) {
      // Stopping abandoned the send: as after a crash, the lease lapses and the row goes again.
      if (abort.signal.aborted) return;
      outcome = { result: 'retry', reason: error instanceof Error ? error.message : String(error) };
    }
    if (outcome.result === 'sent') {
      await markPushSent(deps.db, push, nowIso());
      return;
    }
    if (outcome.result === 'gone') {
      // The browser unsubscribed, or the push service forgot it: nothing will reach it again.
      await deleteSubscription(deps.db, push.subscription_id);
      return;
    }
    const attempts = push.attempts + 1;
    const wait = outcome.result === 'retry' ? o.backoffMs[attempts - 1] : undefined;
    await markPushAttemptFailed(deps.db, push.id, lease, { attempts, error: outcome.reason, nextAttemptAt: wait === undefined ? null : isoIn(wait) });
    if (wait === undefined) deps.log.warn({ id: push.id, kind: push.kind, attempts, reason: outcome.reason }, 'push failed');
  };

  const drain = async (): Promise<void> => {
    do {
      again = false;
      for (;;) {
        if (stopped) return;
        const ids = await findDuePushIds(deps.db, nowIso(), o.batch);
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
        if (!stopped) deps.log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'push look failed');
      })
      .finally(() => {
        running = null;
      });
  };

  const unfollow = deps.changes.follow((delivered) => {
    if (delivered.change.type === 'push' || delivered.change.type === 'unknown') wake();
  });
  const timer = setInterval(wake, o.pollMs);
  timer.unref();
  // What was queued before this process started (or left by one that died).
  setImmediate(wake);
  const stopSweeping = everyInterval(
    async () => {
      const before = new Date(Date.now() - o.keepFinishedMs).toISOString();
      if (await hasFinishedPushesBefore(deps.db, before)) await deleteFinishedPushesBefore(deps.db, before);
    },
    o.sweepEveryMs,
    (error) => deps.log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'push sweep failed'),
  );

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
      await stopSweeping();
      const current = running;
      if (!current) return;
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
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's push worker (buildApp starts it, closing stops it). */
    pushOutbox: PushWorker;
  }
}

/**
 * One leased outbox (decisions 040, 051, 070): the queue every process sends, whatever it holds. A write queues a
 * row in its own transaction and names the kind's change; one worker runs in every process. It wakes on that change
 * (from any process), on `unknown` (another writer may have queued), and on a timer for retries and lapsed leases;
 * it claims each due row with a lease (one conditional UPDATE, so of several processes one wins), sends it outside
 * any transaction, then marks it sent, counts a passing failure and sets the next attempt by the backoff, or fails
 * it (a permanent failure, or the backoff used up).
 *
 * A process that dies mid-send leaves its lease to lapse; the row is then sent again by whichever process claims
 * it. The window between the far side's acceptance and the mark is the at-least-once part.
 *
 * What differs is the kind's (`OutboxKind`): its table, how a claimed row is read and sent, what a thrown error
 * counts as, its limits. The library imports no module: modules hand it their kinds.
 */
import type { Kysely } from 'kysely';
import type { ChangeStream } from '../changes/change-stream.ts';
import type { Change } from '../changes/change.ts';
import type { Database } from '../database/schema.ts';
import { isoIn, nowIso } from '../database/values.ts';
import { everyInterval } from '../lib/every-interval.ts';
import {
  claimRow,
  deleteFinishedRowsBefore,
  findDueIds,
  hasFinishedRowsBefore,
  markRowAttemptFailed,
  markRowSent,
  releaseRow,
  type QueueTable,
} from './leased-outbox.repository.ts';

export interface LeasedOutboxOptions {
  /** How often due rows are looked for without a wake-up (retries, delayed rows, lapsed leases). */
  pollMs: number;
  /** How long a claim holds: longer than any send may take, so a live send is never taken over. */
  leaseMs: number;
  /** The wait after each passing failure; once they are used up, the row is failed. */
  backoffMs: readonly number[];
  /** On stop, how long a send under way may finish before it is abandoned (its lease then lapses). */
  stopGraceMs: number;
  /** Rows claimed per look. */
  batch: number;
  /** Where set, sent and failed rows are dropped after this long, looked for every `sweepEveryMs`. */
  keepFinishedMs?: number;
  sweepEveryMs?: number;
}

/** What became of one attempt. */
export type SendOutcome =
  /** Delivered: the row is marked sent. */
  | { result: 'sent' }
  /** A passing failure: counted, and tried again after the next wait of the backoff (failed once it is used up). */
  | { result: 'retry'; reason: string }
  /** A permanent failure: the row fails now. */
  | { result: 'failed'; reason: string }
  /** Where it was to go is gone for good: the kind's `gone` removes what waited for it (else, as `failed`). */
  | { result: 'gone'; reason: string };

/** The least a claimed row says: the log's facts and the attempt count. */
export interface ClaimedRow {
  id: string;
  kind: string;
  attempts: number;
}

export interface OutboxKind<Row extends ClaimedRow> {
  /** The queue table: its rows have the leased columns. */
  table: QueueTable;
  /** The change a write names when it queues a row: every process's worker looks then. */
  wakeOn: Change['type'];
  /** The limits, which `startLeasedOutbox`'s options override one by one. */
  defaults: LeasedOutboxOptions;
  /** The log lines' messages: a row failed for good, a look at the table failed, a sweep failed. */
  says: { failed: string; lookFailed: string; sweepFailed?: string };
  /** What sending a row this worker has just claimed needs; null when it is gone. */
  read(db: Kysely<Database>, id: string): Promise<Row | null>;
  /** One attempt; `signal` abandons it (the process is stopping). May throw: `failureOf` judges the error. */
  send(row: Row, signal: AbortSignal): Promise<SendOutcome>;
  /** What an error thrown by `send` counts as: a passing or a permanent failure. */
  failureOf(error: unknown): SendOutcome;
  /** After the row is marked sent, at the same time `now`. */
  sent?(db: Kysely<Database>, row: Row, now: string): Promise<void>;
  /** After a `gone` outcome: removes the destination, and the rows that waited for it. */
  gone?(db: Kysely<Database>, row: Row): Promise<void>;
  /** When the worker has stopped (a kept connection closes). */
  close?(): void;
}

export interface LeasedOutboxLog {
  warn(facts: Record<string, unknown>, message: string): void;
}

export interface LeasedOutbox {
  /** Looks for due rows now (tests; the worker wakes on its own otherwise). */
  wake(): void;
  /** Resolves when nothing is being sent and no look is pending. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function startLeasedOutbox<Row extends ClaimedRow>(
  kind: OutboxKind<Row>,
  deps: { db: Kysely<Database>; changes: ChangeStream; log: LeasedOutboxLog },
  options: Partial<LeasedOutboxOptions> = {},
): LeasedOutbox {
  const o = { ...kind.defaults, ...options };
  const { db, log } = deps;
  const abort = new AbortController();
  let stopped = false;
  let again = false;
  let running: Promise<void> | null = null;

  const sendOne = async (id: string): Promise<void> => {
    const lease = isoIn(o.leaseMs);
    if (!(await claimRow(db, kind.table, id, nowIso(), lease))) return;
    const row = await kind.read(db, id);
    if (!row) return;
    let outcome: SendOutcome;
    try {
      outcome = await kind.send(row, abort.signal);
    } catch (error) {
      // Stopping abandoned the send: the claim is given back, so another process sends the row at once
      // (decision 082); should that fail, the lease lapses as after a crash.
      if (abort.signal.aborted) {
        await releaseRow(db, kind.table, row.id, lease).catch(() => undefined);
        return;
      }
      outcome = kind.failureOf(error);
    }
    if (outcome.result === 'sent') {
      const now = nowIso();
      await markRowSent(db, kind.table, row.id, now);
      await kind.sent?.(db, row, now);
      return;
    }
    if (outcome.result === 'gone' && kind.gone) {
      await kind.gone(db, row);
      return;
    }
    const attempts = row.attempts + 1;
    const wait = outcome.result === 'retry' ? o.backoffMs[attempts - 1] : undefined;
    await markRowAttemptFailed(db, kind.table, row.id, lease, { attempts, error: outcome.reason, nextAttemptAt: wait === undefined ? null : isoIn(wait) });
    if (wait === undefined) log.warn({ id: row.id, kind: row.kind, attempts, reason: outcome.reason }, kind.says.failed);
  };

  const drain = async (): Promise<void> => {
    do {
      again = false;
      for (;;) {
        if (stopped) return;
        const ids = await findDueIds(db, kind.table, nowIso(), o.batch);
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
        if (!stopped) log.warn({ reason: reasonOf(error) }, kind.says.lookFailed);
      })
      .finally(() => {
        running = null;
      });
  };

  const unfollow = deps.changes.follow((delivered) => {
    if (delivered.change.type === kind.wakeOn || delivered.change.type === 'unknown') wake();
  });
  const timer = setInterval(wake, o.pollMs);
  timer.unref();
  // What was queued before this process started (or left by one that died).
  setImmediate(wake);
  const { keepFinishedMs, sweepEveryMs } = o;
  const stopSweeping =
    keepFinishedMs === undefined || sweepEveryMs === undefined
      ? async () => {}
      : everyInterval(
          async () => {
            const before = new Date(Date.now() - keepFinishedMs).toISOString();
            if (await hasFinishedRowsBefore(db, kind.table, before)) await deleteFinishedRowsBefore(db, kind.table, before);
          },
          sweepEveryMs,
          (error) => log.warn({ reason: reasonOf(error) }, kind.says.sweepFailed ?? kind.says.lookFailed),
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
      if (current) {
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
      }
      kind.close?.();
    },
  };
}

/**
 * Sends the email outbox (decision 040): a kind of the leased outbox (decision 070). The change `outbox` wakes the
 * worker; each claimed row goes to the mail transport as the same message every time (the same Message-ID). A 4xx,
 * a network fault or a refused sign-in is tried again; a 5xx answer to the message itself fails it at once.
 */
import type { Kysely } from 'kysely';
import type { ChangeStream } from '../../changes/change-stream.ts';
import type { Database } from '../../database/schema.ts';
import { type LeasedOutbox, type LeasedOutboxLog, type LeasedOutboxOptions, type OutboxKind, startLeasedOutbox } from '../../outbox/leased-outbox.ts';
import { type MailTransport, SendFailure } from './mail-transport.ts';
import { findOutboxRow, type OutboxRow } from './outbox.repository.ts';

export type OutboxWorkerOptions = Omit<LeasedOutboxOptions, 'keepFinishedMs' | 'sweepEveryMs'>;
export type OutboxWorkerLog = LeasedOutboxLog;
export type OutboxWorker = LeasedOutbox;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const OUTBOX_WORKER_DEFAULTS: OutboxWorkerOptions = {
  pollMs: 30_000,
  // Longer than the SMTP timeouts let a send take, so a live send is never taken over.
  leaseMs: 5 * MINUTE,
  // 1 min, 5 min, 30 min, 2 h, 6 h, 12 h: the eighth failure, about 21 hours after the first, fails the message.
  backoffMs: [MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 6 * HOUR, 12 * HOUR, 12 * HOUR],
  stopGraceMs: 5_000,
  batch: 20,
};

/** Email as a kind of outbox: the `email_outbox` row is the whole message. */
export function emailOutbox(transport: MailTransport): OutboxKind<OutboxRow> {
  return {
    table: 'email_outbox',
    wakeOn: 'outbox',
    defaults: OUTBOX_WORKER_DEFAULTS,
    says: { failed: 'email failed', lookFailed: 'outbox look failed' },
    read: findOutboxRow,
    async send(row, signal) {
      await transport.send(row, signal);
      return { result: 'sent' };
    },
    failureOf(error) {
      const failure = error instanceof SendFailure ? error : new SendFailure(String(error), false);
      return { result: failure.permanent ? 'failed' : 'retry', reason: failure.message };
    },
    close: () => transport.close(),
  };
}

export function startOutboxWorker(
  deps: { db: Kysely<Database>; changes: ChangeStream; transport: MailTransport; log: OutboxWorkerLog },
  options: Partial<OutboxWorkerOptions> = {},
): OutboxWorker {
  return startLeasedOutbox(emailOutbox(deps.transport), deps, options);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's outbox worker (buildApp starts it, closing stops it). */
    outbox: OutboxWorker;
  }
}

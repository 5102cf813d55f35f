/**
 * Sends the push outbox (decision 051): a kind of the leased outbox (decision 070), as email is. The change `push`
 * wakes the worker; each row is one push to one device, so a retry never repeats a push to another device. A 429,
 * 5xx or no answer is tried again; another 4xx fails the push; when the push service says the subscription is gone
 * (404, 410), the subscription is removed and what waited for it. A process that dies between the push service's
 * 201 and the mark sends the push again: the device shows it once, as the second replaces the first by its tag.
 * Sent and failed rows are dropped after a week.
 */
import type { Kysely } from 'kysely';
import type { ChangeStream } from '../../changes/change-stream.ts';
import type { Database } from '../../database/schema.ts';
import { type LeasedOutbox, type LeasedOutboxLog, type LeasedOutboxOptions, type OutboxKind, startLeasedOutbox } from '../../outbox/leased-outbox.ts';
import type { PushPayload } from '../../../shared/schemas/push.ts';
import { type PushTransport, topicOf } from './push-transport.ts';
import { type ClaimedPush, deleteSubscription, findClaimedPush, markSubscriptionWorked } from './push.repository.ts';

export type PushWorkerOptions = Required<LeasedOutboxOptions>;
export type PushWorkerLog = LeasedOutboxLog;
export type PushWorker = LeasedOutbox;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const PUSH_WORKER_DEFAULTS: PushWorkerOptions = {
  pollMs: 30_000,
  // Longer than a send may take (the transport's timeout).
  leaseMs: 2 * MINUTE,
  // 30 s, 2 min, 10 min, 1 h, 3 h: the sixth failure, about 4 hours after the first, fails the push.
  backoffMs: [30_000, 2 * MINUTE, 10 * MINUTE, HOUR, 3 * HOUR],
  stopGraceMs: 5_000,
  batch: 20,
  keepFinishedMs: 7 * 24 * HOUR,
  sweepEveryMs: HOUR,
};

/** A push that cannot wait is delivered at once to a sleeping phone. */
const URGENT_KINDS = new Set(['waitlist-offer']);

function tagOf(payload: string): string {
  try {
    return (JSON.parse(payload) as Partial<PushPayload>).tag ?? payload;
  } catch {
    return payload;
  }
}

/** Push as a kind of outbox: a `push_outbox` row, sent to its device's address with its keys. */
export function pushOutbox(transport: PushTransport): OutboxKind<ClaimedPush> {
  return {
    table: 'push_outbox',
    wakeOn: 'push',
    defaults: PUSH_WORKER_DEFAULTS,
    says: { failed: 'push failed', lookFailed: 'push look failed', sweepFailed: 'push sweep failed' },
    read: findClaimedPush,
    send: (push, signal) =>
      transport.send(
        push,
        { payload: push.payload, topic: topicOf(tagOf(push.payload)), urgency: URGENT_KINDS.has(push.kind) ? 'high' : 'normal' },
        signal,
      ),
    failureOf: (error) => ({ result: 'retry', reason: error instanceof Error ? error.message : String(error) }),
    // The device is known to work.
    sent: (db, push, now) => markSubscriptionWorked(db, push.subscription_id, now),
    // The browser unsubscribed, or the push service forgot it: nothing will reach it again.
    gone: (db, push) => deleteSubscription(db, push.subscription_id),
  };
}

export function startPushWorker(
  deps: { db: Kysely<Database>; changes: ChangeStream; transport: PushTransport; log: PushWorkerLog },
  options: Partial<PushWorkerOptions> = {},
): PushWorker {
  return startLeasedOutbox(pushOutbox(deps.transport), deps, options);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's push worker (buildApp starts it, closing stops it). */
    pushOutbox: PushWorker;
  }
}

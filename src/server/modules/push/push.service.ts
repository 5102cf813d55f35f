/**
 * Web Push (decision 051): the server's public key, the devices a student turned on, the kinds they want pushed,
 * and `queuePush`, by which an in-app notification is also pushed: one outbox row per device, written in the
 * transaction of the change that causes it (a rollback sends nothing), sent by the push worker of every process.
 * No kept answer holds the push tables (`committing`'s unwatched tables): only queueing names a change, `push`,
 * which wakes the workers.
 */
import { inLocale } from '../../../shared/i18n.ts';
import { PUSH_LIMITS } from '../../../shared/limits.ts';
import { type Kept, say } from '../../../shared/messages.ts';
import type { PushKind } from '../../../shared/push-kinds.ts';
import type { PushDevice, PushDeviceList, PushKey, PushPreferences, PushPreferencesInput, PushSubscriptionInput } from '../../../shared/schemas/push.ts';
import { changed, committing } from '../../changes/committing.ts';
import type { AppContext, Viewer } from '../../context.ts';
import { newId, nowIso } from '../../database/values.ts';
import { readerLocale } from '../../lib/reader-locale.ts';
import { describeDevice } from '../auth/device.ts';
import { vapidKeys } from './push.keys.ts';
import * as policy from './push.policy.ts';
import { presentDevice, presentPayload, presentPreferences } from './push.presenter.ts';
import * as repo from './push.repository.ts';

type Db = AppContext['db'];

/**
 * Where a push opens Quad: a post's page, the profile (where My tickets are) or the notifications screen, the
 * screens by the address the app reads once at start (`/?screen=`, decision 050).
 */
export const PUSH_URLS = {
  post: (postId: string) => `/posts/${encodeURIComponent(postId)}`,
  tickets: '/profile/tickets',
  notifications: '/notifications',
} as const;

export async function publicKey(ctx: AppContext): Promise<PushKey> {
  return { publicKey: (await vapidKeys(ctx)).publicKey };
}

/**
 * The signed-in student turns this browser on. Its address names one browser: subscribed again in the same
 * sign-in, its keys are renewed; from another account or sign-in, it starts afresh (what waited for it is dropped,
 * so nobody's push reaches the next person on a shared computer). Beyond PUSH_LIMITS.devicesPerAccount, the
 * device subscribed longest ago is replaced.
 */
export async function subscribe(ctx: AppContext, viewer: Viewer, input: PushSubscriptionInput, userAgent: string | undefined): Promise<PushDevice> {
  policy.assertUsableSubscription(input, ctx.config.push);
  return committing(ctx, async (trx) => {
    const now = nowIso();
    const keys = { p256dh: input.keys.p256dh, auth: input.keys.auth, device: describeDevice(userAgent) };
    const existing = await repo.findSubscriptionByEndpoint(trx, input.endpoint);
    if (existing && existing.user_id === viewer.id && existing.session_hash === viewer.tokenHash) {
      await repo.updateSubscriptionKeys(trx, existing.id, keys);
    } else {
      if (existing) await repo.deleteSubscription(trx, existing.id);
      await repo.insertSubscription(trx, {
        id: newId(),
        user_id: viewer.id,
        session_hash: viewer.tokenHash,
        endpoint: input.endpoint,
        ...keys,
        created_at: now,
        last_success_at: null,
      });
      for (const id of await repo.findSubscriptionIdsBeyond(trx, viewer.id, PUSH_LIMITS.devicesPerAccount)) await repo.deleteSubscription(trx, id);
    }
    const row = await repo.findSubscriptionByEndpoint(trx, input.endpoint);
    if (!row) throw new Error('The subscription was not kept.');
    return presentDevice(row);
  });
}

/** Turns a device off by its address: only the caller's own; one that is not there is off already. */
export async function unsubscribe(ctx: AppContext, viewer: Viewer, endpoint: string): Promise<void> {
  await committing(ctx, async (trx) => {
    await repo.deleteOwnSubscription(trx, viewer.id, endpoint);
  });
}

/** The caller's devices whose sign-in still lasts, newest first. */
export async function listDevices(ctx: AppContext, viewer: Viewer): Promise<PushDeviceList> {
  return { devices: (await repo.findLiveSubscriptions(ctx.db, viewer.id, nowIso())).map(presentDevice) };
}

export async function getPreferences(ctx: AppContext, viewer: Viewer): Promise<PushPreferences> {
  return presentPreferences(await repo.findPushOptOuts(ctx.db, viewer.id));
}

/** Turns the kinds named on or off for push; the others, and every email choice, stay as they are. */
export async function updatePreferences(ctx: AppContext, viewer: Viewer, input: PushPreferencesInput): Promise<PushPreferences> {
  return committing(ctx, async (trx) => {
    const now = nowIso();
    for (const [kind, on] of Object.entries(input.preferences)) {
      if (on) await repo.deletePushOptOut(trx, viewer.id, kind);
      else await repo.insertPushOptOut(trx, viewer.id, kind, now);
    }
    return presentPreferences(await repo.findPushOptOuts(trx, viewer.id));
  });
}

// ---- for the notifications, inside their write's transaction ----

export interface QueuedPush {
  userId: string;
  kind: PushKind;
  /** The in-app notification's text: the push says no more than it does. */
  text: string;
  /** That text kept (decision 055): the push says it in the student's language; without it, `text` as it is. */
  said?: Kept;
  /** A path on Quad: PUSH_URLS. */
  url: string;
  /** A later push with the same tag replaces this one on the device. */
  tag: string;
}

/** The transactions that have named the `push` change already. */
const namedPush = new WeakSet<object>();

/**
 * Queues a push to each of the user's devices whose sign-in lasts, unless they turned its kind off, as part of
 * the write `trx` belongs to (the transaction `committing` gave). Answers how many devices it goes to.
 */
export async function queuePush(trx: Db, push: QueuedPush): Promise<number> {
  const now = nowIso();
  const targets = await repo.findPushTargets(trx, push.userId, push.kind, now);
  if (targets.length === 0) return 0;
  // In the student's language: the kind's title, and the text when it is kept.
  const locale = readerLocale(await repo.findReaderLocale(trx, push.userId));
  const payload = inLocale(locale, () =>
    JSON.stringify(presentPayload(push.kind, push.said && locale !== 'en' ? say(push.said) : push.text, push.url, push.tag)),
  );
  await repo.insertPushRows(
    trx,
    targets.map((subscriptionId) => ({ id: newId(), subscription_id: subscriptionId, kind: push.kind, payload, next_attempt_at: now, created_at: now })),
  );
  // One word to the workers per write, however many pushes it queues.
  if (!namedPush.has(trx)) {
    namedPush.add(trx);
    changed(trx, { type: 'push' });
  }
  return targets.length;
}

/**
 * Queues one push, the same text and address, to many users (a club's followers, decision 081): one read of all
 * their devices and one write of all their rows, said in each reader's language. Answers how many devices.
 */
export async function queuePushToMany(trx: Db, userIds: readonly string[], push: Omit<QueuedPush, 'userId'>): Promise<number> {
  const now = nowIso();
  const targets = await repo.findPushTargetsOf(trx, userIds, push.kind, now);
  if (targets.length === 0) return 0;
  const payloads = new Map<string, string>();
  const payloadIn = (stored: string | null): string => {
    const locale = readerLocale(stored);
    const kept = payloads.get(locale);
    if (kept) return kept;
    const made = inLocale(locale, () => JSON.stringify(presentPayload(push.kind, push.said && locale !== 'en' ? say(push.said) : push.text, push.url, push.tag)));
    payloads.set(locale, made);
    return made;
  };
  await repo.insertPushRows(
    trx,
    targets.map((t) => ({ id: newId(), subscription_id: t.id, kind: push.kind, payload: payloadIn(t.locale), next_attempt_at: now, created_at: now })),
  );
  if (!namedPush.has(trx)) {
    namedPush.add(trx);
    changed(trx, { type: 'push' });
  }
  return targets.length;
}

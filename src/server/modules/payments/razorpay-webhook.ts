/**
 * Razorpay's webhook as it arrives (decision 074): the raw body's signature checked before anything is read, then
 * the parts of the event Quad acts on. An event of any other kind is answered and left alone.
 */
import type { Transaction } from 'kysely';
import { z } from 'zod';
import { gatewayNotices } from '../../../shared/gateway-texts.ts';
import { committing } from '../../changes/committing.ts';
import type { AppContext } from '../../context.ts';
import type { Database, PostsTable, RegistrationsTable } from '../../database/schema.ts';
import { nowIso, toNumber } from '../../database/values.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { confirmPayment, rupees } from '../events/payment-confirmation.ts';
import { registrationChanged } from '../events/registration-change.ts';
import { paymentOf } from '../events/registrations.presenter.ts';
import { logEntry } from '../events/seats.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { ticketKey } from '../tickets/tickets.signing.ts';
import { signedByRazorpay } from './razorpay-gateway.ts';
import { gatewaySettings, paise, referenceOfLink } from './razorpay.service.ts';
import * as repo from './razorpay.repository.ts';

type Trx = Transaction<Database>;

/** A webhook's body: Razorpay's are a few KB. */
export const WEBHOOK_BODY_MAX_BYTES = 64 * 1024;

/** What the webhook answers a caller who is not Razorpay, or a body that is not an event (for Razorpay's logs, not people). */
export const WEBHOOK_TEXTS = {
  badSignature: 'The X-Razorpay-Signature does not match the body.',
  noEventId: 'The x-razorpay-event-id header is missing.',
  notAnEvent: 'The body is not a Razorpay webhook event.',
} as const;

const amount = z.number().int().nonnegative();

/** The parts of an event Quad reads; every other field is left as Razorpay sent it. */
const GatewayEventSchema = z.object({
  entity: z.literal('event'),
  event: z.string().max(100),
  payload: z
    .object({
      payment_link: z
        .object({
          entity: z.object({
            id: z.string(),
            reference_id: z.string().nullish(),
            amount: amount.optional(),
            amount_paid: amount.optional(),
            currency: z.string().optional(),
            status: z.string().optional(),
          }),
        })
        .optional(),
      payment: z.object({ entity: z.object({ id: z.string(), amount, currency: z.string().optional(), status: z.string().optional() }) }).optional(),
    })
    .optional(),
});
export type GatewayEvent = z.infer<typeof GatewayEventSchema>;

/** What a webhook did: the route logs it, Razorpay hears 200 whatever it was. */
export type WebhookOutcome = 'confirmed' | 'repeat' | 'ignored' | 'unmatched' | 'not-owed' | 'wrong-amount';

/**
 * Money Razorpay took that Quad did not count: written in the event's log with the payment's id, and its host told,
 * so they confirm it themselves or refund it.
 */
async function notCounted(trx: Trx, post: PostsTable, row: RegistrationsTable, why: 'not-owed' | 'wrong-amount', paid: number, left: number, paymentId: string | null, now: string) {
  await logEntry(
    trx,
    { postId: post.id, registrationId: row.id, action: 'payment-not-counted', actorId: null, reason: paymentId, details: { source: 'razorpay', why, paid, left } },
    now,
  );
  await notify(trx, {
    userId: post.user_id,
    said: why === 'wrong-amount' ? gatewayNotices.wrongAmount(row.name, post.title, rupees(paid), rupees(left)) : gatewayNotices.notOwed(row.name, post.title, rupees(paid)),
    type: 'error',
    postId: post.id,
  });
  await registrationChanged(trx, post, row.user_id, toNumber(post.registration_count), null);
}

/**
 * A payment link paid (the signature already checked): the seat its reference names is confirmed when it is still
 * waiting for exactly this amount, under the event's lock; the event id is taken in the same transaction, so a
 * repeat of it changes nothing, and a failure leaves it for Razorpay's retry.
 */
async function linkPaid(ctx: AppContext, eventId: string, event: GatewayEvent): Promise<WebhookOutcome> {
  const link = event.payload?.payment_link?.entity;
  const payment = event.payload?.payment?.entity;
  if (!link) return 'ignored';
  const paid = payment?.amount ?? link.amount_paid ?? 0;
  const inr = (payment?.currency ?? link.currency ?? 'INR') === 'INR';
  const reference = referenceOfLink(link.reference_id);
  const found = reference ? await repo.findRegistrationByReference(ctx.db, reference) : undefined;
  if (found) await ticketKey(ctx);
  return committing(ctx, async (trx): Promise<WebhookOutcome> => {
    const now = nowIso();
    if (!(await repo.takeEvent(trx, eventId, event.event, now))) return 'repeat';
    if (!found) return 'unmatched';
    const post = await repo.lockEvent(trx, found.post_id);
    const row = await repo.findRegistration(trx, found.id);
    if (!post || !row) return 'unmatched';
    const owed = paymentOf(row, post);
    const left = owed ? paise(owed.left) : 0;
    const paymentId = payment?.id ?? null;
    if (row.status !== 'awaiting_payment' || !owed || left <= 0) {
      await notCounted(trx, post, row, 'not-owed', paid / 100, 0, paymentId, now);
      return 'not-owed';
    }
    if (!inr || paid !== left) {
      await notCounted(trx, post, row, 'wrong-amount', paid / 100, left / 100, paymentId, now);
      return 'wrong-amount';
    }
    const confirmed = await confirmPayment(trx, ctx, post, row, { actor: null, source: 'razorpay', detail: paymentId ?? link.id }, now);
    return confirmed ? 'confirmed' : 'not-owed';
  });
}

/** The event a signed body holds, or 400. */
function eventOf(raw: Buffer): GatewayEvent {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.toString('utf8'));
  } catch {
    throw badRequest(WEBHOOK_TEXTS.notAnEvent);
  }
  const event = GatewayEventSchema.safeParse(parsed);
  if (!event.success) throw badRequest(WEBHOOK_TEXTS.notAnEvent);
  return event.data;
}

/**
 * A webhook delivery: 404 where Razorpay is not set up, 400 for a signature that does not match the raw body (nothing
 * is read or changed), and otherwise what the event did. `payment_link.paid` confirms a seat; every other kind is
 * ignored (a QR code's credit included: Quad makes payment links only).
 */
export async function takeWebhook(ctx: AppContext, raw: Buffer, signature: string | undefined, eventId: string | undefined): Promise<WebhookOutcome> {
  const settings = gatewaySettings(ctx);
  if (!signedByRazorpay(raw, signature, settings.webhookSecret)) throw badRequest(WEBHOOK_TEXTS.badSignature);
  const event = eventOf(raw);
  if (event.event !== 'payment_link.paid') return 'ignored';
  if (!eventId || eventId.length > 100) throw badRequest(WEBHOOK_TEXTS.noEventId);
  return linkPaid(ctx, eventId, event);
}

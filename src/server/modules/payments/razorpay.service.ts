/**
 * Paying through Razorpay (decision 074), where the campus set it up. A registration that owes money on an event paid
 * through Razorpay gets a Razorpay payment link for exactly what is left, made when the student opens the payment
 * screen (never inside a database transaction) and offered again while it is valid. Razorpay's webhook says a link
 * was paid: signed, taken once by its event id, and the seat confirmed under the event's lock as a host's "paid"
 * would confirm it.
 */
import { MESSAGES } from '../../../shared/messages.ts';
import { gatewayTexts } from '../../../shared/gateway-texts.ts';
import { REFERENCE_LENGTH, REFERENCE_PREFIX, isPaymentReference } from '../../../shared/payments.ts';
import type { PaymentLink } from '../../../shared/schemas/gateway.ts';
import { committing } from '../../changes/committing.ts';
import type { RazorpayConfig } from '../../config.ts';
import type { AppContext, Viewer } from '../../context.ts';
import { toNumber } from '../../database/values.ts';
import { conflict, HttpError, notFound } from '../../lib/http-errors.ts';
import { registrationChanged } from '../events/registration-change.ts';
import { paymentOf } from '../events/registrations.presenter.ts';
import { findPostRow } from '../posts/posts.service.ts';
import { PUSH_URLS } from '../push/push.service.ts';
import { razorpayGateway, type GatewayLink, type RazorpayGateway } from './razorpay-gateway.ts';
import * as repo from './razorpay.repository.ts';

/** Razorpay's settings, or 404: without them there is no gateway to speak of. */
export function gatewaySettings(ctx: AppContext): RazorpayConfig {
  if (!ctx.config.razorpay) throw notFound(gatewayTexts.notSetUp());
  return ctx.config.razorpay;
}

/** What Razorpay refused or did not answer, as the student hears it (the reason goes to the log). */
export const unreachable = (): HttpError => new HttpError(502, gatewayTexts.unreachable());

/** Rupees to paise, as Razorpay counts. */
export const paise = (rupeesAmount: number): number => Math.round(rupeesAmount * 100);

/** Razorpay takes a link's expiry only at least 15 minutes ahead. */
const EXPIRY_MARGIN_MS = 16 * 60_000;

/**
 * A link's reference_id: the registration's payment reference, and for a link made again (the amount changed, the
 * old one expired) the reference with a suffix, since Razorpay wants each link's reference_id unique.
 */
const linkReference = (reference: string, again: boolean): string => (again ? `${reference}-${Date.now().toString(36)}` : reference);

/** The payment reference a link's reference_id names (`QD-7K2M9`, or `QD-7K2M9-…` for a link made again), or null. */
export function referenceOfLink(referenceId: string | null | undefined): string | null {
  if (!referenceId) return null;
  const length = REFERENCE_PREFIX.length + 1 + REFERENCE_LENGTH;
  const base = referenceId.slice(0, length).toUpperCase();
  if (!isPaymentReference(base)) return null;
  return referenceId.length === length || referenceId[length] === '-' ? base : null;
}

/** Whether a stored link can be offered again: still taking payments, for exactly what is left. */
const reusable = (link: GatewayLink, amount: number): boolean => link.status === 'created' && link.amount === amount;

/**
 * The registrant's Razorpay page for what their seat still costs. A stored link still valid is offered again; one
 * for another amount is cancelled and a new one made. Answers 404 for anyone else's registration, 409 when nothing
 * is owed through Razorpay, 502 when Razorpay refuses or does not answer.
 */
export async function paymentLink(ctx: AppContext, viewer: Viewer, id: string, gateway: RazorpayGateway = razorpayGateway(gatewaySettings(ctx))): Promise<PaymentLink> {
  const row = await repo.findRegistration(ctx.db, id);
  if (!row || row.user_id !== viewer.id) throw notFound(MESSAGES.registrationNotFound);
  const post = await findPostRow(ctx.db, row.post_id);
  if (!post) throw notFound(MESSAGES.registrationNotFound);
  const payment = paymentOf(row, post);
  if (!payment || payment.method !== 'razorpay') throw conflict(gatewayTexts.notRazorpay());
  if (row.status !== 'awaiting_payment') throw conflict(MESSAGES.notAwaitingPayment);
  if (payment.left <= 0) throw conflict(gatewayTexts.nothingToPay());
  const amount = paise(payment.left);

  if (row.gateway_link_id) {
    const stored = await gateway.fetchLink(row.gateway_link_id);
    // Paid and its webhook not yet taken: Razorpay's page says it is paid, and nobody pays twice.
    if (reusable(stored, amount) || stored.status === 'paid') return { url: stored.url };
    if (stored.status === 'created') await gateway.cancelLink(stored.id);
  }
  const due = row.payment_due_at ? Date.parse(row.payment_due_at) : Number.NaN;
  const link = await gateway.createLink({
    amount,
    referenceId: linkReference(payment.reference, row.gateway_link_id !== null),
    description: post.title.slice(0, 2048),
    customer: { name: row.name, email: row.email },
    callbackUrl: `${ctx.config.publicUrl}${PUSH_URLS.post(post.id)}`,
    // A hold with a payment window stops taking money when the seat would be released.
    expireBy: due - Date.now() > EXPIRY_MARGIN_MS ? Math.floor(due / 1000) : null,
    notes: { registration: row.id, reference: payment.reference },
  });
  const kept = await committing(ctx, async (trx) => {
    if (!(await repo.keepGatewayLink(trx, row.id, row.gateway_link_id, link))) return false;
    await registrationChanged(trx, post, row.user_id, toNumber(post.registration_count), viewer);
    return true;
  });
  if (kept) return { url: link.url };
  // Another request kept its link first: that one is offered, and this one taken back.
  await gateway.cancelLink(link.id).catch(() => undefined);
  const now = await repo.findRegistration(ctx.db, id);
  if (!now?.gateway_url) throw unreachable();
  return { url: now.gateway_url };
}


/**
 * What an event card says under its date: the price ("Free", "₹400",
 * "From ₹150") and, to someone registered, their registration's state in a word ("You’re going", "On the waitlist",
 * "Payment pending"), said through the same states as every other screen (decision 072).
 */
import { t } from '../../../../shared/i18n.ts';
import { registrationStateOf } from '../../../../shared/registration-state.ts';
import type { Registration } from '../../../../shared/schemas/events.ts';
import type { Post } from '../../../../shared/schemas/posts.ts';
import { rupees } from '../../../lib/money.ts';

/** An event's price: "Free", "₹400", or the lowest of a cultural event's tickets, "From ₹150". */
export function eventPriceText(event: Pick<Post, 'type' | 'price' | 'ticketOptions'>): string {
  if (event.type !== 'culturalEvent') return event.price ? rupees(event.price) : t('Free');
  const prices = event.ticketOptions.map((o) => o.ticketPrice);
  const paid = prices.filter((p) => p > 0);
  if (paid.length === 0) return t('Free');
  const lowest = Math.min(...prices);
  if (prices.every((p) => p === lowest)) return rupees(lowest);
  return lowest > 0 ? t('From {price}', { price: rupees(lowest) }) : t('Free, or from {price}', { price: rupees(Math.min(...paid)) });
}

/** The viewer's registration in a word on a card; null when there is nothing to say (cancelled). */
export function registrationBadgeText(registration: Pick<Registration, 'status' | 'paymentSubmittedAt' | 'payment'>): string | null {
  switch (registrationStateOf(registration)) {
    case 'confirmed':
    case 'checked_in':
      return t('You’re going');
    case 'waitlisted':
      return t('On the waitlist');
    case 'awaiting_payment':
      return t('Payment pending');
    case 'payment_sent':
      return t('Payment sent');
    case 'offered':
      return t('A seat is yours to claim');
    case 'cancelled':
      return null;
  }
}

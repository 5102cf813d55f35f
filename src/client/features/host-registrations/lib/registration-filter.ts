/**
 * The host's views of an event's registrations: one per state, with "payment pending" and "payment sent" apart
 * (both `awaiting_payment` on the server; sent is the registrant having given a reference), and a search by name,
 * email, phone, payment reference or UTR. Pure: the screen reads every registration once and filters here.
 */
import { squeezed } from '../../../../shared/payments.ts';
import type { Registration, RegistrationStatus } from '../../../../shared/schemas/events.ts';

export const REGISTRATION_FILTERS = ['all', 'confirmed', 'payment_pending', 'payment_sent', 'waitlisted', 'offered', 'cancelled', 'checked_in'] as const;
export type RegistrationFilter = (typeof REGISTRATION_FILTERS)[number];

/** The registrant gave a payment reference and waits for the host to confirm it. */
export const isPaymentSent = (r: Registration): boolean =>
  r.status === 'awaiting_payment' && (r.payment ? r.payment.status === 'sent' : r.paymentSubmittedAt !== null);

export function inFilter(r: Registration, filter: RegistrationFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'payment_pending':
      return r.status === 'awaiting_payment' && !isPaymentSent(r);
    case 'payment_sent':
      return isPaymentSent(r);
    default:
      return r.status === filter;
  }
}

/**
 * How many registrations each view holds: the server's counts by state, with its awaiting-payment count split by
 * what the list says was sent.
 */
export function filterCounts(counts: Record<RegistrationStatus, number>, registrations: readonly Registration[]): Record<RegistrationFilter, number> {
  const sent = registrations.filter(isPaymentSent).length;
  const all = Object.values(counts).reduce((sum, n) => sum + n, 0);
  return {
    all,
    confirmed: counts.confirmed,
    payment_pending: Math.max(0, counts.awaiting_payment - sent),
    payment_sent: sent,
    waitlisted: counts.waitlisted,
    offered: counts.offered,
    cancelled: counts.cancelled,
    checked_in: counts.checked_in,
  };
}

const fold = (text: string): string => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Whether a registration answers the search: its name, email or phone hold the query (case and accents aside), or
 * its payment reference or the reference it sent hold it as a bank writes it (spaces and dashes aside).
 */
export function matchesSearch(r: Registration, query: string): boolean {
  const q = fold(query.trim());
  if (!q) return true;
  if ([r.name, r.email, r.phone].some((text) => fold(text).includes(q))) return true;
  const code = squeezed(q);
  if (!code) return false;
  return [r.payment?.reference ?? '', r.transactionId ?? '', r.ticketCode ?? ''].some((text) => text !== '' && squeezed(text).includes(code));
}

/** The registrations of one view that answer the search, in the server's order. */
export const visibleRegistrations = (registrations: readonly Registration[], filter: RegistrationFilter, query: string): Registration[] =>
  registrations.filter((r) => inFilter(r, filter) && matchesSearch(r, query));

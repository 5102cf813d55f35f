/**
 * One registration state, in words a student understands (decision 072): every screen of the client that speaks of
 * a registration (the event's button, "Your registration", My tickets, the calendars) says it through these
 * functions, so no two screens disagree. "Payment sent" is a registration awaiting payment whose reference the host
 * has to check. Pure: the caller formats times (`whenText`) in the reader's language and time zone.
 */
import { activeLocale, INTL_LOCALE, t } from './i18n.ts';
import { CURRENCY_SYMBOL } from './limits.ts';
import { MESSAGES } from './messages.ts';
import type { Registration } from './schemas/events.ts';

export const REGISTRATION_STATES = ['confirmed', 'awaiting_payment', 'payment_sent', 'waitlisted', 'offered', 'cancelled', 'checked_in'] as const;
export type RegistrationState = (typeof REGISTRATION_STATES)[number];

/** What the state needs of a registration: a wire Registration has all of it. */
export type RegistrationFacts = Pick<Registration, 'status' | 'paymentSubmittedAt' | 'waitlistPosition' | 'offerExpiresAt' | 'totalPrice' | 'payment'>;

export function registrationStateOf(r: Pick<RegistrationFacts, 'status' | 'paymentSubmittedAt' | 'payment'>): RegistrationState {
  if (r.status !== 'awaiting_payment') return r.status;
  const sent = r.payment ? r.payment.status === 'sent' : r.paymentSubmittedAt !== null;
  return sent ? 'payment_sent' : 'awaiting_payment';
}

/** Whether the state holds a seat the student has (or may take): not the waitlist, not cancelled. */
export const holdsSeat = (state: RegistrationState): boolean => state !== 'waitlisted' && state !== 'cancelled';

/** Whether money is owed and not yet sent: the payment screen asks for it. */
export const owesPayment = (state: RegistrationState): boolean => state === 'awaiting_payment';

/** Rupees, '₹1,250', grouped as in India in the reader's language. */
export const rupeesText = (amount: number): string =>
  `${CURRENCY_SYMBOL}${new Intl.NumberFormat(INTL_LOCALE[activeLocale()], { maximumFractionDigits: 2 }).format(amount)}`;

/** What is still owed: the payment's `left`, or the whole price when the server gave no payment. */
export const amountLeft = (r: Pick<RegistrationFacts, 'payment' | 'totalPrice'>): number => r.payment?.left ?? r.totalPrice;

/**
 * The state as a sentence: "You’re in", "Payment pending: ₹400 by 6 pm", "Payment sent: the host is checking it",
 * "On the waitlist, #1", "A seat is yours to claim until …", "Cancelled", "Checked in".
 */
export function registrationStateText(r: RegistrationFacts, whenText: (iso: string) => string): string {
  const state = registrationStateOf(r);
  switch (state) {
    case 'confirmed':
      return t('You’re in');
    case 'awaiting_payment': {
      const amount = rupeesText(amountLeft(r));
      const due = r.payment?.dueBy ?? null;
      return due ? t('Payment pending: {amount} by {when}', { amount, when: whenText(due) }) : t('Payment pending: {amount}', { amount });
    }
    case 'payment_sent':
      return t('Payment sent: the host is checking it');
    case 'waitlisted':
      return r.waitlistPosition ? t('On the waitlist, #{position}', { position: r.waitlistPosition }) : t('On the waitlist');
    case 'offered':
      return r.offerExpiresAt ? t('A seat is yours to claim until {until}', { until: whenText(r.offerExpiresAt) }) : t('A seat is yours to claim');
    case 'cancelled':
      return t('Cancelled');
    case 'checked_in':
      return t('Checked in');
  }
}

/**
 * The state as a short label for a button or a card: "PAYMENT PENDING", "PAYMENT SENT", "ON THE WAITLIST · #1".
 * Only a confirmed seat is REGISTERED, and only it says "in your calendar" (when the event is there).
 */
export function registrationStateLabel(r: Pick<RegistrationFacts, 'status' | 'paymentSubmittedAt' | 'payment' | 'waitlistPosition'>, inCalendar = false): string {
  switch (registrationStateOf(r)) {
    case 'confirmed':
      return inCalendar ? t(MESSAGES.registeredInCalendar) : t('REGISTERED');
    case 'awaiting_payment':
      return t('PAYMENT PENDING');
    case 'payment_sent':
      return t('PAYMENT SENT');
    case 'waitlisted':
      return r.waitlistPosition ? t('ON THE WAITLIST · #{position}', { position: r.waitlistPosition }) : t('ON THE WAITLIST');
    case 'offered':
      return t('SEAT OFFERED · CLAIM IT');
    case 'cancelled':
      return t('CANCELLED');
    case 'checked_in':
      return t('CHECKED IN');
  }
}

/** A part payment: "₹200 received, ₹200 left"; null when nothing was received yet. */
export function paymentProgressText(payment: Pick<NonNullable<Registration['payment']>, 'paid' | 'left'> | null): string | null {
  if (!payment || payment.paid <= 0 || payment.left <= 0) return null;
  return t('{paid} received, {left} left', { paid: rupeesText(payment.paid), left: rupeesText(payment.left) });
}

/** The host refused the reference given: their reason, and what to do next. */
export const paymentRejectedText = (reason: string): string => t('Payment not accepted: {reason}. Pay again or correct the reference.', { reason });

/** The one sentence every payment screen says: the reference goes in the payment note. */
export const referenceSentence = (reference: string): string => t('Put {reference} in the payment note', { reference });

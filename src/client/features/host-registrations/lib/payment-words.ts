/** Where a registration stands with its payment, in the host's words: one line per registration. */
import { t } from '../../../../shared/i18n.ts';
import { utrOf } from '../../../../shared/payments.ts';
import type { Registration } from '../../../../shared/schemas/events.ts';
import { rupees } from '../../../lib/money.ts';

export type PaymentTone = 'due' | 'sent' | 'paid' | 'none';

export interface PaymentLine {
  words: string;
  tone: PaymentTone;
}

/** What the registrant sent as their reference, as the host searches a bank app for it: a UTR when it holds one. */
export function sentReference(transactionId: string | null): string | null {
  if (!transactionId) return null;
  const utr = utrOf(transactionId);
  return utr ? t('UTR {utr}', { utr }) : transactionId;
}

/**
 * "Payment pending: ₹400", "₹200 received, ₹200 left", "Payment sent: UTR 412345678901", "Paid ₹400"; for a
 * registration not owing now (waitlisted, offered, cancelled), what was received if anything, else its price.
 * Null for a free registration.
 */
export function paymentLine(r: Registration): PaymentLine | null {
  const p = r.payment;
  if (!p) return r.totalPrice > 0 ? { words: rupees(r.totalPrice), tone: 'none' } : null;
  switch (p.status) {
    case 'paid':
      return { words: t('Paid {amount}', { amount: rupees(p.amount) }), tone: 'paid' };
    case 'sent': {
      const sent = sentReference(r.transactionId) ?? '';
      if (p.paid > 0) return { words: t('{paid} received, {left} left; payment sent: {reference}', { paid: rupees(p.paid), left: rupees(p.left), reference: sent }), tone: 'sent' };
      return { words: sent ? t('Payment sent: {reference}', { reference: sent }) : t('Payment sent'), tone: 'sent' };
    }
    case 'due':
      return p.paid > 0
        ? { words: t('{paid} received, {left} left', { paid: rupees(p.paid), left: rupees(p.left) }), tone: 'due' }
        : { words: t('Payment pending: {amount}', { amount: rupees(p.left) }), tone: 'due' };
    default:
      return p.paid > 0 ? { words: t('{paid} received', { paid: rupees(p.paid) }), tone: 'none' } : { words: rupees(p.amount), tone: 'none' };
  }
}

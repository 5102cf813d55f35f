import { t } from '../../../../shared/i18n.ts';
import { rupees } from '../../../lib/money.ts';
import type { Owing } from './local-verdict.ts';

/** "Payment pending: ₹400 — no ticket yet": a seat waiting for its payment, in the door's words. */
export function owingWords({ left, sent }: Owing): string {
  if (left === null) return sent ? t('Payment sent, not confirmed yet — no ticket yet') : t('Payment pending — no ticket yet');
  const amount = rupees(left);
  return sent ? t('Payment sent, not confirmed yet: {amount} — no ticket yet', { amount }) : t('Payment pending: {amount} — no ticket yet', { amount });
}

/** What the door can do about it: the payment is confirmed in the registrations screen, then the ticket works. */
export const owingHint = ({ sent }: Owing): string =>
  sent
    ? t('They say they paid: the host or a co-host can confirm it in Manage registrations, and then check them in.')
    : t('Their seat waits for the payment: once the host confirms it, they get a ticket and can be checked in.');

/**
 * A statement's rows on the wire (decision 073): what each row settled, and a note for the host in their language
 * (what is left to pay, the money to give back, why no registration was chosen).
 */
import { t } from '../../../shared/i18n.ts';
import type { Receipt, ReceiptOutcome, RowOutcome, StatementRow } from '../../../shared/schemas/payments.ts';
import { rupees } from '../events/payment-confirmation.ts';
import type { ReceiptWithName } from './payments.repository.ts';
import type { StatementCredit } from './statement-csv.ts';
import type { Settlement } from './statement-matching.ts';

/** Why a row waits for a person, as kept in its `note`. */
export type Why = NonNullable<Settlement['why']>;
const WHYS: readonly string[] = ['no-match', 'utr-amount', 'utr-shared', 'not-holding'] satisfies Why[];

export interface NoteFacts {
  outcome: ReceiptOutcome;
  why: Why | null;
  refund: number;
  /** For a part payment: what is still owed after it. */
  left?: number;
}

/** The host's note on a row, or null when there is nothing to say (a match). */
export function noteOf(facts: NoteFacts): string | null {
  switch (facts.outcome) {
    case 'matched':
      return null;
    case 'underpaid':
      return t('Paid less than owed: {left} is still to pay. The seat stays held.', { left: rupees(facts.left ?? 0) });
    case 'overpaid':
      return t('Paid more than owed: give back {refund}. The seat is confirmed.', { refund: rupees(facts.refund) });
    case 'duplicate':
      return t('This registration was paid already: give back {refund}.', { refund: rupees(facts.refund) });
    case 'cancelled':
      return t('This registration is cancelled: give back {refund}.', { refund: rupees(facts.refund) });
    case 'unmatched':
      switch (facts.why) {
        case 'utr-amount':
          return t('The UTR a registrant gave is in this row, but the amount is not what they owe: please check it.');
        case 'utr-shared':
          return t('More than one registrant gave the UTR in this row: please check which one paid.');
        case 'not-holding':
          return t('The reference is of a registration that holds no seat to pay for (waitlisted or offered).');
        default:
          return t('No payment reference or UTR of this event was found in this row.');
      }
  }
}

export const whyOf = (note: string | null): Why | null => (note && WHYS.includes(note) ? (note as Why) : null);

export function presentRow(
  credit: StatementCredit,
  outcome: RowOutcome,
  earlier: ReceiptOutcome | null,
  registration: { id: string; name: string } | null,
  note: string | null,
): StatementRow {
  return {
    line: credit.line,
    date: credit.date,
    amount: credit.amount,
    narration: credit.narration,
    reference: credit.reference,
    outcome,
    earlierOutcome: earlier,
    registrationId: registration?.id ?? null,
    name: registration?.name ?? null,
    note,
  };
}

export function presentReceipt(row: ReceiptWithName): Receipt {
  const outcome = row.outcome as ReceiptOutcome;
  return {
    id: row.id,
    line: Number(row.line),
    date: row.row_date,
    amount: Number(row.amount),
    narration: row.narration,
    reference: row.reference,
    outcome,
    registrationId: row.registration_id,
    name: row.registration_name,
    note: noteOf({ outcome, why: whyOf(row.note), refund: Number(row.refund) }),
    importedAt: row.created_at,
  };
}

import { t } from '../../../../shared/i18n.ts';
import type { RowOutcome } from '../../../../shared/statements.ts';

/** The order a statement's outcomes are shown in: what was done first, what waits for the host last. */
export const OUTCOME_ORDER: readonly RowOutcome[] = ['matched', 'underpaid', 'overpaid', 'duplicate', 'cancelled', 'unmatched', 'already_imported'];

/** "12 matched", "1 paid less"...: one outcome's count in words. */
export function outcomeCount(outcome: RowOutcome, n: number): string {
  switch (outcome) {
    case 'matched':
      return t('{n} matched', { n });
    case 'underpaid':
      return t('{n} paid less', { n });
    case 'overpaid':
      return t('{n} paid more', { n });
    case 'duplicate':
      return t('{n} paid twice', { n });
    case 'cancelled':
      return t('{n, plural, one {# for a cancelled registration} other {# for cancelled registrations}}', { n });
    case 'unmatched':
      return t('{n, plural, one {# needs you} other {# need you}}', { n });
    case 'already_imported':
      return t('{n} imported before', { n });
  }
}

/** "12 matched · 1 paid less · 2 need you": the outcomes that happened, in order. */
export const outcomeSummary = (counts: Readonly<Record<RowOutcome, number>>): string =>
  OUTCOME_ORDER.filter((o) => counts[o] > 0)
    .map((o) => outcomeCount(o, counts[o]))
    .join(' · ');

/** The heading of one outcome's rows. */
export function outcomeTitle(outcome: RowOutcome): string {
  switch (outcome) {
    case 'matched':
      return t('Matched: confirmed, tickets sent');
    case 'underpaid':
      return t('Paid less: still waiting for the rest');
    case 'overpaid':
      return t('Paid more: confirmed, give back the difference');
    case 'duplicate':
      return t('Paid twice: give it back');
    case 'cancelled':
      return t('For a cancelled registration: give it back');
    case 'unmatched':
      return t('Need you: no registration found');
    case 'already_imported':
      return t('Imported before: nothing changed');
  }
}

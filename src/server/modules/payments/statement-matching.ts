/**
 * Matching a statement's credits to an event's registrations (decision 073): pure, no database. In order:
 * 1. a payment reference (`QD-XXXXX`) in the narration or the reference column, whatever the bank did to it;
 * 2. the UTR a student gave with their payment, found in the row, for exactly the amount still owed;
 * 3. else the row waits for a person.
 * Rows are settled one after another against the registrations as the earlier rows left them: a part payment then
 * the rest confirms on the second row, and a second payment of a paid seat is a duplicate.
 */
import { referencesIn, utrOf } from '../../../shared/payments.ts';
import type { ReceiptOutcome } from '../../../shared/schemas/payments.ts';
import type { StatementCredit } from './statement-csv.ts';

/** What matching needs of a registration. */
export interface Payable {
  id: string;
  name: string;
  status: string;
  total_price: number;
  amount_paid: number;
  payment_reference: string | null;
  transaction_id: string | null;
}

/** What a row does: the outcome, the registration it names, and for the money that moves, how much. */
export interface Settlement {
  outcome: ReceiptOutcome;
  registrationId: string | null;
  /** The registration's state when the row met it (before this row). */
  owed: number;
  /** How the row moves the registration: confirm it, count a part, or nothing. */
  action: 'confirm' | 'part' | null;
  /** Money to give back: the overpaid difference, a paid-twice or a cancelled seat's whole amount. */
  refund: number;
  /** Why no registration was chosen, for the host (an English fact the presenter words). */
  why: 'no-match' | 'utr-amount' | 'utr-shared' | 'not-holding' | null;
}

const cents = (rupees: number): number => Math.round(rupees * 100);
export const owedOf = (r: Pick<Payable, 'total_price' | 'amount_paid'>): number => Math.max(0, cents(r.total_price) - cents(r.amount_paid)) / 100;

/** Every 12-digit run in a text (a narration can hold the UTR and other numbers). */
const utrsIn = (text: string): string[] => [...text.matchAll(/(?<!\d)\d{12}(?!\d)/g)].map((m) => m[0]);

export class StatementMatcher {
  private readonly byReference = new Map<string, Payable>();
  private readonly byUtr = new Map<string, Payable | 'shared'>();
  /** Each registration as the rows settled so far left it. */
  private readonly state = new Map<string, { status: string; amount_paid: number }>();

  constructor(registrations: readonly Payable[]) {
    for (const r of registrations) {
      if (r.payment_reference) this.byReference.set(r.payment_reference, r);
      const utr = utrOf(r.transaction_id);
      if (utr && r.status !== 'cancelled') this.byUtr.set(utr, this.byUtr.has(utr) ? 'shared' : r);
    }
  }

  private now(r: Payable): Payable {
    const s = this.state.get(r.id);
    return s ? { ...r, ...s } : r;
  }

  /** The registration a row names by its reference, then by the UTR, with how it found it. */
  private find(row: StatementCredit): { r: Payable; by: 'reference' | 'utr' } | { r: null; why: Settlement['why'] } {
    for (const reference of [...referencesIn(row.narration), ...referencesIn(row.reference)]) {
      const r = this.byReference.get(reference);
      if (r) return { r: this.now(r), by: 'reference' };
    }
    const utrs = new Set([utrOf(row.reference), ...utrsIn(row.narration)].filter((u): u is string => u !== null));
    for (const utr of utrs) {
      const r = this.byUtr.get(utr);
      if (r === 'shared') return { r: null, why: 'utr-shared' };
      if (r) return { r: this.now(r), by: 'utr' };
    }
    return { r: null, why: 'no-match' };
  }

  /** Settles one row and remembers what it did to its registration. */
  settle(row: StatementCredit): Settlement {
    const found = this.find(row);
    if (!found.r) return { outcome: 'unmatched', registrationId: null, owed: 0, action: null, refund: 0, why: found.why };
    const r = found.r;
    const owed = owedOf(r);
    const named = { registrationId: r.id, owed };
    if (r.status === 'cancelled') return { ...named, outcome: 'cancelled', action: null, refund: row.amount, why: null };
    if (r.status === 'confirmed' || r.status === 'checked_in') return { ...named, outcome: 'duplicate', action: null, refund: row.amount, why: null };
    if (r.status !== 'awaiting_payment') return { ...named, outcome: 'unmatched', action: null, refund: 0, why: 'not-holding' };
    const diff = cents(row.amount) - cents(owed);
    // The student typed the UTR themselves: it settles only the exact amount; anything else a person looks at.
    if (found.by === 'utr' && diff !== 0) return { ...named, outcome: 'unmatched', action: null, refund: 0, why: 'utr-amount' };
    if (diff < 0) {
      this.state.set(r.id, { status: r.status, amount_paid: (cents(r.amount_paid) + cents(row.amount)) / 100 });
      return { ...named, outcome: 'underpaid', action: 'part', refund: 0, why: null };
    }
    this.state.set(r.id, { status: 'confirmed', amount_paid: r.total_price });
    return { ...named, outcome: diff === 0 ? 'matched' : 'overpaid', action: 'confirm', refund: diff / 100, why: null };
  }
}

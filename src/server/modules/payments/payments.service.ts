/**
 * A bank statement's import and the rows that wait for a person (decision 073). One import is one transaction
 * under the event's lock: the event's registrations are read once, every credit is settled in the file's order
 * (confirmed, counted as a part, flagged or left), and every row is kept by its fingerprint, so the same statement
 * imported again changes nothing. Each confirmation, automatic or by hand, goes the one road of
 * `payment-confirmation.ts`: a ticket, the student told, the event's log with who and the row's date, amount and
 * narration.
 */
import { inLocale } from '../../../shared/i18n.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import {
  ROW_OUTCOMES,
  statementTexts,
  type AssignedReceipt,
  type Receipt,
  type ReceiptList,
  type ReceiptOutcome,
  type RowOutcome,
  type StatementImport,
  type StatementImportInput,
  type StatementRow,
} from '../../../shared/schemas/payments.ts';
import { committing } from '../../changes/committing.ts';
import type { AppContext, Viewer } from '../../context.ts';
import type { PostRow } from '../../database/post-rows.ts';
import type { PaymentReceiptsTable } from '../../database/schema.ts';
import { newId, nowIso, toNumber } from '../../database/values.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { confirmPayment, recordPartPayment, rupees, type PaymentBy } from '../events/payment-confirmation.ts';
import { requirePower } from '../events/event-staff.service.ts';
import * as posts from '../posts/posts.service.ts';
import { ticketKey } from '../tickets/tickets.signing.ts';
import { noteOf, presentReceipt, presentRow } from './payments.presenter.ts';
import * as repo from './payments.repository.ts';
import type { RegistrationRow } from './payments.repository.ts';
import { fingerprints, readStatement, StatementError, type StatementCredit } from './statement-csv.ts';
import { owedOf, StatementMatcher } from './statement-matching.ts';

/** The queue answers at most this many rows. */
const QUEUE_MAX = 500;

/** Outcomes that leave work for a person: a row to match, or money to give back. */
const OPEN: ReadonlySet<ReceiptOutcome> = new Set(['unmatched', 'overpaid', 'duplicate', 'cancelled']);

export type ImportAnswer = { ok: true; result: StatementImport } | { ok: false; message: string; headers: string[] };

const localeOf = (viewer: Viewer) => viewer.locale ?? 'en';
const cents = (rupeesValue: number): number => Math.round(rupeesValue * 100);

/** What the event's log keeps of a row: its date, amount and narration (and reference, when it has one). */
const detailOf = (row: Pick<StatementCredit, 'date' | 'amount' | 'narration' | 'reference'>): string =>
  [row.date, rupees(row.amount), row.narration, row.reference].filter(Boolean).join(' · ').slice(0, 500);

/** The event, when the viewer confirms its payments: 404 for one they may not see, 403 for one they see. */
const payingEvent = (db: Parameters<typeof requirePower>[0], viewer: Viewer, post: PostRow | undefined): Promise<PostRow> =>
  requirePower(db, viewer, post, 'confirmPayments', MESSAGES.registrationsForbidden);

/**
 * Imports a statement's CSV for the event: every credit settled and kept, each row's outcome answered. When the
 * header's columns cannot be told, answers the names found instead (the host chooses, and sends `columns`).
 */
export async function importStatement(ctx: AppContext, viewer: Viewer, postId: string, input: StatementImportInput): Promise<ImportAnswer> {
  await payingEvent(ctx.db, viewer, await posts.findPostRow(ctx.db, postId));
  let read;
  try {
    read = readStatement(input.csv, input.columns);
  } catch (error) {
    if (error instanceof StatementError) throw badRequest(error.message);
    throw error;
  }
  if (!read.ok) return { ok: false, message: statementTexts.unknownColumns(), headers: read.headers };
  const { credits, skipped, columns, unknownColumns } = read;
  const prints = fingerprints(credits);
  await ticketKey(ctx);
  const rows = await committing(ctx, async (trx) => {
    const now = nowIso();
    const post = await payingEvent(trx, viewer, await repo.lockEvent(trx, postId));
    const registrations = new Map((await repo.findEventRegistrations(trx, postId)).map((r) => [r.id, r]));
    const imported = await repo.findImported(trx, postId, prints);
    const matcher = new StatementMatcher(
      [...registrations.values()].map((r) => ({ ...r, total_price: toNumber(r.total_price), amount_paid: toNumber(r.amount_paid) })),
    );
    const answered: StatementRow[] = [];
    const kept: PaymentReceiptsTable[] = [];
    const named = (id: string | null) => {
      const r = id ? registrations.get(id) : undefined;
      return r ? { id: r.id, name: r.name } : null;
    };
    for (const [i, credit] of credits.entries()) {
      const earlier = imported.get(prints[i]!);
      if (earlier) {
        answered.push(presentRow(credit, 'already_imported', earlier.outcome as ReceiptOutcome, named(earlier.registration_id), null));
        continue;
      }
      const settled = matcher.settle(credit);
      const registration = settled.registrationId ? registrations.get(settled.registrationId) : undefined;
      const by: PaymentBy = { actor: viewer, source: 'statement', detail: detailOf(credit) };
      let after: RegistrationRow | null = null;
      if (registration && settled.action === 'confirm') after = await confirmPayment(trx, ctx, post, registration, by, now);
      if (registration && settled.action === 'part') after = await recordPartPayment(trx, ctx, post, registration, credit.amount, by, now);
      if (after) registrations.set(after.id, after);
      const left = after ? owedOf({ total_price: toNumber(after.total_price), amount_paid: toNumber(after.amount_paid) }) : 0;
      const note = inLocale(localeOf(viewer), () => noteOf({ outcome: settled.outcome, why: settled.why, refund: settled.refund, left }));
      answered.push(presentRow(credit, settled.outcome, null, named(settled.registrationId), note));
      kept.push({
        id: newId(),
        post_id: postId,
        fingerprint: prints[i]!,
        line: credit.line,
        row_date: credit.date,
        amount: credit.amount,
        narration: credit.narration,
        reference: credit.reference,
        outcome: settled.outcome,
        registration_id: settled.registrationId,
        refund: settled.refund,
        note: settled.why,
        imported_by: viewer.id,
        created_at: now,
        resolved_by: null,
        resolved_at: OPEN.has(settled.outcome) ? null : now,
      });
    }
    await repo.insertReceipts(trx, kept);
    return answered;
  });
  const counts = Object.fromEntries(ROW_OUTCOMES.map((o) => [o, 0])) as Record<RowOutcome, number>;
  for (const row of rows) counts[row.outcome] += 1;
  return { ok: true, result: { rows, counts, skipped, columns, ...(unknownColumns.length > 0 ? { unknownColumns } : {}) } };
}

/** The event's statement rows that wait for a person: unmatched, or flagged for money to give back; newest first. */
export async function openReceipts(ctx: AppContext, viewer: Viewer, postId: string): Promise<ReceiptList> {
  await payingEvent(ctx.db, viewer, await posts.findPostRow(ctx.db, postId));
  const rows = await repo.findOpenReceipts(ctx.db, postId, QUEUE_MAX);
  return inLocale(localeOf(viewer), () => ({ receipts: rows.map(presentReceipt) }));
}

/**
 * The host settles a waiting row against a registration that awaits payment, in one tap: the exact amount or more
 * confirms it (more is flagged to give back), less counts as a part. The row is resolved, by them.
 */
export async function assignReceipt(ctx: AppContext, viewer: Viewer, postId: string, receiptId: string, registrationId: string): Promise<AssignedReceipt> {
  await payingEvent(ctx.db, viewer, await posts.findPostRow(ctx.db, postId));
  await ticketKey(ctx);
  return committing(ctx, async (trx) => {
    const now = nowIso();
    const post = await payingEvent(trx, viewer, await repo.lockEvent(trx, postId));
    const receipt = await repo.findReceipt(trx, receiptId);
    if (!receipt || receipt.post_id !== postId) throw notFound(statementTexts.receiptNotFound());
    if (receipt.resolved_at !== null) throw conflict(statementTexts.receiptSettled());
    const row = await repo.findRegistration(trx, registrationId);
    if (!row || row.post_id !== postId) throw notFound(MESSAGES.registrationNotFound);
    if (row.status !== 'awaiting_payment') throw conflict(MESSAGES.notAwaitingPayment);
    const amount = toNumber(receipt.amount);
    const extra = cents(amount) - cents(owedOf({ total_price: toNumber(row.total_price), amount_paid: toNumber(row.amount_paid) }));
    const by: PaymentBy = { actor: viewer, source: 'statement', detail: detailOf({ date: receipt.row_date, amount, narration: receipt.narration, reference: receipt.reference }) };
    const after = extra < 0 ? await recordPartPayment(trx, ctx, post, row, amount, by, now) : await confirmPayment(trx, ctx, post, row, by, now);
    if (!after) throw conflict(MESSAGES.notAwaitingPayment);
    const outcome: ReceiptOutcome = extra < 0 ? 'underpaid' : extra === 0 ? 'matched' : 'overpaid';
    const refund = Math.max(0, extra) / 100;
    if (!(await repo.resolveReceipt(trx, receipt.id, { outcome, registration_id: row.id, note: null, refund, resolved_by: viewer.id, resolved_at: now }))) {
      throw conflict(statementTexts.receiptSettled());
    }
    const left = owedOf({ total_price: toNumber(after.total_price), amount_paid: toNumber(after.amount_paid) });
    const presented = inLocale(localeOf(viewer), () => ({
      ...presentReceipt({ ...receipt, outcome, registration_id: row.id, refund, registration_name: row.name, note: null }),
      note: noteOf({ outcome, why: null, refund, left }),
    }));
    return { receipt: { ...presented, resolvedAt: now }, registrationStatus: after.status };
  });
}

/**
 * The host marks a waiting row settled without confirming anything: the money was given back, or the row was never
 * this event's. It leaves the queue, by them; nothing else changes.
 */
export async function settleReceipt(ctx: AppContext, viewer: Viewer, postId: string, receiptId: string): Promise<Receipt> {
  await payingEvent(ctx.db, viewer, await posts.findPostRow(ctx.db, postId));
  return committing(ctx, async (trx) => {
    const now = nowIso();
    await payingEvent(trx, viewer, await repo.lockEvent(trx, postId));
    const receipt = await repo.findReceipt(trx, receiptId);
    if (!receipt || receipt.post_id !== postId) throw notFound(statementTexts.receiptNotFound());
    const settled = { outcome: receipt.outcome, registration_id: receipt.registration_id, note: receipt.note, refund: toNumber(receipt.refund), resolved_by: viewer.id, resolved_at: now };
    if (receipt.resolved_at !== null || !(await repo.resolveReceipt(trx, receipt.id, settled))) throw conflict(statementTexts.receiptSettled());
    const named = receipt.registration_id ? await repo.findRegistration(trx, receipt.registration_id) : undefined;
    return inLocale(localeOf(viewer), () => presentReceipt({ ...receipt, ...settled, registration_name: named?.name ?? null }));
  });
}

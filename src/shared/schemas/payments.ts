/**
 * A bank statement's import (decision 073): the host uploads the CSV their bank or UPI app exports, Quad matches
 * each credit to a registration by its payment reference (or the UTR the student gave), and answers each row's
 * outcome. The rows that need a person wait in a queue, where one tap confirms a row against a registration.
 */
import { z } from 'zod';
import { RECEIPT_OUTCOMES, ROW_OUTCOMES, STATEMENT_LIMITS, statementTexts, type RowOutcome } from '../statements.ts';
import { IdSchema } from './common.ts';

export { RECEIPT_OUTCOMES, ROW_OUTCOMES, STATEMENT_COLUMNS, STATEMENT_LIMITS, statementTexts } from '../statements.ts';
export type { ReceiptOutcome, RowOutcome, StatementColumn } from '../statements.ts';

const columnName = z.string().trim().min(1).max(STATEMENT_LIMITS.columnNameMax);

/** The host's choice of columns, by the names in the statement's header. */
export const StatementColumnsSchema = z.object({
  date: columnName.optional(),
  narration: columnName.optional(),
  amount: columnName.optional(),
  reference: columnName.optional(),
  credit: columnName.optional(),
  debit: columnName.optional(),
});
export type StatementColumns = z.infer<typeof StatementColumnsSchema>;

/** POST /api/events/{id}/payments/statement */
export const StatementImportInputSchema = z.object({
  csv: z
    .string({ error: () => statementTexts.csvRequired() })
    .min(1, { error: () => statementTexts.csvRequired() })
    .max(STATEMENT_LIMITS.csvMaxChars, { error: () => statementTexts.csvTooLarge() }),
  columns: StatementColumnsSchema.optional(),
});
export type StatementImportInput = z.infer<typeof StatementImportInputSchema>;

export const RowOutcomeSchema = z.enum(ROW_OUTCOMES);
export const ReceiptOutcomeSchema = z.enum(RECEIPT_OUTCOMES);

/** One row of the statement, as Quad read and settled it. */
export const StatementRowSchema = z.object({
  /** The row's line in the file (1 is the first). */
  line: z.number().int(),
  date: z.string(),
  amount: z.number(),
  narration: z.string(),
  reference: z.string(),
  outcome: RowOutcomeSchema,
  /** For `already_imported`: what the earlier import decided. */
  earlierOutcome: ReceiptOutcomeSchema.nullable(),
  registrationId: z.string().nullable(),
  /** The registrant's name, when a registration is named. */
  name: z.string().nullable(),
  /** What the host should know: what is left to pay, the difference to refund, why no registration was chosen. */
  note: z.string().nullable(),
});
export type StatementRow = z.infer<typeof StatementRowSchema>;

export const StatementCountsSchema = z.object(
  Object.fromEntries(ROW_OUTCOMES.map((o) => [o, z.number().int()])) as Record<RowOutcome, z.ZodNumber>,
);
export type StatementCounts = z.infer<typeof StatementCountsSchema>;

export const StatementImportSchema = z.object({
  rows: z.array(StatementRowSchema),
  counts: StatementCountsSchema,
  /** Debits and lines that hold no amount (totals, balances), left alone. */
  skipped: z.number().int(),
  /** The columns read, by role: the header's names. */
  columns: StatementColumnsSchema,
  /** The header's other columns. */
  unknownColumns: z.array(z.string()).optional(),
});
export type StatementImport = z.infer<typeof StatementImportSchema>;

/** 422: the header was not recognised; `headers` are the names found, for the host to choose from. */
export const StatementColumnsNeededSchema = z
  .object({ message: z.string(), headers: z.array(z.string()).optional() })
  .describe("The statement's columns could not be told (or the text was refused): `headers` names the header's columns to choose from.");
export type StatementColumnsNeeded = z.infer<typeof StatementColumnsNeededSchema>;

/** A statement row that waits for a person: unmatched, or flagged (paid twice, too much, for a cancelled seat). */
export const ReceiptSchema = z.object({
  id: z.string(),
  line: z.number().int(),
  date: z.string(),
  amount: z.number(),
  narration: z.string(),
  reference: z.string(),
  outcome: ReceiptOutcomeSchema,
  registrationId: z.string().nullable(),
  name: z.string().nullable(),
  note: z.string().nullable(),
  importedAt: z.string(),
});
export type Receipt = z.infer<typeof ReceiptSchema>;

/** GET /api/events/{id}/payments/receipts */
export const ReceiptListSchema = z.object({ receipts: z.array(ReceiptSchema) });
export type ReceiptList = z.infer<typeof ReceiptListSchema>;

export const ReceiptParamsSchema = z.object({ id: IdSchema, receiptId: IdSchema });

/** POST /api/events/{id}/payments/receipts/{receiptId}/assign */
export const AssignReceiptInputSchema = z.object({ registrationId: IdSchema });

/** The row as settled by hand, and the registration's new state. */
export const AssignedReceiptSchema = z.object({
  receipt: ReceiptSchema.extend({ resolvedAt: z.string().nullable() }),
  registrationStatus: z.string(),
});
export type AssignedReceipt = z.infer<typeof AssignedReceiptSchema>;

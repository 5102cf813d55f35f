/**
 * A bank statement's import (decision 073): its bounds, its rows' outcomes and its texts, without zod (the client's
 * screens import these; the request and answer schemas are in schemas/payments.ts).
 */
import { t } from './i18n.ts';

/** The bounds of one import: a month of a busy account's statement fits well inside them. */
export const STATEMENT_LIMITS = {
  /** The CSV's length, in characters. */
  csvMaxChars: 2 * 1024 * 1024,
  /** The request's body: the CSV as a JSON string (quotes and line ends escaped) and the column choices. */
  bodyMaxBytes: 3 * 1024 * 1024,
  /** Rows after the header (credits and debits). */
  rowsMax: 5_000,
  /** The header row is looked for among the file's first lines (banks put the account's details above it). */
  headerSearchLines: 20,
  /** A column name the host chooses. */
  columnNameMax: 100,
  /** A narration or reference as kept. */
  narrationMax: 500,
  referenceMax: 100,
  dateMax: 40,
} as const;

/** How a statement's row was settled. `already_imported`: the same row came in an earlier import. */
export const RECEIPT_OUTCOMES = ['matched', 'underpaid', 'overpaid', 'duplicate', 'cancelled', 'unmatched'] as const;
export type ReceiptOutcome = (typeof RECEIPT_OUTCOMES)[number];
export const ROW_OUTCOMES = [...RECEIPT_OUTCOMES, 'already_imported'] as const;
export type RowOutcome = (typeof ROW_OUTCOMES)[number];

/** The columns Quad reads, by their role. */
export const STATEMENT_COLUMNS = ['date', 'narration', 'amount', 'reference', 'credit', 'debit'] as const;
export type StatementColumn = (typeof STATEMENT_COLUMNS)[number];

export const statementTexts = {
  csvRequired: () => t('Please choose the CSV file your bank or UPI app exported.'),
  csvTooLarge: () => t('This statement is larger than 2 MB. Please export a shorter period.'),
  tooManyRows: (max: number) => t('This statement has more than {max} rows. Please export a shorter period.', { max }),
  unreadable: () => t('This file could not be read as a CSV statement. Please export it again as CSV.'),
  unknownColumns: () => t('Quad could not tell which columns hold the date, the amount and the description. Please choose them.'),
  columnNotFound: (name: string) => t('There is no column "{name}" in this statement.', { name }),
  receiptNotFound: () => t('That statement row was not found.'),
  receiptSettled: () => t('This statement row is settled already.'),
};

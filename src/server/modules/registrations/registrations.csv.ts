/**
 * The registrations export (SPEC §6, §7): one row per registration, one per ticket line for cultural events,
 * custom fields as trailing columns. UTF-8 with a BOM so spreadsheets read it right, and every cell that a
 * spreadsheet would run as a formula is neutralised (the original server's flaw 13).
 */
import { stringify } from 'csv-stringify/sync';
import { parseRegistrationFields } from '../../../shared/registration-rules.ts';
import { parseJsonList } from '../../database/values.ts';
import { customFieldsOf, ticketsOf } from './registrations.presenter.ts';
import type { RegistrationRow } from './registrations.repository.ts';

const BOM = '\uFEFF';
const FIXED_COLUMNS = [
  'Name',
  'Email',
  'Phone',
  'Transaction ID',
  'Registered At',
  'Booking Dates',
  'Ticket Type',
  'Ticket Quantity',
  'Ticket Price',
  'Total Price',
] as const;

/**
 * A cell is quoted when it holds the separator of any common locale (comma; semicolon, where the decimal
 * mark is a comma; tab; pipe), a quote or any line break (a lone carriage return or a Unicode line
 * separator included), so a spreadsheet that guesses its separator still reads it as one cell.
 */
const NEEDS_QUOTES = /[,;\t|"\r\n\v\f\u0085\u2028\u2029]/;

/** A cell a spreadsheet would read as a formula (=, +, -, @, tab, carriage return) gets a leading quote. */
export function neutralise(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** registrations_{title}.csv with every character outside [A-Za-z0-9_-] as '_'. */
export function exportFilename(title: string): string {
  const safe = title
    .replace(/[^A-Za-z0-9_-]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 80);
  return `registrations_${safe || 'event'}.csv`;
}

/** The CSV text (with its BOM) of an event's registrations, oldest first as given. */
export function registrationsCsv(registrationFields: string | null, rows: readonly RegistrationRow[]): string {
  const answers = rows.map((row) => customFieldsOf(row.custom_fields));
  // The event's own fields first, in its order; then any other label found in older registrations.
  const labels = parseRegistrationFields(registrationFields).map((f) => f.label);
  for (const answer of answers) for (const label of Object.keys(answer)) if (!labels.includes(label)) labels.push(label);

  const records: string[][] = [[...FIXED_COLUMNS, ...labels]];
  rows.forEach((row, i) => {
    const custom = labels.map((label) => answers[i]?.[label] ?? '');
    const common = [
      row.name,
      row.email,
      row.phone,
      row.transaction_id ?? '',
      row.created_at,
      parseJsonList<string>(row.booking_dates).join('; '),
    ];
    const total = String(Number(row.total_price ?? 0));
    const tickets = ticketsOf(row.selected_tickets);
    if (tickets.length === 0) records.push([...common, '', '', '', total, ...custom]);
    for (const t of tickets) {
      records.push([...common, t.ticketType, String(t.quantity), String(t.ticketPrice), total, ...custom]);
    }
  });
  return BOM + stringify(records.map((record) => record.map(neutralise)), { record_delimiter: '\r\n', quoted_match: NEEDS_QUOTES });
}

/**
 * The registrations export (SPEC §6, §7): one row per registration, a quantity column per ticket type,
 * custom fields as trailing columns. UTF-8 with a BOM so spreadsheets read it right, and every cell that a
 * spreadsheet would run as a formula is neutralised (the original server's flaw 13).
 */
import { stringify } from 'csv-stringify/sync';
import { parseRegistrationFields } from '../../../shared/registration-rules.ts';
import { parseJsonList } from '../../database/values.ts';
import { wallClockAt } from '../../lib/wall-clock.ts';
import { customFieldsOf, statusOf, ticketsOf } from './registrations.presenter.ts';
import type { RegistrationRow } from './registrations.repository.ts';

const BOM = '\uFEFF';

/** Where an event's registrations are written and how their times read (decision 032). */
export interface ExportSetting {
  /** The event's fields (SPEC's comma-separated string), whose labels become the trailing columns. */
  registrationFields: string | null;
  /** The event's ticket types, in its order: one quantity column each. */
  ticketTypes: readonly string[];
  /** The campus's IANA time zone, for the local registration time. */
  timeZone: string;
}

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

/** An ISO instant as the wall time in the zone, 'YYYY-MM-DD HH:mm:ss', which spreadsheets read as a date and time. */
export function localTime(iso: string, timeZone: string): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '';
  const c = wallClockAt(instant, timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${String(c.year).padStart(4, '0')}-${two(c.month)}-${two(c.day)} ${two(c.hour)}:${two(c.minute)}:${two(c.second)}`;
}

/**
 * The CSV text (with its BOM) of an event's registrations, oldest first as given: one row per registration,
 * a quantity column per ticket type (the event's, then any type only older registrations hold), and the
 * registration's total once, so summing the Total Price column gives the money taken.
 */
export function registrationsCsv(setting: ExportSetting, rows: readonly RegistrationRow[]): string {
  const answers = rows.map((row) => customFieldsOf(row.custom_fields));
  const tickets = rows.map((row) => ticketsOf(row.selected_tickets));
  // The event's own fields first, in its order; then any other label found in older registrations.
  const labels = parseRegistrationFields(setting.registrationFields).map((f) => f.label);
  for (const answer of answers) for (const label of Object.keys(answer)) if (!labels.includes(label)) labels.push(label);
  const types = setting.ticketTypes.filter((type, i, all) => type !== '' && all.indexOf(type) === i);
  for (const lines of tickets) for (const { ticketType } of lines) if (!types.includes(ticketType)) types.push(ticketType);

  const header = [
    'Name',
    'Email',
    'Phone',
    'Transaction ID',
    'Registered At (UTC, ISO 8601)',
    `Registered At (${setting.timeZone})`,
    'Booking Dates',
    ...types.map((type) => `Tickets: ${type || '(unnamed)'}`),
    'Total Price',
    ...labels,
    // At the door (decision 049): each registration's state, its ticket and when it was checked in.
    'Status',
    'Ticket Code',
    'Checked In At (UTC, ISO 8601)',
    `Checked In At (${setting.timeZone})`,
  ];
  const records: string[][] = [header];
  rows.forEach((row, i) => {
    const quantities = types.map((type) =>
      String((tickets[i] ?? []).filter((t) => t.ticketType === type).reduce((sum, t) => sum + t.quantity, 0)),
    );
    records.push([
      row.name,
      row.email,
      row.phone,
      row.transaction_id ?? '',
      row.created_at,
      localTime(row.created_at, setting.timeZone),
      parseJsonList<string>(row.booking_dates).join('; '),
      ...quantities,
      String(Number(row.total_price ?? 0)),
      ...labels.map((label) => answers[i]?.[label] ?? ''),
      statusOf(row.status),
      row.status === 'confirmed' || row.status === 'checked_in' ? (row.ticket_code ?? '') : '',
      row.checked_in_at ?? '',
      row.checked_in_at ? localTime(row.checked_in_at, setting.timeZone) : '',
    ]);
  });
  return BOM + stringify(records.map((record) => record.map(neutralise)), { record_delimiter: '\r\n', quoted_match: NEEDS_QUOTES });
}

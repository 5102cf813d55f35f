/**
 * "Events I attended" as a CSV download (decision 081): RFC 4180 with CRLF rows, UTF-8 with a BOM, every cell a
 * spreadsheet would run as a formula neutralised, as the registrations export writes.
 */
import { stringify } from 'csv-stringify/sync';
import type { AttendedEvent } from '../../../shared/schemas/attendance.ts';
import { localTime, neutralise } from '../events/registrations.csv.ts';

const BOM = '\uFEFF';
const NEEDS_QUOTES = /[,;\t|"\r\n\v\f\u0085\u2028\u2029]/;

export const ATTENDED_FILENAME = 'events-attended.csv';

export function attendedCsv(events: readonly AttendedEvent[], timeZone: string): string {
  const header = [
    'Event',
    'Club',
    'Starts At (UTC, ISO 8601)',
    'Day',
    'Checked In At (UTC, ISO 8601)',
    `Checked In At (${timeZone})`,
  ];
  const records = [
    header,
    ...events.map((e) => [e.title, e.club?.name ?? '', e.startsAt ?? '', e.day, e.checkedInAt, localTime(e.checkedInAt, timeZone)]),
  ];
  return BOM + stringify(records.map((record) => record.map(neutralise)), { record_delimiter: '\r\n', quoted_match: NEEDS_QUOTES });
}

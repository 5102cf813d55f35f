/**
 * An event's when and where as an email says them: times in the campus's time zone (CAMPUS_TIME_ZONE), named,
 * so a reader elsewhere is not misled; in the active language (decision 055): an email is made inside its reader's
 * `inLocale`, and English is written as `en-GB` writes dates.
 */
import { activeLocale, INTL_LOCALE, t } from '../../../shared/i18n.ts';
import { parseJsonList } from '../../database/values.ts';

export interface EventFields {
  type: string;
  event_start_date: string | null;
  event_end_date: string | null;
  available_dates: string | null;
  location: string | null;
  venue_address: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Formats made once per language, time zone and parts: making one costs more than using it (a batch of emails). */
const formats = new WeakMap<Intl.DateTimeFormatOptions, Map<string, Intl.DateTimeFormat>>();

function format(iso: string, timeZone: string, parts: Intl.DateTimeFormatOptions): string | null {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return null;
  const locale = activeLocale();
  let made = formats.get(parts);
  if (!made) formats.set(parts, (made = new Map<string, Intl.DateTimeFormat>()));
  const key = `${locale} ${timeZone}`;
  let intlFormat = made.get(key);
  if (!intlFormat) {
    // Other languages on the 24-hour clock too, as `en-GB` writes English.
    const intl = locale === 'en' ? { locale: 'en-GB', clock: {} } : { locale: INTL_LOCALE[locale], clock: { hourCycle: 'h23' as const } };
    made.set(key, (intlFormat = new Intl.DateTimeFormat(intl.locale, { timeZone, ...parts, ...intl.clock })));
  }
  return intlFormat.format(ms);
}

const FULL: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' };
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };
const DATE_ONLY: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' };

/** A calendar day ('YYYY-MM-DD') as words: the day as written, whatever the time zone. */
export function dayText(day: string): string {
  return DAY.test(day) ? (format(`${day}T12:00:00Z`, 'UTC', DATE_ONLY) ?? day) : day;
}

/** "Sat, 14 Dec 2026, 18:00 to 21:00 (Asia/Kolkata)", or null when the event has no start. */
export function whenText(event: Pick<EventFields, 'event_start_date' | 'event_end_date'>, timeZone: string): string | null {
  if (!event.event_start_date) return null;
  const start = format(event.event_start_date, timeZone, FULL);
  if (!start) return null;
  const end = event.event_end_date ? Date.parse(event.event_end_date) : Number.NaN;
  let range = start;
  if (!Number.isNaN(end) && end > Date.parse(event.event_start_date)) {
    const sameDay = format(event.event_start_date, timeZone, DATE_ONLY) === format(event.event_end_date ?? '', timeZone, DATE_ONLY);
    range = t('{start} to {end}', { start, end: format(event.event_end_date ?? '', timeZone, sameDay ? TIME : FULL) ?? '' });
  }
  return `${range} (${timeZone})`;
}

/** A cultural event's available dates, as words. */
export const datesText = (days: readonly string[]): string | null => (days.length > 0 ? days.map(dayText).join(', ') : null);

export const availableDays = (event: Pick<EventFields, 'available_dates'>): string[] =>
  parseJsonList<string>(event.available_dates).filter((d) => typeof d === 'string' && DAY.test(d));

/** The place and its address, once each. */
export function whereText(event: Pick<EventFields, 'location' | 'venue_address'>): string | null {
  const parts = [event.location?.trim(), event.venue_address?.trim()].filter((p): p is string => Boolean(p));
  if (parts.length === 2 && parts[1]?.toLowerCase().startsWith(parts[0]?.toLowerCase() ?? '')) return parts[1] ?? null;
  return parts.length > 0 ? [...new Set(parts)].join(', ') : null;
}

/** The line of the dates a student booked, or a cultural event's available dates. */
export const datesLine = (dates: string): string => t('Dates: {dates}', { dates });

/**
 * The lines "When: …", "Dates: …", "Where: …" an event email shows, without the empty ones; `dates: false` leaves
 * out the available dates (a registration's email names the booked ones instead).
 */
export function eventLines(event: EventFields, timeZone: string, { dates: withDates = true }: { dates?: boolean } = {}): string[] {
  const lines: string[] = [];
  const when = whenText(event, timeZone);
  if (when) lines.push(t('When: {when}', { when }));
  const dates = withDates && event.type === 'culturalEvent' ? datesText(availableDays(event)) : null;
  if (dates) lines.push(datesLine(dates));
  const where = whereText(event);
  if (where) lines.push(t('Where: {where}', { where }));
  return lines;
}

/** Whether an edit moved the event in time or space: what its registrants must hear. */
export function whenOrWhereChanged(before: EventFields, after: EventFields): boolean {
  const same = (a: string | null, b: string | null) => (a ?? '').trim() === (b ?? '').trim();
  const sameInstant = (a: string | null, b: string | null) => (a && b ? Date.parse(a) === Date.parse(b) : same(a, b));
  return !(
    sameInstant(before.event_start_date, after.event_start_date) &&
    sameInstant(before.event_end_date, after.event_end_date) &&
    same(JSON.stringify(availableDays(before)), JSON.stringify(availableDays(after))) &&
    same(before.location, after.location) &&
    same(before.venue_address, after.venue_address)
  );
}

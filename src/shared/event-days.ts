/**
 * Which calendar days an event is on: each day from its start to its end (at most LIMITS.calendarSpanDays
 * of them), plus a cultural event's available dates. `dayOf` turns an instant into a day 'YYYY-MM-DD':
 * the server files events under UTC days; the client places them on the viewer's local days.
 */
import { LIMITS } from './limits.ts';

export interface EventDates {
  eventStartDate: string | null;
  eventEndDate: string | null;
  availableDates: readonly string[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** The first instant of LIMITS.yearMin and the first instant after LIMITS.yearMax, UTC. */
const FIRST_MS = Date.UTC(LIMITS.yearMin, 0, 1);
const END_MS = Date.UTC(LIMITS.yearMax + 1, 0, 1);

/** Whether an instant (ms) falls in the years the product means, LIMITS.yearMin to LIMITS.yearMax. */
export const isInstantInRange = (ms: number): boolean => ms >= FIRST_MS && ms < END_MS;

/** Whether a date as a person or the client sends it (anything Date.parse reads) is a real instant in range. */
export function isDateInRange(value: string): boolean {
  return isInstantInRange(Date.parse(value));
}

/** Whether 'YYYY-MM-DD' is a real calendar day (no 30 February) in the years the product means. */
export function isDayInRange(day: string): boolean {
  if (!DAY.test(day)) return false;
  const t = Date.parse(`${day}T00:00:00.000Z`);
  return isInstantInRange(t) && new Date(t).toISOString().startsWith(day);
}

const MONTH_NAMES = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const monthByName = (name: string): number => MONTH_NAMES.indexOf(name.slice(0, 3).toLowerCase()) + 1;
/** The year, month and day a date is written with, in the forms Date.parse reads, or null when none is found. */
function writtenDay(value: string): [number, number, number] | null {
  let m = /^\s*([+-]?\d{4,6})[-/](\d{1,2})[-/](\d{1,2})(?!\d)/.exec(value);
  if (m) return [Number(m[1]), Number(m[2]), Number(m[3])];
  m = /^\s*(\d{1,2})[-/](\d{1,2})[-/](\d{4,6})(?!\d)/.exec(value);
  if (m) return [Number(m[3]), Number(m[1]), Number(m[2])];
  m = /([a-z]{3,})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+([+-]?\d{4,6})(?!\d)/i.exec(value);
  if (m && monthByName(m[1] as string) > 0) return [Number(m[3]), monthByName(m[1] as string), Number(m[2])];
  m = /(?<!\d)(\d{1,2})(?:st|nd|rd|th)?\s+([a-z]{3,})\.?,?\s+([+-]?\d{4,6})(?!\d)/i.exec(value);
  if (m && monthByName(m[2] as string) > 0) return [Number(m[3]), monthByName(m[2] as string), Number(m[1])];
  return null;
}

/**
 * Whether a date as a person or the client sends it names a day the calendar has: Date.parse reads "2026-02-30"
 * as 2 March, so the day written is checked against its month (28 or 29 days in February, 30 in April…).
 */
export function isRealCalendarDate(value: string): boolean {
  if (value === '' || Number.isNaN(Date.parse(value))) return false;
  const day = writtenDay(value);
  if (!day) return true;
  const [year, month, date] = day;
  if (month < 1 || month > 12 || date < 1) return false;
  const last = new Date(0);
  last.setUTCFullYear(year, month, 0);
  // A year past what Date holds is no day to check here: the range rule refuses it with its own message.
  return Number.isNaN(last.getTime()) || date <= last.getUTCDate();
}

/** Whether 'YYYY-MM' is a month of the years the product means. */
export const isMonthInRange = (month: string): boolean => /^\d{4}-\d{2}$/.test(month) && isDayInRange(`${month}-01`);

/** How many days the month 'YYYY-MM' has (28 to 31). */
export function daysInMonth(month: string): number {
  const [year, monthNumber] = month.split('-').map(Number);
  const last = new Date(0);
  last.setUTCFullYear(year ?? 1970, monthNumber ?? 1, 0);
  return last.getUTCDate();
}

export const utcDayOf = (iso: string): string => new Date(iso).toISOString().slice(0, 10);

export function localDayOf(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A day 'YYYY-MM-DD' moved by `days`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function eventDays(event: EventDates, dayOf: (iso: string) => string): string[] {
  const days = new Set<string>();
  const start = event.eventStartDate && !Number.isNaN(Date.parse(event.eventStartDate)) ? event.eventStartDate : null;
  if (start) {
    const first = dayOf(start);
    const end = event.eventEndDate && !Number.isNaN(Date.parse(event.eventEndDate)) ? event.eventEndDate : start;
    const last = dayOf(end) < first ? first : dayOf(end);
    for (let day = first, n = 0; day <= last && n < LIMITS.calendarSpanDays; day = addDays(day, 1), n += 1) days.add(day);
  }
  for (const day of event.availableDates) if (DAY.test(day)) days.add(day);
  return [...days].sort();
}

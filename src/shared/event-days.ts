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

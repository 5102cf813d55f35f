/**
 * Dates for the demo campus, always relative to the day it is seeded: events named for a season fall in
 * that season's next occurrence, the rest a few days before or after today (decision 032).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Evening on campus: 12:30 UTC is 18:00 in India (the default campus time zone). */
const EVENING_UTC = { hours: 12, minutes: 30 };

/** `days` from `now` (negative: in the past), at `hours`:`minutes` UTC. */
export function daysFrom(now: Date, days: number, hours = EVENING_UTC.hours, minutes = EVENING_UTC.minutes): Date {
  const d = new Date(now.getTime() + days * DAY_MS);
  d.setUTCHours(hours, minutes, 0, 0);
  return d;
}

/** The calendar date (YYYY-MM-DD, UTC) of an instant. */
export const dayOf = (instant: Date): string => instant.toISOString().slice(0, 10);

/** Hours before `now`, as an ISO instant. */
export const hoursBefore = (now: Date, hours: number): string => new Date(now.getTime() - hours * 3600_000).toISOString();

/**
 * The first evening of a spring festival `length` days long: 20 March, or a week from now if that is later and
 * the festival still ends by 31 May; otherwise 20 March of the next year. Spring is March to May, as on the
 * campus's (northern) calendar.
 */
export function nextSpringStart(now: Date, length: number): Date {
  const year = now.getUTCFullYear();
  const equinox = new Date(Date.UTC(year, 2, 20, EVENING_UTC.hours, EVENING_UTC.minutes));
  const earliest = daysFrom(now, 7);
  if (equinox >= earliest) return equinox;
  const lastStart = new Date(Date.UTC(year, 4, 31 - (length - 1), EVENING_UTC.hours, EVENING_UTC.minutes));
  if (earliest <= lastStart) return earliest;
  return new Date(Date.UTC(year + 1, 2, 20, EVENING_UTC.hours, EVENING_UTC.minutes));
}


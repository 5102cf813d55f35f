/**
 * A viewer's local day as the instants it runs between, in their time zone: what the calendar's dots and day
 * lists are asked in (decision 017). The server files events under UTC days; a local day overlaps one or two.
 * The routes only ask for days and months of LIMITS.yearMin to LIMITS.yearMax, and every loop here has a fixed
 * bound whatever it is given: a month's days at most 31, a local day's UTC days at most 3 (decision 023).
 */
import { addDays, daysInMonth, utcDayOf } from '../../../shared/event-days.ts';
import { Remembered } from '../../cache/remembered.ts';
import { wallClockAt } from '../../lib/wall-clock.ts';

/** A local day lasts at most 26 hours, so it overlaps at most two UTC days; three leaves room. */
const UTC_DAYS_MAX = 3;

export interface LocalDay {
  /** 'YYYY-MM-DD' in the viewer's time zone. */
  readonly day: string;
  /** Its first instant and the first instant of the next day, UTC ISO. */
  readonly from: string;
  readonly to: string;
  /** The UTC days it overlaps, whose rows of event_days can hold its events. */
  readonly utcDays: readonly string[];
}

/** How far the zone's wall clock is ahead of UTC at `instant` (ms). */
function offsetAt(timeZone: string, instant: number): number {
  const clock = wallClockAt(instant, timeZone);
  // Not Date.UTC, which reads the years 0-99 as 1900-1999.
  const wall = new Date(0).setUTCFullYear(clock.year, clock.month - 1, clock.day)
    + ((clock.hour * 60 + clock.minute) * 60 + clock.second) * 1000;
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

/**
 * The instant the zone's wall clock shows `seconds` after the start of `day` (or, in a gap that skips that
 * time, the instant after the gap that the same offset arithmetic gives).
 */
export function zonedInstant(day: string, seconds: number, timeZone: string): number {
  const wall = Date.parse(`${day}T00:00:00.000Z`) + seconds * 1000;
  const guess = wall - offsetAt(timeZone, wall);
  return wall - offsetAt(timeZone, guess);
}

/** The instant the zone's day starts (its midnight, or the first instant after a gap that skips it). */
const startOf = (day: string, timeZone: string): number => zonedInstant(day, 0, timeZone);

/** The seconds since the start of its day the zone's wall clock shows at `instant` (ms). */
export function secondsOfDayAt(instant: number, timeZone: string): number {
  const { hour, minute, second } = wallClockAt(instant, timeZone);
  return (hour * 60 + minute) * 60 + second;
}

const DAYS = new Remembered<LocalDay>(4096);

/**
 * The local day 'YYYY-MM-DD' of the zone, the same (frozen) object for the same day and zone while it is
 * remembered: four Intl calls cost more than the day's query, and the repository keeps its statement by it.
 * The oldest goes first once 4,096 are remembered (a campus asks for the days around now, in a few zones).
 */
export function localDay(day: string, timeZone: string): LocalDay {
  return DAYS.get(`${day} ${timeZone}`, () => {
    const from = startOf(day, timeZone);
    const to = startOf(addDays(day, 1), timeZone);
    const utcDays: string[] = [];
    const last = utcDayOf(new Date(to - 1).toISOString());
    for (let d = utcDayOf(new Date(from).toISOString()), n = 0; d <= last && n < UTC_DAYS_MAX; d = addDays(d, 1), n += 1) utcDays.push(d);
    return Object.freeze({ day, from: new Date(from).toISOString(), to: new Date(to).toISOString(), utcDays: Object.freeze(utcDays) });
  });
}

const MONTHS = new Remembered<readonly LocalDay[]>(256);

/**
 * Every local day of a month 'YYYY-MM', the same array for the same month and zone while it is remembered (the
 * repository keeps its statement by it). Working out a month's days takes about a millisecond of Intl calls.
 */
export function localDaysOfMonth(month: string, timeZone: string): readonly LocalDay[] {
  // The oldest month goes first once 256 are remembered (a campus asks for a few months in a few zones).
  return MONTHS.get(`${month} ${timeZone}`, () => {
    const list: LocalDay[] = [];
    const days = Math.min(31, daysInMonth(month));
    for (let n = 1; n <= days; n += 1) list.push(localDay(`${month}-${String(n).padStart(2, '0')}`, timeZone));
    return Object.freeze(list);
  });
}

/** The day 'YYYY-MM-DD' that `instant` (ms) falls on in the zone. */
export function dayAt(instant: number, timeZone: string): string {
  const { year, month, day } = wallClockAt(instant, timeZone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

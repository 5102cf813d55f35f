/**
 * A viewer's local day as the instants it runs between, in their time zone: what the calendar's dots and day
 * lists are asked in (decision 017). The server files events under UTC days; a local day overlaps one or two.
 */
import { addDays, utcDayOf } from '../../../shared/event-days.ts';

export interface LocalDay {
  /** 'YYYY-MM-DD' in the viewer's time zone. */
  readonly day: string;
  /** Its first instant and the first instant of the next day, UTC ISO. */
  readonly from: string;
  readonly to: string;
  /** The UTC days it overlaps, whose rows of event_days can hold its events. */
  readonly utcDays: readonly string[];
}

const FORMATS = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = FORMATS.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    // A few hundred zones exist; the bound only stops a caller from growing the map with aliases.
    if (FORMATS.size < 1000) FORMATS.set(timeZone, format);
  }
  return format;
}

/** How far the zone's wall clock is ahead of UTC at `instant` (ms). */
function offsetAt(timeZone: string, instant: number): number {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of formatIn(timeZone).formatToParts(instant)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const wall = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

/** The instant the zone's day starts (its midnight, or the first instant after a gap that skips it). */
function startOf(day: string, timeZone: string): number {
  const wall = Date.parse(`${day}T00:00:00.000Z`);
  const guess = wall - offsetAt(timeZone, wall);
  return wall - offsetAt(timeZone, guess);
}

/** `make()` kept in `kept` under `key`, the oldest dropped first once `max` are kept. */
function remembered<T>(kept: Map<string, T>, max: number, key: string, make: () => T): T {
  let value = kept.get(key);
  if (value === undefined) {
    value = make();
    if (kept.size >= max) kept.delete(kept.keys().next().value ?? '');
    kept.set(key, value);
  }
  return value;
}

const DAYS = new Map<string, LocalDay>();

/**
 * The local day 'YYYY-MM-DD' of the zone, the same (frozen) object for the same day and zone while it is
 * remembered: four Intl calls cost more than the day's query, and the repository keeps its statement by it.
 * The oldest goes first once 4,096 are remembered (a campus asks for the days around now, in a few zones).
 */
export function localDay(day: string, timeZone: string): LocalDay {
  return remembered(DAYS, 4096, `${day} ${timeZone}`, () => {
    const from = startOf(day, timeZone);
    const to = startOf(addDays(day, 1), timeZone);
    const utcDays: string[] = [];
    for (let d = utcDayOf(new Date(from).toISOString()), last = utcDayOf(new Date(to - 1).toISOString()); d <= last; d = addDays(d, 1)) utcDays.push(d);
    return Object.freeze({ day, from: new Date(from).toISOString(), to: new Date(to).toISOString(), utcDays: Object.freeze(utcDays) });
  });
}

const MONTHS = new Map<string, readonly LocalDay[]>();

/**
 * Every local day of a month 'YYYY-MM', the same array for the same month and zone while it is remembered (the
 * repository keeps its statement by it). Working out a month's days takes about a millisecond of Intl calls.
 */
export function localDaysOfMonth(month: string, timeZone: string): readonly LocalDay[] {
  // The oldest month goes first once 256 are remembered (a campus asks for a few months in a few zones).
  return remembered(MONTHS, 256, `${month} ${timeZone}`, () => {
    const list: LocalDay[] = [];
    for (let day = `${month}-01`; day.startsWith(month); day = addDays(day, 1)) list.push(localDay(day, timeZone));
    return Object.freeze(list);
  });
}

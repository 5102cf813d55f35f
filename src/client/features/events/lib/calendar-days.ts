import { eventDays, localDayOf } from '../../../../shared/event-days.ts';
import type { CalendarEntry } from '../../../../shared/schemas/events.ts';

/** A Date's local day 'YYYY-MM-DD'. */
export const dayKey = (date: Date): string => localDayOf(date.toISOString());

/** A Date's month 'YYYY-MM' (local). */
export const monthKey = (date: Date): string => dayKey(date).slice(0, 7);

/** The entries on each local day, each day's list soonest first. */
export function entriesByDay(entries: readonly CalendarEntry[]): Map<string, CalendarEntry[]> {
  const byDay = new Map<string, CalendarEntry[]>();
  for (const entry of entries) {
    for (const day of eventDays(entry, localDayOf)) byDay.set(day, [...(byDay.get(day) ?? []), entry]);
  }
  for (const list of byDay.values()) list.sort((a, b) => a.eventStartDate.localeCompare(b.eventStartDate));
  return byDay;
}

/** SPEC §9: the week starts per locale, ISO 8601 (Monday) by default; the locale falls back to en-US. */
export type CalendarType = 'iso8601' | 'gregory' | 'islamic';

export function calendarLocale(): string {
  const language = typeof navigator === 'undefined' ? undefined : navigator.language;
  try {
    return language ? (Intl.getCanonicalLocales(language)[0] ?? 'en-US') : 'en-US';
  } catch {
    return 'en-US';
  }
}

export function calendarTypeFor(locale: string): CalendarType {
  try {
    const info = new Intl.Locale(locale) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    const firstDay = info.getWeekInfo?.().firstDay ?? info.weekInfo?.firstDay;
    if (firstDay === 7) return 'gregory';
    if (firstDay === 6) return 'islamic';
  } catch {
    // An unknown locale: the default below.
  }
  return 'iso8601';
}

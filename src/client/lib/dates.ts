/**
 * Date and time formatting shared by the features: the browser's time zone, in the reader's language (decision 055).
 * English keeps the output it always had ('Nov 25, 2026, 6:05 PM', from the plain `en` tag); Hindi uses `hi-IN`.
 */
import { activeLocale, INTL_LOCALE, t, type Locale } from '../../shared/i18n.ts';

const UNITS: Array<[RelativeUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

type RelativeUnit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute';

/**
 * "5 minutes ago", "in 2 days", "yesterday": from the catalogue's plural texts, not `Intl.RelativeTimeFormat`, whose
 * first use costs a slow phone about 20 ms in the middle of Home's first render of its posts (the texts are
 * those of `Intl.RelativeTimeFormat` with `numeric: 'auto'` in English).
 */
const AGO: Record<RelativeUnit, (count: number) => string> = {
  year: (count) => t('{count, plural, one {# year ago} other {# years ago}}', { count }),
  month: (count) => t('{count, plural, one {# month ago} other {# months ago}}', { count }),
  week: (count) => t('{count, plural, one {# week ago} other {# weeks ago}}', { count }),
  day: (count) => t('{count, plural, one {# day ago} other {# days ago}}', { count }),
  hour: (count) => t('{count, plural, one {# hour ago} other {# hours ago}}', { count }),
  minute: (count) => t('{count, plural, one {# minute ago} other {# minutes ago}}', { count }),
};
const AHEAD: Record<RelativeUnit, (count: number) => string> = {
  year: (count) => t('{count, plural, one {in # year} other {in # years}}', { count }),
  month: (count) => t('{count, plural, one {in # month} other {in # months}}', { count }),
  week: (count) => t('{count, plural, one {in # week} other {in # weeks}}', { count }),
  day: (count) => t('{count, plural, one {in # day} other {in # days}}', { count }),
  hour: (count) => t('{count, plural, one {in # hour} other {in # hours}}', { count }),
  minute: (count) => t('{count, plural, one {in # minute} other {in # minutes}}', { count }),
};
/** One unit away, where the language has a word for it. */
const LAST: Partial<Record<RelativeUnit, () => string>> = {
  year: () => t('last year'),
  month: () => t('last month'),
  week: () => t('last week'),
  day: () => t('yesterday'),
};
const NEXT: Partial<Record<RelativeUnit, () => string>> = {
  year: () => t('next year'),
  month: () => t('next month'),
  week: () => t('next week'),
  day: () => t('tomorrow'),
};

/** The tag dates are written with: `en-IN` would turn English's 'Nov 25, 2026, 6:05 PM' into '25 Nov 2026, 6:05 pm'. */
const DATE_LOCALE: Record<Locale, string> = { ...INTL_LOCALE, en: 'en' };

interface Formatters {
  absolute: Intl.DateTimeFormat;
  dayOnly: Intl.DateTimeFormat;
  timeOnly: Intl.DateTimeFormat;
}

const BUILD: { [K in keyof Formatters]: (tag: string) => Formatters[K] } = {
  absolute: (tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }),
  dayOnly: (tag) => new Intl.DateTimeFormat(tag, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }),
  timeOnly: (tag) => new Intl.DateTimeFormat(tag, { timeStyle: 'short' }),
};

/**
 * Each formatter built once per language, on its first use: building one costs a slow phone about 15 ms, and
 * Home's first render uses none (a post's full date is written when a pointer comes over it).
 */
const formatters = new Map<string, Formatters[keyof Formatters]>();
function formats<K extends keyof Formatters>(kind: K): Formatters[K] {
  const locale = activeLocale();
  const key = `${locale} ${kind}`;
  let built = formatters.get(key) as Formatters[K] | undefined;
  if (!built) {
    built = BUILD[kind](DATE_LOCALE[locale]);
    formatters.set(key, built);
  }
  return built;
}

/** "5 minutes ago", "yesterday", "2 weeks ago"; under a minute "just now". */
export function relativeTime(iso: string, now = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  if (Number.isNaN(seconds)) return '';
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) < size) continue;
    const count = Math.round(seconds / size);
    if (count === -1) return (LAST[unit] ?? AGO[unit])(1);
    if (count === 1) return (NEXT[unit] ?? AHEAD[unit])(1);
    return count < 0 ? AGO[unit](-count) : AHEAD[unit](count);
  }
  return t('just now');
}

export function formatDateTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : formats('absolute').format(time);
}

export function formatTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : formats('timeOnly').format(time);
}

/** A calendar day 'YYYY-MM-DD' as "Tue, 25 Nov 2026" (read as that day, whatever the time zone). */
export function formatDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return day;
  return formats('dayOnly').format(new Date(y, m - 1, d));
}

/** "25 Nov 2026, 6:00 PM – 9:00 PM", or across days "25 Nov 2026, 6:00 PM – 27 Nov 2026, 10:00 PM". */
export function formatDateRange(startIso: string, endIso: string | null): string {
  const start = formatDateTime(startIso);
  if (!endIso || Number.isNaN(Date.parse(endIso))) return start;
  const a = new Date(startIso);
  const b = new Date(endIso);
  const sameDay = a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
  return `${start} – ${sameDay ? formatTime(endIso) : formatDateTime(endIso)}`;
}

/** The browser's IANA time zone, in which the calendar's days and the events' today are asked of the server; UTC when unknown. */
export function viewerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

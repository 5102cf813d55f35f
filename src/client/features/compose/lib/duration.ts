/** A duration worked out from an event's start and end (decision 079): '2 hours 30 minutes', in the reader's words. */
import { t } from '../../../../shared/i18n.ts';

/** The time between two `datetime-local` values as words, or null when either is missing or the end is not later. */
export function durationBetween(start: string, end: string): string | null {
  if (!start || !end) return null;
  const minutes = Math.round((Date.parse(end) - Date.parse(start)) / 60_000);
  if (!Number.isFinite(minutes) || minutes <= 0) return null;
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  return [
    days > 0 ? t('{count, plural, one {# day} other {# days}}', { count: days }) : '',
    hours > 0 ? t('{count, plural, one {# hour} other {# hours}}', { count: hours }) : '',
    rest > 0 ? t('{count, plural, one {# minute} other {# minutes}}', { count: rest }) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * Upcoming events under Today / This week / Later (decision 029), by the key the server orders them by: the
 * start, or for an event with available dates its earliest date that is not over, in the viewer's time zone.
 */
import { localDayOf } from '../../../../shared/event-days.ts';
import { t } from '../../../../shared/i18n.ts';
import type { Post } from '../../../../shared/schemas/posts.ts';

export type EventGroupKey = 'today' | 'week' | 'later';

export interface EventGroup {
  key: EventGroupKey;
  title: string;
  posts: Post[];
}

/** Each group's heading, said in the reader's language when the list is grouped. */
const TITLES: Record<EventGroupKey, () => string> = { today: () => t('Today'), week: () => t('This week'), later: () => t('Later') };

/** Local midnight of 'YYYY-MM-DD'. */
function midnightOf(day: string): Date {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(y, m - 1, d);
}

/** When an upcoming event next happens, as the list orders it; null when it has no date to go by. */
export function nextOccurrence(post: Pick<Post, 'eventStartDate' | 'availableDates'>, now: Date): Date | null {
  const dates = post.availableDates.filter((day) => /^\d{4}-\d{2}-\d{2}$/.test(day)).sort();
  if (dates.length > 0) {
    const today = localDayOf(now.toISOString());
    const next = dates.find((day) => day >= today);
    return next ? midnightOf(next) : null;
  }
  const start = post.eventStartDate ? Date.parse(post.eventStartDate) : Number.NaN;
  return Number.isNaN(start) ? null : new Date(start);
}

/**
 * Which group an upcoming event is in: Today (starting today, or already running), This week (the next six
 * days), Later. Days are the viewer's local days.
 */
export function eventGroupOf(post: Pick<Post, 'eventStartDate' | 'availableDates'>, now: Date): EventGroupKey {
  const next = nextOccurrence(post, now);
  if (!next) return 'later';
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const tomorrow = new Date(midnight.getFullYear(), midnight.getMonth(), midnight.getDate() + 1);
  const weekEnd = new Date(midnight.getFullYear(), midnight.getMonth(), midnight.getDate() + 7);
  if (next < tomorrow) return 'today';
  if (next < weekEnd) return 'week';
  return 'later';
}

/** The posts, in the order given, under their groups; groups without posts are left out. */
export function groupUpcoming(posts: readonly Post[], now: Date = new Date()): EventGroup[] {
  const groups = new Map<EventGroupKey, Post[]>([['today', []], ['week', []], ['later', []]]);
  for (const post of posts) groups.get(eventGroupOf(post, now))?.push(post);
  return [...groups].filter(([, list]) => list.length > 0).map(([key, list]) => ({ key, title: TITLES[key](), posts: list }));
}

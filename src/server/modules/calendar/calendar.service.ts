/**
 * The calendars (SPEC §2, §4): the events around a month, for the dots and the day lists, and each user's
 * saved events. Months are read from event_days, which the posts service keeps with each event.
 */
import { LIMITS } from '../../../shared/limits.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { addDays } from '../../../shared/event-days.ts';
import type { CalendarEntry } from '../../../shared/schemas/events.ts';
import { isEventType, type PostType } from '../../../shared/schemas/posts.ts';
import type { AppContext, Viewer } from '../../context.ts';
import { nowIso } from '../../database/values.ts';
import { notFound } from '../../lib/http-errors.ts';
import * as postsPolicy from '../posts/posts.policy.ts';
import * as posts from '../posts/posts.repository.ts';
import { presentCalendarEntry } from './calendar.presenter.ts';
import * as calendar from './calendar.repository.ts';

/** The last day of a month 'YYYY-MM'. */
const lastDayOf = (month: string): string => addDays(`${addDays(`${month}-28`, 4).slice(0, 7)}-01`, -1);

/**
 * The approved events on the days of `month`, plus one day either side (the browser places each event on
 * its own local days, which can fall a day off the UTC ones), at most calendarDayMax of each day.
 */
export async function monthEntries(ctx: AppContext, month: string): Promise<CalendarEntry[]> {
  const rows = await calendar.findEntriesBetween(ctx.db, addDays(`${month}-01`, -1), addDays(lastDayOf(month), 1), LIMITS.calendarDayMax);
  return rows.map(presentCalendarEntry);
}

/** The viewer's saved events that they may still see. */
export async function savedEntries(ctx: AppContext, viewer: Viewer): Promise<CalendarEntry[]> {
  const rows = await calendar.findSavedEvents(ctx.db, viewer.id);
  return rows.filter((row) => postsPolicy.canView(viewer, row)).map(presentCalendarEntry);
}

/**
 * SPEC §4 Add to Calendar: answers whether it was added now (false: it was already there). The check and the
 * insert share one transaction, as a like does.
 */
export async function save(ctx: AppContext, viewer: Viewer, postId: string): Promise<boolean> {
  return ctx.db.transaction().execute(async (trx) => {
    const post = await posts.findPostRow(trx, postId);
    if (!post || !isEventType(post.type as PostType) || !postsPolicy.canView(viewer, post)) throw notFound(MESSAGES.eventNotFound);
    return calendar.addCalendarEntry(trx, viewer.id, postId, nowIso());
  });
}

export async function unsave(ctx: AppContext, viewer: Viewer, postId: string): Promise<void> {
  await calendar.removeCalendarEntry(ctx.db, viewer.id, postId);
}

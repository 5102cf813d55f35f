/**
 * The calendars (SPEC §2, §4): a month's days that have events (the dots), one day's events, and each user's
 * saved events. Days are read from event_days, which the posts service keeps with each event, and asked in the
 * viewer's time zone (decision 017).
 */
import { MESSAGES } from '../../../shared/messages.ts';
import type { CalendarDays, CalendarEntry } from '../../../shared/schemas/events.ts';
import { isEventType, type PostType } from '../../../shared/schemas/posts.ts';
import type { AppContext, Viewer } from '../../context.ts';
import { changed, committing } from '../../changes/committing.ts';
import { nowIso } from '../../database/values.ts';
import { notFound } from '../../lib/http-errors.ts';
import * as postsPolicy from '../posts/posts.policy.ts';
import { findVisiblePost } from '../posts/posts.service.ts';
import { presentCalendarEntry } from './calendar.presenter.ts';
import * as calendar from './calendar.repository.ts';
import { localDay, localDaysOfMonth } from './local-days.ts';

/** SPEC §2: the days of `month` that have an approved event (the dots), as local days of `timeZone`. */
export async function monthDays(ctx: AppContext, month: string, timeZone: string): Promise<CalendarDays> {
  return { days: await calendar.findDaysWithEvents(ctx.db, localDaysOfMonth(month, timeZone)) };
}

/** The approved events on one local day of `timeZone`, soonest first, at most calendarDayMax. */
export async function dayEntries(ctx: AppContext, day: string, timeZone: string): Promise<CalendarEntry[]> {
  const rows = await calendar.findDayEntries(ctx.db, localDay(day, timeZone));
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
  return committing(ctx, async (trx) => {
    const post = await findVisiblePost(trx, viewer, postId, MESSAGES.eventNotFound);
    if (!isEventType(post.type as PostType)) throw notFound(MESSAGES.eventNotFound);
    return addCalendarEntry(trx, viewer.id, postId, nowIso());
  });
}

export async function unsave(ctx: AppContext, viewer: Viewer, postId: string): Promise<void> {
  await committing(ctx, async (trx) => {
    await calendar.removeCalendarEntry(trx, viewer.id, postId);
    changed(trx, { type: 'calendar', userId: viewer.id });
  });
}

/** Inside the caller's transaction (`committing`): takes the event out of the student's calendar (a cancelled seat). */
export async function removeCalendarEntry(db: AppContext['db'], userId: string, postId: string): Promise<void> {
  changed(db, { type: 'calendar', userId });
  await calendar.removeCalendarEntry(db, userId, postId);
}

/** Inside the caller's transaction (`committing`): adds the event to these students' calendars (a batch of registrations). */
export async function addCalendarEntries(db: AppContext['db'], userIds: readonly string[], postId: string, now: string): Promise<void> {
  for (const userId of userIds) changed(db, { type: 'calendar', userId });
  await calendar.addCalendarEntries(db, userIds, postId, now);
}

/** Inside the caller's transaction (`committing`): adds the event to the student's calendar (a registration does). */
export async function addCalendarEntry(db: AppContext['db'], userId: string, postId: string, now: string): Promise<boolean> {
  changed(db, { type: 'calendar', userId });
  return calendar.addCalendarEntry(db, userId, postId, now);
}

/**
 * Calendar files (RFC 5545, decision 039): one event's file, a student's secret feed of the events they saved
 * or registered for, and the campus feed. Each shows what its reader may see: the file of a pending event only
 * to its host and admins; a student's feed as that student would see the events; the campus feed approved ones.
 * An event deleted or rejected stays in them a while as STATUS:CANCELLED (cancellations.ts).
 */
import { MESSAGES } from '../../../shared/messages.ts';
import type { CalendarFeedStatus, NewCalendarFeed } from '../../../shared/schemas/calendar-files.ts';
import { isEventType, type PostType } from '../../../shared/schemas/posts.ts';
import type { AppContext, Viewer } from '../../context.ts';
import { changed, committing } from '../../changes/committing.ts';
import { fromFlag, nowIso } from '../../database/values.ts';
import { notFound } from '../../lib/http-errors.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import * as postsPolicy from '../posts/posts.policy.ts';
import { findPostRow } from '../posts/posts.service.ts';
import { presentCalendarEvent, presentCancelledEvent } from './calendar-files.presenter.ts';
import * as files from './calendar-files.repository.ts';
import { cancellationsSince } from './cancellations.ts';
import { type CalendarEvent, type CalendarFileOptions, renderCalendar } from './event-ics.ts';
import { calendarFileOptions, type EventFile, eventFileOf, hostNameOf } from './event-file.ts';

/** A feed's bounds: a campus's term of events, not an archive. */
const FEED_EVENTS_MAX = 500;
const FEED_CANCELLATIONS_MAX = 200;
/** The campus feed starts this many days back: recent events stay in subscribed calendars. */
const CAMPUS_FEED_PAST_DAYS = 90;
/** How often a subscribing app should ask again. */
const FEED_REFRESH = 'PT1H';

const EVENT_TYPES = ['event', 'culturalEvent'] as const;
/** What newToken makes (base64url); anything else was never a feed's token. */
const FEED_TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/** A feed's options: the campus organizes every event in it. */
const fileOptions = (ctx: AppContext, extra: Partial<CalendarFileOptions> = {}): CalendarFileOptions => calendarFileOptions(ctx.config, extra);

/** Whether the viewer may read a cancelled event's file: anyone when everyone saw the event, else its host and admins. */
const canViewCancellation = (viewer: Viewer | null, row: files.CancellationRow): boolean =>
  fromFlag(row.was_public) || viewer?.isAdmin === true || viewer?.id === row.host_id;

/** One event as a calendar's event, as the viewer may see it (a cancellation after it went), named after its host, or 404. */
async function calendarEventFor(ctx: AppContext, viewer: Viewer | null, postId: string): Promise<CalendarEvent> {
  const post = await findPostRow(ctx.db, postId);
  if (post) {
    if (!postsPolicy.canView(viewer, post) || !isEventType(post.type as PostType)) throw notFound(MESSAGES.eventNotFound);
    return presentCalendarEvent(post, await hostNameOf(ctx.db, post.user_id, fromFlag(post.anonymous)));
  }
  const cancelled = await files.findCancellation(ctx.db, postId, cancellationsSince(Date.now()));
  if (!cancelled || !canViewCancellation(viewer, cancelled)) throw notFound(MESSAGES.eventNotFound);
  // Only events are kept as cancellations, and an event is never anonymous: its host is named as before.
  return presentCancelledEvent(cancelled, await hostNameOf(ctx.db, cancelled.host_id, false));
}

/**
 * The calendar file of one event (GET /api/posts/{id}/event.ics), with a file name: what a confirmation
 * email attaches too. 404 for what the viewer may not see.
 */
export async function eventCalendar(ctx: AppContext, postId: string, viewer: Viewer | null): Promise<EventFile> {
  return eventFileOf(await calendarEventFor(ctx, viewer, postId), ctx.config);
}

/** GET /api/calendar/campus.ics: approved events (of one type if asked) from 90 days back, and recent cancellations. */
export async function campusFeed(ctx: AppContext, type: PostType | undefined): Promise<string> {
  const types = type ? [type] : EVENT_TYPES;
  const from = new Date(Date.now() - CAMPUS_FEED_PAST_DAYS * 86_400_000).toISOString();
  const [rows, cancelled] = await Promise.all([
    files.findCampusEvents(ctx.db, types, from, FEED_EVENTS_MAX),
    files.findPublicCancellations(ctx.db, types, cancellationsSince(Date.now()), FEED_CANCELLATIONS_MAX),
  ]);
  const events = [...rows.map((row) => presentCalendarEvent(row)), ...cancelled.map((row) => presentCancelledEvent(row))];
  return renderCalendar(events, fileOptions(ctx, { name: MESSAGES.campusFeedName, refresh: FEED_REFRESH }));
}

/**
 * GET /api/calendar/feed/{token}.ics: the events the token's student saved or registered for, as they would
 * see them, and the cancellations of those that went. An unknown token (or a replaced one) is 404.
 */
export async function personalFeed(ctx: AppContext, token: string): Promise<string> {
  const owner = FEED_TOKEN.test(token) ? await files.findFeedOwner(ctx.db, hashToken(token)) : undefined;
  if (!owner) throw notFound(MESSAGES.calendarFeedNotFound);
  // A reader only: the feed writes nothing, so it holds no right to write (emailVerified false).
  const reader: Viewer = {
    id: owner.user_id,
    name: owner.name,
    email: owner.email,
    avatar: owner.avatar,
    isAdmin: fromFlag(owner.is_admin),
    emailVerified: false,
    isModerator: false,
    suspendedUntil: null,
    suspensionReason: null,
    tokenHash: '',
  };
  const [rows, cancelled] = await Promise.all([
    files.findFollowedEvents(ctx.db, owner.user_id, FEED_EVENTS_MAX),
    files.findFollowedCancellations(ctx.db, owner.user_id, cancellationsSince(Date.now()), FEED_CANCELLATIONS_MAX),
  ]);
  const visible = rows.filter((row) => postsPolicy.canView(reader, row));
  const events = [...visible.map((row) => presentCalendarEvent(row)), ...cancelled.map((row) => presentCancelledEvent(row))];
  return renderCalendar(events, fileOptions(ctx, { name: MESSAGES.calendarFeedName, refresh: FEED_REFRESH }));
}

/** GET /api/calendar/feed: whether the viewer has a feed address, and since when (the address itself is not kept). */
export async function feedStatus(ctx: AppContext, viewer: Viewer): Promise<CalendarFeedStatus> {
  const feed = await files.findFeedOf(ctx.db, viewer.id);
  return { active: feed !== undefined, createdAt: feed?.created_at ?? null };
}

/** The feed's address for a token: https (or http) and the same as webcal://, which calendar apps open. */
export function feedUrls(publicUrl: string, token: string): { url: string; webcalUrl: string } {
  const url = `${publicUrl.replace(/\/+$/, '')}/api/calendar/feed/${token}.ics`;
  return { url, webcalUrl: url.replace(/^https?:\/\//, 'webcal://') };
}

/** POST /api/calendar/feed: a new secret address; the old one stops working. The token is stored as a hash only. */
export async function newFeed(ctx: AppContext, viewer: Viewer): Promise<NewCalendarFeed> {
  const token = newToken();
  const now = nowIso();
  await committing(ctx, async (trx) => {
    await files.replaceFeed(trx, viewer.id, hashToken(token), now);
    changed(trx, { type: 'calendar', userId: viewer.id });
  });
  return { ...feedUrls(ctx.config.publicUrl, token), createdAt: now };
}

/** DELETE /api/calendar/feed: the address stops working, and none replaces it. */
export async function stopFeed(ctx: AppContext, viewer: Viewer): Promise<void> {
  await committing(ctx, async (trx) => {
    await files.deleteFeed(trx, viewer.id);
    changed(trx, { type: 'calendar', userId: viewer.id });
  });
}

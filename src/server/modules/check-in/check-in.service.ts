/**
 * Check-in at the door (decision 052). The host, admins and door staff (by verified email) scan tickets or
 * check people in by hand; each scan is answered once by its door's id for it (`door_scans`), so a door that
 * syncs a queue twice is told the same. The first check-in the server records for a registration and day wins
 * (the partial unique index on check_ins); a second scan, from any door, is told `already`, with when and by
 * whom. A cultural event checks a registration in once per booked date. Every check-in and undo is logged, and
 * the host and signed-in staff hear the counts live (a `door` change). The scans themselves: door-scans.ts.
 */
import { MESSAGES } from '../../../shared/messages.ts';
import type { DoorSnapshot } from '../../../shared/schemas/door.ts';
import type { z } from 'zod';
import type { DoorCountsSchema, EventLogSchema } from '../../../shared/schemas/door.ts';
import { isEventType, type PostType } from '../../../shared/schemas/posts.ts';
import type { AppContext, Viewer } from '../../context.ts';
import { changed, committing } from '../../changes/committing.ts';
import type { Database } from '../../database/schema.ts';
import { nowIso, parseJsonList, toNumber } from '../../database/values.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import type { Transaction } from 'kysely';
import { audienceOf } from '../auth/auth.policy.ts';
import * as posts from '../posts/posts.service.ts';
import type { PostRow } from '../../database/post-rows.ts';
import * as staff from '../events/event-staff.service.ts';
import { logEntry } from '../events/seats.service.ts';
import * as repo from './check-in.repository.ts';
import type { CheckInWithName } from './check-in.repository.ts';
import * as policy from './check-in.policy.ts';
import { campusDay, eventDaysOf, isCultural, isTicketDay } from './door-days.ts';
import { checkInTimeOf, presentAttendee, presentLog } from './check-in.presenter.ts';
import { ticketKey } from '../tickets/tickets.signing.ts';

type Counts = z.infer<typeof DoorCountsSchema>;

/** The most entries the log answers. */
const LOG_MAX = 1_000;

// ---- Days ----

export { campusDay };

/** The day a check-in at `at` is for: '' on an event with one date, the campus's date on a cultural event. */
export const dayOf = (ctx: AppContext, post: Pick<PostRow, 'type'>, at: string): string => (isCultural(post) ? campusDay(at, ctx.config.campusTimeZone) : '');

// ---- Access ----

/** The event, when the viewer may work its door; else the refusal is thrown. */
export async function doorEvent(ctx: AppContext, viewer: Viewer, postId: string): Promise<PostRow> {
  const post = await posts.findPostRow(ctx.db, postId);
  if (!post || !isEventType(post.type as PostType)) throw notFound(MESSAGES.eventNotFound);
  const powers = await staff.powersOn(ctx.db, viewer, post);
  const refusal = policy.doorRefusal(powers, !powers.checkIn && (await staff.isListed(ctx.db, viewer, postId)));
  if (refusal) throw refusal;
  return post;
}

/** The event, when the viewer may read its log (the host, co-hosts and admins). */
async function logEvent(ctx: AppContext, viewer: Viewer, postId: string, forbidden: string): Promise<PostRow> {
  return staff.requirePower(ctx.db, viewer, await posts.findPostRow(ctx.db, postId), 'readLog', forbidden);
}

// ---- Counts, and telling the door ----

/**
 * The counts at the instant `at`: the tickets valid on the campus's date then (none on a day the event does not
 * happen; on a cultural event, those booked for it), and that day's check-ins not undone.
 */
export async function countsOf(ctx: AppContext, db: AppContext['db'] | Transaction<Database>, post: PostRow, at: string): Promise<Counts> {
  const date = campusDay(at, ctx.config.campusTimeZone);
  const onDay = isCultural(post) || isTicketDay(eventDaysOf(post, ctx.config.campusTimeZone), date);
  return repo.countDoor(db, post.id, dayOf(ctx, post, at), isCultural(post) ? date : null, onDay);
}

/**
 * Names the door's change: the host and the door staff signed in with a verified email hear the counts
 * live (their accounts are read now, by email, so a staff member who signs up later hears the next one); a
 * suspended `actor`'s change, only they (decision 067).
 */
async function doorChanged(trx: Transaction<Database>, post: PostRow, counts: Counts, actor: Viewer): Promise<void> {
  const { staffIds } = await staff.staffIdsOf(trx, post.id);
  changed(trx, { type: 'door', postId: post.id, hostId: post.user_id, staffIds, ...counts, ...audienceOf(actor) });
}

/** What the door does when the event's staff list changes (events wires it): its listeners hear the list and counts. */
export async function staffChanged(trx: Transaction<Database>, ctx: AppContext, post: PostRow, actor: Viewer): Promise<void> {
  await doorChanged(trx, post, await countsOf(ctx, trx, post, nowIso()), actor);
}

// ---- The door's snapshot ----

function byRegistration(checkIns: readonly CheckInWithName[]): Map<string, CheckInWithName[]> {
  const map = new Map<string, CheckInWithName[]>();
  for (const checkIn of checkIns) {
    const list = map.get(checkIn.registration_id);
    if (list) list.push(checkIn);
    else map.set(checkIn.registration_id, [checkIn]);
  }
  return map;
}

export async function doorSnapshot(ctx: AppContext, viewer: Viewer, postId: string): Promise<DoorSnapshot> {
  const post = await doorEvent(ctx, viewer, postId);
  const now = nowIso();
  const today = dayOf(ctx, post, now);
  const [rows, checkIns, key, counts] = await Promise.all([
    repo.findDoorRegistrations(ctx.db, postId),
    repo.findActiveCheckIns(ctx.db, postId),
    ticketKey(ctx),
    countsOf(ctx, ctx.db, post, now),
  ]);
  const checkInsOf = byRegistration(checkIns);
  return {
    event: {
      _id: post.id,
      title: post.title,
      type: post.type as DoorSnapshot['event']['type'],
      eventStartDate: post.event_start_date,
      eventEndDate: post.event_end_date,
      location: post.location,
      availableDates: parseJsonList<string>(post.available_dates),
      days: eventDaysOf(post, ctx.config.campusTimeZone),
    },
    timeZone: ctx.config.campusTimeZone,
    key,
    today,
    counts,
    attendees: rows.map((row) => presentAttendee(row, checkInsOf.get(row.id) ?? [])),
    canUndo: true,
  };
}

// ---- Undo ----

export async function undoCheckIn(
  ctx: AppContext,
  viewer: Viewer,
  postId: string,
  registrationId: string,
  input: { day?: string | undefined; reason: string | null },
): Promise<{ counts: Counts }> {
  const post = await doorEvent(ctx, viewer, postId);
  return committing(ctx, async (trx) => {
    const now = nowIso();
    const [row] = await repo.lockRegistrations(trx, postId, [registrationId]);
    if (!row) throw notFound(MESSAGES.registrationNotFound);
    const active = await repo.findRegistrationCheckIns(trx, row.id);
    // Without a day: the check-in of an event with one date, or the latest of a cultural event's.
    const target = input.day === undefined ? active[0] : active.find((c) => c.day === input.day);
    if (!target || !(await repo.undoCheckIn(trx, target.id, { undone_at: now, undone_by: viewer.id }))) throw conflict(MESSAGES.checkInNotFound);
    const left = active.filter((c) => c.id !== target.id);
    const latest = left[0];
    await repo.setCheckInState(
      trx,
      row.id,
      latest
        ? { checked_in_at: checkInTimeOf(latest), checked_in_by: latest.by_user_id, updated_at: now }
        : { status: 'confirmed', checked_in_at: null, checked_in_by: null, updated_at: now },
      'checked_in',
    );
    await logEntry(trx, { postId, registrationId: row.id, action: 'check-in-undone', actorId: viewer.id, reason: input.reason, details: { day: target.day } }, now);
    const counts = await countsOf(ctx, trx, post, now);
    await doorChanged(trx, post, counts, viewer);
    changed(trx, { type: 'registration', postId, hostId: post.user_id, userId: row.user_id, registrations: toNumber(post.registration_count), ...audienceOf(viewer) });
    return { counts };
  });
}

// ---- The log ----

export async function eventLog(ctx: AppContext, viewer: Viewer, postId: string): Promise<z.infer<typeof EventLogSchema>> {
  await logEvent(ctx, viewer, postId, MESSAGES.eventLogForbidden);
  return presentLog(await repo.findLog(ctx.db, postId, LOG_MAX));
}

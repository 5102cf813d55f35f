/**
 * Check-in at the door (decision 052). The host, admins and door staff (by verified email) scan tickets or
 * check people in by hand; each scan is answered once by its door's id for it (`door_scans`), so a door that
 * syncs a queue twice is told the same. The first check-in the server records for a registration and day wins
 * (the partial unique index on check_ins); a second scan, from any door, is told `already`, with when and by
 * whom. A cultural event checks a registration in once per booked date. Every check-in and undo is logged, and
 * the host and signed-in staff hear the counts live (a `door` change).
 */
import { MESSAGES } from '../../../shared/messages.ts';
import type { DoorSnapshot, ScanOutcome, ScanResult } from '../../../shared/schemas/door.ts';
import type { z } from 'zod';
import type { DoorCountsSchema, EventLogSchema, ScanInputSchema } from '../../../shared/schemas/door.ts';
import { isEventType, type PostType } from '../../../shared/schemas/posts.ts';
import type { AppContext, Viewer } from '../../context.ts';
import { changed, committing } from '../../changes/committing.ts';
import type { Database } from '../../database/schema.ts';
import { newId, nowIso, parseJsonList, toNumber } from '../../database/values.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import type { Transaction } from 'kysely';
import { audienceOf } from '../auth/auth.policy.ts';
import * as posts from '../posts/posts.service.ts';
import type { PostRow } from '../../database/post-rows.ts';
import * as staff from '../events/event-staff.service.ts';
import { logEntry } from '../events/seats.service.ts';
import * as repo from './check-in.repository.ts';
import type { CheckInWithName, RegistrationRow } from './check-in.repository.ts';
import * as policy from './check-in.policy.ts';
import { campusDay, eventDaysOf, isCultural, isTicketDay, ticketDaysOf } from './door-days.ts';
import { checkInTimeOf, presentAttendee, presentLog, presentOutcome } from './check-in.presenter.ts';
import { ticketKey, verifyTicketToken, type TicketClaims } from '../tickets/tickets.signing.ts';

type Counts = z.infer<typeof DoorCountsSchema>;
type ScanInput = z.output<typeof ScanInputSchema>;

/** The most entries the log answers. */
const LOG_MAX = 1_000;

// ---- Days ----

export { campusDay };

/** The day a check-in at `at` is for: '' on an event with one date, the campus's date on a cultural event. */
const dayOf = (ctx: AppContext, post: Pick<PostRow, 'type'>, at: string): string => (isCultural(post) ? campusDay(at, ctx.config.campusTimeZone) : '');

// ---- Access ----

/** The event, when the viewer may work its door; else the refusal is thrown. */
async function doorEvent(ctx: AppContext, viewer: Viewer, postId: string): Promise<PostRow> {
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
async function countsOf(ctx: AppContext, db: AppContext['db'] | Transaction<Database>, post: PostRow, at: string): Promise<Counts> {
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

// ---- Scans ----

/** A scan as read before the transaction: its token's claims (verified), or the registration named by hand. */
interface ReadScan {
  scan: ScanInput;
  /** The registration of this event the scan names, if any. */
  registrationId: string | null;
  claims: TicketClaims | null;
  /** Settled already: a token that is not ours, names another event, or a scan that names nothing. */
  settled: ScanResult | null;
}

async function readScan(ctx: AppContext, postId: string, scan: ScanInput): Promise<ReadScan> {
  if (scan.token !== undefined) {
    const claims = await verifyTicketToken(ctx, scan.token);
    if (!claims) return { scan, registrationId: null, claims: null, settled: 'invalid' };
    if (claims.postId !== postId) return { scan, registrationId: null, claims, settled: 'other_event' };
    return { scan, registrationId: claims.registrationId, claims, settled: null };
  }
  if (scan.registrationId !== undefined) return { scan, registrationId: scan.registrationId, claims: null, settled: null };
  return { scan, registrationId: null, claims: null, settled: 'invalid' };
}

/**
 * What a scan of a registration of this event comes to, before looking at its check-ins. A ticket scanned on a
 * campus date it is not for is `not_today`, unless the door chose "Check in anyway" (decision 077).
 */
function refusalOf(read: ReadScan, row: RegistrationRow | undefined, onDay: boolean): ScanResult | null {
  if (read.settled) return read.settled;
  if (!row) return 'invalid';
  // A ticket issued before (the registration cancelled and made again) is void, as is a cancelled one's.
  if (row.status === 'cancelled' || (read.claims && read.claims.code !== row.ticket_code)) return 'void';
  if (row.status !== 'confirmed' && row.status !== 'checked_in') return 'invalid';
  if (!onDay && !read.scan.override) return 'not_today';
  return null;
}

/** The days a refused ticket is for, said with `not_today`; else none. */
const daysSaid = (ctx: AppContext, post: PostRow, result: ScanResult, row: RegistrationRow | null): string[] | undefined =>
  result === 'not_today' && row ? ticketDaysOf(post, row, ctx.config.campusTimeZone) : undefined;

interface Answered {
  result: ScanResult;
  row: RegistrationRow | null;
  checkIn: CheckInWithName | null;
}

/**
 * Records the door's scans, each once by its scan id, in the order given. Answers each scan's result (a scan
 * sent before: its first answer) and the counts of today.
 */
export async function recordScans(ctx: AppContext, viewer: Viewer, postId: string, scans: readonly ScanInput[]): Promise<{ results: ScanOutcome[]; counts: Counts }> {
  const post = await doorEvent(ctx, viewer, postId);
  const timeZone = ctx.config.campusTimeZone;
  // Signatures are checked before the transaction: they need no lock, and they are the slow part.
  const reads = await Promise.all(scans.map((scan) => readScan(ctx, postId, scan)));
  return committing(ctx, async (trx) => {
    const now = nowIso();
    const ids = [...new Set(reads.map((r) => r.registrationId).filter((id): id is string => id !== null))];
    const rows = new Map((await repo.lockRegistrations(trx, postId, ids)).map((row) => [row.id, row]));
    const answers = new Map<string, Answered>();
    /** Scans recorded before this request: answered from what they were answered then. */
    const earlier: string[] = [];
    const checkedInRows: RegistrationRow[] = [];

    // Scans recorded before (a resync): read once the registrations are locked, so that a scan sent twice at once
    // is answered by whichever request recorded it first.
    const known = new Set((await repo.findScans(trx, [...new Set(reads.map((r) => r.scan.scanId))])).map((s) => s.id));
    for (const read of reads) {
      const { scanId } = read.scan;
      if (answers.has(scanId) || earlier.includes(scanId)) continue;
      if (known.has(scanId)) {
        earlier.push(scanId);
        continue;
      }
      // The door's clock, but never later than the server's.
      const doorTime = new Date(read.scan.scannedAt).toISOString();
      const scannedAt = doorTime < now ? doorTime : now;
      const row = read.registrationId ? rows.get(read.registrationId) : undefined;
      const day = dayOf(ctx, post, scannedAt);
      const onDay = !row || isTicketDay(ticketDaysOf(post, row, timeZone), campusDay(scannedAt, timeZone));
      const answered = await checkInOne(trx, viewer, post, read, row, { day, onDay, scannedAt, now });
      answers.set(scanId, answered);
      if (answered.result === 'checked_in' && answered.row) checkedInRows.push(answered.row);
      // A scan naming no registration of this event locks nothing: the same one recorded meanwhile was answered alike.
      await repo.recordScan(trx, {
        id: scanId,
        post_id: postId,
        registration_id: answered.row?.id ?? null,
        result: answered.result,
        scanned_at: scannedAt,
        recorded_at: now,
        by_user_id: viewer.id,
        check_in_id: answered.checkIn?.id ?? null,
      });
    }

    // Scans sent before: the same answer as then, with the check-in it named (when and by whom).
    for (const stored of await repo.findScans(trx, earlier)) {
      const checkIn = stored.check_in_id ? ((await repo.findCheckIns(trx, [stored.check_in_id]))[0] ?? null) : null;
      const row = stored.registration_id ? ((await repo.lockRegistrations(trx, postId, [stored.registration_id]))[0] ?? null) : null;
      answers.set(stored.id, { result: stored.result as ScanResult, row, checkIn });
    }

    const counts = await countsOf(ctx, trx, post, now);
    if (checkedInRows.length > 0) {
      await doorChanged(trx, post, counts, viewer);
      for (const row of checkedInRows) {
        changed(trx, { type: 'registration', postId, hostId: post.user_id, userId: row.user_id, registrations: toNumber(post.registration_count), ...audienceOf(viewer) });
      }
    }
    const results = reads.map((read) => {
      const answered = answers.get(read.scan.scanId) ?? { result: 'invalid' as const, row: null, checkIn: null };
      return presentOutcome(read.scan.scanId, answered.result, answered.row, answered.checkIn, daysSaid(ctx, post, answered.result, answered.row));
    });
    return { results, counts };
  });
}

/** One scan of a registration (locked by the caller): checks it in, or says why not. */
async function checkInOne(
  trx: Transaction<Database>,
  viewer: Viewer,
  post: PostRow,
  read: ReadScan,
  row: RegistrationRow | undefined,
  at: { day: string; onDay: boolean; scannedAt: string; now: string },
): Promise<Answered> {
  const { day, scannedAt, now } = at;
  const refusal = refusalOf(read, row, at.onDay);
  if (refusal === 'not_today' && row) {
    // Checked in anyway earlier the same day: the door is told that, not the day again.
    const earlier = await repo.findActiveCheckIn(trx, row.id, day);
    if (earlier) return { result: 'already', row, checkIn: earlier };
  }
  if (refusal || !row) return { result: refusal ?? 'invalid', row: row ?? null, checkIn: null };
  const checkIn: repo.CheckInRow = {
    id: newId(),
    post_id: post.id,
    registration_id: row.id,
    day,
    scanned_at: scannedAt,
    recorded_at: now,
    by_user_id: viewer.id,
    undone_at: null,
    undone_by: null,
  };
  if (!(await repo.insertCheckIn(trx, checkIn))) {
    // A check-in for the registration and day was recorded first (the partial unique index): that one stands.
    const theirs = await repo.findActiveCheckIn(trx, row.id, day);
    if (theirs) return { result: 'already', row, checkIn: theirs };
    throw new Error('A check-in conflicted with none recorded.');
  }
  const moved = await repo.setCheckInState(
    trx,
    row.id,
    { status: 'checked_in', checked_in_at: scannedAt, checked_in_by: viewer.id, updated_at: now },
    ['confirmed', 'checked_in'],
  );
  if (!moved) throw new Error('A locked registration changed under its check-in.');
  row.status = 'checked_in';
  row.checked_in_at = scannedAt;
  row.checked_in_by = viewer.id;
  await logEntry(
    trx,
    { postId: post.id, registrationId: row.id, action: 'checked-in', actorId: viewer.id, details: { day, scanId: read.scan.scanId, manual: read.claims === null, ...(at.onDay ? {} : { override: true }) } },
    now,
  );
  return { result: 'checked_in', row, checkIn: { ...checkIn, by_name: viewer.name } };
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

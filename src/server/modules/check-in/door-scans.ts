/**
 * A door's scans (decision 052): each recorded once by its scan id, so a door that syncs a queue twice is told the
 * same; the first check-in recorded for a registration and day wins. On PostgreSQL, the requests of an event's doors
 * that arrive while its scans are being written wait in its line and are written together, in arrival order
 * (decision 085): an online door sends one scan a request, and at the doors of a fest many arrive at once.
 */
import type { z } from 'zod';
import type { ScanInputSchema, ScanOutcome, ScanResult } from '../../../shared/schemas/door.ts';
import type { AppContext, Viewer } from '../../context.ts';
import { changed, committing } from '../../changes/committing.ts';
import type { Database } from '../../database/schema.ts';
import type { PostRow } from '../../database/post-rows.ts';
import { newId, nowIso, toNumber } from '../../database/values.ts';
import type { Transaction } from 'kysely';
import { audienceOf } from '../auth/auth.policy.ts';
import * as staff from '../events/event-staff.service.ts';
import { inLine, type Outcome } from '../events/registration-line.ts';
import { logEntry } from '../events/seats.service.ts';
import { verifyTicketToken, type TicketClaims } from '../tickets/tickets.signing.ts';
import * as repo from './check-in.repository.ts';
import type { CheckInWithName, RegistrationRow } from './check-in.repository.ts';
import { countsOf, dayOf, doorEvent } from './check-in.service.ts';
import { presentOutcome } from './check-in.presenter.ts';
import { campusDay, isTicketDay, ticketDaysOf } from './door-days.ts';

type ScanInput = z.output<typeof ScanInputSchema>;

/**
 * A request of more scans than this (an offline door syncing its queue) is a batch already: it is written on its
 * own, beside the others, as the registrations it locks are its own. The line gathers the small ones.
 */
const LINE_SCANS_MAX = 10;
type Counts = Awaited<ReturnType<typeof countsOf>>;

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

/** One door's request: who scanned, and the scans, read. */
interface DoorRequest {
  viewer: Viewer;
  post: PostRow;
  reads: ReadScan[];
}

interface Recorded {
  results: ScanOutcome[];
  counts: Counts;
}

/**
 * Records the door's scans, each once by its scan id, in the order given. Answers each scan's result (a scan
 * sent before: its first answer) and the counts of today.
 */
export async function recordScans(ctx: AppContext, viewer: Viewer, postId: string, scans: readonly ScanInput[]): Promise<Recorded> {
  const post = await doorEvent(ctx, viewer, postId);
  // Signatures are checked before the transaction: they need no lock, and they are the slow part.
  const reads = await Promise.all(scans.map((scan) => readScan(ctx, postId, scan)));
  const request = { viewer, post, reads };
  if (repo.writesOneAtATime(ctx.db) || reads.length > LINE_SCANS_MAX) return answerOf(await recordAll(ctx, [request]));
  return inLine(ctx, `door ${postId}`, request, (requests: DoorRequest[]) => recordAll(ctx, requests));
}

/** The one request's answer (`recordAll` answers every request; a refusal is thrown before it). */
function answerOf(outcomes: readonly Outcome<Recorded>[]): Recorded {
  const [outcome] = outcomes;
  if (!outcome || !('ok' in outcome)) throw new Error('A door request was not answered.');
  return outcome.ok;
}

/** The scans of the requests waiting in the event's line, in one transaction; each request answered on its own. */
function recordAll(ctx: AppContext, requests: readonly DoorRequest[]): Promise<Outcome<Recorded>[]> {
  const post = requests[0]!.post;
  const postId = post.id;
  const timeZone = ctx.config.campusTimeZone;
  return committing(ctx, async (trx) => {
    const now = nowIso();
    const all = requests.flatMap(({ viewer, reads }) => reads.map((read) => ({ viewer, read })));
    const ids = [...new Set(all.map(({ read }) => read.registrationId).filter((id): id is string => id !== null))];
    const rows = new Map((await repo.lockRegistrations(trx, postId, ids)).map((row) => [row.id, row]));
    const answers = new Map<string, Answered>();
    /** Scans recorded before this request: answered from what they were answered then. */
    const earlier: string[] = [];
    /** Who checked whom in: the door's change is named for each (a suspended door hears only its own). */
    const checkedIn: { viewer: Viewer; row: RegistrationRow }[] = [];

    // Scans recorded before (a resync): read once the registrations are locked, so that a scan sent twice at once
    // is answered by whichever request recorded it first.
    const known = new Set((await repo.findScans(trx, [...new Set(all.map(({ read }) => read.scan.scanId))])).map((s) => s.id));
    for (const { viewer, read } of all) {
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
      if (answered.result === 'checked_in' && answered.row) checkedIn.push({ viewer, row: answered.row });
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
    if (checkedIn.length > 0) await doorChanged(trx, post, counts, checkedIn);
    return requests.map(({ reads }) => ({
      ok: {
        results: reads.map((read) => {
          const answered = answers.get(read.scan.scanId) ?? { result: 'invalid' as const, row: null, checkIn: null };
          return presentOutcome(read.scan.scanId, answered.result, answered.row, answered.checkIn, daysSaid(ctx, post, answered.result, answered.row));
        }),
        counts,
      },
    }));
  });
}

/**
 * Names the changes of check-ins: the door's counts (the host and the door staff signed in with a verified email
 * hear them live, their accounts read now) once for each door that checked someone in, and each registration's.
 * A suspended door's changes, only it hears (decision 067).
 */
async function doorChanged(trx: Transaction<Database>, post: PostRow, counts: Counts, checkedIn: readonly { viewer: Viewer; row: RegistrationRow }[]): Promise<void> {
  const { staffIds } = await staff.staffIdsOf(trx, post.id);
  const doors = new Map(checkedIn.map(({ viewer }) => [viewer.id, viewer]));
  for (const viewer of doors.values()) {
    changed(trx, { type: 'door', postId: post.id, hostId: post.user_id, staffIds, ...counts, ...audienceOf(viewer) });
  }
  for (const { viewer, row } of checkedIn) {
    changed(trx, { type: 'registration', postId: post.id, hostId: post.user_id, userId: row.user_id, registrations: toNumber(post.registration_count), ...audienceOf(viewer) });
  }
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

/**
 * Club-hosted events (decision 081): posting an event as a club, its co-host clubs, a club's events, and who
 * manages an event through its clubs (the host authority asks, events/club-hosts.ts).
 *
 * - An event is posted as a club by an active owner or officer of an approved club; the club stays its host for
 *   good (an edit never changes it). A club the admin trusts has its events approved at once.
 * - The event's hosts (its author, the host club's managers, admins) invite another approved club to co-host; one of
 *   that club's owners or officers accepts; the host side removes it, or the invited club declines or leaves.
 * - An inactive club hosts no new event and co-hosts none; the events it has keep their hosts.
 */
import type { Transaction } from 'kysely';
import { clubEventNotices, clubEventTexts as T } from '../../../shared/club-event-texts.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import type { EventClub } from '../../../shared/schemas/clubs.ts';
import { isEventType, type Post, type PostInput, type PostType } from '../../../shared/schemas/posts.ts';
import type { AppContext, Viewer } from '../../context.ts';
import { committing } from '../../changes/committing.ts';
import type { Database } from '../../database/schema.ts';
import type { PostRow } from '../../database/post-rows.ts';
import { nowIso } from '../../database/values.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.ts';
import { clubBySlug, clubRoleOf } from '../clubs/club-roles.ts';
import { powersOn } from '../events/event-staff.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import type { Placement } from '../posts/post-hooks.ts';
import * as posts from '../posts/posts.service.ts';
import { eventPath } from './club-event-news.ts';
import { presentEventClubs } from './club-events.presenter.ts';
import * as repo from './club-events.repository.ts';

type Db = AppContext['db'] | Transaction<Database>;

/** The most co-host clubs one event has. */
export const COHOST_CLUBS_MAX = 5;
/** The most events a club's list answers at once. */
export const CLUB_EVENTS_MAX = 50;

const isManager = (role: string | null): boolean => role === 'owner' || role === 'officer';

/** Refuses a club that may not host: not approved (pending, rejected) or inactive. */
function assertHosts(club: repo.ClubRow): void {
  if (club.status === 'inactive') throw badRequest(T.clubInactive(club.name));
  if (club.status !== 'approved') throw badRequest(T.clubNotApproved(club.name));
}

// ---- Posting as a club ----

/** Who a new event is posted as: the club (its manager asks), and whether its events skip review. */
export async function placeEvent(db: Db, viewer: Viewer, input: PostInput): Promise<Placement> {
  if (!input.clubId) return { clubId: null, approve: false };
  if (!isEventType(input.type)) throw badRequest(T.onlyEvents());
  const club = (await repo.findClubById(db, input.clubId)) ?? (await clubBySlug(db, input.clubId));
  if (!club) throw badRequest(T.clubNotFound());
  if (!isManager(await clubRoleOf(db, club.id, viewer.id))) throw forbidden(T.notClubManager(club.name));
  assertHosts(club);
  return { clubId: club.id, approve: club.auto_approve_events === 1 };
}

// ---- Reading an event's clubs ----

/** Each event's host club and accepted co-host clubs, for the post answers: one query for a page. */
export async function clubsAmong(db: Db, rows: readonly Pick<PostRow, 'id'>[]): Promise<ReadonlyMap<string, EventClub[]>> {
  return presentEventClubs(await repo.findEventClubs(db, rows.map((r) => r.id)));
}

/** The event's clubs; invited ones too for those who manage the event or an invited club. */
async function clubsOfEvent(db: Db, viewer: Viewer | null, post: PostRow, manages: boolean): Promise<EventClub[]> {
  const rows = await repo.findEventClubs(db, [post.id]);
  let seesInvited = manages;
  if (!seesInvited && viewer) {
    for (const row of rows.filter((r) => r.status === 'invited')) {
      const club = await clubBySlug(db, row.slug);
      if (club && isManager(await clubRoleOf(db, club.id, viewer.id))) seesInvited = true;
    }
  }
  return presentEventClubs(rows, () => seesInvited).get(post.id) ?? [];
}

/** The event, when the viewer may see it; else 404. */
async function visibleEvent(ctx: AppContext, viewer: Viewer | null, postId: string): Promise<{ post: PostRow; manages: boolean; hosts: boolean }> {
  const post = await posts.findPostRow(ctx.db, postId);
  if (!post || !isEventType(post.type as PostType)) throw notFound(MESSAGES.eventNotFound);
  const powers = await powersOn(ctx.db, viewer, post);
  if (!powers.view) throw notFound(MESSAGES.eventNotFound);
  return { post, manages: powers.edit, hosts: powers.manageCohosts };
}

/** GET /api/events/{id}/clubs */
export async function eventClubs(ctx: AppContext, viewer: Viewer | null, postId: string): Promise<EventClub[]> {
  const { post, manages } = await visibleEvent(ctx, viewer, postId);
  return clubsOfEvent(ctx.db, viewer, post, manages);
}

// ---- Co-host clubs ----

async function clubAt(db: Db, slug: string): Promise<repo.ClubRow> {
  const club = await clubBySlug(db, slug);
  if (!club) throw notFound(T.clubNotFound());
  return club;
}

/** POST /api/events/{id}/clubs: the event's hosts invite an approved club; its owners and officers are told. */
export async function inviteClub(ctx: AppContext, viewer: Viewer, postId: string, slug: string): Promise<EventClub[]> {
  const { post, hosts } = await visibleEvent(ctx, viewer, postId);
  if (!hosts) throw forbidden(T.cohostRefused());
  const club = await clubAt(ctx.db, slug);
  assertHosts(club);
  if (club.id === post.club_id) throw badRequest(T.sameClub());
  await committing(ctx, async (trx) => {
    if (await repo.findEventClub(trx, post.id, club.id)) return;
    if ((await repo.countEventClubs(trx, post.id)) >= COHOST_CLUBS_MAX) throw badRequest(T.tooManyClubs(COHOST_CLUBS_MAX));
    await repo.insertEventClub(trx, { post_id: post.id, club_id: club.id, invited_by: viewer.id, created_at: nowIso() });
    const said = clubEventNotices.invited(club.name, post.title);
    for (const userId of await repo.findClubManagerIds(trx, club.id)) {
      if (userId !== viewer.id) await notify(trx, { userId, said, type: 'info', postId: post.id, clubId: club.id });
    }
  });
  return clubsOfEvent(ctx.db, viewer, post, true);
}

/** PUT /api/events/{id}/clubs/{slug}: an owner or officer of the invited club accepts; the event's author is told. */
export async function acceptClub(ctx: AppContext, viewer: Viewer, postId: string, slug: string): Promise<EventClub[]> {
  const post = await posts.findPostRow(ctx.db, postId);
  if (!post || !isEventType(post.type as PostType)) throw notFound(MESSAGES.eventNotFound);
  const club = await clubAt(ctx.db, slug);
  if (!viewer.isAdmin && !isManager(await clubRoleOf(ctx.db, club.id, viewer.id))) throw forbidden(T.notClubManager(club.name));
  if (!(await repo.findEventClub(ctx.db, post.id, club.id))) throw notFound(T.notInvited());
  assertHosts(club);
  await committing(ctx, async (trx) => {
    if (!(await repo.acceptEventClub(trx, post.id, club.id, nowIso()))) return;
    if (post.user_id !== viewer.id) {
      await notify(trx, { userId: post.user_id, said: clubEventNotices.accepted(club.name, post.title), type: 'success', postId: post.id, clubId: club.id });
    }
  });
  return clubsOfEvent(ctx.db, viewer, post, true);
}

/** DELETE /api/events/{id}/clubs/{slug}: the event's hosts remove a club, or the club declines or leaves. */
export async function removeClub(ctx: AppContext, viewer: Viewer, postId: string, slug: string): Promise<EventClub[]> {
  const post = await posts.findPostRow(ctx.db, postId);
  if (!post || !isEventType(post.type as PostType)) throw notFound(MESSAGES.eventNotFound);
  const club = await clubAt(ctx.db, slug);
  const powers = await powersOn(ctx.db, viewer, post);
  const ownClub = isManager(await clubRoleOf(ctx.db, club.id, viewer.id));
  if (!powers.manageCohosts && !ownClub) throw (powers.view ? forbidden(T.removeRefused()) : notFound(MESSAGES.eventNotFound));
  if (!(await repo.findEventClub(ctx.db, post.id, club.id))) throw notFound(T.notInvited());
  await committing(ctx, (trx) => repo.deleteEventClub(trx, post.id, club.id));
  return clubsOfEvent(ctx.db, viewer, post, powers.edit);
}

// ---- A club's events ----

/** GET /api/clubs/{slug}/events?when=: its approved events, hosted or co-hosted, as its page lists them. */
export async function clubEvents(ctx: AppContext, viewer: Viewer | null, slug: string, when: 'upcoming' | 'past', limit: number): Promise<Post[]> {
  const club = await clubBySlug(ctx.db, slug);
  // A club not yet approved (or rejected) is seen by its own people and admins only, as its page is.
  const seen = club && (club.status === 'approved' || club.status === 'inactive' || viewer?.isAdmin || (await clubRoleOf(ctx.db, club.id, viewer?.id)) !== null);
  if (!club || !seen) throw notFound(T.clubNotFound());
  const rows = await repo.findClubEvents(ctx.db, club.id, when, nowIso(), Math.min(limit, CLUB_EVENTS_MAX));
  return posts.hydrate(ctx.db, viewer, rows, true);
}

export { eventPath };

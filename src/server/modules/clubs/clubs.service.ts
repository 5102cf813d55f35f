/**
 * Clubs (decision 081): asking for one, reading it and the directory, editing it (an approved club's public fields
 * wait for approval while the approved version stays public), following it, and a student's clubs. The review of
 * clubs is club-review.service.ts; members and invites, club-members.service.ts.
 */
import type { Transaction } from 'kysely';
import { CLUB_MESSAGES as M } from '../../../shared/club-messages.ts';
import { type Club, type ClubCategory, type ClubInput, type ClubUpdate, type ProfileClub } from '../../../shared/schemas/clubs.ts';
import type { AppContext, Viewer } from '../../context.ts';
import { changed, committing } from '../../changes/committing.ts';
import type { Database } from '../../database/schema.ts';
import { newId, nowIso } from '../../database/values.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { decodeCursor, encodeCursor, isCursorId, type Page } from '../../lib/paging.ts';
import { mayModerate } from '../../lib/policy.ts';
import { assertMayContribute } from '../auth/auth.policy.ts';
import { storeImages } from '../media/media.service.ts';
import { columnsOf, IMMEDIATE_FIELDS, normaliseFields, preparePictures } from './club-fields.ts';
import * as policy from './clubs.policy.ts';
import { NO_VIEWER, pendingChangesOf, presentClub, presentUserClub, type ViewerFacts } from './clubs.presenter.ts';
import { claimingNames } from './club-names.ts';
import * as repo from './clubs.repository.ts';

type Db = AppContext['db'] | Transaction<Database>;

/**
 * Names a club write's change. Club rows are read fresh by the club routes, but an event's answer shows its clubs'
 * names and pictures, so a club write drops what is kept, as an unnamed write would (notifications it queues
 * name themselves too, and would otherwise hide that it wrote).
 */
/**
 * A club's write names a `club` change: `page` when what its events' cards show of it (name, logo, status) may have
 * changed, not for its people (members, follows, roles, invitations).
 */
export const clubChanged = (trx: Transaction<Database>, page = false): void => changed(trx, { type: 'club', page });

/** A club by its address with the viewer's place in it; 404 when there is none or the viewer may not see it. */
export interface ClubInContext {
  club: repo.ClubRow;
  membership: repo.MembershipRow | undefined;
  role: policy.ActiveRole;
}

export async function clubInContext(db: Db, slug: string, viewer: Viewer | null): Promise<ClubInContext> {
  const club = await repo.findClubBySlug(db, slug);
  if (!club) throw notFound(M.notFound());
  const membership = viewer ? await repo.findMembership(db, club.id, viewer.id) : undefined;
  const role = activeRole(membership);
  policy.assertMaySee(viewer, club.status, role);
  return { club, membership, role };
}

export function activeRole(membership: repo.MembershipRow | undefined): policy.ActiveRole {
  if (!membership || membership.status !== 'active') return null;
  const { role } = membership;
  return role === 'owner' || role === 'officer' || role === 'member' ? role : null;
}

async function factsOf(db: Db, clubId: string, viewer: Viewer | null): Promise<ViewerFacts> {
  if (!viewer) return NO_VIEWER;
  const membership = await repo.findMembership(db, clubId, viewer.id);
  const role = activeRole(membership);
  return {
    membership,
    following: await repo.isFollowing(db, clubId, viewer.id),
    insider: policy.seesInside(viewer, role),
    manager: policy.manages(role),
  };
}

/** The club's answer as the viewer sees it, read afresh (after a write, from the committed state). */
export async function clubAnswer(db: Db, slug: string, viewer: Viewer | null): Promise<Club> {
  const view = await repo.findClubView(db, slug, nowIso());
  if (!view) throw notFound(M.notFound());
  return presentClub(view, await factsOf(db, view.id, viewer));
}

export async function readClub(ctx: AppContext, viewer: Viewer | null, slug: string): Promise<Club> {
  await clubInContext(ctx.db, slug, viewer);
  return clubAnswer(ctx.db, slug, viewer);
}

/** A page of the directory as the viewer sees it, and the cursor of the next (null on the last page). */
export async function directory(
  ctx: AppContext,
  viewer: Viewer | null,
  query: { category?: string | undefined; q?: string | undefined; limit: number; cursor?: string | undefined },
): Promise<Page<Club>> {
  const after = query.cursor === undefined ? null : decodeDirectoryCursor(query.cursor);
  const fetched = await repo.findDirectory(ctx.db, query, nowIso(), query.limit + 1, after);
  const rows = fetched.slice(0, query.limit);
  const last = rows.at(-1);
  const next = fetched.length > query.limit && last ? encodeDirectoryCursor({ position: Number(last.sort_position), name: last.sort_name, id: last.id }) : null;
  if (!viewer) return { items: rows.map((row) => presentClub(row, NO_VIEWER)), next };
  const mine = new Map((await repo.findUserClubs(ctx.db, viewer.id, false)).map((m) => [m.club_id, m]));
  const followed = new Set(await repo.findFollowedClubIds(ctx.db, viewer.id));
  const items = rows.map((row) => {
    const membership = mine.get(row.id);
    const role = activeRole(membership);
    return presentClub(row, { membership, following: followed.has(row.id), insider: policy.seesInside(viewer, role), manager: policy.manages(role) });
  });
  return { items, next };
}

/** The directory's opaque cursor: base64url of {p, n, id}. */
const encodeDirectoryCursor = (at: repo.DirectoryPosition): string => encodeCursor({ p: at.position, n: at.name, id: at.id });

const decodeDirectoryCursor = (cursor: string): repo.DirectoryPosition =>
  decodeCursor(cursor, ({ p, n, id }) =>
    Number.isSafeInteger(p) && typeof n === 'string' && n.length <= 200 && isCursorId(id)
      ? { position: p as number, name: n, id }
      : null,
  );

export const categories = (ctx: AppContext): Promise<ClubCategory[]> => repo.findCategories(ctx.db);

async function assertCategory(db: Db, category: string | undefined): Promise<void> {
  if (category !== undefined && !(await repo.categoryExists(db, category))) throw badRequest(M.unknownCategory());
}

/** Any verified student asks for a club: they become its owner, and it waits for a reviewer. */
export async function createClub(ctx: AppContext, viewer: Viewer, input: ClubInput): Promise<Club> {
  assertMayContribute(viewer, ctx.config.campus);
  const checked = normaliseFields(input);
  await assertCategory(ctx.db, checked.category);
  const { prepared, fields } = await preparePictures(ctx, checked);
  await claimingNames(ctx, input.slug, () => committing(ctx, async (trx) => {
    if (await repo.slugTaken(trx, input.slug)) throw conflict(M.slugTaken());
    if (await repo.nameTaken(trx, checked.name, null)) throw conflict(M.nameTaken());
    await storeImages(trx, prepared);
    const now = nowIso();
    const id = newId();
    await repo.insertClub(trx, {
      id,
      slug: input.slug,
      name: checked.name,
      description: checked.description,
      category: checked.category,
      logo: fields.logo ?? null,
      banner: fields.banner ?? null,
      contact_email: checked.contactEmail ?? null,
      website: checked.website ?? null,
      instagram: checked.instagram ?? null,
      chat_link: checked.chatLink ?? null,
      join_policy: checked.joinPolicy ?? 'open',
      status: 'pending',
      pending_changes: null,
      pending_since: null,
      review_note: null,
      created_by: viewer.id,
      created_at: now,
      updated_at: now,
      approved_at: null,
      inactive_at: null,
      confirm_by: null,
    });
    await repo.insertMembership(trx, { club_id: id, user_id: viewer.id, role: 'owner', title: null, status: 'active', created_at: now, joined_at: now, confirmed_at: null });
    await repo.insertFollow(trx, id, viewer.id, now);
    await repo.refreshCounts(trx, id);
    clubChanged(trx);
  }));
  return clubAnswer(ctx.db, input.slug, viewer);
}

/**
 * An owner or officer edits the club. A pending (or declined) club is edited as it stands, and a declined one asks
 * again. An approved or inactive club's public fields wait in `pending_changes` (merged with an edit already
 * waiting) while the approved version stays public; how members join takes effect at once.
 */
export async function updateClub(ctx: AppContext, viewer: Viewer, slug: string, input: ClubUpdate): Promise<Club> {
  const checked = normaliseFields(input);
  await assertCategory(ctx.db, checked.category);
  const { prepared, fields } = await preparePictures(ctx, checked);
  await claimingNames(ctx, null, () => committing(ctx, async (trx) => {
    const { club, role } = await clubInContext(trx, slug, viewer);
    policy.assertManages(role);
    if (fields.name !== undefined && fields.name.toLowerCase() !== club.name.toLowerCase() && (await repo.nameTaken(trx, fields.name, club.id))) {
      throw conflict(M.nameTaken());
    }
    await storeImages(trx, prepared);
    const now = nowIso();
    if (club.status === 'pending' || club.status === 'rejected') {
      await repo.updateClub(trx, club.id, { ...columnsOf(fields), status: 'pending', review_note: null, updated_at: now, version: club.version + 1 });
    } else {
      const immediate: ClubUpdate = {};
      const waiting: ClubUpdate = { ...(pendingChangesOf(club.pending_changes) ?? {}) };
      for (const [key, value] of Object.entries(fields) as [keyof ClubUpdate, never][]) {
        if (value === undefined) continue;
        if (IMMEDIATE_FIELDS.includes(key)) immediate[key] = value;
        else if (sameAsLive(club, key, value)) delete waiting[key];
        else waiting[key] = value;
      }
      const hasWaiting = Object.keys(waiting).length > 0;
      await repo.updateClub(trx, club.id, {
        ...columnsOf(immediate),
        pending_changes: hasWaiting ? JSON.stringify(waiting) : null,
        pending_since: hasWaiting ? (club.pending_changes ? club.pending_since : now) : null,
        review_note: hasWaiting ? null : club.review_note,
        updated_at: now,
        version: club.version + 1,
      });
    }
    clubChanged(trx, true);
  }));
  return clubAnswer(ctx.db, slug, viewer);
}

function sameAsLive(club: repo.ClubRow, key: keyof ClubUpdate, value: unknown): boolean {
  const live = club as unknown as Record<string, unknown>;
  return Object.entries(columnsOf({ [key]: value })).every(([column, v]) => live[column] === v);
}

/** Anyone signed in follows an approved club; following again changes nothing. */
export async function follow(ctx: AppContext, viewer: Viewer, slug: string): Promise<Club> {
  await committing(ctx, async (trx) => {
    const { club } = await clubInContext(trx, slug, viewer);
    if (club.status !== 'approved') throw conflict(M.notFollowable());
    if (await repo.isFollowing(trx, club.id, viewer.id)) return;
    await repo.insertFollow(trx, club.id, viewer.id, nowIso());
    await repo.refreshCounts(trx, club.id);
    clubChanged(trx);
  });
  return clubAnswer(ctx.db, slug, viewer);
}

export async function unfollow(ctx: AppContext, viewer: Viewer, slug: string): Promise<Club> {
  await committing(ctx, async (trx) => {
    const { club } = await clubInContext(trx, slug, viewer);
    if (!(await repo.isFollowing(trx, club.id, viewer.id))) return;
    await repo.deleteFollow(trx, club.id, viewer.id);
    await repo.refreshCounts(trx, club.id);
    clubChanged(trx);
  });
  return clubAnswer(ctx.db, slug, viewer);
}

/** The viewer's own clubs: every membership and request, in any club. */
export async function myClubs(ctx: AppContext, viewer: Viewer): Promise<ProfileClub[]> {
  return (await repo.findUserClubs(ctx.db, viewer.id, false)).map(presentUserClub);
}

/** A student's clubs as others see them: active memberships (alumni as alumni) of approved and inactive clubs. */
export async function userClubs(ctx: AppContext, viewer: Viewer | null, userId: string): Promise<ProfileClub[]> {
  const user = await repo.findUser(ctx.db, userId);
  if (!user || user.deleted_at !== null) throw notFound(M.memberNotFound());
  const all = viewer?.id === userId || mayModerate(viewer);
  return (await repo.findUserClubs(ctx.db, userId, !all)).map(presentUserClub);
}


/**
 * A club's announcements (decision 081): its owners and officers post them to its followers and members. A new
 * club's (younger than `newClubDays`, or with no approved event yet) wait for a moderator, as do those the word
 * filter holds; a club posts at most `announcementsPerDay` in 24 hours, held ones counted.
 */
import { t } from '../../../shared/i18n.ts';
import { CLUB_NEWS_MESSAGES as M } from '../../../shared/club-news-messages.ts';
import type { AnnouncementPosted, ClubAnnouncement } from '../../../shared/schemas/club-news.ts';
import { CLUB_LIMITS } from '../../../shared/schemas/clubs.ts';
import type { AppContext, Viewer } from '../../context.ts';
import { changed, committing } from '../../changes/committing.ts';
import { newId, nowIso } from '../../database/values.ts';
import { conflict, notFound, tooManyRequests } from '../../lib/http-errors.ts';
import { assertMayContribute } from '../auth/auth.policy.ts';
import { clubBySlug, clubRoleOf, followerIdsOf, type ClubRow } from '../clubs/club-roles.ts';
import { prepareImages, storeImages } from '../media/media.service.ts';
import { screen } from '../word-filters/word-filters.service.ts';
import { assertMayAnnounce, assertMaySee, isManager } from './club-news.policy.ts';
import { presentAnnouncement } from './club-news.presenter.ts';
import * as repo from './club-news.repository.ts';
import { rejectedText, releasedText, tellAnnouncement, tellAuthor } from './club-news.telling.ts';

const DAY_MS = 86_400_000;
const LIST_LIMIT = 100;

export async function clubOr404(ctx: AppContext, slug: string): Promise<ClubRow> {
  const club = await clubBySlug(ctx.db, slug);
  if (!club) throw notFound(t(M.clubNotFound));
  return club;
}

/** Why a club's announcement waits for a moderator, or null when it goes out at once. */
async function holdReasonOf(ctx: AppContext, club: ClubRow, now: number): Promise<string | null> {
  const since = Date.parse(club.approved_at ?? club.created_at);
  if (now - since < CLUB_LIMITS.newClubDays * DAY_MS) return M.heldForModerator;
  if (!(await repo.hasApprovedEvent(ctx.db, club.id))) return M.heldForModerator;
  return null;
}

export async function postAnnouncement(
  ctx: AppContext,
  viewer: Viewer,
  slug: string,
  input: { title: string; content: string; image?: string | null | undefined },
): Promise<AnnouncementPosted> {
  assertMayContribute(viewer, ctx.config.campus);
  const club = await clubOr404(ctx, slug);
  const role = await clubRoleOf(ctx.db, club.id, viewer.id);
  assertMaySee(club, role, viewer);
  assertMayAnnounce(club, role);
  const verdict = await screen(ctx, viewer, [input.title, input.content]);
  const nowMs = Date.now();
  let holdReason = await holdReasonOf(ctx, club, nowMs);
  if (!holdReason && verdict === 'hold') holdReason = M.heldByWordFilter;
  const prepared = await prepareImages(ctx, input.image ? [input.image] : []);
  const now = new Date(nowMs).toISOString();
  const id = newId();
  await committing(ctx, async (trx) => {
    await repo.lockClub(trx, club.id);
    const recent = await repo.countAnnouncementsSince(trx, club.id, new Date(nowMs - DAY_MS).toISOString());
    if (recent >= CLUB_LIMITS.announcementsPerDay) throw tooManyRequests(t(M.dailyLimit, { n: CLUB_LIMITS.announcementsPerDay }));
    await storeImages(trx, prepared);
    await repo.insertAnnouncement(trx, {
      id,
      club_id: club.id,
      author_id: viewer.id,
      title: input.title,
      content: input.content,
      image: input.image ? prepared.urlOf(input.image) : null,
      status: holdReason ? 'held' : 'published',
      hold_reason: holdReason,
      created_at: now,
      published_at: holdReason ? null : now,
      reviewed_by: null,
      reviewed_at: null,
    });
    changed(trx, { type: 'notification', userId: viewer.id });
    if (!holdReason) await tellAnnouncement(trx, ctx, club, await followerIdsOf(trx, club.id), { title: input.title, content: input.content, authorId: viewer.id });
  });
  const row = await repo.findAnnouncement(ctx.db, id);
  if (!row) throw notFound(t(M.notFound));
  return { announcement: presentAnnouncement(row, true), notice: holdReason ? t(holdReason) : null };
}

/** Published ones, newest first, for anyone who may see the club; its managers see their held and rejected too. */
export async function listAnnouncements(ctx: AppContext, viewer: Viewer | null, slug: string): Promise<ClubAnnouncement[]> {
  const club = await clubOr404(ctx, slug);
  const role = await clubRoleOf(ctx.db, club.id, viewer?.id);
  assertMaySee(club, role, viewer);
  const detailed = isManager(role);
  return (await repo.findClubAnnouncements(ctx.db, club.id, detailed, LIST_LIMIT)).map((row) => presentAnnouncement(row, detailed));
}

export async function listHeld(ctx: AppContext): Promise<ClubAnnouncement[]> {
  return (await repo.findHeldAnnouncements(ctx.db, LIST_LIMIT)).map((row) => presentAnnouncement(row, true));
}

/** A moderator publishes a held announcement (its followers are told then), or rejects it (its author is told). */
export async function reviewHeld(ctx: AppContext, reviewer: Viewer, id: string, release: boolean, reason: string | null): Promise<ClubAnnouncement> {
  const held = await repo.findAnnouncement(ctx.db, id);
  if (!held) throw notFound(t(M.notFound));
  const club = { id: held.club_id, slug: held.club_slug, name: held.club_name };
  await committing(ctx, async (trx) => {
    const decided = await repo.decideHeld(trx, id, release ? 'published' : 'rejected', reviewer.id, nowIso());
    if (!decided) throw conflict(t(M.notHeld));
    if (held.author_id) changed(trx, { type: 'notification', userId: held.author_id });
    if (release) {
      await tellAuthor(trx, club, held.author_id, releasedText(club, held.title), true);
      await tellAnnouncement(trx, ctx, club, await followerIdsOf(trx, club.id), { title: held.title, content: held.content, authorId: held.author_id });
    } else {
      await tellAuthor(trx, club, held.author_id, rejectedText(club, held.title, reason), false);
    }
  });
  const row = await repo.findAnnouncement(ctx.db, id);
  if (!row) throw notFound(t(M.notFound));
  return presentAnnouncement(row, true);
}

import { LIMITS } from '../../../shared/limits.ts';
import { MESSAGES, notices } from '../../../shared/messages.ts';
import { gatewayTexts } from '../../../shared/gateway-texts.ts';
import { clubEventTexts } from '../../../shared/club-event-texts.ts';
import type { Post, PostInput, PostType } from '../../../shared/schemas/posts.ts';
import type { Transaction } from 'kysely';
import type { AppContext, Viewer } from '../../context.ts';
import type { Database } from '../../database/schema.ts';
import { visibilityOf } from '../../changes/change.ts';
import { changed, committing } from '../../changes/committing.ts';
import { marksOn, type ViewerMarks } from '../../cache/viewer-marks.ts';
import { fromFlag, newId, nowIso, parseJsonList } from '../../database/values.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.ts';
import { deleteUnusedMedia, prepareImages, storeImages } from '../media/media.service.ts';
import { audit } from '../audit/audit.ts';
import { postRemoved } from '../notification-emails/notification-emails.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { imageRefsOf, paymentChanged, sameContent, toPostContent, withStoredImages } from './posts.fields.ts';
import { screen } from '../word-filters/word-filters.service.ts';
import { isScreened } from '../word-filters/word-filters.policy.ts';
import { assertMayContribute, audienceOf, reachesOthers } from '../auth/auth.policy.ts';
import { hiddenAuthorsFor, hidesComment, hidesPost } from '../blocks/blocks.service.ts';
import * as policy from './posts.policy.ts';
import { type PostBase, presentPost, presentPostBase } from './posts.presenter.ts';
import * as posts from './posts.repository.ts';
import { choosePseudonym } from './pseudonyms.ts';
import { clubsAmong, editableAmong, grantsOn, hooksOf } from './post-hooks.ts';

type Db = AppContext['db'];

/** The newest comments of each of these posts, by post: one query for the whole list. */
async function latestCommentsOf(db: Db, ids: readonly string[]): Promise<Map<string, posts.CommentWithAuthor[]>> {
  const comments = await posts.findLatestComments(db, ids, LIMITS.commentsInFeed);
  const byPost = new Map<string, posts.CommentWithAuthor[]>();
  for (const comment of comments) byPost.set(comment.post_id, [...(byPost.get(comment.post_id) ?? []), comment]);
  return byPost;
}

/**
 * Comments, the viewer's likes and reports, and abilities for a list of rows: two queries for the whole list.
 * With `hideBlocked` (the feeds' lists, a student's post view), the posts and comments of people the viewer
 * blocked are left out (decision 047); moderation's lists keep them.
 */
export async function hydrate(db: Db, viewer: Viewer | null, rows: posts.PostWithAuthor[], hideBlocked = false): Promise<Post[]> {
  const hidden = hideBlocked ? await hiddenAuthorsFor(db, viewer) : null;
  const shown = rows.filter((r) => !hidesPost(hidden, r));
  const ids = shown.map((r) => r.id);
  const [byPost, marks, editable, clubs] = await Promise.all([
    latestCommentsOf(db, ids),
    viewer ? posts.findViewerMarks(db, viewer.id, ids) : null,
    editableAmong(db, viewer, shown),
    clubsAmong(db, shown),
  ]);
  return shown.map((row) => ({
    ...presentPost(row, {
      comments: withoutAuthors(byPost.get(row.id) ?? [], row, hidden),
      marks: marksOn(marks, row.id),
      abilities: policy.abilitiesOf(viewer, row, marks?.on.reportedByMe.has(row.id) ?? false, editable.has(row.id)),
    }),
    clubs: clubs.get(row.id) ?? [],
  }));
}

/** Comments without those of `hidden` authors (the people a viewer blocked). */
const withoutAuthors = <T extends { user_id: string }>(comments: T[], post: posts.PostWithAuthor, hidden: ReadonlySet<string> | null): T[] =>
  hidden ? comments.filter((c) => !hidesComment(hidden, post, c)) : comments;

// ---- reads ----

/** A post the viewer may see, or 404. */
export async function getPost(ctx: AppContext, viewer: Viewer | null, id: string): Promise<Post> {
  const row = await posts.findPostWithAuthor(ctx.db, id);
  if (!row || !(policy.canView(viewer, row) || (await grantsOn(ctx.db, viewer, row)).view)) throw notFound(MESSAGES.postNotFound);
  // A student does not find the post of someone they blocked (hydrate leaves it out); an admin's duty finds it.
  const [post] = await hydrate(ctx.db, viewer, [row], !viewer?.isAdmin);
  if (!post) throw notFound(MESSAGES.postNotFound);
  return post;
}

// ---- writes ----

/**
 * The word filter (decision 046) over every free text of a post: a block refuses the save with 422; a hold
 * marks the post held (it waits in the review queue, pending), a flag marks it flagged (published, listed for
 * review). Null for someone the filter does not screen: their save leaves the marks as they are.
 */
async function screenPost(ctx: AppContext, viewer: Viewer, content: ReturnType<typeof toPostContent>): Promise<{ held: 0 | 1; flagged: 0 | 1 } | null> {
  const verdict = await screen(ctx, viewer, [
    content.title,
    content.content,
    content.location,
    content.venue_address,
    content.source,
    content.duration,
    content.language,
    ...parseJsonList<string>(content.image_descriptions),
  ]);
  if (!isScreened(viewer)) return null;
  return { held: verdict === 'hold' ? 1 : 0, flagged: verdict === 'flag' ? 1 : 0 };
}

/** Razorpay is a payment method only where the campus set it up (decision 074). */
function refuseUnsetGateway(ctx: AppContext, content: ReturnType<typeof toPostContent>): void {
  if (!ctx.config.razorpay && (content.payment_method === 'razorpay' || content.cultural_payment_method === 'razorpay')) throw badRequest(gatewayTexts.notSetUp());
}

/**
 * Creates a post. The server decides the id, owner, status, timestamps and counters; pictures are
 * processed before the transaction and stored in it together with the post.
 */
export async function createPost(ctx: AppContext, viewer: Viewer, input: PostInput): Promise<Post> {
  assertMayContribute(viewer, ctx.config.campus);
  if (!policy.canCreate(viewer, input.type)) throw forbidden(MESSAGES.newsAdminOnly);
  const content = toPostContent(input);
  refuseUnsetGateway(ctx, content);
  const caught = await screenPost(ctx, viewer, content);
  const prepared = await prepareImages(ctx, imageRefsOf(content));
  const now = nowIso();
  // Anonymous Consights (decision 043): the pseudonym is chosen once, here, and never changes.
  const pseudonym = input.anonymous && input.type === 'confession' ? choosePseudonym() : null;
  // Who it is posted as (a club it may skip review for, decision 081), as the post's kind decides.
  const placing = hooksOf(input.type).placing;
  if (input.clubId && !placing) throw badRequest(clubEventTexts.onlyEvents());
  const placed = (await placing?.(ctx.db, viewer, input)) ?? null;
  const row: posts.PostRow = {
    ...withStoredImages(content, prepared.urlOf),
    id: newId(),
    type: input.type,
    user_id: viewer.id,
    club_id: placed?.clubId ?? null,
    // A post the word filter holds waits for review, whatever its type (decision 046).
    status: caught?.held ? 'pending' : placed?.approve ? 'approved' : policy.statusOnCreate(input.type),
    created_at: now,
    updated_at: now,
    like_count: 0,
    comment_count: 0,
    report_count: 0,
    registration_count: 0,
    hidden: 0,
    reports_dismissed_at: null,
    version: 1,
    anonymous: pseudonym ? 1 : 0,
    pseudonym: pseudonym?.name ?? null,
    pseudonym_hue: pseudonym?.hue ?? null,
    comments_closed: 0,
    held: caught?.held ?? 0,
    flagged: caught?.flagged ?? 0,
    seats_taken: null,
    registration_seq: 0,
  };
  // A new post changes its author's marks only (a pending one joins their own feed; decision 018).
  await committing(ctx, async (trx) => {
    await storeImages(trx, prepared);
    await posts.insertPost(trx, row);
    await posts.linkMedia(trx, row.id, prepared.hashes);
    await hooksOf(row.type).created?.(trx, ctx, row);
    if (row.status === 'approved') await hooksOf(row.type).approved?.(trx, ctx, row);
    postChanged(trx, 'created', row);
  });
  return getPost(ctx, viewer, row.id);
}

/**
 * Replaces a post's content. New pictures are stored and linked before the old links are dropped, and
 * pictures nothing uses any more are deleted, all in one transaction.
 */
export async function updatePost(ctx: AppContext, viewer: Viewer, id: string, input: PostInput): Promise<Post> {
  const current = await posts.findPostRow(ctx.db, id);
  // Beyond posts' own policy, the post's kind may let the viewer see and edit it (an event's co-host).
  const grants = current && !policy.canEdit(viewer, current) ? await grantsOn(ctx.db, viewer, current) : null;
  if (!current || !(policy.canView(viewer, current) || grants?.view)) throw notFound(MESSAGES.postNotFound);
  if (!policy.canEdit(viewer, current) && !grants?.edit) throw forbidden(MESSAGES.cannotEditPost);
  if (input.type !== current.type) throw badRequest(MESSAGES.cannotChangeType);

  const content = toPostContent(input);
  refuseUnsetGateway(ctx, content);
  const caught = await screenPost(ctx, viewer, content);
  const prepared = await prepareImages(ctx, imageRefsOf(content));
  const stored = withStoredImages(content, prepared.urlOf);
  // The post sent back as it was read (an edit by round trip that changed nothing) writes nothing.
  if (sameContent(current, stored)) return getPost(ctx, viewer, id);
  // An edit into a held text sends the post (approved or not) back to review (decision 046).
  const status = caught?.held ? 'pending' : policy.statusOnEdit(viewer, current, paymentChanged(current, stored));
  // An edit may send the post back to pending: its author's marks, and no one else's (decision 018).
  await committing(ctx, async (trx) => {
    await storeImages(trx, prepared);
    const patch = { ...stored, updated_at: nowIso(), ...(status ? { status } : {}) };
    // The post's kind may lock it first, and refuse an edit (an event that would hold fewer seats than are taken).
    const hooks = hooksOf(current.type);
    const locked = hooks.lockForEdit ? await hooks.lockForEdit(trx, current, patch) : current;
    if (!(await posts.updatePost(trx, id, { ...patch, ...(caught ?? {}) }))) throw notFound(MESSAGES.postNotFound);
    // What the edit means beyond the post is its kind's (an event's waitlist, calendars and registrants), unless
    // the editor is suspended: their edit is saved and reaches no one (decision 067).
    const tells = reachesOthers(viewer);
    await hooks.edited?.(trx, ctx, { before: locked, after: { ...locked, ...patch }, actor: viewer, tells, inReview: status === 'pending' });
    const before = await posts.findMediaHashes(trx, id);
    await posts.linkMedia(trx, id, prepared.hashes);
    const dropped = before.filter((hash) => !prepared.hashes.includes(hash));
    await posts.unlinkMedia(trx, id, dropped);
    await deleteUnusedMedia(trx, dropped);
    // An edit by moderation's power (not the author's, nor one the post's kind granted) is audited.
    if (!policy.isOwner(viewer, current) && !grants?.edit) await audit(trx, viewer, 'edit', current);
    postChanged(trx, 'updated', { ...current, status: status ?? current.status }, current, audienceOf(viewer));
  });
  return getPost(ctx, viewer, id);
}

/**
 * Inside the caller's transaction: deletes a post with everything that hangs off it (FK cascades) and the
 * pictures only it used, keeping an event's cancellation for calendars. Moderation removes posts the same way.
 * An event's registrants and those who saved it (but the actor, who removes it) are told it is cancelled, before
 * its registrations go with it; not when the actor is suspended (decision 067): then nobody else hears of it.
 */
export async function removePost(
  ctx: AppContext,
  trx: Transaction<Database>,
  post: posts.PostRow,
  actor: Pick<Viewer, 'id' | 'suspendedUntil'>,
): Promise<void> {
  // The post's kind says what its removal means beyond it (an event: calendars and registrants told).
  await hooksOf(post.type).removing?.(trx, ctx, post, actor);
  const hashes = await posts.findMediaHashes(trx, post.id);
  await posts.deletePost(trx, post.id);
  await deleteUnusedMedia(trx, hashes);
  postChanged(trx, 'removed', post, undefined, audienceOf(actor));
}

/**
 * Names a post's change (inside `committing`), with who may see the post now and, for an edit or a change of
 * status, who could before (`before`, the row as it was): the live stream tells it to both, and no one else.
 */
function postChanged(
  trx: Db,
  action: 'created' | 'updated' | 'status' | 'removed',
  post: Pick<posts.PostRow, 'id' | 'type' | 'user_id' | 'status' | 'hidden'> & Partial<Pick<posts.PostRow, 'anonymous'>>,
  before?: Pick<posts.PostRow, 'status' | 'hidden'>,
  audience: { heardBy?: string } = {},
): void {
  changed(trx, {
    ...audience,
    type: 'post',
    action,
    postId: post.id,
    postType: post.type as PostType,
    authorId: post.user_id,
    visibility: visibilityOf(post),
    ...(before ? { was: visibilityOf(before) } : {}),
    ...(fromFlag(post.anonymous ?? 0) ? { anonymous: true } : {}),
  });
}

/** Deletes a post with everything that hangs off it, and the pictures only it used, in one transaction. */
export async function deletePost(ctx: AppContext, viewer: Viewer, id: string): Promise<void> {
  await committing(ctx, async (trx) => {
    const current = await posts.findPostRow(trx, id);
    // One the post's kind lets see it (an event's co-host) is told they may not delete it, not that it is gone.
    const seen = current && (policy.canView(viewer, current) || (await grantsOn(trx, viewer, current)).view);
    if (!current || !seen) throw notFound(MESSAGES.postNotFound);
    if (!policy.canDelete(viewer, current)) throw forbidden(MESSAGES.cannotDeletePost);
    await removePost(ctx, trx, current, viewer);
    // An admin removing someone else's post is moderation: the author is told, and it is audited.
    if (!policy.isOwner(viewer, current)) {
      await notify(trx, { userId: current.user_id, said: notices.postRemoved(current.title), type: 'error', postId: null, push: { kind: 'report-outcome' } });
      await postRemoved(trx, ctx, current, null);
      await audit(trx, viewer, 'delete', current);
    }
  });
}

/*
 * What other modules ask of a post (feed, likes, comments, reports, registrations, calendar, moderation). They
 * come here rather than to posts.repository.ts; each takes the caller's `db` or transaction.
 */
export type { PostRow, PostWithAuthor } from './posts.repository.ts';

/** The post's row whatever its status, or undefined: for a caller that applies its own rule (an export). */
export const findPostRow = (db: Db, id: string): Promise<posts.PostRow | undefined> => posts.findPostRow(db, id);

/** The post if this viewer may see it (posts.policy's canView); otherwise 404 with `message`. */
export async function findVisiblePost(db: Db, viewer: Viewer | null, id: string, message: string = MESSAGES.postNotFound): Promise<posts.PostRow> {
  const post = await posts.findPostRow(db, id);
  if (!post || !policy.canView(viewer, post)) throw notFound(message);
  return post;
}

/** The events waiting for approval, oldest first, at most `max`. */
export const findPendingEvents = (db: Db, max: number): Promise<posts.PostWithAuthor[]> => posts.findPendingEvents(db, max);

/** Inside the review's transaction: true if the event is still pending at this version (and now held). */
export const holdPendingVersion = (trx: Db, id: string, version: number): Promise<boolean> => posts.holdPendingVersion(trx, id, version);

/** Approves or sends back a pending event (moderation), inside the caller's `committing`. */
export async function setPostStatus(trx: Db, post: posts.PostRow, status: 'approved' | 'pending', now: string): Promise<boolean> {
  const done = await posts.setStatus(trx, post.id, status, now);
  if (done) postChanged(trx, 'status', { ...post, status }, post);
  return done;
}

/** A reviewer approved the post (moderation), inside its `committing`: what that means beyond it is its kind's. */
export async function postApproved(trx: Transaction<Database>, ctx: AppContext, post: posts.PostRow): Promise<void> {
  await hooksOf(post.type).approved?.(trx, ctx, { ...post, status: 'approved' });
}

/** Clears the word filter's flag on a post a reviewer kept (moderation, decision 046), inside `committing`. */
export const clearPostFlag = (trx: Db, id: string): Promise<void> => posts.clearFlag(trx, id);

/** Hides or restores a post after reports, and resets its report count (reports, moderation), inside `committing`. */
export async function setPostModeration(trx: Db, post: posts.PostRow, patch: { hidden: 0 | 1; report_count?: number }): Promise<void> {
  await posts.setModeration(trx, post.id, patch);
  postChanged(trx, 'status', { ...post, hidden: patch.hidden }, post);
}

/**
 * Closes or opens a post's comments (comments.service.ts, decision 047), inside the caller's `committing`; the live
 * stream tells whoever reads the post, or only `actor` while suspended (decision 067).
 */
export async function setCommentsClosed(trx: Db, post: posts.PostRow, closed: boolean, actor: Pick<Viewer, 'id' | 'suspendedUntil'>): Promise<void> {
  await posts.setCommentsClosed(trx, post.id, closed ? 1 : 0);
  postChanged(trx, 'updated', post, undefined, audienceOf(actor));
}

/**
 * Rows as the wire's posts without the viewer's part (PostBase), each with its newest comments: one query for
 * the whole list (the feed presents its pages so, and finishes them per viewer).
 */
export async function presentBases(
  db: Db,
  rows: readonly posts.PostWithAuthor[],
  hiddenAuthors: ReadonlySet<string> | null = null,
): Promise<PostBase[]> {
  const [byPost, clubs] = await Promise.all([latestCommentsOf(db, rows.map((r) => r.id)), clubsAmong(db, rows)]);
  return rows.map((row) => ({ ...presentPostBase(row, withoutAuthors(byPost.get(row.id) ?? [], row, hiddenAuthors)), clubs: clubs.get(row.id) ?? [] }));
}

/** Which of these posts the user has liked or reported, and whether they have a pending post: one query. */
export const findViewerMarks = (db: Db, userId: string, postIds: readonly string[]): Promise<ViewerMarks> =>
  posts.findViewerMarks(db, userId, postIds);

/** All of a user's marks, or null past `cap` rows for one mark (then read a page's own with findViewerMarks). */
export const findAllViewerMarks = (db: Db, userId: string, cap: number): Promise<ViewerMarks | null> =>
  posts.findAllViewerMarks(db, userId, cap);

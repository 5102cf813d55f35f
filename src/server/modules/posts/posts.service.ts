import { createHash } from 'node:crypto';
import { LIMITS } from '../../../shared/limits.ts';
import { MESSAGES, moderationTexts } from '../../../shared/messages.ts';
import { isDateInRange } from '../../../shared/event-days.ts';
import type { EventTime, FeedQuery, Post, PostInput, PostType } from '../../../shared/schemas/posts.ts';
import type { AppContext, Viewer } from '../../context.ts';
import { visibilityOf } from '../../changes/change.ts';
import { changed, committing } from '../../changes/committing.ts';
import {
  cutSharedPage,
  type FinishedPage,
  keepFinishedPage,
  KEPT_MARKS_MAX,
  keptFinishedPage,
  keptViewerMarks,
  type SharedPost,
  sharedFeedPageKey,
  sharedFeedPages,
} from '../../cache/feed-pages.ts';
import { marksOn, type ViewerMarks } from '../../cache/viewer-marks.ts';
import { newId, nowIso } from '../../database/values.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.ts';
import { decodeKeyPosition, decodePosition, encodeKeyPosition, toPage } from '../../lib/paging.ts';
import { dayAt, localDay } from '../calendar/local-days.ts';
import { keepEventDays } from '../calendar/event-days.ts';
import { deleteUnusedMedia, prepareImages, storeImages } from '../media/media.service.ts';
import { audit } from '../moderation/audit.ts';
import { notify } from '../notifications/notifications.service.ts';
import { imageRefsOf, paymentChanged, sameContent, toPostContent, withStoredImages } from './posts.fields.ts';
import * as policy from './posts.policy.ts';
import { openPostJson, pageJson, presentPost, presentPostBase, viewerPartKey } from './posts.presenter.ts';
import * as eventOrder from './posts.event-order.repository.ts';
import * as feed from './posts.feed.repository.ts';
import * as posts from './posts.repository.ts';

type Db = AppContext['db'];

/** Comments, the viewer's likes and reports, and abilities for a list of rows: two queries for the whole list. */
export async function hydrate(db: Db, viewer: Viewer | null, rows: posts.PostWithAuthor[]): Promise<Post[]> {
  const ids = rows.map((r) => r.id);
  const [comments, marks] = await Promise.all([
    posts.findLatestComments(db, ids, LIMITS.commentsInFeed),
    viewer ? posts.findViewerMarks(db, viewer.id, ids) : null,
  ]);
  const byPost = new Map<string, posts.CommentWithAuthor[]>();
  for (const comment of comments) byPost.set(comment.post_id, [...(byPost.get(comment.post_id) ?? []), comment]);
  return rows.map((row) =>
    presentPost(row, {
      comments: byPost.get(row.id) ?? [],
      marks: marksOn(marks, row.id),
      abilities: policy.abilitiesOf(viewer, row, marks?.on.reportedByMe.has(row.id) ?? false),
    }),
  );
}

// ---- reads ----

export interface FeedPage {
  /** The page as the wire's JSON list of posts (PostListSchema), finished for this viewer, in UTF-8. */
  body: Buffer;
  /** The cursor of the next page, or null on the last page. */
  next: string | null;
  /** A weak entity tag of `body`, made from the posts' tags and the viewer's parts, not by hashing the body. */
  etag: string;
}

/** The viewer's marks on these posts (a superset: all of them when kept). */
async function marksOf(ctx: AppContext, userId: string, page: readonly { id: string }[]): Promise<ViewerMarks> {
  const all = await keptViewerMarks(ctx, userId, () => posts.findAllViewerMarks(ctx.db, userId, KEPT_MARKS_MAX));
  return all ?? posts.findViewerMarks(ctx.db, userId, page.map((p) => p.id));
}

/** Rows with their newest comments, presented up to the viewer's part. Two queries for the whole list. */
async function presentShared(db: Db, rows: posts.PostWithAuthor[]): Promise<SharedPost[]> {
  const comments = await posts.findLatestComments(db, rows.map((r) => r.id), LIMITS.commentsInFeed);
  const byPost = new Map<string, posts.CommentWithAuthor[]>();
  for (const comment of comments) byPost.set(comment.post_id, [...(byPost.get(comment.post_id) ?? []), comment]);
  return rows.map((row) => {
    const open = openPostJson(presentPostBase(row, byPost.get(row.id) ?? []));
    return { id: row.id, created_at: row.created_at, facts: row, open, tag: createHash('sha1').update(open).digest('base64url') };
  });
}

/** Two newest-first lists as one, newest first (the feed's order: created_at, then id). */
function mergeNewestFirst<T extends { created_at: string; id: string }>(a: readonly T[], b: readonly T[]): T[] {
  const newer = (x: T, y: T) => x.created_at > y.created_at || (x.created_at === y.created_at && x.id > y.id);
  const out: T[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const x = a[i];
    const y = b[j];
    if (x && (!y || newer(x, y))) {
      out.push(x);
      i += 1;
    } else if (y) {
      out.push(y);
      j += 1;
    }
  }
  return out;
}

/**
 * A feed page. Every student's page is the same public page (approved, not hidden) plus their own pending
 * posts, and differs only in their likes and abilities: the public page is read and presented once per data
 * version and shared; per request only the student's pending posts, likes and reports are read (three
 * indexed lookups). Admins and a student's own list (which show hidden posts) are read whole.
 */
export async function listFeed(ctx: AppContext, viewer: Viewer | null, query: FeedQuery): Promise<FeedPage> {
  const before = query.cursor ? decodePosition(query.cursor) : null;
  const filter: feed.FeedFilter = { types: query.type, q: query.q, authorId: query.author, before };
  const size = query.limit + 1;
  const personal = viewer !== null && (viewer.isAdmin || query.author === viewer.id);
  if (personal) {
    const list = await presentShared(ctx.db, await feed.findFeedPage(ctx.db, policy.feedVisibility(viewer, query.author), filter, size));
    const { rows: page, next } = toPage(list, query.limit);
    const marks = await marksOf(ctx, viewer.id, page);
    return { ...finishPage(viewer, page, marks, null), next };
  }
  let list = await sharedFeedPages(ctx).through(sharedFeedPageKey(query, size), async () =>
    presentShared(ctx.db, await feed.findFeedPage(ctx.db, feed.PUBLIC_FEED, filter, size)),
  );
  if (!viewer) {
    const { rows: page, next } = cutSharedPage(list, query.limit);
    return { ...finishPage(null, page, null, list), next };
  }
  const shared = list;
  let marks = await marksOf(ctx, viewer.id, list.slice(0, query.limit));
  if (marks.hasPending) {
    // The student's own pending posts join the page (newest first), and their marks are read for the page as it is now.
    const own = await feed.findOwnPending(ctx.db, viewer.id, filter, size);
    list = mergeNewestFirst(list, await presentShared(ctx.db, own)).slice(0, size);
    marks = await marksOf(ctx, viewer.id, list.slice(0, query.limit));
  }
  const { rows: page, next } = list === shared ? cutSharedPage(shared, query.limit) : toPage(list, query.limit);
  return { ...finishPage(viewer, page, marks, list === shared ? shared : null), next };
}

/**
 * A page of events by date (decision 029): upcoming from the viewer's today on, soonest first, or past, most
 * recent first. Read per request (what is upcoming moves with the clock), with the feed's visibility.
 */
export async function listEventFeed(ctx: AppContext, viewer: Viewer | null, query: FeedQuery, when: EventTime): Promise<FeedPage> {
  const after = query.cursor ? decodeKeyPosition(query.cursor, (key) => key === '' || isDateInRange(key)) : null;
  const now = Date.now();
  const day = dayAt(now, query.tz);
  const today = { day, from: localDay(day, query.tz).from, now: new Date(now).toISOString() };
  const filter: eventOrder.EventOrderFilter = { types: query.type ?? [], q: query.q, authorId: query.author, when, today, after };
  const rows = await eventOrder.findEventPage(ctx.db, policy.feedVisibility(viewer, query.author), filter, query.limit + 1);
  const page = await presentShared(ctx.db, rows.slice(0, query.limit));
  const last = rows[page.length - 1];
  const next = rows.length > query.limit && last ? encodeKeyPosition({ key: last.event_key, id: last.id }) : null;
  const marks = viewer ? await marksOf(ctx, viewer.id, page) : null;
  return { ...finishPage(viewer, page, marks, null), next };
}

/** The page's JSON, each post finished with this viewer's like and abilities, and its entity tag. */
function finishPage(
  viewer: Viewer | null,
  page: readonly SharedPost[],
  marks: ViewerMarks | null,
  shared: readonly SharedPost[] | null,
): FinishedPage {
  const parts = page.map((p) => {
    const onPost = marksOn(marks, p.id);
    return viewerPartKey({ ...onPost, ...policy.abilitiesOf(viewer, p.facts, onPost.reportedByMe) });
  });
  // Every part's key has the same length, so the page's key names each post's part.
  const key = parts.join('');
  const kept = shared ? keptFinishedPage(shared, key) : undefined;
  if (kept) return kept;
  let tags = '';
  for (let i = 0; i < page.length; i += 1) tags += `${page[i]!.tag}${parts[i]!}`;
  const finished = { body: pageJson(page.map((p) => p.open), parts), etag: `W/"${createHash('sha1').update(tags).digest('base64url')}"` };
  if (shared) keepFinishedPage(shared, key, finished);
  return finished;
}

/** A post the viewer may see, or 404. */
export async function getPost(ctx: AppContext, viewer: Viewer | null, id: string): Promise<Post> {
  const row = await posts.findPostWithAuthor(ctx.db, id);
  if (!row || !policy.canView(viewer, row)) throw notFound(MESSAGES.postNotFound);
  const [post] = await hydrate(ctx.db, viewer, [row]);
  if (!post) throw notFound(MESSAGES.postNotFound);
  return post;
}

export async function listPopular(ctx: AppContext, viewer: Viewer | null): Promise<Post[]> {
  return hydrate(ctx.db, viewer, await posts.findPopular(ctx.db, LIMITS.popularPosts));
}

export async function listRecentConsights(ctx: AppContext, viewer: Viewer | null): Promise<Post[]> {
  return hydrate(ctx.db, viewer, await posts.findNewestOfType(ctx.db, 'confession', LIMITS.recentConsights));
}

export async function listNewsHighlights(ctx: AppContext, viewer: Viewer | null): Promise<Post[]> {
  return hydrate(ctx.db, viewer, await posts.findNewestOfType(ctx.db, 'news', LIMITS.newsHighlights));
}

export async function listUpcomingEvents(ctx: AppContext, viewer: Viewer | null, exclude?: string): Promise<Post[]> {
  return hydrate(ctx.db, viewer, await posts.findUpcomingEvents(ctx.db, nowIso(), exclude, LIMITS.upcomingEvents));
}

// ---- writes ----

/**
 * Creates a post. The server decides the id, owner, status, timestamps and counters; pictures are
 * processed before the transaction and stored in it together with the post.
 */
export async function createPost(ctx: AppContext, viewer: Viewer, input: PostInput): Promise<Post> {
  if (!policy.canCreate(viewer, input.type)) throw forbidden(MESSAGES.newsAdminOnly);
  const content = toPostContent(input);
  const prepared = await prepareImages(ctx, imageRefsOf(content));
  const now = nowIso();
  const row: posts.PostRow = {
    ...withStoredImages(content, prepared.urlOf),
    id: newId(),
    type: input.type,
    user_id: viewer.id,
    status: policy.statusOnCreate(input.type),
    created_at: now,
    updated_at: now,
    like_count: 0,
    comment_count: 0,
    report_count: 0,
    registration_count: 0,
    hidden: 0,
    reports_dismissed_at: null,
    version: 1,
  };
  // A new post changes its author's marks only (a pending one joins their own feed; decision 018).
  await committing(ctx, async (trx) => {
    await storeImages(trx, prepared);
    await posts.insertPost(trx, row);
    await posts.linkMedia(trx, row.id, prepared.hashes);
    await keepEventDays(trx, row);
    postChanged('created', row);
  });
  return getPost(ctx, viewer, row.id);
}

/**
 * Replaces a post's content. New pictures are stored and linked before the old links are dropped, and
 * pictures nothing uses any more are deleted, all in one transaction.
 */
export async function updatePost(ctx: AppContext, viewer: Viewer, id: string, input: PostInput): Promise<Post> {
  const current = await posts.findPostRow(ctx.db, id);
  if (!current || !policy.canView(viewer, current)) throw notFound(MESSAGES.postNotFound);
  if (!policy.canEdit(viewer, current)) throw forbidden(MESSAGES.cannotEditPost);
  if (input.type !== current.type) throw badRequest(MESSAGES.cannotChangeType);

  const content = toPostContent(input);
  const prepared = await prepareImages(ctx, imageRefsOf(content));
  const stored = withStoredImages(content, prepared.urlOf);
  // The post sent back as it was read (an edit by round trip that changed nothing) writes nothing.
  if (sameContent(current, stored)) return getPost(ctx, viewer, id);
  const status = policy.statusOnEdit(viewer, current, paymentChanged(current, stored));
  // An edit may send the post back to pending: its author's marks, and no one else's (decision 018).
  await committing(ctx, async (trx) => {
    await storeImages(trx, prepared);
    const patch = { ...stored, updated_at: nowIso(), ...(status ? { status } : {}) };
    if (!(await posts.updatePost(trx, id, patch))) throw notFound(MESSAGES.postNotFound);
    await keepEventDays(trx, { ...patch, type: current.type, id });
    const before = await posts.findMediaHashes(trx, id);
    await posts.linkMedia(trx, id, prepared.hashes);
    const dropped = before.filter((hash) => !prepared.hashes.includes(hash));
    await posts.unlinkMedia(trx, id, dropped);
    await deleteUnusedMedia(trx, dropped);
    if (!policy.isOwner(viewer, current)) await audit(trx, viewer, 'edit', current);
    postChanged('updated', { ...current, status: status ?? current.status });
  });
  return getPost(ctx, viewer, id);
}

/**
 * Inside the caller's transaction: deletes a post with everything that hangs off it (FK cascades) and the
 * pictures only it used. Moderation removes posts the same way.
 */
export async function removePost(trx: Db, post: posts.PostRow): Promise<void> {
  const hashes = await posts.findMediaHashes(trx, post.id);
  await posts.deletePost(trx, post.id);
  await deleteUnusedMedia(trx, hashes);
  postChanged('removed', post);
}

/** Names a post's change (inside `committing`), with who may see the post now. */
function postChanged(action: 'created' | 'updated' | 'status' | 'removed', post: Pick<posts.PostRow, 'id' | 'type' | 'user_id' | 'status' | 'hidden'>): void {
  changed({
    type: 'post',
    action,
    postId: post.id,
    postType: post.type as PostType,
    authorId: post.user_id,
    visibility: visibilityOf(post),
  });
}

/** Deletes a post with everything that hangs off it, and the pictures only it used, in one transaction. */
export async function deletePost(ctx: AppContext, viewer: Viewer, id: string): Promise<void> {
  await committing(ctx, async (trx) => {
    const current = await posts.findPostRow(trx, id);
    if (!current || !policy.canView(viewer, current)) throw notFound(MESSAGES.postNotFound);
    if (!policy.canDelete(viewer, current)) throw forbidden(MESSAGES.cannotDeletePost);
    await removePost(trx, current);
    // An admin removing someone else's post is moderation: the author is told, and it is audited.
    if (!policy.isOwner(viewer, current)) {
      await notify(trx, { userId: current.user_id, message: moderationTexts.removed(current.title), type: 'error', postId: null });
      await audit(trx, viewer, 'delete', current);
    }
  });
}

/*
 * What other modules ask of a post (likes, comments, reports, registrations, calendar, moderation). They come
 * here rather than to posts.repository.ts; each takes the caller's `db` or transaction.
 */
export type { PostRow } from './posts.repository.ts';

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
  if (done) postChanged('status', { ...post, status });
  return done;
}

/** Hides or restores a post after reports, and resets its report count (reports, moderation), inside `committing`. */
export async function setPostModeration(trx: Db, post: posts.PostRow, patch: { hidden: 0 | 1; report_count?: number }): Promise<void> {
  await posts.setModeration(trx, post.id, patch);
  postChanged('status', { ...post, hidden: patch.hidden });
}

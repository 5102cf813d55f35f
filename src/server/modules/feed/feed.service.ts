import { createHash } from 'node:crypto';
import { LIMITS } from '../../../shared/limits.ts';
import { isDateInRange } from '../../../shared/event-days.ts';
import type { EventTime, FeedQuery, Post } from '../../../shared/schemas/posts.ts';
import type { AppContext, Viewer } from '../../context.ts';
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
import { nowIso } from '../../database/values.ts';
import { decodeKeyPosition, decodePosition, encodeKeyPosition, toPage } from '../../lib/paging.ts';
import { dayAt, localDay } from '../calendar/local-days.ts';
import { hiddenAuthorsFor, hidesPost } from '../blocks/blocks.service.ts';
import * as postsPolicy from '../posts/posts.policy.ts';
import * as posts from '../posts/posts.service.ts';
import type { PostWithAuthor } from '../posts/posts.service.ts';
import * as eventOrder from './feed.event-order.repository.ts';
import { feedVisibility } from './feed.policy.ts';
import { openPostJson, pageJson, viewerPartKey } from './feed.presenter.ts';
import * as feed from './feed.repository.ts';
import * as sidebars from './feed.sidebars.repository.ts';
import type { SearchIndex } from './search/search-index.ts';

/*
 * The feed's read model: its pages (a shared page per data version, each student's kept marks, the finished
 * bytes), the events by date, and the sidebars' lists. A post's own reads and writes are posts.service.ts's.
 */

type Db = AppContext['db'];

// ---- pages ----

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

/** Rows with their newest comments, presented up to the viewer's part. One query for the whole list. */
async function presentShared(db: Db, rows: PostWithAuthor[], hiddenAuthors: ReadonlySet<string> | null = null): Promise<SharedPost[]> {
  const bases = await posts.presentBases(db, rows, hiddenAuthors);
  return rows.map((row, i) => {
    const open = openPostJson(bases[i]!);
    return { id: row.id, created_at: row.created_at, facts: row, open, tag: createHash('sha1').update(open).digest('base64url') };
  });
}

/**
 * A page without the posts of people the viewer blocked, its other posts presented again without their
 * comments (decision 047). Only a viewer who blocked someone comes here; the page may then be shorter than
 * asked, and its next link still leads on from where the unfiltered page ended.
 */
async function withoutHidden(db: Db, page: readonly SharedPost[], hidden: ReadonlySet<string>): Promise<SharedPost[]> {
  return presentShared(db, page.filter((p) => !hidesPost(hidden, p.facts)).map((p) => p.facts), hidden);
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
export async function listFeed(ctx: AppContext, search: SearchIndex, viewer: Viewer | null, query: FeedQuery): Promise<FeedPage> {
  const before = query.cursor ? decodePosition(query.cursor) : null;
  // Someone's list never shows their anonymous posts to anyone but them, admins included (decision 043).
  const hideAnonymous = query.author !== undefined && viewer?.id !== query.author;
  const filter: feed.FeedFilter = { types: query.type, q: query.q, authorId: query.author, hideAnonymous, before };
  const size = query.limit + 1;
  const personal = viewer !== null && (viewer.isAdmin || query.author === viewer.id);
  // Null (no query) for visitors and for students who blocked no one: their paths below are unchanged.
  const hidden = await hiddenAuthorsFor(ctx.db, viewer);
  if (personal) {
    const list = await presentShared(ctx.db, await feed.findFeedPage(ctx.db, search, feedVisibility(viewer, query.author), filter, size));
    const { rows, next } = toPage(list, query.limit);
    const page = hidden ? await withoutHidden(ctx.db, rows, hidden) : rows;
    const marks = await marksOf(ctx, viewer.id, page);
    return { ...finishPage(viewer, page, marks, null), next };
  }
  let list = await sharedFeedPages(ctx).through(sharedFeedPageKey(query, size), async () =>
    presentShared(ctx.db, await feed.findFeedPage(ctx.db, search, feed.PUBLIC_FEED, filter, size)),
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
  if (hidden) return { ...finishPage(viewer, await withoutHidden(ctx.db, page, hidden), marks, null), next };
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
  const rows = await eventOrder.findEventPage(ctx.db, feedVisibility(viewer, query.author), filter, query.limit + 1);
  const hidden = await hiddenAuthorsFor(ctx.db, viewer);
  const all = rows.slice(0, query.limit);
  const page = await presentShared(ctx.db, all.filter((r) => !hidesPost(hidden, r)), hidden);
  const last = rows[all.length - 1];
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
    return viewerPartKey({ ...onPost, ...postsPolicy.abilitiesOf(viewer, p.facts, onPost.reportedByMe) });
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


// ---- sidebars ----

export async function listPopular(ctx: AppContext, viewer: Viewer | null): Promise<Post[]> {
  return posts.hydrate(ctx.db, viewer, await sidebars.findPopular(ctx.db, LIMITS.popularPosts), true);
}

export async function listRecentConsights(ctx: AppContext, viewer: Viewer | null): Promise<Post[]> {
  return posts.hydrate(ctx.db, viewer, await sidebars.findNewestOfType(ctx.db, 'confession', LIMITS.recentConsights), true);
}

export async function listNewsHighlights(ctx: AppContext, viewer: Viewer | null): Promise<Post[]> {
  return posts.hydrate(ctx.db, viewer, await sidebars.findNewestOfType(ctx.db, 'news', LIMITS.newsHighlights), true);
}

export async function listUpcomingEvents(ctx: AppContext, viewer: Viewer | null, exclude?: string): Promise<Post[]> {
  return posts.hydrate(ctx.db, viewer, await sidebars.findUpcomingEvents(ctx.db, nowIso(), exclude, LIMITS.upcomingEvents), true);
}

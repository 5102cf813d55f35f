import { LIMITS } from '../../../shared/limits.ts';
import { isDateInRange } from '../../../shared/event-days.ts';
import type { EventTime, FeedQuery, Post, PostType } from '../../../shared/schemas/posts.ts';
import type { AppContext, Viewer } from '../../context.ts';
import {
  type FinishedPage,
  keepFinishedPage,
  keepSharedPage,
  keepViewerMarks,
  KEPT_MARKS_MAX,
  lookUpSharedPage,
  lookUpViewerMarks,
  type SharedPage,
  type SharedPost,
} from '../../cache/feed-pages.ts';
import { marksOn, type ViewerMarks } from '../../cache/viewer-marks.ts';
import { nowIso } from '../../database/values.ts';
import { decodeKeyPosition, decodePosition, encodeKeyPosition, toPage } from '../../lib/paging.ts';
import { dayAt, localDay } from '../calendar/local-days.ts';
import { hiddenAuthorsFor, hidesPost } from '../blocks/blocks.service.ts';
import { editableAmong } from '../posts/post-hooks.ts';
import * as postsPolicy from '../posts/posts.policy.ts';
import type { ViewerPart } from '../posts/posts.presenter.ts';
import * as posts from '../posts/posts.service.ts';
import type { PostWithAuthor } from '../../database/post-rows.ts';
import * as eventOrder from './feed.event-order.repository.ts';
import { feedVisibility } from './feed.policy.ts';
import { finishPage, sharedPostsOf } from './feed.presenter.ts';
import * as feed from './feed.repository.ts';
import * as sidebars from './feed.sidebars.repository.ts';
import type { SearchIndex } from './search/search-index.ts';

/*
 * The feed's read model: its pages (a shared page per data version, each student's kept marks, the finished
 * bytes), the events by date, and the sidebars' lists. A post's own reads and writes are posts.service.ts's.
 * What is kept between requests is kept by cache/feed-pages.ts: pages ask it, read what it lacks, and hand it
 * what to keep.
 */

type Db = AppContext['db'];

// ---- pages ----

/** A feed page as it is sent: its JSON, the cursor of the next page, its entity tag. */
export type FeedPage = FinishedPage;

/**
 * A feed page. Every student's page is the same public page (approved, not hidden) plus their own pending
 * posts, and differs only in their likes and abilities: the public page is read and presented once per data
 * version and shared; per request only the student's pending posts, likes and reports are read (three
 * indexed lookups). Admins and a student's own list (which show hidden posts) are read whole.
 */
export function listFeed(ctx: AppContext, search: SearchIndex, viewer: Viewer | null, query: FeedQuery): Promise<FeedPage> {
  if (!viewer) return visitorFeedPage(ctx, search, query);
  if (viewer.isAdmin || query.author === viewer.id) return wholeFeedPage(ctx, search, viewer, query);
  return studentFeedPage(ctx, search, viewer, query);
}

/** A visitor's page: the shared page, finished once for every visitor and kept with it. */
async function visitorFeedPage(ctx: AppContext, search: SearchIndex, query: FeedQuery): Promise<FeedPage> {
  const look = lookUpSharedPage(ctx, query, query.limit + 1);
  if (look.page && look.visitor) return look.visitor;
  const shared = look.page ?? (await readSharedPage(ctx.db, search, feedFilter(query, null), query.limit));
  const page = finishFor(null, shared.rows, null, shared.next);
  if (look.page) keepFinishedPage(look, null, page);
  else keepSharedPage(ctx, look, shared, page);
  return page;
}

/**
 * A student's page: the shared page with their own pending posts merged in (when they have any), finished
 * with their marks. Finished from the shared page as it is, it is kept with it for the next student whose
 * viewer parts match; a page with their pending posts, or without the people they blocked, is theirs alone.
 */
async function studentFeedPage(ctx: AppContext, search: SearchIndex, viewer: Viewer, query: FeedQuery): Promise<FeedPage> {
  const filter = feedFilter(query, viewer);
  const size = query.limit + 1;
  // Null (no query) for students who blocked no one: their path below is unchanged.
  const hidden = await hiddenAuthorsFor(ctx.db, viewer);
  const look = lookUpSharedPage(ctx, query, size);
  const kept = look.page ? look : keepSharedPage(ctx, look, await readSharedPage(ctx.db, search, filter, query.limit));
  const shared = kept.page;
  let marks = await marksOf(ctx, viewer.id, shared.rows);
  if (marks.hasPending) {
    // The student's own pending posts join the page (newest first), and their marks are read for the page as it is now.
    const own = await presentShared(ctx.db, await feed.findOwnPending(ctx.db, viewer.id, filter, size));
    const list = mergeNewestFirst(shared.list, own).slice(0, size);
    marks = await marksOf(ctx, viewer.id, list.slice(0, query.limit));
    const { rows, next } = toPage(list, query.limit);
    const shown = hidden ? await withoutHidden(ctx.db, rows, hidden) : rows;
    return finishFor(viewer, shown, marks, next, await editableOf(ctx, viewer, shown));
  }
  if (hidden) {
    const shown = await withoutHidden(ctx.db, shared.rows, hidden);
    return finishFor(viewer, shown, marks, shared.next, await editableOf(ctx, viewer, shown));
  }
  const parts = viewerParts(viewer, shared.rows, marks, await editableOf(ctx, viewer, shared.rows));
  const finishing = finishPage(shared.rows, parts, shared.next, kept.finished);
  if (finishing.made) keepFinishedPage(kept, finishing.key, finishing.page);
  return finishing.page;
}

/** An admin's page, or a student's own list: both show hidden posts, so they are read whole, never shared. */
async function wholeFeedPage(ctx: AppContext, search: SearchIndex, viewer: Viewer, query: FeedQuery): Promise<FeedPage> {
  const filter = feedFilter(query, viewer);
  // Null (no query) for viewers who blocked no one.
  const hidden = await hiddenAuthorsFor(ctx.db, viewer);
  const visibility = feedVisibility(viewer, query.author);
  const list = await presentShared(ctx.db, await feed.findFeedPage(ctx.db, search, visibility, filter, query.limit + 1));
  const { rows, next } = toPage(list, query.limit);
  const page = hidden ? await withoutHidden(ctx.db, rows, hidden) : rows;
  return finishFor(viewer, page, await marksOf(ctx, viewer.id, page), next, await editableOf(ctx, viewer, page));
}

/** The feed's filter for a query, as `viewer` asks it. */
function feedFilter(query: FeedQuery, viewer: Viewer | null): feed.FeedFilter {
  const before = query.cursor ? decodePosition(query.cursor) : null;
  // Someone's list never shows their anonymous posts to anyone but them, admins included (decision 043).
  const hideAnonymous = query.author !== undefined && viewer?.id !== query.author;
  return { types: query.type, q: query.q, authorId: query.author, hideAnonymous, before };
}

/** The public page (approved, not hidden) that every viewer shares: `limit + 1` rows read, presented, cut to the page. */
async function readSharedPage(db: Db, search: SearchIndex, filter: feed.FeedFilter, limit: number): Promise<SharedPage> {
  const list = await presentShared(db, await feed.findFeedPage(db, search, feed.PUBLIC_FEED, filter, limit + 1));
  return { list, ...toPage(list, limit) };
}

/** The viewer's marks on these posts (a superset: all of them when kept). */
async function marksOf(ctx: AppContext, userId: string, page: readonly { id: string }[]): Promise<ViewerMarks> {
  const kept = lookUpViewerMarks(ctx, userId);
  if (kept?.marks) return kept.marks;
  if (kept) {
    const all = await posts.findAllViewerMarks(ctx.db, userId, KEPT_MARKS_MAX);
    if (all) {
      keepViewerMarks(ctx, userId, kept, all);
      return all;
    }
  }
  return posts.findViewerMarks(ctx.db, userId, page.map((p) => p.id));
}

/** Rows with their newest comments, presented up to the viewer's part. One query for the whole list. */
async function presentShared(db: Db, rows: PostWithAuthor[], hiddenAuthors: ReadonlySet<string> | null = null): Promise<SharedPost[]> {
  return sharedPostsOf(rows, await posts.presentBases(db, rows, hiddenAuthors));
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

/** The posts of this page the viewer may edit beyond posts' own policy (an event they co-host): one query at most. */
const editableOf = (ctx: AppContext, viewer: Viewer, page: readonly SharedPost[]): Promise<ReadonlySet<string>> =>
  editableAmong(ctx.db, viewer, page.map((p) => p.facts));

const NONE: ReadonlySet<string> = new Set();

/** Each post's viewer part: the viewer's marks on it and what they may do with it. */
function viewerParts(viewer: Viewer | null, page: readonly SharedPost[], marks: ViewerMarks | null, editable = NONE): ViewerPart[] {
  return page.map((p) => {
    const onPost = marksOn(marks, p.id);
    return { ...onPost, ...postsPolicy.abilitiesOf(viewer, p.facts, onPost.reportedByMe, editable.has(p.id)) };
  });
}

/** The page finished for this viewer now, without looking for one kept. */
function finishFor(viewer: Viewer | null, page: readonly SharedPost[], marks: ViewerMarks | null, next: string | null, editable = NONE): FeedPage {
  return finishPage(page, viewerParts(viewer, page, marks, editable), next, null).page;
}

/**
 * A page of events by date (decision 029): upcoming from the viewer's today on, soonest first, or past, most
 * recent first. Read per request (what is upcoming moves with the clock), with the feed's visibility.
 */
export async function listEventFeed(ctx: AppContext, viewer: Viewer | null, query: FeedQuery, when: EventTime): Promise<FeedPage> {
  const filter: eventOrder.EventOrderFilter = { ...eventPlace(query), types: query.type ?? [], q: query.q, authorId: query.author, when };
  const rows = await eventOrder.findEventPage(ctx.db, feedVisibility(viewer, query.author), filter, query.limit + 1);
  return eventPage(ctx, viewer, query, rows);
}

const EVENT_POST_TYPES: readonly PostType[] = ['event', 'culturalEvent'];

/**
 * The Following view (decision 081): the events of the clubs the student follows or belongs to, and the events
 * they registered for, approved and not hidden, by date (upcoming by default; both event types by default). Read
 * per request and never kept, so a follow, a join or a registration shows on the next read.
 */
export async function listFollowingFeed(ctx: AppContext, viewer: Viewer, query: FeedQuery): Promise<FeedPage> {
  const filter: eventOrder.EventOrderFilter = {
    ...eventPlace(query),
    types: query.type ?? EVENT_POST_TYPES,
    q: query.q,
    when: query.when ?? 'upcoming',
    followerId: viewer.id,
  };
  const rows = await eventOrder.findEventPage(ctx.db, feed.PUBLIC_FEED, filter, query.limit + 1);
  return eventPage(ctx, viewer, query, rows);
}

/** Where an events-by-date page starts: the viewer's today, and after the cursor's (event_key, id). */
function eventPlace(query: FeedQuery): Pick<eventOrder.EventOrderFilter, 'today' | 'after'> {
  const after = query.cursor ? decodeKeyPosition(query.cursor, (key) => key === '' || isDateInRange(key)) : null;
  const now = Date.now();
  const day = dayAt(now, query.tz);
  return { today: { day, from: localDay(day, query.tz).from, now: new Date(now).toISOString() }, after };
}

/** A page of events by date, without the people the viewer blocked, finished with the viewer's marks. */
async function eventPage(ctx: AppContext, viewer: Viewer | null, query: FeedQuery, rows: eventOrder.EventRowWithKey[]): Promise<FeedPage> {
  const hidden = await hiddenAuthorsFor(ctx.db, viewer);
  const all = rows.slice(0, query.limit);
  const page = await presentShared(ctx.db, all.filter((r) => !hidesPost(hidden, r)), hidden);
  const last = rows[all.length - 1];
  const next = rows.length > query.limit && last ? encodeKeyPosition({ key: last.event_key, id: last.id }) : null;
  const marks = viewer ? await marksOf(ctx, viewer.id, page) : null;
  return finishFor(viewer, page, marks, next);
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

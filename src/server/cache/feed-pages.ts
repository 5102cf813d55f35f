/**
 * What a feed page keeps between requests: the page every viewer shares (read and presented once per data
 * version), with the pages finished from it (for visitors, and by students' viewer parts), and each student's
 * marks (kept until a write changes them, decision 018). The feed service (modules/feed) reads, presents and
 * finishes: it asks this file what is kept, and hands it what to keep. This file only keeps; it calls nothing back.
 */
import type { FeedQuery } from '../../shared/schemas/posts.ts';
import type { AppContext } from '../context.ts';
import type { PostWithAuthor } from '../database/post-rows.ts';
import type { DataVersion } from './data-version.ts';
import { PerViewerStore } from './per-viewer-store.ts';
import type { ViewerMarks } from './viewer-marks.ts';
import { VersionedStore } from './versioned-store.ts';

type CacheContext = Pick<AppContext, 'config' | 'dataVersion'>;

/** A feed post presented up to the viewer's part: its JSON, and what the policy needs to finish it. */
export interface SharedPost {
  id: string;
  created_at: string;
  facts: PostWithAuthor;
  open: Buffer;
  /** A hash of `open`: the page's ETag is made of these and the viewer's parts. */
  tag: string;
}

/** A page every viewer shares: the rows read (the page and one more), cut once to the page and its next cursor. */
export interface SharedPage {
  list: SharedPost[];
  rows: SharedPost[];
  /** The cursor of the next page, or null on the last page. */
  next: string | null;
}

/** A page as it is sent. */
export interface FinishedPage {
  /** The page as the wire's JSON list of posts (PostListSchema), finished for its viewer, in UTF-8. */
  body: Buffer;
  /** The cursor of the next page, or null on the last page. */
  next: string | null;
  /** A weak entity tag of `body`, made from the posts' tags and the viewer's parts, not by hashing the body. */
  etag: string;
}

/**
 * A kept shared page and the pages finished from it, kept with it (until the next write, 2 s at most): a
 * visitor's, and up to 64 students' by their viewer parts (their posts' `viewerPartKey`s joined). Most
 * students' parts of a page are the same (nothing on it liked, reported or theirs), and so are their bytes:
 * finished once, they are sent to each.
 */
export interface KeptSharedPage {
  readonly page: SharedPage;
  readonly visitor: FinishedPage | null;
  readonly finished: ReadonlyMap<string, FinishedPage>;
}

/** A shared page not kept: the key and the data version to keep it under once it is read. */
export interface SharedPageMiss {
  readonly page: null;
  readonly key: string;
  readonly startedAt: number;
}

interface Entry {
  page: SharedPage;
  visitor: FinishedPage | null;
  finished: Map<string, FinishedPage>;
}

const FINISHED_VARIANTS_MAX = 64;

/** Each app's shared feed pages: read once, served to every viewer until the next write (or 2 s). */
const sharedPages = new WeakMap<DataVersion, VersionedStore<Entry>>();

/** The shared feed pages of this app: 500 at most, each dropped at the next write or after 2 s. */
function sharedFeedPages(ctx: CacheContext): VersionedStore<Entry> {
  let store = sharedPages.get(ctx.dataVersion);
  if (!store) {
    store = new VersionedStore<Entry>(ctx.dataVersion, { maxEntries: ctx.config.readCache ? 500 : 0, ttlMs: 2_000 });
    sharedPages.set(ctx.dataVersion, store);
  }
  return store;
}

/** The key of a shared page: its filters, its cursor and how many rows it reads (`limit + 1`). */
const sharedFeedPageKey = (query: FeedQuery, size: number): string =>
  JSON.stringify([query.type ?? null, query.q ?? null, query.author ?? null, query.cursor ?? null, size]);

/** The shared page of `query` read `size` rows at a time, with what was finished from it, if kept. */
export function lookUpSharedPage(ctx: CacheContext, query: FeedQuery, size: number): KeptSharedPage | SharedPageMiss {
  const key = sharedFeedPageKey(query, size);
  const found = sharedFeedPages(ctx).lookUp(key);
  return found.kept ?? { page: null, key, startedAt: found.startedAt };
}

/**
 * Keeps a shared page read after `miss`, with the visitor's page finished from it if there is one, unless
 * anything was written since the read started (then it is answered, not kept). Answers the page as kept, to
 * keep students' pages with it.
 */
export function keepSharedPage(ctx: CacheContext, miss: SharedPageMiss, page: SharedPage, visitor: FinishedPage | null = null): KeptSharedPage {
  const entry: Entry = { page, visitor, finished: new Map() };
  sharedFeedPages(ctx).set(miss.key, miss.startedAt, entry);
  return entry;
}

/**
 * Keeps a page finished from `kept`: the visitor's (`key` null), or a student's under their viewer parts' key,
 * unless the page already has its 64 students' variants.
 */
export function keepFinishedPage(kept: KeptSharedPage, key: string | null, page: FinishedPage): void {
  const entry = kept as Entry;
  if (key === null) entry.visitor = page;
  else if (entry.finished.size < FINISHED_VARIANTS_MAX) entry.finished.set(key, page);
}

/**
 * Each student's marks (every like and report, whether they have a pending post), kept until a write changes
 * them: their own like or report, their post, an admin's decision on it (decision 018). Other people's writes
 * leave them, so a student reading a busy feed reads no marks at all.
 */
const viewerMarks = new WeakMap<DataVersion, PerViewerStore<ViewerMarks>>();

/** A student with more likes or reports than this has each page's marks read instead of all of them kept. */
export const KEPT_MARKS_MAX = 2_000;

/** A student's marks not kept: the stamp to keep them under once they are read. */
export interface ViewerMarksMiss {
  readonly marks: null;
  readonly stamp: number;
}

/**
 * The student's kept marks (5,000 students at most, 60 s at most), or the stamp to keep a fresh read of all
 * of them under; null when the read cache is off (then read the page's own).
 */
export function lookUpViewerMarks(ctx: CacheContext, userId: string): { readonly marks: ViewerMarks } | ViewerMarksMiss | null {
  if (!ctx.config.readCache) return null;
  let store = viewerMarks.get(ctx.dataVersion);
  if (!store) {
    store = new PerViewerStore<ViewerMarks>(ctx.dataVersion.marks, { maxEntries: 5_000, ttlMs: 60_000 });
    viewerMarks.set(ctx.dataVersion, store);
  }
  const marks = store.get(userId);
  return marks ? { marks } : { marks: null, stamp: store.now };
}

/** Keeps all of a student's marks, read after `miss`, unless a write changed them since the read started. */
export function keepViewerMarks(ctx: CacheContext, userId: string, miss: ViewerMarksMiss, marks: ViewerMarks): void {
  viewerMarks.get(ctx.dataVersion)?.keep(userId, miss.stamp, marks);
}

/**
 * What a feed page keeps between requests: the part every viewer shares (read and presented once per data
 * version), each student's marks (kept until a write changes them, decision 018), and the pages cut and finished
 * from a shared list (kept as long as that list). The feed service (modules/feed) reads and presents; this file
 * only keeps.
 */
import type { FeedQuery } from '../../shared/schemas/posts.ts';
import type { AppContext } from '../context.ts';
import { toPage } from '../lib/paging.ts';
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

/** Each app's shared feed pages: read once, served to every student until the next write (or 2 s). */
const sharedPages = new WeakMap<DataVersion, VersionedStore<SharedPost[]>>();

/** The shared feed pages of this app: 500 at most, each dropped at the next write or after 2 s. */
export function sharedFeedPages(ctx: CacheContext): VersionedStore<SharedPost[]> {
  let store = sharedPages.get(ctx.dataVersion);
  if (!store) {
    store = new VersionedStore<SharedPost[]>(ctx.dataVersion, { maxEntries: ctx.config.readCache ? 500 : 0, ttlMs: 2_000 });
    sharedPages.set(ctx.dataVersion, store);
  }
  return store;
}

/** The key of a shared page: its filters, its cursor and how many rows it reads (`limit + 1`). */
export function sharedFeedPageKey(query: FeedQuery, size: number): string {
  return JSON.stringify([query.type ?? null, query.q ?? null, query.author ?? null, query.cursor ?? null, size]);
}

/**
 * Each student's marks (every like and report, whether they have a pending post), kept until a write changes
 * them: their own like or report, their post, an admin's decision on it (decision 018). Other people's writes
 * leave them, so a student reading a busy feed reads no marks at all.
 */
const viewerMarks = new WeakMap<DataVersion, PerViewerStore<ViewerMarks>>();

/** A student with more likes or reports than this has each page's marks read instead of all of them kept. */
export const KEPT_MARKS_MAX = 2_000;

/**
 * The student's kept marks (5,000 students at most, 60 s at most), or `readAll()` kept for the next request;
 * null when the read cache is off or `readAll` found too many marks to keep (then read the page's own).
 */
export async function keptViewerMarks(
  ctx: CacheContext,
  userId: string,
  readAll: () => Promise<ViewerMarks | null>,
): Promise<ViewerMarks | null> {
  if (!ctx.config.readCache) return null;
  let store = viewerMarks.get(ctx.dataVersion);
  if (!store) {
    store = new PerViewerStore<ViewerMarks>(ctx.dataVersion.marks, { maxEntries: 5_000, ttlMs: 60_000 });
    viewerMarks.set(ctx.dataVersion, store);
  }
  return store.through(userId, readAll);
}

/** A shared list cut to its page and the next page's cursor, once per list (a list is read for one limit). */
const cutPages = new WeakMap<readonly SharedPost[], { rows: SharedPost[]; next: string | null }>();

export function cutSharedPage(list: SharedPost[], limit: number): { rows: SharedPost[]; next: string | null } {
  let cut = cutPages.get(list);
  if (!cut) {
    cut = toPage(list, limit);
    cutPages.set(list, cut);
  }
  return cut;
}

export interface FinishedPage {
  body: Buffer;
  etag: string;
}

/**
 * Finished pages by the shared list they were cut from and their viewer parts. Most students' parts of a page
 * are the same (nothing on it liked, reported or theirs), and so are their bytes: finished once, they are sent
 * to each. Kept as long as the shared list itself (until the next write, 2 s at most), 64 variants a list.
 */
const finishedPages = new WeakMap<readonly SharedPost[], Map<string, FinishedPage>>();
const FINISHED_VARIANTS_MAX = 64;

/** The page finished from `shared` for the viewer parts `key` (its posts' `viewerPartKey`s joined), if kept. */
export function keptFinishedPage(shared: readonly SharedPost[], key: string): FinishedPage | undefined {
  return finishedPages.get(shared)?.get(key);
}

/** Keeps a finished page with its shared list, unless the list already has its 64 variants. */
export function keepFinishedPage(shared: readonly SharedPost[], key: string, page: FinishedPage): void {
  const variants = finishedPages.get(shared);
  if (!variants) finishedPages.set(shared, new Map([[key, page]]));
  else if (variants.size < FINISHED_VARIANTS_MAX) variants.set(key, page);
}

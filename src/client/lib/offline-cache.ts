/**
 * What this device keeps of Quad for reading offline (decision 050): the query cache, persisted to IndexedDB by
 * TanStack Query's persister, under the account it belongs to.
 *
 * - What: the first pages of each feed (not searches), the posts and comments a student opened, the sidebars, their
 *   calendar, their tickets and their liked posts; and the likes and comments made offline that wait to be sent.
 *   Nothing else (no sessions, no calendar feed's secret, no account data, no form), and no failed or half-read data.
 * - Whose: the record names its owner (the signed-in user's id, '' for a visitor). It is restored only for the same
 *   owner, and removed when another signs in or the student logs out (`forgetOfflineData`).
 * - How much: 2 pages a feed, 50 opened posts, 30 comment lists, 1.5 MB of JSON at most (the oldest go first);
 *   nothing older than 3 days (OFFLINE_MAX_AGE).
 */
import type { DehydrateOptions, Mutation, Query, QueryKey } from '@tanstack/react-query';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { MEDIA_CACHE } from '../sw-protocol.ts';
import { storage } from './storage.ts';

/** How long what was read stays readable offline, and the oldest a kept record may be. */
export const OFFLINE_MAX_AGE = 3 * 86_400_000;
/** Changes when what is kept changes shape: an older record is then dropped. */
export const OFFLINE_CACHE_VERSION = 'quad-1';
export const FEED_PAGES_KEPT = 2;
export const OPENED_POSTS_KEPT = 50;
export const COMMENT_LISTS_KEPT = 30;
export const MAX_KEPT_BYTES = 1_500_000;
/** Saves wait this long for more changes, so a burst of answers is written once. */
const SAVE_DELAY_MS = 1000;
const KEY = 'query-cache';
/**
 * Set in localStorage while IndexedDB holds a record: a first visit (or one after logout) has nothing to restore,
 * so the app neither waits for IndexedDB before its first reads nor opens it before a first save.
 */
const KEPT_FLAG = 'offlineCacheKept';

/** The key-value store the record lives in: IndexedDB in the browser, a Map in tests. */
export interface OfflineStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
}

interface OfflineRecord {
  owner: string;
  client: PersistedClient;
}

const currentOwner = (): string => storage.getCurrentUser()?._id ?? '';

function setKeptFlag(kept: boolean): void {
  try {
    if (kept) window.localStorage.setItem(KEPT_FLAG, '1');
    else window.localStorage.removeItem(KEPT_FLAG);
  } catch {
    // Storage refused: the next start restores nothing, which is safe.
  }
}

/** Whether this device may hold a record to restore (read once, as the app starts). */
export function hasOfflineRecord(): boolean {
  try {
    return window.localStorage.getItem(KEPT_FLAG) === '1';
  } catch {
    return false;
  }
}

/** Runs `task` when the page is idle (within 2 s): the device's writes stay out of the way of the first posts. */
const whenIdle = (task: () => void): void => {
  if (typeof window !== 'undefined' && 'requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 2000 });
  else task();
};

/** Quad's IndexedDB store, opened with the first use (never on a browser without IndexedDB, or in private modes that refuse it). */
function indexedDbStore(): OfflineStore {
  let opened: UseStore | null = null;
  const db = (): UseStore => (opened ??= createStore('quad-offline', 'cache'));
  return {
    get: (key) => get(key, db()),
    set: (key, value) => set(key, value, db()),
    del: (key) => del(key, db()),
  };
}

let defaultStore: OfflineStore | null = null;
const deviceStore = (): OfflineStore | null => {
  if (typeof indexedDB === 'undefined') return null;
  return (defaultStore ??= indexedDbStore());
};

/** The filter of a feed's key (`['posts', 'feed', filter]`): a search is not kept. */
const isSearch = (key: QueryKey): boolean => {
  const filter = key[2];
  return typeof filter === 'object' && filter !== null && 'q' in filter && typeof filter.q === 'string' && filter.q !== '';
};

/** Whether a query's answer is one a student reads offline (the list in this file's comment). */
export function isKeptOffline(key: QueryKey): boolean {
  const [kind, part] = key;
  switch (kind) {
    case 'posts':
      if (part === 'feed') return !isSearch(key);
      // ['posts', 'news-highlights', q]: the sidebar's news follow the search box.
      if (part === 'news-highlights') return !key[2];
      return part === 'one' || part === 'popular' || part === 'recent-consights' || part === 'upcoming-events';
    case 'comments':
    case 'tickets':
    case 'liked-posts':
      return true;
    case 'calendar':
      return part === 'mine' || part === 'month' || part === 'day';
    default:
      return false;
  }
}

/** The mutations kept until they are sent: a like or a comment made offline (never anything with a secret). */
export const QUEUED_MUTATIONS: readonly string[] = ['like', 'comment'];

export const offlineDehydrateOptions: DehydrateOptions = {
  shouldDehydrateQuery: (query: Query) => query.state.status === 'success' && isKeptOffline(query.queryKey),
  shouldDehydrateMutation: (mutation: Mutation<unknown, Error, unknown, unknown>) =>
    mutation.state.isPaused && QUEUED_MUTATIONS.includes(String(mutation.options.mutationKey?.[0])),
};

type DehydratedQuery = PersistedClient['clientState']['queries'][number];

/** An infinite query's first `pages` pages (a feed's newest, the first of a post's comments). */
function firstPages(query: DehydratedQuery, pages: number): DehydratedQuery {
  const data = query.state.data;
  if (typeof data !== 'object' || data === null || !('pages' in data) || !('pageParams' in data)) return query;
  const { pages: all, pageParams } = data as { pages: unknown[]; pageParams: unknown[] };
  if (!Array.isArray(all) || all.length <= pages) return query;
  return { ...query, state: { ...query.state, data: { pages: all.slice(0, pages), pageParams: pageParams.slice(0, pages) } } };
}

/** Keeps the newest `max` of the queries `matches` names, and every other one. */
function newest(queries: DehydratedQuery[], matches: (key: QueryKey) => boolean, max: number): DehydratedQuery[] {
  const dropped = new Set(
    queries
      .filter((q) => matches(q.queryKey))
      .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
      .slice(max),
  );
  return queries.filter((q) => !dropped.has(q));
}

/** The persisted client within this file's bounds: pages a feed, opened posts, comment lists, bytes. */
export function boundPersistedClient(client: PersistedClient, maxBytes: number = MAX_KEPT_BYTES): PersistedClient {
  let queries = client.clientState.queries.map((q) => firstPages(q, FEED_PAGES_KEPT));
  queries = newest(queries, (key) => key[0] === 'posts' && key[1] === 'one', OPENED_POSTS_KEPT);
  queries = newest(queries, (key) => key[0] === 'comments', COMMENT_LISTS_KEPT);
  const bounded = (list: DehydratedQuery[]) => ({ ...client, clientState: { ...client.clientState, queries: list } });
  // The oldest answers go first until the record fits (a student's tickets and calendar are small).
  const byAge = [...queries].sort((a, b) => a.state.dataUpdatedAt - b.state.dataUpdatedAt);
  let size = JSON.stringify(bounded(queries)).length;
  while (size > maxBytes && byAge.length > 0) {
    const oldest = byAge.shift()!;
    size -= JSON.stringify(oldest).length + 1;
    queries = queries.filter((q) => q !== oldest);
  }
  return bounded(queries);
}

/**
 * The owner the page's cache holds data for: the session's user when the page loaded, then whoever the session
 * changes to (`forgetOfflineData`). Until the cache has been reset for a new owner, nothing is saved.
 */
let cacheOwner: string = currentOwner();
/** Moves at every change of owner: a save waiting from before the change is dropped. */
let ownerGeneration = 0;

/**
 * A persister for PersistQueryClientProvider: saves at most once a second, restores only the record of the account
 * signed in now. Without IndexedDB it keeps nothing (the app works as before).
 */
export function createOfflinePersister(store: OfflineStore | null = deviceStore()): Persister {
  let waiting: { client: PersistedClient; generation: number } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const save = async () => {
    timer = null;
    const next = waiting;
    waiting = null;
    const owner = currentOwner();
    // Between a sign-in or logout and the cache's reset the data may be the last person's: keep none of it, nor a
    // save taken before the change.
    if (!store || !next || next.generation !== ownerGeneration || owner !== cacheOwner) return;
    const saved = await store.set(KEY, { owner, client: boundPersistedClient(next.client) } satisfies OfflineRecord).then(
      () => true,
      () => false,
    );
    if (saved && next.generation === ownerGeneration) setKeptFlag(true);
  };
  return {
    persistClient: (client) => {
      waiting = { client, generation: ownerGeneration };
      timer ??= setTimeout(() => whenIdle(() => void save()), SAVE_DELAY_MS);
    },
    restoreClient: async () => {
      if (!store) return undefined;
      const record = (await store.get(KEY).catch(() => undefined)) as Partial<OfflineRecord> | undefined;
      if (!record?.client) return undefined;
      if (record.owner !== currentOwner()) {
        setKeptFlag(false);
        await store.del(KEY).catch(() => undefined);
        return undefined;
      }
      return record.client;
    },
    removeClient: async () => {
      waiting = null;
      setKeptFlag(false);
      await store?.del(KEY).catch(() => undefined);
    },
  };
}

/**
 * Another account signed in, or the student logged out: what this device kept for reading offline goes (the
 * record and the pictures the service worker kept), and from now on the cache is `owner`'s.
 */
export async function forgetOfflineData(owner: string, store: OfflineStore | null = deviceStore()): Promise<void> {
  cacheOwner = owner;
  ownerGeneration += 1;
  setKeptFlag(false);
  await Promise.all([
    store?.del(KEY).catch(() => undefined),
    typeof caches === 'undefined' ? undefined : caches.delete(MEDIA_CACHE).catch(() => false),
  ]);
}

/** The user whose data a queued like or comment is; it is sent only while that user is still signed in. */
export const queueOwner = currentOwner;

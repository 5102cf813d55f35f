import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { describe, expect, it, vi } from 'vitest';
import {
  boundPersistedClient,
  COMMENT_LISTS_KEPT,
  createOfflinePersister,
  FEED_PAGES_KEPT,
  forgetOfflineData,
  hasOfflineRecord,
  isKeptOffline,
  OPENED_POSTS_KEPT,
  type OfflineStore,
} from './offline-cache.ts';
import { storage } from './storage.ts';

const memoryStore = () => {
  const map = new Map<string, unknown>();
  const store: OfflineStore = {
    get: async (key) => map.get(key),
    set: async (key, value) => void map.set(key, value),
    del: async (key) => void map.delete(key),
  };
  return { map, store };
};

type Query = PersistedClient['clientState']['queries'][number];
const query = (queryKey: unknown[], data: unknown, dataUpdatedAt = 1): Query =>
  ({ queryKey, queryHash: JSON.stringify(queryKey), state: { data, dataUpdatedAt, status: 'success' } }) as unknown as Query;
const client = (queries: Query[]): PersistedClient => ({ timestamp: Date.now(), buster: 'b', clientState: { queries, mutations: [] } });
const signIn = (id: string) =>
  storage.setCurrentUser({ _id: id, name: 'Asha', email: 'asha@quad.campus', avatar: null, isAdmin: false, token: `t-${id}` });

describe('what the device keeps for reading offline', () => {
  it('keeps feeds, opened posts, comments, the calendar and tickets; never searches, sessions or account data', () => {
    expect(isKeptOffline(['posts', 'feed', { type: 'confession,event', q: '', author: null }])).toBe(true);
    expect(isKeptOffline(['posts', 'feed', { type: 'confession,event', q: 'library', author: null }])).toBe(false);
    expect(isKeptOffline(['posts', 'one', 'p1'])).toBe(true);
    expect(isKeptOffline(['posts', 'news-highlights', ''])).toBe(true);
    expect(isKeptOffline(['posts', 'news-highlights', 'fest'])).toBe(false);
    expect(isKeptOffline(['comments', 'p1'])).toBe(true);
    expect(isKeptOffline(['calendar', 'mine', 'u1'])).toBe(true);
    expect(isKeptOffline(['tickets', 'u1'])).toBe(true);
    for (const key of [['account', 'sessions'], ['calendar', 'feed-token'], ['auth', 'me', 'u1'], ['door', 'e1'], ['moderation', 'reports'], ['config']]) {
      expect(isKeptOffline(key), JSON.stringify(key)).toBe(false);
    }
  });

  it('bounds the record: the first pages of a feed, the newest opened posts and comment lists, and its size', () => {
    const pages = Array.from({ length: 5 }, (_, i) => ({ posts: [{ _id: `p${i}` }], next: `/posts?cursor=${i}` }));
    const feed = query(['posts', 'feed', { q: '' }], { pages, pageParams: pages.map((_, i) => `/posts?page=${i}`) });
    const opened = Array.from({ length: OPENED_POSTS_KEPT + 5 }, (_, i) => query(['posts', 'one', `p${i}`], { _id: `p${i}` }, i));
    const comments = Array.from({ length: COMMENT_LISTS_KEPT + 3 }, (_, i) => query(['comments', `p${i}`], { pages: [], pageParams: [] }, i));
    const bounded = boundPersistedClient(client([feed, ...opened, ...comments]));
    const kept = bounded.clientState.queries;
    const keptFeed = kept.find((q) => q.queryKey[1] === 'feed')!.state.data as { pages: unknown[]; pageParams: unknown[] };
    expect(keptFeed.pages).toHaveLength(FEED_PAGES_KEPT);
    expect(keptFeed.pageParams).toEqual(['/posts?page=0', '/posts?page=1']);
    const keptPosts = kept.filter((q) => q.queryKey[1] === 'one').map((q) => q.queryKey[2]);
    expect(keptPosts).toHaveLength(OPENED_POSTS_KEPT);
    expect(keptPosts).not.toContain('p0');
    expect(keptPosts).toContain(`p${OPENED_POSTS_KEPT + 4}`);
    expect(kept.filter((q) => q.queryKey[0] === 'comments')).toHaveLength(COMMENT_LISTS_KEPT);

    const big = (id: string, at: number) => query(['posts', 'one', id], { _id: id, content: 'x'.repeat(40_000) }, at);
    const sized = boundPersistedClient(client([big('old', 1), big('new', 3), query(['tickets', 'u1'], [], 2)]), 60_000);
    expect(sized.clientState.queries.map((q) => q.queryKey[2] ?? q.queryKey[0])).toEqual(['new', 'tickets']);
    expect(JSON.stringify(sized).length).toBeLessThanOrEqual(60_000);
  });
});

describe('one account never sees another account’s data', () => {
  it('restores the record only for the account that saved it, and removes it for anyone else', async () => {
    vi.useFakeTimers();
    try {
      signIn('u1');
      await forgetOfflineData('u1', null);
      const { map, store } = memoryStore();
      const persister = createOfflinePersister(store);
      const saved = client([query(['tickets', 'u1'], [{ _id: 'ticket' }])]);
      await persister.persistClient(saved);
      await vi.advanceTimersByTimeAsync(1000);
      expect(map.get('query-cache')).toMatchObject({ owner: 'u1' });
      // The next start knows there is something to restore, without opening IndexedDB to find out.
      expect(hasOfflineRecord()).toBe(true);
      expect(await persister.restoreClient()).toEqual(saved);

      signIn('u2');
      expect(await persister.restoreClient()).toBeUndefined();
      expect(map.has('query-cache')).toBe(false);
      expect(hasOfflineRecord()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('saves nothing between a change of account and the cache being reset for the new one, and forgets on logout', async () => {
    vi.useFakeTimers();
    try {
      signIn('u1');
      await forgetOfflineData('u1', null);
      const { map, store } = memoryStore();
      const persister = createOfflinePersister(store);
      await persister.persistClient(client([query(['tickets', 'u1'], [])]));
      await vi.advanceTimersByTimeAsync(1000);
      expect(map.has('query-cache')).toBe(true);

      // Logged out: storage says nobody, but the cache still holds u1's answers until it is reset.
      storage.clearSession();
      await persister.persistClient(client([query(['tickets', 'u1'], [])]));
      await vi.advanceTimersByTimeAsync(1000);
      expect(map.get('query-cache')).toMatchObject({ owner: 'u1' });

      // A save taken before the change is dropped, even once the owners agree again.
      await persister.persistClient(client([query(['tickets', 'u1'], [])]));
      await forgetOfflineData('', store);
      await vi.advanceTimersByTimeAsync(1000);
      expect(map.has('query-cache')).toBe(false);
      await persister.persistClient(client([query(['posts', 'one', 'p1'], {})]));
      await vi.advanceTimersByTimeAsync(1000);
      expect(map.get('query-cache')).toMatchObject({ owner: '' });
    } finally {
      vi.useRealTimers();
    }
  });
});

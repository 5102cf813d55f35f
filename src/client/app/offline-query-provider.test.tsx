import { render, screen, waitFor } from '@testing-library/react';
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_READS_ELEMENT_ID } from '../../shared/first-reads.ts';
import { useFeed } from '../features/posts/hooks/use-feed.ts';
import { forgetFirstReads } from '../lib/first-reads.ts';
import { forgetOfflineData, hasOfflineRecord, type OfflineStore } from '../lib/offline-cache.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { storage } from '../lib/storage.ts';
import { pageHolds } from '../test/first-reads.ts';
import { callsTo, jsonResponse, stubFetch } from '../test/http.ts';
import { makePost } from '../test/make-post.ts';
import { seedFirstReads } from './first-reads.ts';
import { OfflineQueryProvider } from './offline-query-provider.tsx';
import { HOME_TYPES } from './screens/home-screen.tsx';

const HOME = { types: HOME_TYPES, q: '' };
const chai = makePost({ _id: 'p1', title: 'Chai at my desk' });
const later = makePost({ _id: 'p2', title: 'Lost: a blue umbrella' });

const memoryStore = () => {
  const map = new Map<string, unknown>();
  const store: OfflineStore = {
    get: async (key) => map.get(key),
    set: async (key, value) => void map.set(key, value),
    del: async (key) => void map.delete(key),
  };
  return { map, store };
};

/** Home's page as the server writes it for a visitor (decision 058), holding the first page of Home's feed. */
const pageHoldsHomeFeed = (posts = [chai]) =>
  pageHolds(JSON.stringify({ answers: { '/posts?type=confession%2Cevent': { body: posts }, '/config': { body: { privateCampus: false } } } }));

/** Home's feed as the reader sees it: its posts' titles, and whether it waits (`data-state`: paused, fetching or read). */
function HomeTitles() {
  const feed = useFeed(HOME);
  return (
    <ul data-state={feed.isPending ? feed.fetchStatus : 'read'}>
      {feed.data?.pages.flatMap((page) => page.posts).map((post) => <li key={post._id}>{post.title}</li>)}
    </ul>
  );
}

const feedState = () => document.querySelector('ul')?.dataset.state;

/** The page opened: the query client the app makes (Home's first answers in it for a visitor), kept on `store`. */
function openPage(store: OfflineStore): QueryClient {
  const client = createQueryClient();
  seedFirstReads(client);
  render(
    <OfflineQueryProvider client={client} store={store}>
      <HomeTitles />
    </OfflineQueryProvider>,
  );
  return client;
}

const keptKeys = (map: Map<string, unknown>) =>
  ((map.get('query-cache') as { client?: PersistedClient } | undefined)?.client?.clientState.queries ?? []).map((q) => q.queryKey[0]);

describe("a visitor's Home offline (decision 078)", () => {
  beforeEach(async () => {
    // The page's answers are taken in its first seconds: each page here has just opened.
    vi.spyOn(performance, 'now').mockReturnValue(1000);
    forgetFirstReads();
    storage.clearSession();
    await forgetOfflineData('', null);
  });
  afterEach(() => {
    document.getElementById(FIRST_READS_ELEMENT_ID)?.remove();
    onlineManager.setOnline(true);
  });

  it("keeps the answers Home's page held for a visitor, and shows them after a reload offline", async () => {
    const { map, store } = memoryStore();
    const fetchMock = stubFetch({});
    pageHoldsHomeFeed();
    openPage(store);
    expect(await screen.findByText('Chai at my desk')).toBeTruthy();
    // No read asked for them, yet they are kept, as the visitor's ('' owns them).
    await waitFor(() => expect(map.get('query-cache')).toMatchObject({ owner: '' }));
    expect(keptKeys(map)).toEqual(['posts']);
    expect(hasOfflineRecord()).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();

    // Reloaded offline: the worker's copy of the page holds no answers; Home shows what was kept.
    document.body.innerHTML = '';
    forgetFirstReads();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    openPage(store);
    expect(await screen.findByText('Chai at my desk')).toBeTruthy();
    expect(feedState()).toBe('read');
  });

  it('keeps nothing of what the page held for a signed-in student, and a visitor finds nothing a student kept', async () => {
    const { map, store } = memoryStore();
    storage.setCurrentUser({ _id: 'u1', name: 'Asha', email: 'asha@quad.campus', avatar: null, isAdmin: false, token: 'tok' });
    await forgetOfflineData('u1', null);
    stubFetch({ 'GET /api/posts': () => jsonResponse([later]) });
    pageHoldsHomeFeed();
    openPage(store);
    // The student's own feed, read from the API, is kept as theirs; the visitor's answers the page held are not used.
    expect(await screen.findByText('Lost: a blue umbrella')).toBeTruthy();
    expect(screen.queryByText('Chai at my desk')).toBeNull();
    await waitFor(() => expect(map.get('query-cache')).toMatchObject({ owner: 'u1' }));

    // Logged out, offline: the visitor's page restores nothing of the student's.
    document.body.innerHTML = '';
    forgetFirstReads();
    storage.clearSession();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    openPage(store);
    await waitFor(() => expect(feedState()).toBe('paused'));
    await waitFor(() => expect(map.has('query-cache')).toBe(false));
    expect(screen.queryByText('Lost: a blue umbrella')).toBeNull();
  });

  it("online, does not read again the answers the page held, which are newer than the record it restores", async () => {
    const { map, store } = memoryStore();
    stubFetch({});
    pageHoldsHomeFeed();
    openPage(store);
    await waitFor(() => expect(map.has('query-cache')).toBe(true));

    // The next visit's page holds newer answers: they show, and no read asks for Home's feed again.
    document.body.innerHTML = '';
    forgetFirstReads();
    const fetchMock = stubFetch({ 'GET /api/posts': () => jsonResponse([later]) });
    pageHoldsHomeFeed([later, chai]);
    openPage(store);
    expect(await screen.findByText('Lost: a blue umbrella')).toBeTruthy();
    await waitFor(() => expect(map.get('query-cache')).toMatchObject({ owner: '' }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(callsTo(fetchMock, 'GET /api/posts?type=confession%2Cevent')).toHaveLength(0);
  });
});

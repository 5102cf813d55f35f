import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_READS_ELEMENT_ID, HOME_FIRST_READS } from '../../shared/first-reads.ts';
import { HOME_TYPES } from '../app/screens/home-screen.tsx';
import { feedPath, fetchFeedPage, fetchNewsHighlights } from '../features/posts/api/posts-api.ts';
import { pageHolds } from '../test/first-reads.ts';
import { jsonResponse } from '../test/http.ts';
import { apiRequest } from './api-client.ts';
import { forgetFirstReads } from './first-reads.ts';
import { storage } from './storage.ts';

const FEED = '/posts?type=confession%2Cevent';
const user = { _id: 'u1', name: 'Asha', email: 'asha@example.edu', avatar: null, isAdmin: false, token: 'secret-token' };

describe("the answers Home's page holds for a visitor's first reads", () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    forgetFirstReads();
    storage.removeCurrentUser();
    fetchMock = vi.fn().mockImplementation(() => Promise.resolve(jsonResponse([])));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    document.getElementById(FIRST_READS_ELEMENT_ID)?.remove();
    vi.useRealTimers();
  });

  it('lists the very paths the client asks for on Home', () => {
    expect(HOME_FIRST_READS).toEqual([feedPath({ types: HOME_TYPES, q: '' }), '/posts/news-highlights', '/posts/popular', '/config']);
  });

  it("answers a visitor's first read from the page, with its Link header, once; the next goes to the network", async () => {
    pageHolds(
      JSON.stringify({
        answers: { [FEED]: { link: '</api/posts?type=confession%2Cevent&cursor=abc>; rel="next"', body: [] } },
      }),
    );
    const first = await fetchFeedPage(FEED);
    expect(first).toEqual({ posts: [], next: '/posts?type=confession%2Cevent&cursor=abc' });
    expect(fetchMock).not.toHaveBeenCalled();
    // The element is read once and leaves the page.
    expect(document.getElementById(FIRST_READS_ELEMENT_ID)).toBeNull();

    await fetchFeedPage(FEED);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("takes a held answer as it is, without loading the answer's schema: this server wrote it for this build", async () => {
    const post = { _id: 'p1', title: 'Chai' };
    pageHolds(JSON.stringify({ answers: { '/posts/popular': { body: [post] } } }));
    const schema = vi.fn();
    await expect(apiRequest('/posts/popular', { schema })).resolves.toEqual([post]);
    expect(schema).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("never answers a signed-in reader from the page: their answers are their own", async () => {
    storage.setCurrentUser(user);
    pageHolds(JSON.stringify({ answers: { '/posts/news-highlights': { body: [] } } }));
    await fetchNewsHighlights();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    storage.removeCurrentUser();
  });

  it('asks the network for a path the page does not hold, and for a write', async () => {
    pageHolds(JSON.stringify({ answers: { '/config': { body: {} } } }));
    await apiRequest('/posts/recent-consights');
    await apiRequest('/config', { method: 'POST', body: {} });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks the network after the first seconds of the page, and when the held answers cannot be read', async () => {
    pageHolds(JSON.stringify({ answers: { '/config': { body: {} } } }));
    vi.spyOn(performance, 'now').mockReturnValue(60_000);
    await apiRequest('/config');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    vi.mocked(performance.now).mockRestore();

    forgetFirstReads();
    pageHolds('{"answers": {"/config": ');
    await apiRequest('/config');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

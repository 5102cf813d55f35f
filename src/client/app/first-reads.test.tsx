import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_READS_ELEMENT_ID } from '../../shared/first-reads.ts';
import { forgetFirstReads } from '../lib/first-reads.ts';
import { storage } from '../lib/storage.ts';
import { pageHolds } from '../test/first-reads.ts';
import { jsonResponse, stubFetch } from '../test/http.ts';
import { makePost } from '../test/make-post.ts';
import { App } from './app.tsx';

vi.mock('../lib/browser.ts', () => ({ reloadPage: vi.fn() }));

const chai = makePost({ _id: 'p1', title: 'Chai at my desk', content: 'Whoever left it: thank you.' });
const news = makePost({ _id: 'n1', type: 'news', title: 'Library open all night' });
const popular = makePost({ _id: 'p2', title: 'Open Mic Night recap' });

/** The addresses fetched (the app passes strings). */
const fetched = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([input]) => (typeof input === 'string' ? input : 'a Request'));

/** Home's page as the server writes it for a visitor (decision 058). */
function pageHoldsHomeAnswers() {
  pageHolds(
    JSON.stringify({
      answers: {
        '/posts?type=confession%2Cevent': { link: '</api/posts?type=confession%2Cevent&cursor=c1>; rel="next"', body: [chai] },
        '/posts/news-highlights': { body: [news] },
        '/posts/popular': { body: [popular] },
        '/config': { body: { googleEnabled: false, supportEmail: 'help@quad.test', allowedEmailDomains: [], privateCampus: false } },
      },
    }),
  );
}

describe("Home opened with the page's first answers", () => {
  beforeEach(() => {
    forgetFirstReads();
    storage.removeCurrentUser();
  });
  afterEach(() => document.getElementById(FIRST_READS_ELEMENT_ID)?.remove());

  it('shows the feed, the news and the popular posts without asking the API for them', async () => {
    pageHoldsHomeAnswers();
    const fetchMock = stubFetch({});
    render(<App initialEntries={['/']} />);
    const feed = screen.getByRole('list', { name: 'Home feed' });
    expect(await within(feed).findByRole('heading', { name: 'Chai at my desk' })).toBeTruthy();
    expect(await screen.findByText('Library open all night')).toBeTruthy();
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(await within(sidebar).findByText('Open Mic Night recap')).toBeTruthy();
    const asked = fetched(fetchMock).filter((url) => !url.startsWith('/api/stream'));
    expect(asked).toEqual([]);
  });

  it("leaves them to the network for a signed-in student, whose answers are their own", async () => {
    storage.setCurrentUser({ _id: 'u1', name: 'Asha', email: 'asha@example.edu', avatar: null, isAdmin: false, token: 'tok' });
    pageHoldsHomeAnswers();
    const fetchMock = stubFetch({
      'GET /api/posts': () => jsonResponse([]),
      'GET /api/auth/me': () => jsonResponse({ _id: 'u1', name: 'Asha', email: 'asha@example.edu', avatar: null, isAdmin: false }),
    });
    render(<App initialEntries={['/']} />);
    expect(await screen.findByText('No posts yet.', { exact: false })).toBeTruthy();
    expect(screen.queryByText('Chai at my desk')).toBeNull();
    expect(fetched(fetchMock)).toContain('/api/posts?type=confession%2Cevent');
    storage.removeCurrentUser();
  });
});

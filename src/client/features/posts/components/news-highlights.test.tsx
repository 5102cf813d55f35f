import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../../shared/messages.ts';
import { callsTo, jsonResponse, stubFetch } from '../../../test/http.ts';
import { makePost } from '../../../test/make-post.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { NewsHighlights } from './news-highlights.tsx';

const bus = makePost({ type: 'news', title: 'New bus route to North Campus', content: 'Route 7 now stops at the hostels.' });
const library = makePost({ type: 'news', title: 'Library open 24/7 during exams', content: 'Bring your ID card.' });

const newsTitles = async () => {
  const region = await screen.findByRole('region', { name: 'News highlights' });
  return within(region).queryAllByRole('heading').map((h) => h.textContent);
};

describe('NewsHighlights', () => {
  it('shows the 2 newest news without a search', async () => {
    stubFetch({ 'GET /api/posts/news-highlights': () => jsonResponse([bus, library]) });
    renderWithProviders(<NewsHighlights />);
    await screen.findByText(bus.title);
    expect(await newsTitles()).toEqual([bus.title, library.title]);
  });

  it('with a search, shows only the news the search finds', async () => {
    const fetchMock = stubFetch({
      'GET /api/posts/news-highlights': () => jsonResponse([bus, library]),
      'GET /api/posts?type=news&q=bus+route&limit=2': () => jsonResponse([bus]),
    });
    renderWithProviders(<NewsHighlights search="  bus route " />);
    await screen.findByText(bus.title);
    expect(await newsTitles()).toEqual([bus.title]);
    expect(callsTo(fetchMock, 'GET /api/posts/news-highlights')).toHaveLength(0);
  });

  it('says no news matches when the search finds none', async () => {
    stubFetch({
      'GET /api/posts/news-highlights': () => jsonResponse([bus, library]),
      'GET /api/posts?type=news&q=no+such+thing&limit=2': () => jsonResponse([]),
    });
    renderWithProviders(<NewsHighlights search="no such thing" />);
    const region = await screen.findByRole('region', { name: 'News highlights' });
    expect(region.textContent).toBe(MESSAGES.noNewsMatches);
    expect(screen.queryByText(bus.title)).toBeNull();
    expect(screen.queryByText(library.title)).toBeNull();
  });

  it('shows nothing at all when there is no news and no search', async () => {
    const fetchMock = stubFetch({ 'GET /api/posts/news-highlights': () => jsonResponse([]) });
    const { container } = renderWithProviders(<NewsHighlights />);
    await vi.waitFor(() => expect(callsTo(fetchMock, 'GET /api/posts/news-highlights')).toHaveLength(1));
    await vi.waitFor(() => expect(container.querySelector('[aria-hidden="true"]')).toBeNull());
    expect(screen.queryByRole('region', { name: 'News highlights' })).toBeNull();
  });
});

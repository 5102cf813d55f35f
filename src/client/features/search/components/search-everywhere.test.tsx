import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadCatalog } from '../../../../shared/i18n.ts';
import { hi } from '../../../../shared/locales/hi.ts';
import type { Post } from '../../../../shared/schemas/posts.ts';
import type { SearchCounts } from '../../../../shared/schemas/search.ts';
import { callsTo, jsonResponse, stubFetch } from '../../../test/http.ts';
import { makePost } from '../../../test/make-post.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SearchElsewhere } from './search-elsewhere.tsx';
import { SearchEverywhere } from './search-everywhere.tsx';

const NONE: SearchCounts = { confession: 0, event: 0, culturalEvent: 0, news: 0 };
const answer = (counts: Partial<SearchCounts>, posts: Post[], next?: string) =>
  new Response(JSON.stringify({ counts: { ...NONE, ...counts }, posts }), {
    status: 200,
    headers: { 'Content-Type': 'application/json', ...(next ? { Link: `<${next}>; rel="next"` } : {}) },
  });

const bands = makePost({ _id: 'bands', type: 'culturalEvent', title: 'Battle of the Bands', location: 'Auditorium', eventStartDate: '2027-01-10T13:00:00.000Z' });
const crush = makePost({ _id: 'crush', type: 'confession', title: 'My band crush', content: 'The bassist of the best bands.' });
const jam = makePost({ _id: 'jam', type: 'confession', title: 'Jam with bands', content: '' });

afterEach(() => {
  act(() => i18n.activate('en'));
});

describe('SearchEverywhere', () => {
  it('shows skeletons, then the results grouped by type with their counts, each a link to its own address', async () => {
    stubFetch({ 'GET /api/search?q=BANDS': () => answer({ culturalEvent: 1, confession: 2 }, [crush, jam, bands]) });
    renderWithProviders(<SearchEverywhere query="BANDS" />);
    expect((await screen.findByRole('status', { name: 'Searching for “BANDS”' })).getAttribute('aria-busy')).toBe('true');

    expect(await screen.findByRole('button', { name: '1 in Cultural Events' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '2 in Consights' })).toBeTruthy();
    expect(screen.getByText('3 results for “BANDS”')).toBeTruthy();
    const cultural = screen.getByRole('region', { name: 'Cultural Events 1' });
    const link = within(cultural).getByRole('link', { name: /Battle of the Bands/ });
    expect(link.getAttribute('href')).toBe('/events/bands');
    expect(within(cultural).getByText('Bands').tagName).toBe('MARK');
    const consights = screen.getByRole('region', { name: 'Consights 2' });
    expect(within(consights).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/posts/crush', '/posts/jam']);
  });

  it('opens a result through onOpen on a plain click, and narrows to a type at a tap, paging it', async () => {
    const fetchMock = stubFetch({
      'GET /api/search?q=bands': () => answer({ culturalEvent: 1, confession: 2 }, [crush, jam, bands]),
      'GET /api/search?q=bands&type=confession': () => answer({ culturalEvent: 1, confession: 2 }, [crush], '/api/search?q=bands&type=confession&cursor=c2'),
      'GET /api/search?q=bands&type=confession&cursor=c2': () => answer({ culturalEvent: 1, confession: 2 }, [jam]),
    });
    const onOpen = vi.fn();
    renderWithProviders(<SearchEverywhere query="bands" onOpen={onOpen} />);
    fireEvent.click(await screen.findByRole('link', { name: /Battle of the Bands/ }));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ _id: 'bands' }));

    fireEvent.click(screen.getByRole('button', { name: '2 in Consights' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Cultural Events 1' })).toBeNull());
    expect(screen.getByRole('button', { name: '2 in Consights' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(await screen.findByRole('button', { name: 'More results' }));
    await screen.findByRole('link', { name: /Jam with bands/ });
    expect(callsTo(fetchMock, 'GET /api/search?q=bands&type=confession&cursor=c2')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Everywhere (3)' }));
    expect(await screen.findByRole('region', { name: 'Cultural Events 1' })).toBeTruthy();
  });

  it('says when nothing matches, and says an error with a way to try again', async () => {
    let fail = true;
    stubFetch({
      'GET /api/search?q=zzz': () => answer({}, []),
      'GET /api/search?q=oops': () => (fail ? jsonResponse({ message: 'The server is busy.' }, 503) : answer({ news: 1 }, [makePost({ type: 'news', title: 'Oops news' })])),
    });
    const { unmount } = renderWithProviders(<SearchEverywhere query="zzz" />);
    expect((await screen.findByText('Nothing on Quad matches “zzz”')).closest('[role="status"]')).toBeTruthy();
    unmount();

    renderWithProviders(<SearchEverywhere query="oops" />);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('Could not search');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: '1 in News' })).toBeTruthy();
  });

  it('speaks Hindi', async () => {
    loadCatalog('hi', hi);
    act(() => i18n.activate('hi'));
    stubFetch({ 'GET /api/search?q=bands': () => answer({ culturalEvent: 1 }, [bands]) });
    renderWithProviders(<SearchEverywhere query="bands" />);
    expect(await screen.findByRole('button', { name: 'सांस्कृतिक इवेंट में 1' })).toBeTruthy();
    expect(screen.getByText('“bands” के लिए 1 नतीजा')).toBeTruthy();
  });
});

describe('SearchElsewhere', () => {
  it('says what the search finds on the other screens, each part opening those results', async () => {
    stubFetch({ 'GET /api/search?q=BANDS': () => answer({ culturalEvent: 1, confession: 2, event: 1 }, [crush, jam, bands]) });
    const onOpenSearch = vi.fn();
    renderWithProviders(<SearchElsewhere query="BANDS" except={['event']} onOpenSearch={onOpenSearch} />);
    const cultural = await screen.findByRole('link', { name: '1 in Cultural Events' });
    expect(cultural.closest('p')?.textContent).toBe('Also: 2 in Consights · 1 in Cultural Events');
    expect(cultural.getAttribute('href')).toBe('/search?q=BANDS&type=culturalEvent');
    fireEvent.click(cultural);
    expect(onOpenSearch).toHaveBeenCalledWith('BANDS', 'culturalEvent');
  });

  it('says nothing when the other screens hold no match', async () => {
    const fetchMock = stubFetch({ 'GET /api/search?q=mess': () => answer({ confession: 2 }, [crush, jam]) });
    const { container } = renderWithProviders(<SearchElsewhere query="mess" except={['confession']} />);
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/search?q=mess')).toHaveLength(1));
    expect(container.textContent).toBe('');
  });
});

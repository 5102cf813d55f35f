import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../test/http.ts';
import { makePost } from '../test/make-post.ts';
import { App } from './app.tsx';

vi.mock('../lib/browser.ts', () => ({ reloadPage: vi.fn() }));

const event = makePost({
  _id: 'e1',
  type: 'event',
  title: 'Open Mic Night',
  eventStartDate: new Date(Date.now() + 5 * 86_400_000).toISOString(),
  location: 'Amphitheatre',
});

function stubApi() {
  return stubFetch({
    'GET /api/config': () => jsonResponse({ googleEnabled: false, supportEmail: 'help@quad.test' }),
    'GET /api/posts': () => jsonResponse([event]),
    'GET /api/posts/e1': () => jsonResponse(event),
  });
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 8_000 });
const nav = () => within(screen.getByRole('navigation', { name: 'Main' }));

afterEach(() => window.history.replaceState(null, '', '/'));

// The first test of a file loads the screens' code: under a busy machine that takes more than the default 5 s.
describe('every screen has an address (memory router)', { timeout: 30_000 }, () => {
  it('opens each address directly, under its heading and its document title', async () => {
    stubApi();
    const addresses: Array<[string, string, string]> = [
      ['/', 'Home', 'Quad'],
      ['/events', 'Events', 'Events · Quad'],
      ['/consights', 'Consights', 'Consights · Quad'],
      ['/cultural-events', 'Cultural Events', 'Cultural Events · Quad'],
      ['/notifications', 'Notifications', 'Notifications · Quad'],
      ['/profile', 'Profile', 'Profile · Quad'],
      ['/calendar', 'My Calendar', 'My Calendar · Quad'],
      ['/admin', 'Admin', 'Admin · Quad'],
      ['/search?q=mic', 'Search', 'Search: mic · Quad'],
      ['/events/e1', 'Open Mic Night', 'Open Mic Night · Quad'],
      ['/no/such/screen', 'Page not found', 'Page not found · Quad'],
    ];
    for (const [address, name, title] of addresses) {
      const view = render(<App initialEntries={[address]} />);
      expect(await heading(name), address).toBeTruthy();
      await waitFor(() => expect(document.title, address).toBe(title));
      view.unmount();
    }
  });

  it('sends the older /?screen= form on to its address, and marks its navigation item', async () => {
    stubApi();
    render(<App initialEntries={['/?screen=culturalEvents']} />);
    expect(await heading('Cultural Events')).toBeTruthy();
    expect(nav().getByRole('link', { name: 'Cultural Events' }).getAttribute('aria-current')).toBe('page');
  });

  it('opens the header search at /search?q=, filtering as one types, and keeps the focus in the box', async () => {
    stubApi();
    render(<App initialEntries={['/events']} />);
    await heading('Events');
    const box = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search posts' });
    box.focus();
    fireEvent.change(box, { target: { value: 'm' } });
    fireEvent.change(box, { target: { value: 'mic' } });
    expect(await heading('Search')).toBeTruthy();
    expect(box.value).toBe('mic');
    expect(document.activeElement).toBe(box);
  });
});

describe("the browser's history (browser router)", { timeout: 30_000 }, () => {
  it("Events → an event's detail → Back returns to the list, Forward to the event; focus lands on each heading", async () => {
    stubApi();
    window.history.replaceState(null, '', '/events');
    render(<App />);
    await heading('Events');
    // (The stub answers the upcoming and the past lists alike: the first card is the upcoming one.)
    const [card] = await screen.findAllByRole('article', { name: 'Open Mic Night' }, { timeout: 8_000 });
    if (!card) throw new Error('no card');
    fireEvent.click(within(card).getByRole('button', { name: 'Details' }));

    const title = await heading('Open Mic Night');
    expect(window.location.pathname).toBe('/events/e1');
    await waitFor(() => expect(document.activeElement).toBe(title));
    await waitFor(() => expect(document.title).toBe('Open Mic Night · Quad'));

    act(() => window.history.back());
    const list = await heading('Events');
    expect(window.location.pathname).toBe('/events');
    await waitFor(() => expect(document.activeElement).toBe(list));

    act(() => window.history.forward());
    expect(await heading('Open Mic Night')).toBeTruthy();

    // The detail's own Back button is the browser's Back.
    fireEvent.click(await screen.findByRole('button', { name: 'Back to Events' }));
    expect(await heading('Events')).toBeTruthy();
    expect(window.location.pathname).toBe('/events');
  });

  it('carries the search\'s chosen type in its address, in place (Back leaves the search), with the focus kept', async () => {
    const news = makePost({ _id: 'n1', type: 'news', title: 'Mic drop at the fest' });
    const results = (posts: unknown[]) =>
      jsonResponse({ counts: { confession: 0, event: 1, culturalEvent: 0, news: 1 }, posts });
    stubFetch({
      'GET /api/config': () => jsonResponse({ googleEnabled: false, supportEmail: 'help@quad.test' }),
      'GET /api/posts': () => jsonResponse([event]),
      'GET /api/search?q=mic': () => results([event, news]),
      'GET /api/search?q=mic&type=news': () => results([news]),
      'GET /api/search?q=mic&type=event': () => results([event]),
    });
    window.history.replaceState(null, '', '/events');
    window.history.pushState(null, '', '/search?q=mic');
    render(<App />);
    const inNews = await screen.findByRole('button', { name: '1 in News' }, { timeout: 8_000 });
    inNews.focus();
    fireEvent.click(inNews);
    await waitFor(() => expect(window.location.search).toBe('?q=mic&type=news'));
    expect(screen.getByRole('button', { name: '1 in News' }).getAttribute('aria-pressed')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '1 in News' }));
    // Everywhere again: the type leaves the address.
    fireEvent.click(screen.getByRole('button', { name: /^Everywhere/ }));
    await waitFor(() => expect(window.location.search).toBe('?q=mic'));
    // The filter replaced the address rather than adding a step: Back leaves the search.
    act(() => window.history.back());
    expect(await heading('Events')).toBeTruthy();
  });
});

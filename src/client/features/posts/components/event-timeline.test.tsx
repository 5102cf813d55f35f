import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../../shared/messages.ts';
import { viewerTimeZone } from '../../../lib/dates.ts';
import { callsTo, stubFetch } from '../../../test/http.ts';
import { makePost } from '../../../test/make-post.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { EventTimeline } from './event-timeline.tsx';
import type { PostInteractions } from './post-interactions.ts';
import { t } from '../../../../shared/i18n.ts';

const interactions: PostInteractions = { signedIn: false, requireUser: vi.fn(), onEdit: vi.fn(), onOpenEvent: vi.fn() };
const tz = encodeURIComponent(viewerTimeZone());
const upcomingPath = `GET /api/posts?type=event&when=upcoming&tz=${tz}`;
const pastPath = `GET /api/posts?type=event&when=past&tz=${tz}`;

const page = (posts: unknown[], next?: string) =>
  new Response(JSON.stringify(posts), {
    status: 200,
    headers: { 'Content-Type': 'application/json', ...(next ? { Link: `<${next}>; rel="next"` } : {}) },
  });

const inDays = (days: number, hour = 18) => {
  const d = new Date();
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + days, hour).toISOString();
};
const event = (title: string, start: string) => makePost({ type: 'event', title, eventStartDate: start });

const renderTimeline = () =>
  renderWithProviders(
    <EventTimeline
      types={['event']}
      search=""
      label={t('Events')}
      noUpcomingText={MESSAGES.noUpcomingEvents}
      emptyText={t('Nothing at all.')}
      noResultsText={t(MESSAGES.noSearchResults)}
      interactions={interactions}
    />,
  );

const titlesIn = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('article')
    .map((a) => a.querySelector('h3')?.textContent);

describe('EventTimeline', () => {
  it('shows upcoming events under Today, This week and Later, then the past ones under Past', async () => {
    const fetchMock = stubFetch({
      [upcomingPath]: () =>
        page([event('Running fest', inDays(-1)), event('Quiz tonight', inDays(0, 23)), event('Friday gig', inDays(3)), event('Spring ball', inDays(20))]),
      [pastPath]: () => page([event('Last week talk', inDays(-7)), event('Old meetup', inDays(-30))]),
    });
    renderTimeline();
    await screen.findByText('Quiz tonight');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Today', 'This week', 'Later', 'Past']);
    expect(titlesIn('Upcoming events: Today')).toEqual(['Running fest', 'Quiz tonight']);
    expect(titlesIn('Upcoming events: This week')).toEqual(['Friday gig']);
    expect(titlesIn('Upcoming events: Later')).toEqual(['Spring ball']);
    await waitFor(() => expect(titlesIn('Past events')).toEqual(['Last week talk', 'Old meetup']));
    // Both lists are read once each, the past one shared by the section and the empty check.
    expect(callsTo(fetchMock, pastPath)).toHaveLength(1);
    expect(callsTo(fetchMock, upcomingPath)).toHaveLength(1);
  });

  it('says there is nothing upcoming above the past events, and hides Past when nothing is past', async () => {
    stubFetch({ [upcomingPath]: () => page([]), [pastPath]: () => page([event('Last week talk', inDays(-7))]) });
    const { unmount } = renderTimeline();
    await screen.findByText(MESSAGES.noUpcomingEvents);
    await screen.findByText('Last week talk');
    unmount();

    stubFetch({ [upcomingPath]: () => page([event('Friday gig', inDays(3))]), [pastPath]: () => page([]) });
    renderTimeline();
    await screen.findByText('Friday gig');
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading Past events' })).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Past' })).toBeNull();
  });

  it('says the screen is empty when there are no events at all', async () => {
    stubFetch({ [upcomingPath]: () => page([]), [pastPath]: () => page([]) });
    renderTimeline();
    await screen.findByText('Nothing at all.');
    expect(screen.queryByText(MESSAGES.noUpcomingEvents)).toBeNull();
  });
});

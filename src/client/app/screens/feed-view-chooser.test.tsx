import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ATTENDANCE_TEXTS } from '../../../shared/attendance-texts.ts';
import { t } from '../../../shared/i18n.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { EventTimeline } from '../../features/posts/components/event-timeline.tsx';
import type { PostInteractions } from '../../features/posts/components/post-interactions.ts';
import { viewerTimeZone } from '../../lib/dates.ts';
import { makePost } from '../../test/make-post.ts';
import { callsTo, jsonResponse, stubFetch } from '../../test/http.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { FeedViewChooser, FindClubsLink, useFeedView } from './feed-view-chooser.tsx';

const interactions: PostInteractions = { signedIn: true, requireUser: vi.fn(), onEdit: vi.fn(), onOpenEvent: vi.fn() };
const tz = encodeURIComponent(viewerTimeZone());
const following = (when: string) => `GET /api/posts?type=event%2CculturalEvent&when=${when}&tz=${tz}&view=following`;

afterEach(() => {
  vi.unstubAllGlobals();
});

function Where() {
  const { pathname, search } = useLocation();
  const view = useFeedView();
  return (
    <>
      <FeedViewChooser view={view} />
      <output data-testid="address">{pathname + search}</output>
    </>
  );
}

describe('the Following view', () => {
  it('is chosen on the Events screen and kept in the address', () => {
    renderWithProviders(
      <MemoryRouter initialEntries={['/events?q=chai']}>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: t('Which events') });
    expect(nav).toBeTruthy();
    expect(screen.getByRole('link', { name: t('All events') }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('link', { name: t('Following') }));
    expect(screen.getByTestId('address').textContent).toBe('/events?q=chai&view=following');
    expect(screen.getByRole('link', { name: t('Following') }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('link', { name: t('All events') }));
    expect(screen.getByTestId('address').textContent).toBe('/events?q=chai');
  });

  it("asks the server for the student's clubs' events, and when there are none says to follow clubs, with the way to them", async () => {
    const fetchMock = stubFetch({ [following('upcoming')]: () => jsonResponse([]), [following('past')]: () => jsonResponse([]) });
    renderWithProviders(
      <MemoryRouter>
        <EventTimeline
          types={['event', 'culturalEvent']}
          view="following"
          search=""
          label={t('Following')}
          noUpcomingText={MESSAGES.noUpcomingEvents}
          emptyText={t(ATTENDANCE_TEXTS.followingEmpty)}
          emptyAction={<FindClubsLink />}
          noResultsText={t(MESSAGES.noSearchResults)}
          interactions={interactions}
        />
      </MemoryRouter>,
    );
    expect(await screen.findByText(ATTENDANCE_TEXTS.followingEmpty)).toBeTruthy();
    expect(screen.getByRole('link', { name: t('Find clubs') }).getAttribute('href')).toBe('/clubs');
    expect(callsTo(fetchMock, following('upcoming'))).toHaveLength(1);
  });

  it('lists the events the server answers for the view', async () => {
    const soon = new Date(Date.now() + 3 * 86_400_000).toISOString();
    stubFetch({
      [following('upcoming')]: () => jsonResponse([makePost({ type: 'event', title: 'Hackathon', eventStartDate: soon })]),
      [following('past')]: () => jsonResponse([]),
    });
    renderWithProviders(
      <MemoryRouter>
        <EventTimeline
          types={['event', 'culturalEvent']}
          view="following"
          search=""
          label={t('Following')}
          noUpcomingText={MESSAGES.noUpcomingEvents}
          emptyText={t(ATTENDANCE_TEXTS.followingEmpty)}
          noResultsText={t(MESSAGES.noSearchResults)}
          interactions={interactions}
        />
      </MemoryRouter>,
    );
    await waitFor(() => expect(screen.getByText('Hackathon')).toBeTruthy());
    expect(screen.queryByText(ATTENDANCE_TEXTS.followingEmpty)).toBeNull();
  });
});

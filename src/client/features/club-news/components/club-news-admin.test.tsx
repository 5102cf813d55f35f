import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, stubFetch } from '../../../test/http.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ClubYearAdmin } from './club-year-admin.tsx';
import { HeldAnnouncements } from './held-announcements.tsx';
import { announcement } from './club-news.fixtures.ts';

const bodyOf = (init: RequestInit): unknown => JSON.parse(init.body as string);

describe('HeldAnnouncements', () => {
  it('lists held announcements with their club; Release publishes one and says so', async () => {
    let held = [announcement({ status: 'held', publishedAt: null, holdReason: "Held for a moderator: new clubs' announcements are checked first." })];
    const fetchMock = stubFetch({
      'GET /api/moderation/club-announcements': () => jsonResponse(held),
      'PUT /api/moderation/club-announcements/a1/release': () => {
        held = [];
        return jsonResponse(announcement());
      },
    });
    renderWithProviders(<HeldAnnouncements />);
    const item = await screen.findByRole('listitem', { name: 'Robotics Club: Hackathon signups open' });
    fireEvent.click(within(item).getByRole('button', { name: 'Release' }));
    expect(await screen.findByText('Announcement released to the club’s followers.')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT /api/moderation/club-announcements/a1/release')).toHaveLength(1);
    expect(await screen.findByText('No announcements are waiting.')).toBeTruthy();
  });

  it('rejects with the reason typed', async () => {
    const fetchMock = stubFetch({
      'GET /api/moderation/club-announcements': () => jsonResponse([announcement({ status: 'held' })]),
      'DELETE /api/moderation/club-announcements/a1': () => jsonResponse(announcement({ status: 'rejected' })),
    });
    renderWithProviders(<HeldAnnouncements />);
    const item = await screen.findByRole('listitem', { name: 'Robotics Club: Hackathon signups open' });
    fireEvent.change(within(item).getByLabelText('Reason, if you reject it (optional)'), { target: { value: 'Off topic' } });
    fireEvent.click(within(item).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Announcement rejected; its author is told.')).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE /api/moderation/club-announcements/a1').map(bodyOf)).toEqual([{ reason: 'Off topic' }]);
  });
});

describe('ClubYearAdmin', () => {
  it('starts a year on the day chosen, shows each club’s confirmations, and appoints an owner to a club with none', async () => {
    let progress: unknown = { year: null, clubs: [], orphaned: [] };
    const fetchMock = stubFetch({
      'GET /api/admin/club-years/current': () => jsonResponse(progress),
      'POST /api/admin/club-years': () => {
        progress = {
          year: { _id: 'y1', startsOn: '2027-07-01', confirmBy: '2027-07-31', createdAt: '2026-11-28T10:00:00.000Z', closedAt: null },
          clubs: [
            { slug: 'robotics', name: 'Robotics Club', confirmBy: '2027-07-31', officers: 2, confirmed: 1, orphaned: false },
            { slug: 'chess', name: 'Chess Circle', confirmBy: '2027-07-31', officers: 1, confirmed: 0, orphaned: true },
          ],
          orphaned: [{ slug: 'chess', name: 'Chess Circle' }],
        };
        return jsonResponse({ _id: 'y1', startsOn: '2027-07-01', confirmBy: '2027-07-31', createdAt: '2026-11-28T10:00:00.000Z', closedAt: null }, 201);
      },
      'PUT /api/admin/clubs/chess/owner': () => jsonResponse({ ok: true }),
    });
    renderWithProviders(<ClubYearAdmin />);
    expect(await screen.findByText('No year has been started yet.')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Start a year' });
    fireEvent.change(within(form).getByLabelText('The year starts on'), { target: { value: '2027-07-01' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Start the year' }));
    expect((await screen.findByText(/The year has started: officers have until/)).textContent).toMatch(/2027/);
    expect(callsTo(fetchMock, 'POST /api/admin/club-years').map(bodyOf)).toEqual([{ startsOn: '2027-07-01' }]);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('row', { name: /Robotics Club 1 of 2/ })).toBeTruthy();

    const orphaned = screen.getByRole('region', { name: 'Clubs with no owner: appoint one' });
    const appoint = within(orphaned).getByRole('form', { name: 'Appoint an owner of Chess Circle' });
    fireEvent.change(within(appoint).getByLabelText('The new owner’s email'), { target: { value: 'meera@quad.campus' } });
    fireEvent.click(within(appoint).getByRole('button', { name: 'Appoint owner' }));
    expect(await screen.findByText('Owner appointed.')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT /api/admin/clubs/chess/owner').map(bodyOf)).toEqual([{ email: 'meera@quad.campus' }]);
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CLUB_NEWS_MESSAGES as M } from '../../../../shared/club-news-messages.ts';
import { jsonResponse, stubFetch } from '../../../test/http.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { stubXhr } from '../../../test/xhr.ts';
import { ClubAnnouncements } from './club-announcements.tsx';
import { ClubOfficerConfirm } from './club-officer-confirm.tsx';
import { announcement, club } from './club-news.fixtures.ts';

describe('ClubAnnouncements', () => {
  it('lists the published announcements to anyone, with no composer for a follower', async () => {
    stubFetch({ 'GET /api/clubs/robotics/announcements': () => jsonResponse([announcement()]) });
    renderWithProviders(<ClubAnnouncements club={club({ following: true })} />);
    const item = await screen.findByRole('listitem', { name: 'Hackathon signups open' });
    expect(within(item).getByText('Teams of four.')).toBeTruthy();
    expect(within(item).getByText('By Asha Verma')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Post an announcement' })).toBeNull();
  });

  it("lets an officer post one; a new club's is held, and the officer is told why and sees it marked", async () => {
    let listed = [announcement({ _id: 'old', title: 'Welcome' })];
    stubFetch({ 'GET /api/clubs/robotics/announcements': () => jsonResponse(listed) });
    const held = announcement({ _id: 'a2', title: 'Robot race', content: 'Saturday 10am', status: 'held', publishedAt: null, holdReason: M.heldForModerator });
    const sent = stubXhr(() => {
      listed = [held, ...listed];
      return { status: 201, body: { announcement: held, notice: M.heldForModerator } };
    });
    renderWithProviders(<ClubAnnouncements club={club({ role: 'officer' })} />);
    const form = await screen.findByRole('form', { name: 'Post an announcement' });
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Robot race' } });
    fireEvent.change(within(form).getByLabelText('Announcement'), { target: { value: 'Saturday 10am' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Post announcement' }));
    expect(await within(form).findByText(M.heldForModerator)).toBeTruthy();
    expect(within(form).getByRole('status').textContent).toContain(M.heldForModerator);
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/clubs/robotics/announcements', body: { title: 'Robot race', content: 'Saturday 10am', image: null } });
    const item = await screen.findByRole('listitem', { name: 'Robot race' });
    expect(within(item).getByText('Held for a moderator')).toBeTruthy();
    await waitFor(() => expect(within(form).getByLabelText<HTMLInputElement>('Title').value).toBe(''));
  });

  it("shows the server's refusal (the day's limit) as an alert and keeps what was typed", async () => {
    stubFetch({ 'GET /api/clubs/robotics/announcements': () => jsonResponse([]) });
    stubXhr(() => ({ status: 429, body: { message: 'This club has posted 3 announcements in the last 24 hours, the most allowed. Try again later.' } }));
    renderWithProviders(<ClubAnnouncements club={club({ role: 'owner' })} />);
    const form = await screen.findByRole('form', { name: 'Post an announcement' });
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'One more' } });
    fireEvent.change(within(form).getByLabelText('Announcement'), { target: { value: 'Text' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Post announcement' }));
    expect((await within(form).findByRole('alert')).textContent).toMatch(/last 24 hours/);
    expect(within(form).getByLabelText<HTMLInputElement>('Title').value).toBe('One more');
  });
});

describe('ClubOfficerConfirm', () => {
  it('asks an officer who has not confirmed, by the date, and thanks them once confirmed', async () => {
    stubFetch({ 'POST /api/clubs/robotics/confirm': () => jsonResponse({ confirmed: true, confirmBy: '2026-12-31' }) });
    renderWithProviders(<ClubOfficerConfirm club={club({ role: 'officer', confirmBy: '2026-12-31', confirmed: false })} />);
    const banner = screen.getByRole('region', { name: 'Confirm for the year' });
    expect(banner.textContent).toMatch(/Confirm you are still an officer of Robotics Club by .*2026/);
    fireEvent.click(within(banner).getByRole('button', { name: 'Confirm' }));
    const thanks = await screen.findByText('Thank you: you are confirmed as an officer of Robotics Club for this year.');
    expect(thanks.getAttribute('role')).toBe('status');
  });

  it('shows nothing to a member, or to an officer who confirmed, or outside a handover year', () => {
    const { container } = renderWithProviders(
      <>
        <ClubOfficerConfirm club={club({ role: 'member', confirmBy: '2026-12-31' })} />
        <ClubOfficerConfirm club={club({ role: 'owner', confirmBy: '2026-12-31', confirmed: true })} />
        <ClubOfficerConfirm club={club({ role: 'owner', confirmBy: null })} />
      </>,
    );
    expect(container.textContent).toBe('');
  });
});

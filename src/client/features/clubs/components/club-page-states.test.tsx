import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, stubFetch } from '../../../test/http.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import type { Club } from '../api/club-wire.ts';
import { aClub } from '../test/club-fixtures.ts';
import { ClubHeader } from './club-header.tsx';
import { ClubStateNote } from './club-state-note.tsx';

afterEach(() => vi.unstubAllGlobals());

const signedIn = (action: () => void) => {
  action();
  return true;
};

/** What the page says in its status lines (the app's own toasts have theirs too). */
const said = () => screen.queryAllByRole('status').map((status) => status.textContent).join(' | ');

function page(club: Club) {
  return renderWithProviders(
    <>
      <ClubStateNote club={club} />
      <ClubHeader club={club} requireUser={signedIn} onEdit={vi.fn()} />
    </>,
  );
}

describe("a club's page", () => {
  it('offers the way in its join policy allows', () => {
    stubFetch({});
    const view = page(aClub({ joinPolicy: 'open' }));
    expect(screen.getByRole('button', { name: 'Join' })).toBeTruthy();
    view.unmount();
    const asked = page(aClub({ joinPolicy: 'approval' }));
    expect(screen.getByRole('button', { name: 'Ask to join' })).toBeTruthy();
    asked.unmount();
    const invited = page(aClub({ joinPolicy: 'invite' }));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'By invitation' }).disabled).toBe(true);
    invited.unmount();
    const waiting = page(aClub({ joinPolicy: 'approval', role: 'requested' }));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Requested' }).disabled).toBe(true);
    waiting.unmount();
    page(aClub({ role: 'member', title: 'Treasurer', following: true }));
    expect(screen.getByRole('button', { name: 'Leave' })).toBeTruthy();
    expect(screen.getByText('You: Member, Treasurer')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Follow Robotics Club' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Edit club' })).toBeNull();
  });

  it('joins with POST and shows the counts, links and description', async () => {
    const fetchMock = stubFetch({ 'POST /api/clubs/robotics/join': () => jsonResponse({ ok: true }) });
    page(aClub());
    expect(screen.getByRole('heading', { level: 1, name: 'Robotics Club' })).toBeTruthy();
    expect(screen.getByText('12 members · 30 followers', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Website' }).getAttribute('href')).toBe('https://robots.example');
    expect(screen.getByRole('link', { name: 'robots@quad.campus' }).getAttribute('href')).toBe('mailto:robots@quad.campus');
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/clubs/robotics/join')).toHaveLength(1));
  });

  it('tells its managers it waits for approval, and offers no joining or following yet', () => {
    stubFetch({});
    page(aClub({ status: 'pending', role: 'owner' }));
    expect(said()).toContain('Waiting for approval');
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Follow/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit club' })).toBeTruthy();
  });

  it("shows a rejected club's managers the reviewer's note", () => {
    stubFetch({});
    page(aClub({ status: 'rejected', role: 'owner', reviewNote: 'Please describe what the club does.' }));
    expect(said()).toContain('Your club was not approved.');
    expect(said()).toContain("The reviewer's note: Please describe what the club does.");
  });

  it('tells managers their edit waits, while others see the approved club only', () => {
    stubFetch({});
    const view = page(aClub({ role: 'officer', pendingChanges: { name: 'Robotics Society' } }));
    expect(said()).toContain('Your changes are waiting for approval');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Robotics Club');
    view.unmount();
    page(aClub({ role: 'member' }));
    expect(said()).not.toContain('waiting');
  });

  it('says an inactive club is inactive to everyone', () => {
    stubFetch({});
    page(aClub({ status: 'inactive' }));
    expect(said()).toContain('This club is inactive');
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
  });
});

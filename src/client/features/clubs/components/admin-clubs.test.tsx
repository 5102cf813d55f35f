import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, stubFetch } from '../../../test/http.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { aClub } from '../test/club-fixtures.ts';
import { AdminClubs } from './admin-clubs.tsx';

afterEach(() => vi.unstubAllGlobals());

const QUEUE = {
  pending: [aClub({ slug: 'chess-circle', name: 'Chess Circle', status: 'pending', description: 'Weekly games.' })],
  pendingEdits: [aClub({ pendingChanges: { name: 'Robotics Society', website: null } })],
  orphaned: [],
};

describe("the admin's clubs", () => {
  it('shows a new club and what an edit changes, old → new, and approves with PUT', async () => {
    const fetchMock = stubFetch({
      'GET /api/admin/clubs': () => jsonResponse(QUEUE),
      'PUT /api/admin/clubs/chess-circle/approve': () => jsonResponse({ ok: true }),
    });
    renderWithProviders(<AdminClubs isAdmin onOpenClub={vi.fn()} />);
    const pending = await screen.findByRole('region', { name: 'New clubs waiting for approval' });
    expect(within(pending).getByText('Weekly games.')).toBeTruthy();
    const edits = screen.getByRole('region', { name: 'Edits waiting for approval' });
    const name = within(edits).getByText('Name').closest('div')!;
    expect(name.textContent).toContain('Robotics Club');
    expect(name.textContent).toContain('Robotics Society');
    expect(within(edits).getByText('Website').closest('div')!.textContent).toContain('(none)');
    expect(within(screen.getByRole('region', { name: 'Clubs with no owner' })).getByText('Every club has an owner.')).toBeTruthy();
    fireEvent.click(within(pending).getByRole('button', { name: 'Approve Chess Circle' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/admin/clubs/chess-circle/approve')).toHaveLength(1));
  });

  it('rejects with the reason the club will read', async () => {
    const fetchMock = stubFetch({
      'GET /api/admin/clubs': () => jsonResponse(QUEUE),
      'DELETE /api/admin/clubs/chess-circle/reject': () => jsonResponse({ ok: true }),
    });
    renderWithProviders(<AdminClubs isAdmin onOpenClub={vi.fn()} />);
    const pending = await screen.findByRole('region', { name: 'New clubs waiting for approval' });
    fireEvent.click(within(pending).getByRole('button', { name: 'Reject' }));
    fireEvent.change(within(pending).getByLabelText('Reason (the club sees it)'), { target: { value: 'Say what the club does.' } });
    fireEvent.click(within(pending).getByRole('button', { name: 'Reject the club' }));
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE /api/admin/clubs/chess-circle/reject')).toHaveLength(1));
    expect(callsTo(fetchMock, 'DELETE /api/admin/clubs/chess-circle/reject')[0]?.body).toBe(JSON.stringify({ reason: 'Say what the club does.' }));
  });
});

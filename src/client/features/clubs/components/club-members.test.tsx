import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, stubFetch } from '../../../test/http.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { aClub, aMember } from '../test/club-fixtures.ts';
import { ClubMembers } from './club-members.tsx';

afterEach(() => vi.unstubAllGlobals());

const MEMBERS = [
  aMember({ userId: 'u1', name: 'Asha Rao', role: 'owner', title: 'President' }),
  aMember({ userId: 'u2', name: 'Rahul Verma', role: 'member' }),
  aMember({ userId: 'u3', name: 'Meera Iyer', role: 'member', status: 'requested' }),
];

const bodyOf = (init: RequestInit | undefined): unknown => JSON.parse(typeof init?.body === 'string' ? init.body : '');

describe("a club's members", () => {
  it('shows everyone names, roles and titles, and no controls', async () => {
    stubFetch({ 'GET /api/clubs/robotics/members': () => jsonResponse(MEMBERS.filter((m) => m.status === 'active')) });
    renderWithProviders(<ClubMembers club={aClub()} viewerId={null} />);
    expect(await screen.findByText('Owner · President')).toBeTruthy();
    expect(screen.getByText('Rahul Verma')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
  });

  it('lets the owner make a member an officer, and approve a request', async () => {
    const fetchMock = stubFetch({
      'GET /api/clubs/robotics/members': () => jsonResponse(MEMBERS),
      'PUT /api/clubs/robotics/members/u2': () => jsonResponse({ ok: true }),
      'PUT /api/clubs/robotics/members/u3': () => jsonResponse({ ok: true }),
    });
    renderWithProviders(<ClubMembers club={aClub({ role: 'owner' })} viewerId="u1" />);
    fireEvent.change(await screen.findByLabelText("Rahul Verma's role"), { target: { value: 'officer' } });
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/clubs/robotics/members/u2')).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'PUT /api/clubs/robotics/members/u2')[0])).toEqual({ role: 'officer' });
    expect(screen.queryByLabelText("Asha Rao's role")).toBeNull();
    const requests = screen.getByRole('region', { name: 'Requests to join (1)' });
    fireEvent.click(within(requests).getByRole('button', { name: 'Approve Meera Iyer' }));
    await waitFor(() => expect(bodyOf(callsTo(fetchMock, 'PUT /api/clubs/robotics/members/u3')[0])).toEqual({ approve: true }));
  });

  it("lets an officer set a title and remove a member once confirmed, but not change roles", async () => {
    const fetchMock = stubFetch({
      'GET /api/clubs/robotics/members': () => jsonResponse(MEMBERS),
      'PUT /api/clubs/robotics/members/u2': () => jsonResponse({ ok: true }),
      'DELETE /api/clubs/robotics/members/u2': () => jsonResponse({ ok: true }),
    });
    renderWithProviders(<ClubMembers club={aClub({ role: 'officer' })} viewerId="u9" />);
    const title = await screen.findByLabelText("Rahul Verma's title");
    expect(screen.queryByLabelText("Rahul Verma's role")).toBeNull();
    fireEvent.change(title, { target: { value: 'Treasurer' } });
    fireEvent.click(within(title.closest('li')!).getByRole('button', { name: 'Save title' }));
    await waitFor(() => expect(bodyOf(callsTo(fetchMock, 'PUT /api/clubs/robotics/members/u2')[0])).toEqual({ title: 'Treasurer' }));
    fireEvent.click(within(title.closest('li')!).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(callsTo(fetchMock, 'DELETE /api/clubs/robotics/members/u2')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE /api/clubs/robotics/members/u2')).toHaveLength(1));
  });

  it("invites by email and says the server's message when it refuses", async () => {
    stubFetch({
      'GET /api/clubs/robotics/members': () => jsonResponse(MEMBERS),
      'POST /api/clubs/robotics/invites': () => jsonResponse({ message: 'This student is already a member.' }, 409),
    });
    renderWithProviders(<ClubMembers club={aClub({ role: 'officer' })} viewerId="u9" />);
    fireEvent.change(await screen.findByLabelText('Email address to invite'), { target: { value: 'rahul@quad.campus' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect((await screen.findByText('This student is already a member.')).getAttribute('role')).toBe('alert');
  });

  it('lets a graduating member mark themself alumni once they confirm, and offers the owner no such button', async () => {
    const fetchMock = stubFetch({
      'GET /api/clubs/robotics/members': () => jsonResponse(MEMBERS.filter((m) => m.status === 'active')),
      'PUT /api/clubs/robotics/members/u2/alumni': () => jsonResponse({ ok: true }),
    });
    renderWithProviders(<ClubMembers club={aClub({ role: 'member' })} viewerId="u2" />);
    const mine = (await screen.findByText('Rahul Verma')).closest('li')!;
    expect(within(screen.getByText('Asha Rao').closest('li')!).queryByRole('button', { name: "I've graduated" })).toBeNull();
    fireEvent.click(within(mine).getByRole('button', { name: "I've graduated" }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('You stay in the list of members as alumni, with no rights in the club.')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT /api/clubs/robotics/members/u2/alumni')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark me alumni' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/clubs/robotics/members/u2/alumni')).toHaveLength(1));
  });

  it('offers the only owner no way to mark themself alumni: they hand the club over first', async () => {
    stubFetch({ 'GET /api/clubs/robotics/members': () => jsonResponse(MEMBERS.filter((m) => m.status === 'active')) });
    renderWithProviders(<ClubMembers club={aClub({ role: 'owner' })} viewerId="u1" />);
    await screen.findByLabelText("Rahul Verma's role");
    expect(screen.queryByRole('button', { name: "I've graduated" })).toBeNull();
  });
});

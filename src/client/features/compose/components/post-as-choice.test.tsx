import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../../lib/storage.ts';
import { jsonResponse, stubFetch } from '../../../test/http.ts';
import { makePost } from '../../../test/make-post.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { click, EVENT_DETAILS, fill, formDialog, post, stubImageApis, stubXhr, submit } from '../test/compose-harness.tsx';
import { PostFormModal } from './post-form-modal.tsx';

const myClubs = [
  { slug: 'coding-club', name: 'Coding Club', logo: null, category: 'technical', categoryName: 'Technical', clubStatus: 'approved', role: 'owner', title: 'President', status: 'active' },
  { slug: 'nss', name: 'NSS', logo: null, category: 'social-service', categoryName: 'Social service', clubStatus: 'approved', role: 'member', title: null, status: 'active' },
  { slug: 'quiz', name: 'Quiz Club', logo: null, category: 'literary', categoryName: 'Literary', clubStatus: 'pending', role: 'owner', title: null, status: 'active' },
];

beforeEach(() => {
  stubImageApis();
  storage.setCurrentUser({ _id: 'u1', name: 'Asha Rao', email: 'a@x.edu', avatar: null, isAdmin: false, token: 'tok' });
});

describe('Post as (clubs)', () => {
  it('offers, on a new event, yourself or each approved club you manage, and sends the club chosen', async () => {
    stubFetch({ 'GET /api/users/me/clubs': () => jsonResponse(myClubs) });
    const sent = stubXhr(() => ({ status: 201, body: post({ _id: 'p9', type: 'event', title: 'Hack Night' }) }));
    const onClose = vi.fn();
    renderWithProviders(<PostFormModal open isAdmin={false} onClose={onClose} />);
    // Not for a Consight.
    expect(within(formDialog()).queryByLabelText('Post as')).toBeNull();
    click('Event');
    const choice = await within(formDialog()).findByLabelText<HTMLSelectElement>('Post as');
    expect([...choice.options].map((o) => o.text)).toEqual(['Yourself', 'Coding Club']);
    fill({ 'Post as': 'coding-club', Title: 'Hack Night', Content: 'Bring a laptop.', ...EVENT_DETAILS, 'Registration link': 'https://forms.example.org/hack' });
    expect(screen.getByText('The club is shown as the host, and its owners and officers can manage the event.')).toBeTruthy();
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]?.body).toMatchObject({ type: 'event', clubId: 'coding-club' });
  });

  it('is not offered to someone who manages no club', async () => {
    const fetchMock = stubFetch({ 'GET /api/users/me/clubs': () => jsonResponse([]) });
    renderWithProviders(<PostFormModal open isAdmin={false} onClose={vi.fn()} />);
    click('Event');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(within(formDialog()).queryByLabelText('Post as')).toBeNull();
  });

  it('says, when editing, which club hosts the event', () => {
    stubFetch({});
    const event = makePost({ type: 'event', canEdit: true, clubs: [{ slug: 'coding-club', name: 'Coding Club', logo: null, role: 'host', status: 'accepted' }] });
    const { getByRole } = renderWithProviders(<PostFormModal open isAdmin={false} post={event} onClose={vi.fn()} />);
    const form = within(getByRole('dialog'));
    expect(form.getByText('Posted as Coding Club')).toBeTruthy();
    expect(form.queryByLabelText('Post as')).toBeNull();
  });
});

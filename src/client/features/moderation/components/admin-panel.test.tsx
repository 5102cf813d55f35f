import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReportedPost } from '../../../../shared/schemas/admin.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import { clearSessionNotifications, getSessionNotifications } from '../../../lib/in-session-notifications.ts';
import { callsTo, jsonResponse, stubFetch } from '../../../test/http.ts';
import { makePost } from '../../../test/make-post.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AdminPanel } from './admin-panel.tsx';

const pending = makePost({
  _id: 'e1',
  type: 'event',
  status: 'pending',
  title: 'Robotics Club Hack Night',
  content: 'B'.repeat(150),
  eventStartDate: '2026-12-01T18:00:00.000Z',
  author: 'Meera Iyer',
  images: ['/media/' + 'a'.repeat(64) + '.jpg', '/media/' + 'b'.repeat(64) + '.jpg'],
  imageDescriptions: ['', 'Two line-following robots on a taped track'],
});

const reported: ReportedPost = {
  _id: 'r2',
  reportReason: 'Spam',
  timestamp: new Date().toISOString(),
  reporter: { _id: 'u1', name: 'Asha Verma' },
  reportCount: 2,
  reports: [
    { _id: 'r2', reason: 'Spam', timestamp: new Date().toISOString(), reporter: { _id: 'u1', name: 'Asha Verma' } },
    { _id: 'r1', reason: 'Clickbait', timestamp: new Date().toISOString(), reporter: { _id: 'u3', name: 'Rahul Nair' } },
  ],
  postId: {
    _id: 'p9',
    title: 'Buy cheap followers now!!!',
    content: 'Click the link in my bio.',
    type: 'confession',
    status: 'approved',
    hidden: false,
    images: [],
    anonymous: false,
    timestamp: new Date().toISOString(),
    author: { _id: 'u4', name: 'Meera Iyer' },
  },
  autoHidden: null,
  flaggedByFilter: false,
};

const confirm = async (name: string) => {
  const dialog = await screen.findByRole('alertdialog');
  fireEvent.click(within(dialog).getByRole('button', { name }));
};

describe('AdminPanel', () => {
  it('shows a pending event with a 100-character preview, and approving removes it at once', async () => {
    clearSessionNotifications();
    let release: (r: Response) => void = () => undefined;
    const fetchMock = stubFetch({
      'GET /api/posts/pending-events': () => jsonResponse([pending]),
      'GET /api/users/admin/reported-posts': () => jsonResponse([]),
      'GET /api/admin/audit-log?limit=20': () => jsonResponse([]),
      'GET /api/admin/emails?limit=20': () => jsonResponse([]),
      'GET /api/admin/word-filters': () => jsonResponse([]),
      'GET /api/admin/held-comments': () => jsonResponse([]),
      'PUT /api/posts/approve-event/e1?version=1': () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    });
    renderWithProviders(<AdminPanel />);
    const item = await screen.findByRole('listitem', { name: 'Robotics Club Hack Night' });
    expect(within(item).getByText(`${'B'.repeat(100)}…`)).toBeTruthy();
    expect(within(item).getByText('By Meera Iyer')).toBeTruthy();
    expect(within(item).getByRole('img', { name: /Image 1 of/ })).toBeTruthy();
    // A picture its author described is named by the description.
    expect(within(item).getByRole('img', { name: 'Two line-following robots on a taped track' })).toBeTruthy();

    fireEvent.click(within(item).getByRole('button', { name: 'Approve' }));
    await confirm('Approve');
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Robotics Club Hack Night' })).toBeNull());
    expect(callsTo(fetchMock, 'PUT /api/posts/approve-event/e1?version=1')).toHaveLength(1);
    release(jsonResponse({ ...pending, status: 'approved' }));
    await waitFor(() => expect(getSessionNotifications()[0]?.type).toBe('success'));
  });

  it('marks a post the word filter held, whatever its type, in the pending queue', async () => {
    const held = makePost({ _id: 'c1', type: 'confession', title: 'About the canteen', status: 'pending', heldByFilter: true });
    stubFetch({
      'GET /api/posts/pending-events': () => jsonResponse([held, pending]),
      'GET /api/users/admin/reported-posts': () => jsonResponse([]),
      'GET /api/admin/audit-log?limit=20': () => jsonResponse([]),
      'GET /api/admin/emails?limit=20': () => jsonResponse([]),
      'GET /api/admin/word-filters': () => jsonResponse([]),
      'GET /api/admin/held-comments': () => jsonResponse([]),
    });
    renderWithProviders(<AdminPanel />);
    const item = await screen.findByRole('listitem', { name: 'About the canteen' });
    expect(within(item).getByText(MESSAGES.heldByWordFilter)).toBeTruthy();
    const event = screen.getByRole('listitem', { name: 'Robotics Club Hack Night' });
    expect(within(event).queryByText(MESSAGES.heldByWordFilter)).toBeNull();
  });

  it('lists a post the word filter flagged, with no reports, marked and without a reporter', async () => {
    const flagged: ReportedPost = {
      ...reported,
      _id: 'flagged-p7',
      reportReason: MESSAGES.flaggedByWordFilter,
      reporter: { _id: '', name: '' },
      reportCount: 0,
      reports: [],
      postId: { ...reported.postId, _id: 'p7', title: 'Selling cheap tickets' },
      flaggedByFilter: true,
    };
    stubFetch({
      'GET /api/posts/pending-events': () => jsonResponse([]),
      'GET /api/users/admin/reported-posts': () => jsonResponse([flagged]),
      'GET /api/admin/audit-log?limit=20': () => jsonResponse([]),
      'GET /api/admin/emails?limit=20': () => jsonResponse([]),
      'GET /api/admin/word-filters': () => jsonResponse([]),
      'GET /api/admin/held-comments': () => jsonResponse([]),
    });
    renderWithProviders(<AdminPanel />);
    const item = await screen.findByRole('listitem', { name: 'Selling cheap tickets' });
    expect(within(item).getByText(MESSAGES.flaggedByWordFilter)).toBeTruthy();
    expect(within(item).queryByText(/Reported by/)).toBeNull();
  });

  it("puts a pending event back and says why when rejecting fails (SPEC §8's texts)", async () => {
    clearSessionNotifications();
    let fail = true;
    stubFetch({
      'GET /api/posts/pending-events': () => jsonResponse([pending]),
      'GET /api/users/admin/reported-posts': () => jsonResponse([]),
      'GET /api/admin/audit-log?limit=20': () => jsonResponse([]),
      'GET /api/admin/emails?limit=20': () => jsonResponse([]),
      'GET /api/admin/word-filters': () => jsonResponse([]),
      'GET /api/admin/held-comments': () => jsonResponse([]),
      'DELETE /api/posts/reject-event/e1?version=1': () => {
        if (fail) return jsonResponse({ message: 'This event is not waiting for approval.' }, 409);
        throw new TypeError('Failed to fetch');
      },
    });
    renderWithProviders(<AdminPanel />);
    fireEvent.click(within(await screen.findByRole('listitem', { name: 'Robotics Club Hack Night' })).getByRole('button', { name: 'Reject' }));
    await confirm('Reject');
    await waitFor(() =>
      expect(getSessionNotifications()[0]?.message).toBe('Failed to reject event: This event is not waiting for approval.'),
    );
    const back = await screen.findByRole('listitem', { name: 'Robotics Club Hack Night' });
    fail = false;
    fireEvent.click(within(back).getByRole('button', { name: 'Reject' }));
    await confirm('Reject');
    await waitFor(() => expect(getSessionNotifications()[0]?.message).toBe('Network error: Could not reject event.'));
  });

  it('reloads the pending list and says so when the event changed since it was shown; the new version is approved', async () => {
    clearSessionNotifications();
    const edited = { ...pending, version: 2, price: 900, content: 'The host raised the price.' };
    let served = pending;
    const fetchMock = stubFetch({
      'GET /api/posts/pending-events': () => jsonResponse([served]),
      'GET /api/users/admin/reported-posts': () => jsonResponse([]),
      'GET /api/admin/audit-log?limit=20': () => jsonResponse([]),
      'GET /api/admin/emails?limit=20': () => jsonResponse([]),
      'GET /api/admin/word-filters': () => jsonResponse([]),
      'GET /api/admin/held-comments': () => jsonResponse([]),
      'PUT /api/posts/approve-event/e1?version=1': () => {
        served = edited;
        return jsonResponse({ message: MESSAGES.eventChangedSinceReview }, 409);
      },
      'PUT /api/posts/approve-event/e1?version=2': () => jsonResponse({ ...edited, status: 'approved' }),
    });
    renderWithProviders(<AdminPanel />);
    fireEvent.click(within(await screen.findByRole('listitem', { name: 'Robotics Club Hack Night' })).getByRole('button', { name: 'Approve' }));
    await confirm('Approve');
    await waitFor(() =>
      expect(getSessionNotifications()[0]?.message).toBe(`Failed to approve event: ${MESSAGES.eventChangedSinceReview}`),
    );
    // The panel says why, and the list is read again and shows the event as it is now.
    expect((await screen.findByRole('alert')).textContent).toBe(`Failed to approve event: ${MESSAGES.eventChangedSinceReview}`);
    const again = await screen.findByRole('listitem', { name: 'Robotics Club Hack Night' });
    await waitFor(() => expect(within(again).getByText('The host raised the price.')).toBeTruthy());
    expect(callsTo(fetchMock, 'GET /api/posts/pending-events').length).toBeGreaterThanOrEqual(2);

    fireEvent.click(within(again).getByRole('button', { name: 'Approve' }));
    await confirm('Approve');
    await waitFor(() => expect(getSessionNotifications()[0]?.type).toBe('success'));
    expect(callsTo(fetchMock, 'PUT /api/posts/approve-event/e1?version=2')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a reported post with its reason, reporter and count; deleting asks first, then removes it', async () => {
    clearSessionNotifications();
    const fetchMock = stubFetch({
      'GET /api/posts/pending-events': () => jsonResponse([]),
      'GET /api/users/admin/reported-posts': () => jsonResponse([reported]),
      'GET /api/admin/audit-log?limit=20': () => jsonResponse([]),
      'GET /api/admin/emails?limit=20': () => jsonResponse([]),
      'GET /api/admin/word-filters': () => jsonResponse([]),
      'GET /api/admin/held-comments': () => jsonResponse([]),
      'DELETE /api/users/admin/delete-post/p9': () => jsonResponse({ message: 'Boom' }, 500),
    });
    renderWithProviders(<AdminPanel />);
    expect(await screen.findByText('No events are waiting for approval.')).toBeTruthy();
    const item = await screen.findByRole('listitem', { name: 'Buy cheap followers now!!!' });
    expect(within(item).getByText('Spam')).toBeTruthy();
    expect(within(item).getByText('2 reports')).toBeTruthy();
    expect(within(item).getByText(/Reported by Asha Verma/)).toBeTruthy();

    fireEvent.click(within(item).getByRole('button', { name: 'Delete Post' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, 'DELETE /api/users/admin/delete-post/p9')).toHaveLength(0);

    fireEvent.click(within(item).getByRole('button', { name: 'Delete Post' }));
    await confirm('Delete Post');
    await waitFor(() => expect(getSessionNotifications()[0]?.message).toBe('Failed to delete reported post: Boom'));
    expect(await screen.findByRole('listitem', { name: 'Buy cheap followers now!!!' })).toBeTruthy();
  });

  it('deleting may name a reason from a short list, sent for the author’s email', async () => {
    const fetchMock = stubFetch({
      'GET /api/posts/pending-events': () => jsonResponse([]),
      'GET /api/users/admin/reported-posts': () => jsonResponse([reported]),
      'GET /api/admin/audit-log?limit=20': () => jsonResponse([]),
      'DELETE /api/users/admin/delete-post/p9': () => jsonResponse({ ok: true }),
    });
    renderWithProviders(<AdminPanel />);
    const item = await screen.findByRole('listitem', { name: 'Buy cheap followers now!!!' });
    fireEvent.click(within(item).getByRole('button', { name: 'Delete Post' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.change(within(dialog).getByLabelText(MESSAGES.removalReasonLabel), { target: { value: MESSAGES.removalReasons.spam } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Post' }));
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE /api/users/admin/delete-post/p9')).toHaveLength(1));
    const [init] = callsTo(fetchMock, 'DELETE /api/users/admin/delete-post/p9');
    expect(JSON.parse(init?.body as string)).toEqual({ reason: MESSAGES.removalReasons.spam });
  });

  it('dismissing may carry a note for the reporters', async () => {
    const fetchMock = stubFetch({
      'GET /api/posts/pending-events': () => jsonResponse([]),
      'GET /api/users/admin/reported-posts': () => jsonResponse([reported]),
      'GET /api/admin/audit-log?limit=20': () => jsonResponse([]),
      'GET /api/admin/emails?limit=20': () => jsonResponse([]),
      'PUT /api/users/admin/dismiss-reports/p9': () => jsonResponse({ ok: true }),
    });
    renderWithProviders(<AdminPanel />);
    const item = await screen.findByRole('listitem', { name: 'Buy cheap followers now!!!' });
    fireEvent.click(within(item).getByRole('button', { name: 'Dismiss' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.change(within(dialog).getByLabelText(MESSAGES.dismissNoteLabel), { target: { value: '  Not spam: a club notice.  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/users/admin/dismiss-reports/p9')).toHaveLength(1));
    const [init] = callsTo(fetchMock, 'PUT /api/users/admin/dismiss-reports/p9');
    expect(JSON.parse(init?.body as string)).toEqual({ note: 'Not spam: a club notice.' });
  });

  it('a moderator sees the queues only: no moderation log, email or people sections are asked for', async () => {
    const fetchMock = stubFetch({
      'GET /api/posts/pending-events': () => jsonResponse([]),
      'GET /api/users/admin/reported-posts': () => jsonResponse([reported]),
    });
    renderWithProviders(<AdminPanel isAdmin={false} />);
    expect(await screen.findByRole('listitem', { name: 'Buy cheap followers now!!!' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Moderation log' })).toBeNull();
    expect(screen.queryByRole('heading', { name: MESSAGES.people.title })).toBeNull();
    expect(callsTo(fetchMock, 'GET /api/admin/audit-log?limit=20')).toHaveLength(0);
  });
});

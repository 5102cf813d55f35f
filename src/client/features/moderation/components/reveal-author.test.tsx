import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReportedPost } from '../../../../shared/schemas/admin.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import { callsTo, jsonResponse, stubFetch } from '../../../test/http.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AdminPanel } from './admin-panel.tsx';

const TITLE = 'Someone in hostel B is stealing food';

const reported: ReportedPost = {
  _id: 'r1',
  reportReason: 'Offensive/Inappropriate Content',
  timestamp: new Date().toISOString(),
  reporter: { _id: 'u1', name: 'Asha Verma' },
  reportCount: 1,
  autoHidden: null,
  flaggedByFilter: false,
  reports: [{ _id: 'r1', reason: 'Offensive/Inappropriate Content', timestamp: new Date().toISOString(), reporter: { _id: 'u1', name: 'Asha Verma' } }],
  postId: {
    _id: 'p7',
    title: TITLE,
    content: 'I know who you are.',
    type: 'confession',
    status: 'approved',
    hidden: false,
    images: [],
    anonymous: true,
    timestamp: new Date().toISOString(),
    author: { _id: '', name: 'Anonymous Otter' },
  },
};

describe('Reveal author (anonymous Consights)', () => {
  it('asks for a reason in a modal that takes focus, refuses none, then shows the author', async () => {
    const fetchMock = stubFetch({
      'GET /api/posts/pending-events': () => jsonResponse([]),
      'GET /api/users/admin/reported-posts': () => jsonResponse([reported]),
      'GET /api/admin/audit-log?limit=20': () => jsonResponse([]),
      'GET /api/admin/emails?limit=20': () => jsonResponse([]),
      'POST /api/admin/posts/p7/reveal-author': (init) => {
        const { reason } = JSON.parse(init.body as string) as { reason: string };
        return reason.trim()
          ? jsonResponse({ _id: 'u9', name: 'Karan Mehta', email: 'karan@quad.campus' })
          : jsonResponse({ message: MESSAGES.revealReasonRequired }, 400);
      },
    });
    renderWithProviders(<AdminPanel />);
    const item = await screen.findByRole('listitem', { name: TITLE });
    expect(within(item).getByText(/By Anonymous \(Anonymous Otter\)/)).toBeTruthy();

    fireEvent.click(within(item).getByRole('button', { name: `${MESSAGES.revealAuthor}: ${TITLE}` }));
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.revealAuthorTitle });
    const reason = within(dialog).getByLabelText(new RegExp(MESSAGES.revealReasonLabel));
    await waitFor(() => expect(document.activeElement).toBe(reason));

    fireEvent.click(within(dialog).getByRole('button', { name: MESSAGES.revealAuthor }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', MESSAGES.revealReasonRequired);

    fireEvent.change(reason, { target: { value: 'Threatens another student' } });
    fireEvent.click(within(dialog).getByRole('button', { name: MESSAGES.revealAuthor }));
    expect(await within(item).findByText(MESSAGES.revealedAuthor('Karan Mehta', 'karan@quad.campus'))).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: MESSAGES.revealAuthorTitle })).toBeNull();
    const sent = callsTo(fetchMock, 'POST /api/admin/posts/p7/reveal-author').map((init) => JSON.parse(init.body as string) as unknown);
    expect(sent.at(-1)).toEqual({ reason: 'Threatens another student' });
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { ReportedPost } from '../../../../shared/schemas/admin.ts';
import { jsonResponse, stubFetch } from '../../../test/http.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AdminPanel } from './admin-panel.tsx';

const now = new Date().toISOString();
const hiddenByReports: ReportedPost = {
  _id: 'r3',
  reportReason: 'Harassment',
  timestamp: now,
  reporter: { _id: 'u1', name: 'Asha Verma' },
  reportCount: 3,
  reports: [],
  postId: {
    _id: 'p7',
    title: 'A post the campus reported',
    content: 'Words.',
    type: 'confession',
    status: 'approved',
    hidden: true,
    images: [],
    anonymous: false,
    timestamp: now,
    author: { _id: 'u4', name: 'Meera Iyer' },
  },
  autoHidden: { timestamp: now, reports: 3, weight: 3.2, threshold: 3 },
  flaggedByFilter: false,
};

describe('a post hidden by reports, in the admin panel', () => {
  it('says it was hidden automatically and why', async () => {
    stubFetch({
      'GET /api/posts/pending-events': () => jsonResponse([]),
      'GET /api/users/admin/reported-posts': () => jsonResponse([hiddenByReports, { ...hiddenByReports, _id: 'r4', postId: { ...hiddenByReports.postId, _id: 'p8', title: 'Another', hidden: false }, autoHidden: null }]),
      'GET /api/admin/audit-log?limit=20': () => jsonResponse([]),
      'GET /api/admin/emails?limit=20': () => jsonResponse([]),
    });
    renderWithProviders(<AdminPanel />);
    const item = await screen.findByRole('listitem', { name: 'A post the campus reported' });
    expect(within(item).getByText(/^Hidden automatically: 3 reports weighing 3\.2, threshold 3/)).toBeTruthy();
    expect(MESSAGES.hiddenAutomatically(3, 3.2, 3)).toBe('Hidden automatically: 3 reports weighing 3.2, threshold 3');
    const other = await screen.findByRole('listitem', { name: 'Another' });
    expect(within(other).queryByText(/Hidden automatically/)).toBeNull();
  });
});

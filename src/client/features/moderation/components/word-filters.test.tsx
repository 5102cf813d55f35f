import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { CaughtComment, WordFilter } from '../../../../shared/schemas/word-filters.ts';
import { callsTo, jsonResponse, stubFetch } from '../../../test/http.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { WordFilters } from './word-filters.tsx';

const scam: WordFilter = { _id: 'w1', pattern: 'scam', action: 'block', createdAt: new Date().toISOString() };
const held: CaughtComment = {
  _id: 'c1',
  postId: 'p1',
  postTitle: 'Mess food review',
  author: 'Rahul Nair',
  authorId: 'u2',
  text: 'what an idiotic idea',
  timestamp: new Date().toISOString(),
  held: true,
  flagged: false,
};

describe('WordFilters', () => {
  it('lists filters, adds one with its action, and removes one', async () => {
    let listed: WordFilter[] = [scam];
    const fetchMock = stubFetch({
      'GET /api/admin/word-filters': () => jsonResponse(listed),
      'GET /api/admin/held-comments': () => jsonResponse([]),
      'POST /api/admin/word-filters': () => {
        const added: WordFilter = { _id: 'w2', pattern: 'idiot*', action: 'hold', createdAt: new Date().toISOString() };
        listed = [...listed, added];
        return jsonResponse(added, 201);
      },
      'DELETE /api/admin/word-filters/w1': () => {
        listed = listed.filter((f) => f._id !== 'w1');
        return jsonResponse({ ok: true });
      },
    });
    renderWithProviders(<WordFilters />);
    const list = await screen.findByRole('list', { name: 'Word filters' });
    expect(within(list).getByText('scam')).toBeTruthy();
    expect(within(list).getByText('Block')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Word or phrase'), { target: { value: 'idiot*' } });
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'hold' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    expect(await screen.findByText(MESSAGES.wordFilterAdded)).toBeTruthy();
    expect(await screen.findByText('idiot*')).toBeTruthy();
    const init = callsTo(fetchMock, 'POST /api/admin/word-filters')[0];
    expect(JSON.parse(init?.body as string)).toEqual({ pattern: 'idiot*', action: 'hold' });

    fireEvent.click(screen.getByRole('button', { name: 'Remove filter scam' }));
    expect(await screen.findByText(MESSAGES.wordFilterRemoved)).toBeTruthy();
  });

  it("shows the server's reason when a pattern is refused", async () => {
    stubFetch({
      'GET /api/admin/word-filters': () => jsonResponse([]),
      'GET /api/admin/held-comments': () => jsonResponse([]),
      'POST /api/admin/word-filters': () => jsonResponse({ message: MESSAGES.wordFilterPatternLetter }, 400),
    });
    renderWithProviders(<WordFilters />);
    expect(await screen.findByText(MESSAGES.wordFilterNoFilters)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Word or phrase'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.wordFilterPatternLetter);
  });

  it('tests a text and says what it would trigger', async () => {
    stubFetch({
      'GET /api/admin/word-filters': () => jsonResponse([scam]),
      'GET /api/admin/held-comments': () => jsonResponse([]),
      'POST /api/admin/word-filters/test': () => jsonResponse({ action: 'block', matches: [scam] }),
    });
    renderWithProviders(<WordFilters />);
    fireEvent.change(await screen.findByLabelText('Text to test'), { target: { value: 'a total sc4m' } });
    fireEvent.click(screen.getByRole('button', { name: 'Test' }));
    expect(await screen.findByText(/matched “scam”/)).toBeTruthy();
  });

  it('approves a held comment', async () => {
    let caught = [held];
    const fetchMock = stubFetch({
      'GET /api/admin/word-filters': () => jsonResponse([]),
      'GET /api/admin/held-comments': () => jsonResponse(caught),
      'PUT /api/admin/held-comments/c1/approve': () => {
        caught = [];
        return jsonResponse({ ok: true });
      },
    });
    renderWithProviders(<WordFilters />);
    const item = await screen.findByRole('listitem', { name: 'Comment by Rahul Nair' });
    expect(within(item).getByText('Held by the word filter')).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(MESSAGES.noCaughtComments)).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT /api/admin/held-comments/c1/approve')).toHaveLength(1);
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../../shared/messages.ts';
import { callsTo, jsonResponse, stubFetch } from '../../../test/http.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { DeleteAccount } from './delete-account.tsx';

const PREVIEW = { hasPassword: true, consights: 2, events: 1, otherPosts: 0, registrations: 3, comments: 4, likes: 5 };

async function openModal(preview = PREVIEW, answer: () => Response = () => new Response(null, { status: 204 })) {
  const fetchMock = stubFetch({
    'GET /api/users/me/deletion': () => jsonResponse(preview),
    'POST /api/users/me/delete': answer,
  });
  const onDeleted = vi.fn();
  renderWithProviders(<DeleteAccount userId="u1" onDeleted={onDeleted} />);
  const opener = screen.getByRole('button', { name: MESSAGES.deleteAccountButton });
  opener.focus();
  fireEvent.click(opener);
  const dialog = await screen.findByRole('alertdialog', { name: MESSAGES.deleteAccountTitle });
  await within(dialog).findByRole('list', { name: 'What will happen' });
  return { fetchMock, onDeleted, dialog: within(dialog), opener, element: dialog };
}

describe('Delete account', () => {
  it('tells what will happen, and the Consights line follows the choice', async () => {
    const { dialog, element } = await openModal();
    expect(element.contains(document.activeElement)).toBe(true);
    const text = () => dialog.getByRole('list', { name: 'What will happen' }).textContent;
    expect(text()).toContain(MESSAGES.deletionConsights(2, false));
    expect(text()).toContain(MESSAGES.deletionEvents(1));
    expect(text()).toContain(MESSAGES.deletionRegistrations(3));
    fireEvent.click(dialog.getByLabelText(MESSAGES.deleteAccountKeepAnonymous));
    expect(text()).toContain(MESSAGES.deletionConsights(2, true));
  });

  it('sends the choice and the password, then signs out with a toast', async () => {
    const { fetchMock, onDeleted, dialog } = await openModal();
    fireEvent.click(dialog.getByLabelText(MESSAGES.deleteAccountKeepAnonymous));
    fireEvent.change(dialog.getByLabelText('Password'), { target: { value: 'my secret words' } });
    fireEvent.click(dialog.getByRole('button', { name: MESSAGES.deleteAccountConfirm }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    const [init] = callsTo(fetchMock, 'POST /api/users/me/delete');
    expect(JSON.parse(init?.body as string)).toEqual({ posts: 'keep-anonymous', password: 'my secret words' });
    expect((await screen.findByRole('status')).textContent).toContain(MESSAGES.accountDeleted);
  });

  it('shows the server’s refusal and stays open', async () => {
    const { onDeleted, dialog } = await openModal(PREVIEW, () => jsonResponse({ message: MESSAGES.deleteAccountPasswordWrong }, 403));
    fireEvent.change(dialog.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(dialog.getByRole('button', { name: MESSAGES.deleteAccountConfirm }));
    expect((await dialog.findByRole('alert')).textContent).toBe(MESSAGES.deleteAccountPasswordWrong);
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('asks a Google account for its email instead, and Cancel returns focus to the button', async () => {
    const { dialog, opener } = await openModal({ ...PREVIEW, hasPassword: false });
    expect(dialog.getByLabelText(MESSAGES.deleteAccountEmailLabel)).toBeTruthy();
    expect(dialog.queryByLabelText('Password')).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });
});

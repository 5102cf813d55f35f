import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../../shared/messages.ts';
import { clearSessionNotifications, getSessionNotifications } from '../../../lib/in-session-notifications.ts';
import { callsTo, jsonResponse, stubFetch } from '../../../test/http.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AvatarModal } from './avatar-modal.tsx';

const dialog = () => within(screen.getByRole('dialog', { name: 'Edit Profile Image' }));

describe('AvatarModal (SPEC §5 Avatar)', () => {
  it('asks for a choice, refuses a picture over 2MB, and saves a predefined avatar', async () => {
    const fetchMock = stubFetch({ 'PUT /api/users/profile/avatar': () => jsonResponse({ avatar: '/avatars/comet.svg' }) });
    const onSaved = vi.fn();
    renderWithProviders(<AvatarModal open onClose={vi.fn()} onSaved={onSaved} />);

    fireEvent.click(dialog().getByRole('button', { name: 'Save' }));
    expect(dialog().getByRole('alert').textContent).toBe(MESSAGES.avatarRequired);

    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    fireEvent.change(dialog().getByLabelText(/Or upload a picture/), { target: { files: [big] } });
    await waitFor(() => expect(dialog().getByRole('alert').textContent).toBe(MESSAGES.avatarTooLarge));
    expect(callsTo(fetchMock, 'PUT /api/users/profile/avatar')).toHaveLength(0);

    fireEvent.click(dialog().getByRole('radio', { name: 'Comet' }));
    fireEvent.click(dialog().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('/avatars/comet.svg'));
    const [init] = callsTo(fetchMock, 'PUT /api/users/profile/avatar');
    expect(init?.body).toBe(JSON.stringify({ avatar: '/avatars/comet.svg' }));
  });

  it('refuses a file that is not a picture as it is chosen, and names the chosen picture', async () => {
    const fetchMock = stubFetch({ 'PUT /api/users/profile/avatar': () => jsonResponse({ avatar: '/media/x.jpg' }) });
    renderWithProviders(<AvatarModal open onClose={vi.fn()} onSaved={vi.fn()} />);
    const picker = dialog().getByLabelText(/Or upload a picture/);
    expect(dialog().getByText(MESSAGES.noPictureChosen)).toBeTruthy();

    fireEvent.change(picker, { target: { files: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] } });
    expect(dialog().getByRole('alert').textContent).toBe(MESSAGES.notAPicture);
    expect(dialog().getByText(MESSAGES.noPictureChosen)).toBeTruthy();
    fireEvent.click(dialog().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog().getAllByRole('alert').map((a) => a.textContent)).toContain(MESSAGES.avatarRequired));
    expect(callsTo(fetchMock, 'PUT /api/users/profile/avatar')).toHaveLength(0);

    const me = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    fireEvent.change(picker, { target: { files: [me] } });
    await waitFor(() => expect(dialog().getByText('me.png')).toBeTruthy());
    expect(dialog().queryByText(MESSAGES.notAPicture)).toBeNull();
  });

  it("says 'Failed to update profile image: ...' when the server refuses", async () => {
    clearSessionNotifications();
    stubFetch({ 'PUT /api/users/profile/avatar': () => jsonResponse({ message: MESSAGES.invalidImage }, 400) });
    renderWithProviders(<AvatarModal open onClose={vi.fn()} onSaved={vi.fn()} />);
    fireEvent.click(dialog().getByRole('radio', { name: 'Banyan tree' }));
    fireEvent.click(dialog().getByRole('button', { name: 'Save' }));
    const text = `Failed to update profile image: ${MESSAGES.invalidImage}`;
    await waitFor(() => expect(dialog().getByRole('alert').textContent).toBe(text));
    expect(getSessionNotifications()[0]).toMatchObject({ message: text, type: 'error' });
  });
});

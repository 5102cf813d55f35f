import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { t } from '../../../../shared/i18n.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import { getSessionNotifications, notify } from '../../../lib/in-session-notifications.ts';
import { storage } from '../../../lib/storage.ts';
import { jsonResponse, stubFetch } from '../../../test/http.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { useSession } from '../hooks/use-session.ts';
import { SessionProvider } from './session-provider.tsx';

const asha = { _id: 'u1', name: 'Asha Rao', email: 'asha@example.edu', avatar: null, isAdmin: false, emailVerified: true, token: 'tok' };
const config = () => jsonResponse({ googleEnabled: false, supportEmail: 'help@quad.test' });

/** A Like button that needs a signed-in user, as a card's does. */
function LikeButton({ onLike }: { onLike: (userId: string) => void }) {
  const { requireUser } = useSession();
  return (
    <button type="button" onClick={() => requireUser((user) => onLike(user._id), 'Log in to like this post')}>
      {t('Like')}
    </button>
  );
}

async function logInThroughModal() {
  const dialog = await screen.findByRole('dialog', { name: 'Log in' });
  fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: asha.email } });
  fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'quad-demo-2026' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
  return dialog;
}

describe('signing in to act', () => {
  it('says why the login opened, and does the action once the visitor signs in', async () => {
    stubFetch({ 'GET /api/config': config, 'POST /api/auth/login': () => jsonResponse(asha), 'GET /api/auth/me': () => jsonResponse(asha) });
    const onLike = vi.fn();
    renderWithProviders(
      <SessionProvider>
        <LikeButton onLike={onLike} />
      </SessionProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Like' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(dialog).getByRole('status').textContent).toBe('Log in to like this post');
    expect(onLike).not.toHaveBeenCalled();

    await logInThroughModal();
    await waitFor(() => expect(onLike).toHaveBeenCalledWith('u1'));
    expect(onLike).toHaveBeenCalledTimes(1);
    expect(storage.getCurrentUser()?._id).toBe('u1');
  });

  it('forgets the action when the modal is closed, and a plain Log in says no reason', async () => {
    stubFetch({ 'GET /api/config': config, 'POST /api/auth/login': () => jsonResponse(asha), 'GET /api/auth/me': () => jsonResponse(asha) });
    const onLike = vi.fn();
    function Controls() {
      const { openLogin } = useSession();
      return (
        <>
          <LikeButton onLike={onLike} />
          <button type="button" onClick={() => openLogin()}>
            {t('Open log in')}
          </button>
        </>
      );
    }
    renderWithProviders(
      <SessionProvider>
        <Controls />
      </SessionProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Like' }));
    const first = await screen.findByRole('dialog', { name: 'Log in' });
    fireEvent.click(within(first).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Open log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(dialog).queryByText('Log in to like this post')).toBeNull();
    await logInThroughModal();
    await waitFor(() => expect(storage.getCurrentUser()?._id).toBe('u1'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onLike).not.toHaveBeenCalled();
  });

  it('drops a "verify your email first" error once the session says the email is verified', async () => {
    storage.setCurrentUser({ ...asha, emailVerified: false });
    stubFetch({ 'GET /api/config': config, 'GET /api/auth/me': () => jsonResponse({ ...asha, token: undefined }) });
    notify(`Failed to save consight "Hi": ${MESSAGES.verifyEmailFirst}`, 'error');
    notify('Something else went wrong.', 'error');
    renderWithProviders(
      <SessionProvider>
        <p>{t('Quad')}</p>
      </SessionProvider>,
    );
    await waitFor(() => expect(getSessionNotifications().map((n) => n.message)).toEqual(['Something else went wrong.']));
  });
});

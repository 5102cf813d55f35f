import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../../shared/messages.ts';
import { callsTo, jsonResponse, stubFetch } from '../../../test/http.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AccountControls } from './account-controls.tsx';
import { SessionProvider } from './session-provider.tsx';

vi.mock('../../../lib/browser.ts', () => ({ reloadPage: vi.fn() }));

describe('signing up with a very common password (decision 079)', () => {
  it("says the server's reason beside the form and stays open to choose another", async () => {
    const fetchMock = stubFetch({
      'GET /api/config': () => jsonResponse({ googleEnabled: false, supportEmail: 'help@quad.test' }),
      'POST /api/auth/register': () => jsonResponse({ message: MESSAGES.passwordTooCommon }, 400),
    });
    renderWithProviders(
      <SessionProvider>
        <AccountControls />
      </SessionProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Log in' })).getByRole('button', { name: 'Sign up' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign up' });
    for (const [label, value] of Object.entries({ Name: 'Kabir Rao', Email: 'kabir@example.edu', Password: 'password' })) {
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(MESSAGES.passwordTooCommon));
    expect(callsTo(fetchMock, 'POST /api/auth/register')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Sign up' })).toBeTruthy();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../shared/messages.ts';
import { storage } from '../../../lib/storage.ts';
import { jsonResponse, stubFetch } from '../../../test/http.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SessionProvider } from './session-provider.tsx';
import { SuspendedBanner } from './suspended-banner.tsx';

const student = { _id: 'u1', name: 'Asha Rao', email: 'asha@example.edu', avatar: null, isAdmin: false, emailVerified: true, token: 'session-token' };
const until = '2030-03-01T09:30:00.000Z';

describe('SuspendedBanner', () => {
  it('tells a suspended student until when, and why', async () => {
    storage.setCurrentUser({ ...student, suspendedUntil: until, suspensionReason: 'Repeated spam' });
    stubFetch({ 'GET /api/auth/me': () => jsonResponse({ ...student, token: undefined, suspendedUntil: until, suspensionReason: 'Repeated spam' }) });
    renderWithProviders(
      <SessionProvider>
        <SuspendedBanner />
      </SessionProvider>,
    );
    const banner = await screen.findByRole('region', { name: 'Account suspended' });
    expect(banner.textContent).toContain(MESSAGES.suspendedUntil(until));
    expect(banner.textContent).toContain('Your account is suspended until 1 Mar 2030, 09:30 UTC.');
    expect(banner.textContent).toContain('Reason: Repeated spam');
  });

  it('is not shown once the server says the suspension is over', async () => {
    storage.setCurrentUser({ ...student, suspendedUntil: until, suspensionReason: 'Repeated spam' });
    stubFetch({ 'GET /api/auth/me': () => jsonResponse({ ...student, token: undefined, suspendedUntil: null, suspensionReason: null }) });
    renderWithProviders(
      <SessionProvider>
        <SuspendedBanner />
      </SessionProvider>,
    );
    await expect.poll(() => screen.queryByRole('region', { name: 'Account suspended' })).toBeNull();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { FailedEmail } from '../../../../shared/schemas/admin.ts';
import { callsTo, jsonResponse, stubFetch } from '../../../test/http.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { FailedEmails } from './failed-emails.tsx';

const failed: FailedEmail = {
  _id: 'm1',
  to: 'ravi@campus.test',
  kind: 'registration-confirmed',
  subject: 'You are registered for Poetry night',
  status: 'failed',
  attempts: 1,
  lastError: '550 5.1.1 Mailbox unavailable',
  createdAt: new Date(Date.now() - 3_600_000).toISOString(),
  nextAttemptAt: null,
};

describe('FailedEmails', () => {
  it('lists a failed email with its reason; Retry sends it again, says so, and it leaves the list', async () => {
    let listed: FailedEmail[] = [failed];
    const fetchMock = stubFetch({
      'GET /api/admin/emails?limit=20': () => jsonResponse(listed),
      'POST /api/admin/emails/m1/retry': () => {
        listed = [];
        return jsonResponse({ ok: true });
      },
    });
    renderWithProviders(<FailedEmails />);
    const item = await screen.findByRole('listitem', { name: failed.subject });
    expect(within(item).getByText('Failed')).toBeTruthy();
    expect(within(item).getByText('To ravi@campus.test')).toBeTruthy();
    expect(within(item).getByText('550 5.1.1 Mailbox unavailable')).toBeTruthy();

    fireEvent.click(within(item).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(MESSAGES.emailRetryQueued)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/admin/emails/m1/retry')).toHaveLength(1);
    expect(await screen.findByText(MESSAGES.noFailedEmails)).toBeTruthy();
    expect(screen.queryByRole('listitem', { name: failed.subject })).toBeNull();
  });

  it("shows the server's reason when a retry is refused, and keeps the email listed", async () => {
    stubFetch({
      'GET /api/admin/emails?limit=20': () => jsonResponse([{ ...failed, status: 'retrying', attempts: 2, nextAttemptAt: new Date(Date.now() + 300_000).toISOString() }]),
      'POST /api/admin/emails/m1/retry': () => jsonResponse({ message: MESSAGES.emailBeingSent }, 409),
    });
    renderWithProviders(<FailedEmails />);
    const item = await screen.findByRole('listitem', { name: failed.subject });
    expect(within(item).getByText('Retrying')).toBeTruthy();
    expect(within(item).getByText('2 attempts')).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: 'Retry' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.emailBeingSent);
    await waitFor(() => expect(screen.getByRole('listitem', { name: failed.subject })).toBeTruthy());
  });

  it('says every email was delivered when none failed, and shows an error it could not load', async () => {
    stubFetch({ 'GET /api/admin/emails?limit=20': () => jsonResponse([]) });
    const first = renderWithProviders(<FailedEmails />);
    expect(await screen.findByText(MESSAGES.noFailedEmails)).toBeTruthy();
    first.unmount();
    stubFetch({ 'GET /api/admin/emails?limit=20': () => jsonResponse({ message: 'Admins only.' }, 403) });
    renderWithProviders(<FailedEmails />);
    expect((await screen.findByRole('alert')).textContent).toBe('Admins only.');
  });
});

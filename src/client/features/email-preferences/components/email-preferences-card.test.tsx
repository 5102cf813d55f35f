import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OPTIONAL_EMAIL_KINDS } from '../../../../shared/email-kinds.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import { callsTo, jsonResponse, stubFetch } from '../../../test/http.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { EmailPreferencesCard } from './email-preferences-card.tsx';

const ROUTE_GET = 'GET /api/profile/email-preferences';
const ROUTE_PUT = 'PUT /api/profile/email-preferences';
const allOn = () => Object.fromEntries(OPTIONAL_EMAIL_KINDS.map((k) => [k, true]));

describe('Email preferences on the profile', () => {
  it('lists each optional email as a labelled checkbox with its description, as the server has them', async () => {
    stubFetch({ [ROUTE_GET]: () => jsonResponse({ preferences: { ...allOn(), 'event-reminder': false } }) });
    renderWithProviders(<EmailPreferencesCard userId="u1" />);
    const reminders = await screen.findByRole<HTMLInputElement>('checkbox', { name: MESSAGES.emailKindLabels['event-reminder'] });
    expect(reminders.checked).toBe(false);
    expect(reminders.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(MESSAGES.emailKindDescriptions['event-reminder']).id).toBe(reminders.getAttribute('aria-describedby'));
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: MESSAGES.emailKindLabels['event-changed'] }).checked).toBe(true);
    expect(screen.getAllByRole('checkbox')).toHaveLength(OPTIONAL_EMAIL_KINDS.length);
    // Security mail is not offered: it always goes.
    expect(screen.getByText(MESSAGES.emailPreferencesIntro)).toBeTruthy();
  });

  it('saves a change at once, shows the server’s answer and says so in a toast', async () => {
    const fetchMock = stubFetch({
      [ROUTE_GET]: () => jsonResponse({ preferences: allOn() }),
      [ROUTE_PUT]: () => jsonResponse({ preferences: { ...allOn(), 'report-outcome': false } }),
    });
    renderWithProviders(<EmailPreferencesCard userId="u1" />);
    const box = await screen.findByRole<HTMLInputElement>('checkbox', { name: MESSAGES.emailKindLabels['report-outcome'] });
    fireEvent.click(box);
    await waitFor(() => expect(screen.getByText(MESSAGES.emailPreferencesSaved)).toBeTruthy());
    expect(box.checked).toBe(false);
    const [init] = callsTo(fetchMock, ROUTE_PUT);
    expect(JSON.parse(init?.body as string)).toEqual({ preferences: { 'report-outcome': false } });
  });

  it('shows the server’s message and puts the checkbox back when saving fails', async () => {
    stubFetch({
      [ROUTE_GET]: () => jsonResponse({ preferences: allOn() }),
      [ROUTE_PUT]: () => jsonResponse({ message: MESSAGES.emailKindUnknown }, 400),
    });
    renderWithProviders(<EmailPreferencesCard userId="u1" />);
    const box = await screen.findByRole<HTMLInputElement>('checkbox', { name: MESSAGES.emailKindLabels['event-changed'] });
    fireEvent.click(box);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(MESSAGES.emailKindUnknown));
    expect(box.checked).toBe(true);
    expect(screen.queryByText(MESSAGES.emailPreferencesSaved)).toBeNull();
  });
});

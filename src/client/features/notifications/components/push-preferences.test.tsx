import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../shared/messages.ts';
import { PUSH_KINDS } from '../../../../shared/push-kinds.ts';
import { callsTo, jsonResponse, stubFetch } from '../../../test/http.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PushPreferencesCard } from './push-preferences.tsx';

const ROUTE_GET = 'GET /api/push/preferences';
const ROUTE_PUT = 'PUT /api/push/preferences';
const allOn = () => Object.fromEntries(PUSH_KINDS.map((k) => [k, true]));

describe('Push notifications on the profile', () => {
  it('lists each kind of push as a labelled checkbox with its description, as the server has them', async () => {
    stubFetch({ [ROUTE_GET]: () => jsonResponse({ preferences: { ...allOn(), 'post-comment': false } }) });
    renderWithProviders(<PushPreferencesCard userId="u1" />);
    expect(screen.getByRole('heading', { name: MESSAGES.pushPreferencesTitle })).toBeTruthy();
    const comments = await screen.findByRole<HTMLInputElement>('checkbox', { name: MESSAGES.pushKindLabels['post-comment'] });
    expect(comments.checked).toBe(false);
    expect(screen.getByText(MESSAGES.pushKindDescriptions['post-comment']).id).toBe(comments.getAttribute('aria-describedby'));
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: MESSAGES.pushKindLabels['waitlist-offer'] }).checked).toBe(true);
    expect(screen.getAllByRole('checkbox')).toHaveLength(PUSH_KINDS.length);
  });

  it('saves a change at once and says so; a refusal shows the server’s message and puts the box back', async () => {
    let refuse = false;
    const fetchMock = stubFetch({
      [ROUTE_GET]: () => jsonResponse({ preferences: allOn() }),
      [ROUTE_PUT]: () =>
        refuse ? jsonResponse({ message: MESSAGES.pushKindUnknown }, 400) : jsonResponse({ preferences: { ...allOn(), 'event-changed': false } }),
    });
    renderWithProviders(<PushPreferencesCard userId="u1" />);
    const box = await screen.findByRole<HTMLInputElement>('checkbox', { name: MESSAGES.pushKindLabels['event-changed'] });
    fireEvent.click(box);
    await waitFor(() => expect(screen.getByText(MESSAGES.pushPreferencesSaved)).toBeTruthy());
    expect(box.checked).toBe(false);
    expect(JSON.parse(callsTo(fetchMock, ROUTE_PUT)[0]?.body as string)).toEqual({ preferences: { 'event-changed': false } });

    refuse = true;
    const other = screen.getByRole<HTMLInputElement>('checkbox', { name: MESSAGES.pushKindLabels['report-outcome'] });
    fireEvent.click(other);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(MESSAGES.pushKindUnknown));
    expect(other.checked).toBe(true);
  });
});

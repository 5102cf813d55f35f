import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../shared/messages.ts';
import { callsTo, jsonResponse, stubFetch } from '../../../test/http.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { UnsubscribeView } from './unsubscribe-view.tsx';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789_-ABCDE';
const ROUTE = `/api/email/unsubscribe?token=${TOKEN}`;

describe('The unsubscribe page an email links to', () => {
  it('shows what will stop and for which address, and stops it only when the button is pressed', async () => {
    const fetchMock = stubFetch({
      [`GET ${ROUTE}`]: () => jsonResponse({ kind: 'event-reminder', email: 'asha@campus.test', off: false }),
      [`POST ${ROUTE}`]: () => jsonResponse({ kind: 'event-reminder', email: 'asha@campus.test', off: true }),
    });
    renderWithProviders(<UnsubscribeView token={TOKEN} />);
    expect(await screen.findByText(MESSAGES.emailKindLabels['event-reminder'])).toBeTruthy();
    expect(screen.getByText(/asha@campus\.test/)).toBeTruthy();
    expect(callsTo(fetchMock, `POST ${ROUTE}`)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.unsubscribeButton }));
    await waitFor(() => expect(screen.getByText(MESSAGES.unsubscribeDone)).toBeTruthy());
    expect(callsTo(fetchMock, `POST ${ROUTE}`)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: MESSAGES.unsubscribeButton })).toBeNull();
  });

  it('a link that is not valid says so, with the server’s message', async () => {
    stubFetch({ [`GET ${ROUTE}`]: () => jsonResponse({ message: MESSAGES.unsubscribeTokenExpired }, 400) });
    renderWithProviders(<UnsubscribeView token={TOKEN} />);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(MESSAGES.unsubscribeTokenExpired));
    expect(screen.queryByRole('button', { name: MESSAGES.unsubscribeButton })).toBeNull();
  });

  it('an error when stopping shows, and the button stays to try again', async () => {
    stubFetch({
      [`GET ${ROUTE}`]: () => jsonResponse({ kind: 'report-outcome', email: 'asha@campus.test', off: false }),
      [`POST ${ROUTE}`]: () => jsonResponse({ message: MESSAGES.unsubscribeTokenInvalid }, 404),
    });
    renderWithProviders(<UnsubscribeView token={TOKEN} />);
    fireEvent.click(await screen.findByRole('button', { name: MESSAGES.unsubscribeButton }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(MESSAGES.unsubscribeTokenInvalid));
    expect(screen.getByRole('button', { name: MESSAGES.unsubscribeButton })).toBeTruthy();
  });
});

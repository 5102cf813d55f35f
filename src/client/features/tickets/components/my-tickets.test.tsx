import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES, ticketQrAlt } from '../../../../shared/messages.ts';
import type { Ticket } from '../../../../shared/schemas/door.ts';
import { jsonResponse, stubFetch } from '../../../test/http.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { MyTickets } from './my-tickets.tsx';

const ROUTE = 'GET /api/users/me/tickets';
const ticket = (overrides: Partial<Ticket> = {}): Ticket => ({
  registrationId: 'r1',
  postId: 'p1',
  eventTitle: 'Open Mic Night',
  eventType: 'event',
  eventStartDate: '2027-03-14T13:00:00.000Z',
  eventEndDate: null,
  location: 'Student Centre',
  venueAddress: null,
  ticketType: 'General',
  bookingDates: [],
  code: 'K7QX2M9P',
  token: 'Q1.WyJwMSIsInIxIiwiSzdRWDJNOVAiLCJHZW5lcmFsIl0.c2lnbmF0dXJl',
  state: 'valid',
  checkedInAt: null,
  ...overrides,
});

describe('My tickets', () => {
  it('shows each ticket with its QR code, code, event, place and type; a void one without a code', async () => {
    stubFetch({
      [ROUTE]: () =>
        jsonResponse({
          tickets: [ticket(), ticket({ registrationId: 'r2', eventTitle: 'Spring Fest', state: 'void', token: null, code: 'ZZZZ2222' })],
        }),
    });
    renderWithProviders(<MyTickets userId="u1" />);
    const list = await screen.findByRole('list', { name: MESSAGES.myTicketsTitle });
    const [valid, voided] = within(list).getAllByRole('listitem');
    const qr = await within(valid!).findByRole<HTMLImageElement>('img', { name: ticketQrAlt('Open Mic Night') });
    expect(qr.src).toMatch(/^data:image\/png;base64,/);
    expect(within(valid!).getByText('K7QX2M9P')).toBeTruthy();
    expect(within(valid!).getByText('Student Centre')).toBeTruthy();
    expect(within(valid!).getByText(MESSAGES.ticketValid)).toBeTruthy();
    expect(within(voided!).getByText(MESSAGES.ticketVoid)).toBeTruthy();
    expect(within(voided!).queryByRole('img')).toBeNull();
    expect(document.getElementById('my-tickets')).toBeTruthy();
  });

  it('says so when there is no ticket yet', async () => {
    stubFetch({ [ROUTE]: () => jsonResponse({ tickets: [] }) });
    renderWithProviders(<MyTickets userId="u1" />);
    expect(await screen.findByText(MESSAGES.noTickets)).toBeTruthy();
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES, ticketQrAlt } from '../../../../shared/messages.ts';
import type { Ticket } from '../../../../shared/schemas/door.ts';
import { jsonResponse, stubFetch } from '../../../test/http.ts';
import { makeRegistration } from '../../../test/make-registration.ts';
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

  it('lists a seat still owing money as not a ticket yet, with the way to pay; a sent payment waits for the host', async () => {
    const owing = makeRegistration({
      _id: 'r8',
      postId: 'p8',
      eventTitle: 'Drama Night',
      status: 'awaiting_payment',
      ticketCode: null,
      totalPrice: 400,
      payment: {
        method: 'upi', amount: 400, paid: 0, left: 400, reference: 'QD-7K2M9', status: 'due', dueBy: null,
        upiUri: 'upi://pay?pa=club%40okaxis', upiId: 'club@okaxis', upiName: 'Drama Club', payUrl: null, qrCode: null,
      },
    });
    const sent = makeRegistration({ _id: 'r9', postId: 'p9', eventTitle: 'Quiz', status: 'awaiting_payment', ticketCode: null, paymentSubmittedAt: new Date().toISOString() });
    stubFetch({
      [ROUTE]: () => jsonResponse({ tickets: [] }),
      'GET /api/users/me/registrations': () => jsonResponse({ registrations: [owing, sent, makeRegistration({ postId: 'p10' })] }),
    });
    const onOpenEvent = vi.fn();
    renderWithProviders(<MyTickets userId="u1" onOpenEvent={onOpenEvent} />);
    const list = await screen.findByRole('list', { name: 'Seats that are not tickets yet' });
    const [drama, quiz] = within(list).getAllByRole('listitem');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(drama!).getByText('Payment pending: ₹400')).toBeTruthy();
    expect(within(drama!).getByText('Not a ticket yet: pay to get your ticket.')).toBeTruthy();
    expect(within(drama!).queryByRole('img')).toBeNull();
    fireEvent.click(within(drama!).getByRole('button', { name: 'Pay now' }));
    expect(onOpenEvent).toHaveBeenCalledWith('p8');
    expect(within(quiz!).getByText('Payment sent: the host is checking it')).toBeTruthy();
    expect(within(quiz!).queryByRole('button')).toBeNull();
    expect(screen.getByText(MESSAGES.noTickets)).toBeTruthy();
  });
});

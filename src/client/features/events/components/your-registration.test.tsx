import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { Registration } from '../../../../shared/schemas/events.ts';
import { callsTo, jsonResponse, stubFetch } from '../../../test/http.ts';
import { makePost } from '../../../test/make-post.ts';
import { makeRegistration } from '../../../test/make-registration.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { stubXhr } from '../../../test/xhr.ts';
import { YourRegistration } from './your-registration.tsx';

const MINE = 'GET /api/users/me/registrations';
const event = makePost({ _id: 'p1', type: 'event', title: 'Open Mic Night', eventStartDate: new Date(Date.now() + 7 * 86_400_000).toISOString() });
const show = (registration: Registration, routes: Parameters<typeof stubFetch>[0] = {}) => {
  const fetchMock = stubFetch({ [MINE]: () => jsonResponse({ registrations: [registration] }), ...routes });
  renderWithProviders(<YourRegistration event={event} viewerId="u1" />);
  return fetchMock;
};

describe('Your registration on the event page', () => {
  it('says a waitlisted student their place in line, and offers to leave it', async () => {
    show(makeRegistration({ status: 'waitlisted', waitlistPosition: 3, ticketCode: null }));
    expect(await screen.findByText('On the waitlist, #3')).toBeTruthy();
    expect(screen.queryByText(/REGISTERED/)).toBeNull();
    expect(screen.getByRole('button', { name: MESSAGES.cancelRegistration })).toBeTruthy();
  });

  it('claims an offered seat and says the seat is theirs', async () => {
    const offered = makeRegistration({ _id: 'r9', status: 'offered', offerExpiresAt: new Date(Date.now() + 3_600_000).toISOString(), ticketCode: null });
    const fetchMock = show(offered, { 'POST /api/registrations/r9/claim': () => jsonResponse({ ...offered, status: 'confirmed', ticketCode: 'K7QX2M9P' }) });
    fireEvent.click(await screen.findByRole('button', { name: MESSAGES.claimSeat }));
    await waitFor(() => expect(screen.getByText(MESSAGES.seatClaimed)).toBeTruthy());
    expect(callsTo(fetchMock, 'POST /api/registrations/r9/claim')).toHaveLength(1);
    expect(screen.getByRole('button', { name: MESSAGES.declineSeat })).toBeTruthy();
  });

  it('asks for the payment reference while the seat is held, and shows the server’s refusal', async () => {
    const held = makeRegistration({ _id: 'r5', status: 'awaiting_payment', ticketCode: null, totalPrice: 150 });
    show(held);
    const sent = stubXhr(() => ({ status: 409, body: { message: MESSAGES.notAwaitingPayment } }));
    expect(await screen.findByText('Payment pending: ₹150')).toBeTruthy();
    expect(screen.queryByText(/REGISTERED|You’re in/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.sendPaymentReference }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.paymentReferenceRequired);
    expect(sent).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(MESSAGES.paymentReferenceLabel), { target: { value: '  UTR 4142  ' } });
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.sendPaymentReference }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(MESSAGES.notAwaitingPayment));
    expect(sent).toMatchObject([{ method: 'PUT', url: '/api/registrations/r5/payment', body: { reference: 'UTR 4142', screenshot: null } }]);
  });

  it('cancels only once the student confirms, and says the registration is cancelled', async () => {
    const confirmed = makeRegistration({ _id: 'r3' });
    const fetchMock = show(confirmed, { 'POST /api/registrations/r3/cancel': () => jsonResponse({ ...confirmed, status: 'cancelled', ticketCode: null }) });
    expect(await screen.findByText('You’re in')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.cancelRegistration }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(MESSAGES.cancelRegistrationConfirm);
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsTo(fetchMock, 'POST /api/registrations/r3/cancel')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.cancelRegistration }));
    const again = await screen.findByRole('alertdialog');
    fireEvent.click(within(again).getByRole('button', { name: MESSAGES.cancelRegistration }));
    await waitFor(() => expect(screen.getByText(MESSAGES.registrationCancelled)).toBeTruthy());
    expect(callsTo(fetchMock, 'POST /api/registrations/r3/cancel')).toHaveLength(1);
  });

  it('shows the host\'s reason above the payment screen when the payment was not accepted', async () => {
    const payment = {
      method: 'upi' as const, amount: 400, paid: 0, left: 400, reference: 'QD-7K2M9', status: 'due' as const, dueBy: null,
      upiUri: 'upi://pay?pa=club%40okaxis', upiId: 'club@okaxis', upiName: 'Drama Club', payUrl: null, qrCode: null,
    };
    show(makeRegistration({ status: 'awaiting_payment', ticketCode: null, totalPrice: 400, paymentNote: 'No payment with that UTR', payment }));
    expect(await screen.findByText('Payment not accepted: No payment with that UTR. Pay again or correct the reference.')).toBeTruthy();
    expect(screen.getByText('Pay ₹400')).toBeTruthy();
    expect(screen.getByLabelText('UTR / UPI transaction ID (12 digits)')).toBeTruthy();
  });

  it('says a sent payment is being checked, and lets the student correct the reference', async () => {
    const payment = {
      method: 'upi' as const, amount: 400, paid: 0, left: 400, reference: 'QD-7K2M9', status: 'sent' as const, dueBy: null,
      upiUri: null, upiId: 'club@okaxis', upiName: 'Drama Club', payUrl: null, qrCode: null,
    };
    const sent = makeRegistration({ _id: 'r7', status: 'awaiting_payment', ticketCode: null, totalPrice: 400, transactionId: '412345678901', paymentSubmittedAt: new Date().toISOString(), payment });
    show(sent);
    expect(await screen.findByText('Payment sent: the host is checking it')).toBeTruthy();
    // The screen to pay is gone; the reference stays, to correct.
    expect(screen.queryByText('Pay ₹400')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('UTR / UPI transaction ID (12 digits)').value).toBe('412345678901');
    const xhr = stubXhr(() => ({ status: 200, body: sent }));
    fireEvent.change(screen.getByLabelText('UTR / UPI transaction ID (12 digits)'), { target: { value: '412345678902' } });
    fireEvent.click(screen.getByRole('button', { name: 'Correct the payment reference' }));
    await waitFor(() => expect(xhr).toMatchObject([{ method: 'PUT', url: '/api/registrations/r7/payment', body: { reference: '412345678902' } }]));
  });

  it('leads a student who claims an offered seat of a paid event to its payment screen', async () => {
    const offered = makeRegistration({ _id: 'r11', status: 'offered', offerExpiresAt: new Date(Date.now() + 3_600_000).toISOString(), ticketCode: null, totalPrice: 400 });
    const held = {
      ...offered,
      status: 'awaiting_payment' as const,
      offerExpiresAt: null,
      payment: {
        method: 'upi' as const, amount: 400, paid: 0, left: 400, reference: 'QD-7K2M9', status: 'due' as const, dueBy: null,
        upiUri: 'upi://pay?pa=club%40okaxis', upiId: 'club@okaxis', upiName: 'Drama Club', payUrl: null, qrCode: null,
      },
    };
    let mine = offered;
    stubFetch({
      [MINE]: () => jsonResponse({ registrations: [mine] }),
      'POST /api/registrations/r11/claim': () => {
        mine = held;
        return jsonResponse(held);
      },
    });
    renderWithProviders(<YourRegistration event={event} viewerId="u1" />);
    fireEvent.click(await screen.findByRole('button', { name: MESSAGES.claimSeat }));
    expect(await screen.findByText('The seat is held for you: pay to make it yours.')).toBeTruthy();
    expect(await screen.findByText('Payment pending: ₹400')).toBeTruthy();
    expect(screen.getByText('Pay ₹400')).toBeTruthy();
    expect(screen.getByText('Put QD-7K2M9 in the payment note')).toBeTruthy();
    expect(screen.queryByText(MESSAGES.seatClaimed)).toBeNull();
  });

  it('shows nothing to someone not registered', async () => {
    stubFetch({ [MINE]: () => jsonResponse({ registrations: [] }) });
    const { container } = renderWithProviders(<YourRegistration event={event} viewerId="u1" />);
    await waitFor(() => expect(container.textContent).toBe(''));
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES, joinedWaitlist, seatHeldFor, waitlistPlace } from '../../../../shared/messages.ts';
import { clearSessionNotifications, getSessionNotifications } from '../../../lib/in-session-notifications.ts';
import { callsTo, jsonResponse, stubFetch } from '../../../test/http.ts';
import { makePost } from '../../../test/make-post.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { RegistrationModal } from './registration-modal.tsx';

const viewer = { id: 'u1', name: 'Asha Verma', email: 'asha@campus.test' };
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const openMic = makePost({
  _id: 'e1',
  type: 'event',
  title: 'Open Mic Night',
  eventStartDate: inDays(7),
  price: 0,
  registrationOpen: true,
  enableRegistrationForm: true,
  registrationFields: 'Year of study:1st|2nd|3rd|4th',
});

const fest = makePost({
  _id: 'c1',
  type: 'culturalEvent',
  title: 'Spring Cultural Fest',
  eventStartDate: inDays(14),
  registrationOpen: true,
  enableRegistrationForm: true,
  ticketOptions: [
    { ticketType: 'General', ticketPrice: 150 },
    { ticketType: 'VIP', ticketPrice: 400 },
  ],
  availableDates: ['2026-12-01', '2026-12-02', '2026-12-03'],
  culturalPaymentMethod: 'qr',
  culturalPaymentQRCode: '/media/qr.png',
});

const registration = (postId: string, overrides: Record<string, unknown> = {}) => ({
  _id: 'r1',
  postId,
  eventTitle: 'x',
  name: viewer.name,
  email: viewer.email,
  phone: '9876543210',
  customFields: {},
  bookingDates: [],
  selectedTickets: [],
  totalPrice: 0,
  transactionId: null,
  timestamp: new Date().toISOString(),
  status: 'confirmed',
  waitlistPosition: null,
  offerExpiresAt: null,
  paymentDueAt: null,
  paymentSubmittedAt: null,
  paymentScreenshot: null,
  paymentNote: null,
  cancelledAt: null,
  cancelReason: null,
  ticketCode: 'ABCD2345',
  checkedInAt: null,
  payment: null,
  ...overrides,
});

const dialog = () => screen.getByRole('dialog');
const sentBody = (init: RequestInit | undefined) => JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Record<string, unknown>;

describe('RegistrationModal: a simple event', () => {
  it('checks SPEC §5 rules before sending, then sends the custom field keyed by its label', async () => {
    clearSessionNotifications();
    const fetchMock = stubFetch({ 'POST /api/users/register-event/e1': () => jsonResponse(registration('e1'), 201) });
    renderWithProviders(<RegistrationModal event={openMic} viewer={viewer} open onClose={vi.fn()} />);
    const form = within(dialog());
    expect(form.getByLabelText<HTMLInputElement>(/^Name/).value).toBe('Asha Verma');

    fireEvent.click(form.getByRole('button', { name: 'Register' }));
    expect(form.getByRole('alert').textContent).toBe(MESSAGES.registrationFieldsRequired);

    fireEvent.change(form.getByLabelText(/^Phone/), { target: { value: '98765' } });
    fireEvent.click(form.getByRole('button', { name: 'Register' }));
    expect(form.getByRole('alert').textContent).toBe(MESSAGES.phoneDigits);

    fireEvent.change(form.getByLabelText(/^Phone/), { target: { value: '9876543210' } });
    fireEvent.click(form.getByRole('button', { name: 'Register' }));
    expect(form.getByRole('alert').textContent).toBe(MESSAGES.registrationFieldsRequired);
    expect(callsTo(fetchMock, 'POST /api/users/register-event/e1')).toHaveLength(0);

    fireEvent.change(form.getByRole('combobox', { name: /Year of study/ }), { target: { value: '3rd' } });
    fireEvent.click(form.getByRole('button', { name: 'Register' }));
    await screen.findByText(MESSAGES.registeredForEvent);
    const [init] = callsTo(fetchMock, 'POST /api/users/register-event/e1');
    expect(sentBody(init)).toMatchObject({
      name: 'Asha Verma',
      email: 'asha@campus.test',
      phone: '9876543210',
      'Year of study': '3rd',
      eventTitle: 'Open Mic Night',
      type: 'event',
    });
    expect(getSessionNotifications()[0]).toMatchObject({ message: 'You are registered for "Open Mic Night".', type: 'success' });
  });

  it('a paid QR event takes two steps and exactly 4 digits of the transaction', async () => {
    const paid = { ...openMic, _id: 'e2', registrationFields: null, price: 200, paymentMethod: 'qr' as const, paymentQRCode: '/media/qr.png' };
    const fetchMock = stubFetch({
      'POST /api/users/register-event/e2': () =>
        jsonResponse(registration('e2', { status: 'awaiting_payment', ticketCode: null, transactionId: '4821', paymentSubmittedAt: new Date().toISOString() }), 201),
    });
    renderWithProviders(<RegistrationModal event={paid} viewer={viewer} open onClose={vi.fn()} />);
    const form = within(dialog());
    fireEvent.change(form.getByLabelText(/^Phone/), { target: { value: '9876543210' } });
    fireEvent.click(form.getByRole('button', { name: 'Continue to payment' }));
    expect(form.getByRole('img', { name: 'Payment QR code' })).toBeTruthy();
    fireEvent.change(form.getByLabelText(/Last 4 digits/), { target: { value: '12' } });
    fireEvent.click(form.getByRole('button', { name: 'Complete registration' }));
    expect(form.getByRole('alert').textContent).toBe(MESSAGES.transactionLast4);
    fireEvent.change(form.getByLabelText(/Last 4 digits/), { target: { value: '4821' } });
    fireEvent.click(form.getByRole('button', { name: 'Complete registration' }));
    // The seat is held while the host checks the payment.
    await screen.findByText(MESSAGES.seatHeldForPayment);
    expect(sentBody(callsTo(fetchMock, 'POST /api/users/register-event/e2')[0])).toMatchObject({ transactionId: '4821' });
  });

  it('joins a full event\'s waitlist without a payment step, and says the place in line', async () => {
    clearSessionNotifications();
    const full = { ...openMic, _id: 'e3', registrationFields: null, price: 200, paymentMethod: 'qr' as const, paymentQRCode: '/media/qr.png', capacity: 20, seatsLeft: 0 };
    const fetchMock = stubFetch({
      'POST /api/users/register-event/e3': () =>
        jsonResponse(registration('e3', { status: 'waitlisted', waitlistPosition: 3, ticketCode: null }), 201),
    });
    renderWithProviders(<RegistrationModal event={full} viewer={viewer} open onClose={vi.fn()} />);
    const form = within(dialog());
    expect(form.getByText(MESSAGES.waitlistNotice)).toBeTruthy();
    expect(form.queryByRole('button', { name: 'Continue to payment' })).toBeNull();
    fireEvent.change(form.getByLabelText(/^Phone/), { target: { value: '9876543210' } });
    fireEvent.click(form.getByRole('button', { name: MESSAGES.joinWaitlist }));
    await screen.findByText(waitlistPlace(3));
    expect(waitlistPlace(3)).toBe('You are number 3 on the waitlist. We will tell you when a seat is yours.');
    expect(form.queryByRole('img', { name: 'Payment QR code' })).toBeNull();
    expect(sentBody(callsTo(fetchMock, 'POST /api/users/register-event/e3')[0])).toMatchObject({ transactionId: null });
    expect(getSessionNotifications()[0]).toMatchObject({ message: joinedWaitlist('Open Mic Night', 3), type: 'success' });
  });

  it('notifies a held seat on a paid event paid by link, and lands on its payment screen', async () => {
    clearSessionNotifications();
    vi.spyOn(window, 'open').mockReturnValue(null);
    const byLink = { ...openMic, _id: 'e4', registrationFields: null, price: 200, paymentMethod: 'link' as const, paymentLink: 'https://pay.example/x' };
    const payment = {
      method: 'link' as const, amount: 200, paid: 0, left: 200, reference: 'QD-7K2M9', status: 'due' as const, dueBy: null,
      upiUri: null, upiId: null, upiName: null, payUrl: 'https://pay.example/x', qrCode: null,
    };
    stubFetch({
      'POST /api/users/register-event/e4': () => jsonResponse(registration('e4', { status: 'awaiting_payment', ticketCode: null, totalPrice: 200, payment }), 201),
    });
    renderWithProviders(<RegistrationModal event={byLink} viewer={viewer} open onClose={vi.fn()} />);
    const form = within(dialog());
    fireEvent.change(form.getByLabelText(/^Phone/), { target: { value: '9876543210' } });
    fireEvent.click(form.getByRole('button', { name: 'Register and pay' }));
    // Not a ticket yet: the payment screen, with the host's page, the reference and the UTR field.
    expect(await screen.findByText('Payment pending: ₹200')).toBeTruthy();
    expect(screen.getByRole<HTMLAnchorElement>('link', { name: /^Pay ₹200/ }).href).toBe('https://pay.example/x');
    expect(screen.getByText('Put QD-7K2M9 in the payment note')).toBeTruthy();
    expect(screen.getByRole('button', { name: MESSAGES.sendPaymentReference })).toBeTruthy();
    expect(screen.queryByText(/in your calendar/)).toBeNull();
    expect(getSessionNotifications()[0]).toMatchObject({ message: seatHeldFor('Open Mic Night'), type: 'success' });
  });

  it('holds the seat of an event paid by UPI without asking for a transaction, then shows its payment screen', async () => {
    const byUpi = { ...openMic, _id: 'e5', registrationFields: null, price: 400, paymentMethod: 'upi' as const, upiId: 'club@okaxis', upiName: 'Drama Club' };
    const payment = {
      method: 'upi' as const, amount: 400, paid: 0, left: 400, reference: 'QD-7K2M9', status: 'due' as const, dueBy: null,
      upiUri: 'upi://pay?pa=club%40okaxis&am=400.00', upiId: 'club@okaxis', upiName: 'Drama Club', payUrl: null, qrCode: null,
    };
    const fetchMock = stubFetch({
      'POST /api/users/register-event/e5': () => jsonResponse(registration('e5', { status: 'awaiting_payment', ticketCode: null, totalPrice: 400, payment }), 201),
    });
    renderWithProviders(<RegistrationModal event={byUpi} viewer={viewer} open onClose={vi.fn()} />);
    const form = within(dialog());
    expect(form.getByText(/you pay on the next screen/)).toBeTruthy();
    fireEvent.change(form.getByLabelText(/^Phone/), { target: { value: '9876543210' } });
    fireEvent.click(form.getByRole('button', { name: 'Register and pay' }));
    expect(await screen.findByText('Payment pending: ₹400')).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'UPI QR code: pay ₹400 to Drama Club' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy UPI ID' })).toBeTruthy();
    expect(screen.getByLabelText('UTR / UPI transaction ID (12 digits)')).toBeTruthy();
    expect(sentBody(callsTo(fetchMock, 'POST /api/users/register-event/e5')[0])).toMatchObject({ transactionId: null });
  });

  it("shows SPEC §8's texts when the server refuses or the network fails", async () => {
    clearSessionNotifications();
    let answer = () => jsonResponse({ message: MESSAGES.alreadyRegistered }, 409);
    stubFetch({ 'POST /api/users/register-event/e1': () => answer() });
    renderWithProviders(<RegistrationModal event={openMic} viewer={viewer} open onClose={vi.fn()} />);
    const form = within(dialog());
    fireEvent.change(form.getByLabelText(/^Phone/), { target: { value: '9876543210' } });
    fireEvent.change(form.getByRole('combobox', { name: /Year of study/ }), { target: { value: '1st' } });
    fireEvent.click(form.getByRole('button', { name: 'Register' }));
    expect((await form.findByRole('alert')).textContent).toBe('You are already registered for "Open Mic Night".');

    answer = () => jsonResponse({ message: MESSAGES.registrationClosed }, 409);
    fireEvent.click(form.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(form.getByRole('alert').textContent).toBe(`Registration for "Open Mic Night" failed: ${MESSAGES.registrationClosed}`),
    );

    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    fireEvent.click(form.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(form.getByRole('alert').textContent).toBe(MESSAGES.registrationNetwork));
    expect(getSessionNotifications()[0]?.message).toBe('Network error: Could not register for "Open Mic Night".');
  });
});

describe('RegistrationModal: a cultural event', () => {
  it('shows the live total (price x quantity x dates) and sends the choice', async () => {
    const fetchMock = stubFetch({ 'POST /api/users/register-event/c1': () => jsonResponse(registration('c1'), 201) });
    renderWithProviders(<RegistrationModal event={fest} viewer={viewer} open onClose={vi.fn()} />);
    const form = within(dialog());
    const tickets = within(form.getByRole('group', { name: 'Tickets' }));
    // A paid event never reads FREE before a ticket is chosen: it gives the options' range.
    expect(tickets.getByText('Price per ticket').parentElement?.textContent).toBe('Price per ticket₹150 \u2013 ₹400');
    expect(tickets.queryByText('FREE')).toBeNull();
    fireEvent.change(form.getByLabelText(/^Phone/), { target: { value: '9876543210' } });

    // Nothing chosen yet costs nothing, so the button registers (the payment step comes with tickets).
    fireEvent.click(form.getByRole('button', { name: 'Register' }));
    expect(form.getByRole('alert').textContent).toBe(MESSAGES.bookingDateRequired);

    const dates = within(form.getByRole('group', { name: 'Booking dates' })).getAllByRole('checkbox');
    fireEvent.click(dates[0]!);
    fireEvent.click(form.getByRole('button', { name: 'Register' }));
    expect(form.getByRole('alert').textContent).toBe(MESSAGES.ticketRequired);

    fireEvent.click(dates[2]!);
    fireEvent.change(form.getByLabelText(/^General/), { target: { value: '2' } });
    fireEvent.change(form.getByLabelText(/^VIP/), { target: { value: '1' } });
    // (2 x 150 + 1 x 400) x 2 dates = 1,400
    expect(tickets.getByText('₹1,400')).toBeTruthy();
    expect(tickets.queryByText('Price per ticket')).toBeNull();

    fireEvent.click(form.getByRole('button', { name: 'Continue to payment' }));
    fireEvent.change(form.getByLabelText(/Transaction ID/), { target: { value: 'UP' } });
    fireEvent.click(form.getByRole('button', { name: 'Complete registration' }));
    expect(form.getByRole('alert').textContent).toBe(MESSAGES.culturalTransactionRequired);
    fireEvent.change(form.getByLabelText(/Transaction ID/), { target: { value: 'UPI-98765' } });
    fireEvent.click(form.getByRole('button', { name: 'Complete registration' }));
    await screen.findByText(MESSAGES.registeredForEvent);
    expect(sentBody(callsTo(fetchMock, 'POST /api/users/register-event/c1')[0])).toMatchObject({
      bookingDates: ['2026-12-01', '2026-12-03'],
      selectedTickets: [
        { ticketType: 'General', ticketPrice: 150, quantity: 2 },
        { ticketType: 'VIP', ticketPrice: 400, quantity: 1 },
      ],
      totalPrice: 1400,
      transactionId: 'UPI-98765',
    });
  });

  it('says so when the host gave no QR code, and still registers', async () => {
    const noQr = { ...fest, _id: 'c2', culturalPaymentQRCode: null };
    const fetchMock = stubFetch({ 'POST /api/users/register-event/c2': () => jsonResponse(registration('c2'), 201) });
    renderWithProviders(<RegistrationModal event={noQr} viewer={viewer} open onClose={vi.fn()} />);
    const form = within(dialog());
    fireEvent.change(form.getByLabelText(/^Phone/), { target: { value: '9876543210' } });
    fireEvent.click(within(form.getByRole('group', { name: 'Booking dates' })).getAllByRole('checkbox')[1]!);
    fireEvent.change(form.getByLabelText(/^General/), { target: { value: '1' } });
    fireEvent.click(form.getByRole('button', { name: 'Continue to payment' }));
    expect(form.getByText(MESSAGES.missingPaymentQr)).toBeTruthy();
    fireEvent.click(form.getByRole('button', { name: 'Complete registration' }));
    await screen.findByText(MESSAGES.registeredForEvent);
    expect(callsTo(fetchMock, 'POST /api/users/register-event/c2')).toHaveLength(1);
  });

  it('names the full dates and ticket types, and joins the waitlist for a choice that does not fit', async () => {
    const seated = {
      ...fest,
      _id: 'c6',
      capacity: 10,
      seatsLeft: 4,
      seatsByDate: [
        { date: '2026-12-01', left: 0, tickets: [{ ticketType: 'General', left: null }, { ticketType: 'VIP', left: 0 }] },
        { date: '2026-12-02', left: 4, tickets: [{ ticketType: 'General', left: null }, { ticketType: 'VIP', left: 0 }] },
        { date: '2026-12-03', left: 0, tickets: [{ ticketType: 'General', left: null }, { ticketType: 'VIP', left: 0 }] },
      ],
    };
    const fetchMock = stubFetch({
      'POST /api/users/register-event/c6': () =>
        jsonResponse(registration('c6', { status: 'waitlisted', waitlistPosition: 1, ticketCode: null }), 201),
    });
    renderWithProviders(<RegistrationModal event={seated} viewer={viewer} open onClose={vi.fn()} />);
    const form = within(dialog());
    const dates = within(form.getByRole('group', { name: 'Booking dates' }));
    expect(dates.getAllByText('(full)')).toHaveLength(2);
    expect(form.getByLabelText(/^VIP/).closest('div')?.textContent).toContain('(full)');
    expect(form.getByLabelText(/^General/).closest('div')?.textContent).not.toContain('(full)');

    fireEvent.change(form.getByLabelText(/^Phone/), { target: { value: '9876543210' } });
    fireEvent.click(dates.getAllByRole('checkbox')[1]!);
    fireEvent.change(form.getByLabelText(/^General/), { target: { value: '2' } });
    // Two seats fit on the second date: a seat, and its payment step.
    expect(form.getByRole('button', { name: 'Continue to payment' })).toBeTruthy();
    fireEvent.change(form.getByLabelText(/^General/), { target: { value: '5' } });
    expect(form.getByText(MESSAGES.waitlistNotice)).toBeTruthy();
    fireEvent.click(form.getByRole('button', { name: MESSAGES.joinWaitlist }));
    await screen.findByText(waitlistPlace(1));
    expect(sentBody(callsTo(fetchMock, 'POST /api/users/register-event/c6')[0])).toMatchObject({
      bookingDates: ['2026-12-02'],
      transactionId: null,
    });
  });

  it('gives the single price when every option costs the same, and FREE only when every option is free', () => {
    const tickets = () => within(within(dialog()).getByRole('group', { name: 'Tickets' }));
    const samePrice = { ...fest, _id: 'c3', ticketOptions: [{ ticketType: 'Day pass', ticketPrice: 200 }, { ticketType: 'Student', ticketPrice: 200 }] };
    const { unmount } = renderWithProviders(<RegistrationModal event={samePrice} viewer={viewer} open onClose={vi.fn()} />);
    expect(tickets().getByText('Price per ticket').nextElementSibling?.textContent).toBe('₹200');
    unmount();

    const someFree = { ...fest, _id: 'c4', ticketOptions: [{ ticketType: 'Standing', ticketPrice: 0 }, { ticketType: 'Seated', ticketPrice: 500 }] };
    const second = renderWithProviders(<RegistrationModal event={someFree} viewer={viewer} open onClose={vi.fn()} />);
    expect(tickets().getByText('Price per ticket').nextElementSibling?.textContent).toBe('₹0 \u2013 ₹500');
    // Choosing only the free option makes the total FREE.
    fireEvent.change(within(dialog()).getByLabelText(/^Standing/), { target: { value: '2' } });
    expect(tickets().getByText('Total').nextElementSibling?.textContent).toBe('FREE');
    second.unmount();

    const allFree = { ...fest, _id: 'c5', ticketOptions: [{ ticketType: 'Entry', ticketPrice: 0 }, { ticketType: 'Front row', ticketPrice: 0 }] };
    renderWithProviders(<RegistrationModal event={allFree} viewer={viewer} open onClose={vi.fn()} />);
    expect(tickets().getByText('Price per ticket').nextElementSibling?.textContent).toBe('FREE');
  });
});

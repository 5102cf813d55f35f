import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RegistrationPayment } from '../../../../shared/schemas/events.ts';
import { callsTo, jsonResponse, stubFetch } from '../../../test/http.ts';
import { makeRegistration } from '../../../test/make-registration.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PaymentPanel } from './payment-panel.tsx';

const UPI_URI = 'upi://pay?pa=dramaclub%40okaxis&pn=Drama%20Club&am=400.00&cu=INR&tr=QD-7K2M9&tn=QD-7K2M9%20Open%20Mic';

const payment = (overrides: Partial<RegistrationPayment> = {}): RegistrationPayment => ({
  method: 'upi',
  amount: 400,
  paid: 0,
  left: 400,
  reference: 'QD-7K2M9',
  status: 'due',
  dueBy: null,
  upiUri: UPI_URI,
  upiId: 'dramaclub@okaxis',
  upiName: 'Drama Club',
  payUrl: null,
  qrCode: null,
  ...overrides,
});

const showPanel = (p: RegistrationPayment) =>
  renderWithProviders(
    <PaymentPanel eventId="p1" registration={makeRegistration({ _id: 'r1', status: 'awaiting_payment', ticketCode: null, totalPrice: p.amount, payment: p })} />,
  );

/** A phone (a finger on a touch screen) or a computer (a mouse). */
const pointer = (coarse: boolean) =>
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: coarse && query === '(pointer: coarse)', media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the payment screen: UPI', () => {
  it('draws the UPI request as a QR code with a name, with the UPI ID, the payee and the reference to copy', async () => {
    pointer(false);
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    showPanel(payment());
    expect(screen.getByText('Pay ₹400')).toBeTruthy();
    const qr = await screen.findByRole<HTMLImageElement>('img', { name: 'UPI QR code: pay ₹400 to Drama Club' });
    expect(qr.src).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByRole<HTMLAnchorElement>('link', { name: 'Save QR' }).download).toBe('quad-payment-QD-7K2M9.png');
    expect(screen.getByText('dramaclub@okaxis')).toBeTruthy();
    expect(screen.getByText('Drama Club')).toBeTruthy();
    expect(screen.getByText('Put QD-7K2M9 in the payment note')).toBeTruthy();
    expect(screen.getByText(/Some UPI apps refuse a prefilled payment/)).toBeTruthy();
    // On a computer there is no app to open: scan, or copy.
    expect(screen.queryByRole('link', { name: /with a UPI app/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Copy UPI ID' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('dramaclub@okaxis'));
    expect(await screen.findByText('Copied')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy reference QD-7K2M9' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith('QD-7K2M9'));
    expect(screen.getByLabelText('UTR / UPI transaction ID (12 digits)')).toBeTruthy();
  });

  it('on a phone opens the UPI app with the request, and still offers the QR and the UPI ID', async () => {
    pointer(true);
    showPanel(payment());
    expect(screen.getByRole<HTMLAnchorElement>('link', { name: 'Pay ₹400 with a UPI app' }).getAttribute('href')).toBe(UPI_URI);
    expect(await screen.findByRole('img', { name: 'UPI QR code: pay ₹400 to Drama Club' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy UPI ID' })).toBeTruthy();
  });

  it('says a part payment as received and left, and asks for what is left', () => {
    pointer(false);
    showPanel(payment({ paid: 200, left: 200 }));
    expect(screen.getByText('Pay ₹200')).toBeTruthy();
    expect(screen.getByText('₹200 received, ₹200 left')).toBeTruthy();
  });
});

describe('the payment screen: the host\'s link and QR code', () => {
  it('opens the host\'s payment page in a new tab, with the reference sentence', () => {
    showPanel(payment({ method: 'link', upiUri: null, upiId: null, upiName: null, payUrl: 'https://pay.example/drama' }));
    const link = screen.getByRole<HTMLAnchorElement>('link', { name: /^Pay ₹400/ });
    expect(link.href).toBe('https://pay.example/drama');
    expect(link.target).toBe('_blank');
    expect(link.rel).toContain('noopener');
    expect(screen.getByText('Put QD-7K2M9 in the payment note')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows the host\'s QR picture with the amount and the reference sentence', () => {
    showPanel(payment({ method: 'qr', upiUri: null, upiId: null, upiName: null, qrCode: '/media/qr.png' }));
    const panel = screen.getByText('Pay ₹400').parentElement!;
    expect(within(panel).getByRole('img', { name: 'The host’s QR code to pay ₹400' })).toBeTruthy();
    expect(within(panel).getByText('Put QD-7K2M9 in the payment note')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Copy UPI ID' })).toBeNull();
  });

  it('asks the gateway for this seat\'s page when a Razorpay payment starts, and says why it could not', async () => {
    const fetchMock = stubFetch({
      'POST /api/registrations/r1/payment-link': () => jsonResponse({ message: 'Payments by Razorpay are not set up on this campus.' }, 503),
    });
    showPanel(payment({ method: 'razorpay', upiUri: null, upiId: null, upiName: null }));
    expect(screen.queryByLabelText(/UTR/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹400' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Payments by Razorpay are not set up on this campus.');
    expect(callsTo(fetchMock, 'POST /api/registrations/r1/payment-link')).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import {
  culturalTotal,
  paymentStepOf,
  parseRegistrationFields,
  pricedTickets,
  registrationDetailsProblem,
  registrationPaymentProblem,
  registrationProblem,
} from './registration-rules.ts';
import type { RegistrationEvent } from './registration-rules.ts';
import { RegistrationInputSchema } from './schemas/events.ts';
import type { RegistrationInputRaw } from './schemas/events.ts';

const simple = (overrides: Partial<RegistrationEvent> = {}): RegistrationEvent => ({
  type: 'event',
  price: 0,
  registrationFields: 'Year of study:1st|2nd|3rd|4th, Mobile number',
  paymentMethod: null,
  upiId: null,
  upiName: null,
  paymentQRCode: null,
  ticketOptions: [],
  availableDates: [],
  culturalPaymentMethod: null,
  culturalPaymentQRCode: null,
  ...overrides,
});

const cultural = (overrides: Partial<RegistrationEvent> = {}): RegistrationEvent => ({
  ...simple({ registrationFields: null }),
  type: 'culturalEvent',
  price: null,
  ticketOptions: [
    { ticketType: 'General', ticketPrice: 150 },
    { ticketType: 'VIP', ticketPrice: 400 },
  ],
  availableDates: ['2026-12-01', '2026-12-02', '2026-12-03'],
  culturalPaymentMethod: 'qr',
  culturalPaymentQRCode: '/media/abc.png',
  ...overrides,
});

const input = (raw: RegistrationInputRaw) => RegistrationInputSchema.parse(raw);
const person = { name: 'Asha Verma', email: 'asha@campus.test', phone: '9876543210' };

describe('parseRegistrationFields', () => {
  it('reads text fields and Label:opt1|opt2 dropdowns, trimming and skipping blanks and repeats', () => {
    expect(parseRegistrationFields(' Team name , Size:S|M| L ,, Team name, Contact')).toEqual([
      { label: 'Team name', options: null, phoneLike: false },
      { label: 'Size', options: ['S', 'M', 'L'], phoneLike: false },
      { label: 'Contact', options: null, phoneLike: true },
    ]);
    expect(parseRegistrationFields(null)).toEqual([]);
  });
});

describe('simple registration rules (SPEC §5, in order)', () => {
  const event = simple();
  const ok = { ...person, 'Year of study': '2nd', 'Mobile number': '9123456780' };

  it('passes a complete registration', () => {
    expect(registrationProblem(event, input(ok))).toBeNull();
  });

  it.each([
    [{ ...ok, name: '' }, MESSAGES.registrationFieldsRequired],
    [{ ...ok, phone: '' }, MESSAGES.registrationFieldsRequired],
    [{ ...ok, phone: '98765' }, MESSAGES.phoneDigits],
    [{ ...ok, phone: '98765432101' }, MESSAGES.phoneDigits],
    [{ ...ok, 'Year of study': '' }, MESSAGES.registrationFieldsRequired],
    [{ ...ok, 'Mobile number': '12345' }, "The field 'Mobile number' must be exactly 10 digits."],
    [{ ...ok, 'Year of study': '5th' }, "Please choose one of the options for 'Year of study'."],
    [{ ...ok, email: 'not-an-email' }, MESSAGES.emailInvalid],
  ])('refuses %o with its message', (raw, message) => {
    expect(registrationProblem(event, input(raw))).toBe(message);
  });

  it('asks for exactly the last 4 digits of the transaction for a paid QR event, in the payment step only', () => {
    const paid = simple({ price: 200, paymentMethod: 'qr', paymentQRCode: '/media/qr.png' });
    expect(registrationDetailsProblem(paid, input(ok))).toBeNull();
    for (const transactionId of [null, '123', '12345', 'abcd']) {
      expect(registrationPaymentProblem(paid, input({ ...ok, transactionId }))).toBe(MESSAGES.transactionLast4);
    }
    expect(registrationProblem(paid, input({ ...ok, transactionId: '4821' }))).toBeNull();
    // Link payment needs no transaction id.
    expect(registrationProblem(simple({ price: 200, paymentMethod: 'link' }), input(ok))).toBeNull();
  });
});

describe('cultural registration rules (SPEC §5, in order)', () => {
  const event = cultural();
  const ok = {
    ...person,
    bookingDates: ['2026-12-01', '2026-12-02'],
    selectedTickets: [
      { ticketType: 'General', quantity: 2 },
      { ticketType: 'VIP', quantity: 1 },
    ],
    transactionId: 'UPI1234',
  };

  it('passes a complete registration and prices it from the event: (2 x 150 + 400) x 2 dates', () => {
    expect(registrationProblem(event, input(ok))).toBeNull();
    expect(culturalTotal(event, input(ok))).toBe(1400);
  });

  it('ignores the prices a client sends', () => {
    const tampered = input({ ...ok, selectedTickets: [{ ticketType: 'VIP', ticketPrice: 0, quantity: 3 }], totalPrice: 1 });
    expect(pricedTickets(event, tampered.selectedTickets)).toEqual([{ ticketType: 'VIP', ticketPrice: 400, quantity: 3 }]);
    expect(culturalTotal(event, tampered)).toBe(2400);
  });

  it.each([
    [{ ...ok, email: '' }, MESSAGES.culturalContactRequired],
    [{ ...ok, phone: '12' }, MESSAGES.phoneDigits],
    [{ ...ok, bookingDates: [] }, MESSAGES.bookingDateRequired],
    [{ ...ok, bookingDates: ['2027-01-01'] }, MESSAGES.invalidBookingDate],
    [{ ...ok, selectedTickets: [{ ticketType: 'General', quantity: 1.5 }] }, MESSAGES.invalidTicketQuantity],
    [{ ...ok, selectedTickets: [{ ticketType: 'General', quantity: -1 }] }, MESSAGES.invalidTicketQuantity],
    [{ ...ok, selectedTickets: [{ ticketType: 'Backstage', quantity: 1 }] }, MESSAGES.unknownTicketType],
    [{ ...ok, selectedTickets: [{ ticketType: 'General', quantity: 0 }] }, MESSAGES.ticketRequired],
    [{ ...ok, transactionId: 'UPI' }, MESSAGES.culturalTransactionRequired],
  ])('refuses %o with its message', (raw, message) => {
    expect(registrationProblem(event, input(raw))).toBe(message);
  });

  it('needs no booking date when the event offers none, and counts one day then', () => {
    const undated = cultural({ availableDates: [] });
    const raw = { ...ok, bookingDates: [] };
    expect(registrationProblem(undated, input(raw))).toBeNull();
    expect(culturalTotal(undated, input(raw))).toBe(700);
  });

  it('knows the payment step: QR, link, a missing QR, or none when free', () => {
    expect(paymentStepOf(event, 100)).toBe('qr');
    expect(paymentStepOf(cultural({ culturalPaymentQRCode: null }), 100)).toBe('missingQr');
    expect(paymentStepOf(cultural({ culturalPaymentMethod: 'link' }), 100)).toBe('link');
    expect(paymentStepOf(event, 0)).toBeNull();
    // A missing QR does not block the registration: the host is paid directly.
    expect(registrationProblem(cultural({ culturalPaymentQRCode: null }), input({ ...ok, transactionId: null }))).toBeNull();
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from './i18n.ts';
import { MESSAGES } from './messages.ts';
import {
  paymentProgressText,
  registrationStateLabel,
  registrationStateOf,
  registrationStateText,
  type RegistrationFacts,
} from './registration-state.ts';
import type { RegistrationPayment } from './schemas/events.ts';

const payment = (overrides: Partial<RegistrationPayment> = {}): RegistrationPayment => ({
  method: 'upi',
  amount: 400,
  paid: 0,
  left: 400,
  reference: 'QD-7K2M9',
  status: 'due',
  dueBy: null,
  upiUri: 'upi://pay?pa=club@okaxis',
  upiId: 'club@okaxis',
  upiName: 'Drama Club',
  payUrl: null,
  qrCode: null,
  ...overrides,
});

const facts = (overrides: Partial<RegistrationFacts> = {}): RegistrationFacts => ({
  status: 'confirmed',
  paymentSubmittedAt: null,
  waitlistPosition: null,
  offerExpiresAt: null,
  totalPrice: 0,
  payment: null,
  ...overrides,
});

const when = (iso: string) => `at ${iso.slice(11, 16)}`;

afterEach(() => i18n.activate('en'));

describe('one registration state', () => {
  it('tells a held seat whose payment was sent from one still owing money', () => {
    expect(registrationStateOf(facts({ status: 'awaiting_payment', payment: payment() }))).toBe('awaiting_payment');
    expect(registrationStateOf(facts({ status: 'awaiting_payment', payment: payment({ status: 'sent' }) }))).toBe('payment_sent');
    // Without the payment's facts, a reference given is what says it was sent.
    expect(registrationStateOf(facts({ status: 'awaiting_payment', paymentSubmittedAt: '2026-12-01T10:00:00.000Z' }))).toBe('payment_sent');
    expect(registrationStateOf(facts({ status: 'waitlisted' }))).toBe('waitlisted');
  });

  it('says what is owed and until when, in rupees', () => {
    const owing = facts({ status: 'awaiting_payment', totalPrice: 400, payment: payment({ dueBy: '2026-12-01T18:00:00.000Z' }) });
    expect(registrationStateText(owing, when)).toBe('Payment pending: ₹400 by at 18:00');
    expect(registrationStateText(facts({ status: 'awaiting_payment', totalPrice: 1250, payment: payment({ left: 1250 }) }), when)).toBe('Payment pending: ₹1,250');
    expect(registrationStateText(facts({ status: 'awaiting_payment', payment: payment({ status: 'sent' }) }), when)).toBe('Payment sent: the host is checking it');
  });

  it('words every other state', () => {
    expect(registrationStateText(facts(), when)).toBe('You’re in');
    expect(registrationStateText(facts({ status: 'waitlisted', waitlistPosition: 1 }), when)).toBe('On the waitlist, #1');
    expect(registrationStateText(facts({ status: 'offered', offerExpiresAt: '2026-12-01T09:30:00.000Z' }), when)).toBe('A seat is yours to claim until at 09:30');
    expect(registrationStateText(facts({ status: 'cancelled' }), when)).toBe('Cancelled');
    expect(registrationStateText(facts({ status: 'checked_in' }), when)).toBe('Checked in');
  });

  it('labels a button: REGISTERED only for a confirmed seat, and only it is in the calendar', () => {
    expect(registrationStateLabel(facts(), true)).toBe(MESSAGES.registeredInCalendar);
    expect(registrationStateLabel(facts())).toBe('REGISTERED');
    expect(registrationStateLabel(facts({ status: 'awaiting_payment', payment: payment() }), true)).toBe('PAYMENT PENDING');
    expect(registrationStateLabel(facts({ status: 'awaiting_payment', payment: payment({ status: 'sent' }) }), true)).toBe('PAYMENT SENT');
    expect(registrationStateLabel(facts({ status: 'waitlisted', waitlistPosition: 1 }), true)).toBe('ON THE WAITLIST · #1');
    const labels = (['awaiting_payment', 'waitlisted', 'offered', 'cancelled', 'checked_in'] as const).map((status) =>
      registrationStateLabel(facts({ status, payment: payment() }), true),
    );
    expect(labels.filter((label) => label.includes('REGISTERED'))).toEqual([]);
  });

  it('says a part payment as received and left', () => {
    expect(paymentProgressText(payment({ paid: 200, left: 200 }))).toBe('₹200 received, ₹200 left');
    expect(paymentProgressText(payment())).toBeNull();
  });

  it('speaks Hindi with the same values', async () => {
    const { hi } = await import('./locales/hi.ts');
    i18n.load('hi', hi);
    i18n.activate('hi');
    expect(registrationStateText(facts({ status: 'waitlisted', waitlistPosition: 2 }), when)).toBe('प्रतीक्षा सूची में, #2');
    expect(registrationStateLabel(facts({ status: 'awaiting_payment', payment: payment() }))).toBe('भुगतान बाकी');
  });
});

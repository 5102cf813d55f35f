import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import {
  customAnswers,
  formatRegistrationFields,
  normalisePhone,
  normaliseRegistration,
  parseRegistrationFields,
  registrationDetailsProblem,
} from './registration-rules.ts';
import type { RegistrationEvent } from './registration-rules.ts';
import { RegistrationInputSchema } from './schemas/events.ts';

const event: RegistrationEvent = {
  type: 'event',
  price: 0,
  registrationFields: 'Year of study:1st|2nd, Mobile number',
  paymentMethod: null,
  upiId: null,
  upiName: null,
  paymentQRCode: null,
  ticketOptions: [],
  availableDates: [],
  culturalPaymentMethod: null,
  culturalPaymentQRCode: null,
};

const input = (raw: Record<string, unknown>) =>
  RegistrationInputSchema.parse({ name: 'Asha Verma', email: 'asha@campus.test', 'Year of study': '2nd', ...raw });

describe('phone numbers written as people write them', () => {
  it.each(['9876543210', '98765 43210', '+91 98765 43210', '+91-98765-43210', '098765 43210', '+919876543210', ' 98765-43210 '])(
    '%j is ten digits',
    (written) => expect(normalisePhone(written)).toBe('9876543210'),
  );

  it.each(['98765', '98765 432101', '+1 98765 43210', '98765 4321x', 'call me', '+91 98765'])('%j stays as typed and is refused', (written) => {
    expect(normalisePhone(written)).toBe(written.trim());
    expect(registrationDetailsProblem(event, input({ phone: written, 'Mobile number': '9123456780' }))).toBe(MESSAGES.phoneDigits);
  });

  it('accepts and keeps the phone and the phone-like fields as ten digits', () => {
    const written = input({ phone: '+91 98765 43210', 'Mobile number': '091234-56780' });
    expect(registrationDetailsProblem(event, written)).toBeNull();
    const kept = normaliseRegistration(event, written);
    expect(kept.phone).toBe('9876543210');
    expect(kept['Mobile number']).toBe('9123456780');
    expect(customAnswers(event, written)).toEqual({ 'Year of study': '2nd', 'Mobile number': '9123456780' });
  });

  it("still says SPEC's message for a phone-like field that is not a number", () => {
    expect(registrationDetailsProblem(event, input({ phone: '9876543210', 'Mobile number': '12345' }))).toBe(
      "The field 'Mobile number' must be exactly 10 digits.",
    );
  });
});

describe("the host's questions as SPEC's registrationFields", () => {
  it('writes free text and lists of options, and reads back the same questions', () => {
    const questions = [
      { label: 'Team name', options: null },
      { label: 'T-shirt size', options: ['S', 'M', 'L'] },
      { label: 'Contact', options: null },
    ];
    const written = formatRegistrationFields(questions);
    expect(written).toBe('Team name, T-shirt size:S|M|L, Contact');
    expect(parseRegistrationFields(written).map(({ label, options }) => ({ label, options }))).toEqual(questions);
  });

  it("leaves out blank questions and options, and the syntax's own characters", () => {
    expect(
      formatRegistrationFields([
        { label: ' ', options: null },
        { label: 'Diet: veg, or not', options: ['Veg', '', 'Non|veg'] },
        { label: 'Roll no', options: [] },
      ]),
    ).toBe('Diet veg or not:Veg|Non veg, Roll no');
  });
});

/**
 * SPEC §5's registration rules, in SPEC's order with its messages, as pure functions of the event and the
 * registrant's answers. The registration forms check them before sending; the API checks them again and
 * prices the tickets from the event's own options, never from the client's.
 */
import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { MESSAGES, chooseAnOption, fieldMustBeTenDigits } from './messages.ts';
import { REGISTRATION_KEYS } from './schemas/events.ts';
import type { RegistrationInput, SelectedTicket } from './schemas/events.ts';
import type { Post } from './schemas/posts.ts';

/** What the rules need to know of an event. A wire Post has all of it. */
export type RegistrationEvent = Pick<
  Post,
  | 'type'
  | 'price'
  | 'registrationFields'
  | 'paymentMethod'
  | 'paymentQRCode'
  | 'ticketOptions'
  | 'availableDates'
  | 'culturalPaymentMethod'
  | 'culturalPaymentQRCode'
  | 'upiId'
  | 'upiName'
>;

export interface CustomField {
  label: string;
  /** The dropdown's options ('Label:opt1|opt2'), or null for a text field. */
  options: string[] | null;
  /** Labels containing phone, mobile or contact take exactly 10 digits (SPEC §5). */
  phoneLike: boolean;
}

const TEN_DIGITS = /^\d{10}$/;
/** Ten digits, after an optional +91, 91 or 0 and spaces, hyphens, dots or brackets between (decision 079). */
const WRITTEN_PHONE = /^(?:\+91|0091|91|0)?(\d{10})$/;

/**
 * A phone number as ten digits when it is written one of the ways people write an Indian number
 * ('98765 43210', '+91 98765 43210', '+91-98765-43210', '098765 43210'); otherwise as typed, trimmed, so
 * the rules still refuse it with SPEC's message.
 */
export function normalisePhone(value: string): string {
  const trimmed = value.trim();
  const match = WRITTEN_PHONE.exec(trimmed.replace(/[\s\-.()]/g, ''));
  return match?.[1] ?? trimmed;
}
const PHONE_LABEL = /phone|mobile|contact/i;
const RESERVED = new Set<string>(REGISTRATION_KEYS);

/** SPEC §3: `registrationFields` is comma-separated; 'Label:opt1|opt2' makes a dropdown. */
export function parseRegistrationFields(fields: string | null | undefined): CustomField[] {
  const seen = new Set<string>();
  const result: CustomField[] = [];
  for (const entry of (fields ?? '').split(',')) {
    const [rawLabel = '', rawOptions] = entry.split(/:(.*)/s, 2);
    const label = rawLabel.trim();
    if (!label || seen.has(label) || RESERVED.has(label)) continue;
    seen.add(label);
    const options = rawOptions === undefined ? [] : rawOptions.split('|').map((o) => o.trim()).filter(Boolean);
    result.push({ label, options: options.length > 0 ? options : null, phoneLike: PHONE_LABEL.test(label) });
  }
  return result;
}

/** A question of the host's form: a label, and its options when it is a list to choose from. */
export type RegistrationQuestion = Pick<CustomField, 'label' | 'options'>;

/** The characters SPEC's syntax gives a meaning: they cannot be part of a label or an option. */
const SYNTAX = /[,:|]/g;

/** The questions as SPEC §3's `registrationFields` ('Year:1st|2nd, Phone'); blank questions and options are left out. */
export function formatRegistrationFields(questions: readonly RegistrationQuestion[]): string {
  const clean = (text: string) => text.replace(SYNTAX, ' ').replace(/\s+/g, ' ').trim();
  return questions
    .map((q) => {
      const label = clean(q.label);
      const options = (q.options ?? []).map(clean).filter(Boolean);
      return !label ? '' : q.options && options.length > 0 ? `${label}:${options.join('|')}` : label;
    })
    .filter(Boolean)
    .join(', ');
}

/** A custom field's answer as text ('' when absent). */
export function customValue(input: Record<string, unknown>, label: string): string {
  const value = input[label];
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

/** A custom field's answer as kept: a phone-like field's number as ten digits when it is one. */
const fieldValue = (field: CustomField, input: Record<string, unknown>): string =>
  field.phoneLike ? normalisePhone(customValue(input, field.label)) : customValue(input, field.label);

/** The custom answers keyed by label, only for the fields the event asks (phone-like ones as ten digits). */
export function customAnswers(event: Pick<RegistrationEvent, 'registrationFields'>, input: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(parseRegistrationFields(event.registrationFields).map((f) => [f.label, fieldValue(f, input)]));
}

/**
 * The registrant's input as the rules check it and the API keeps it: the phone number and the phone-like
 * custom fields written as ten digits where they are a number written another way.
 */
export function normaliseRegistration<T extends RegistrationInput>(event: Pick<RegistrationEvent, 'registrationFields'>, input: T): T {
  const phoneFields = parseRegistrationFields(event.registrationFields).filter((f) => f.phoneLike);
  const fields = Object.fromEntries(phoneFields.filter((f) => f.label in input).map((f) => [f.label, fieldValue(f, input)]));
  return { ...input, ...fields, phone: normalisePhone(input.phone) };
}

const isEmail = (value: string) => z.email().safeParse(value).success;

/** The tickets chosen, priced from the event's own options, with quantity above 0. */
export function pricedTickets(event: Pick<RegistrationEvent, 'ticketOptions'>, selected: RegistrationInput['selectedTickets']): SelectedTicket[] {
  const result: SelectedTicket[] = [];
  for (const ticket of selected) {
    const option = event.ticketOptions.find((o) => o.ticketType === ticket.ticketType);
    if (!option || !Number.isInteger(ticket.quantity) || ticket.quantity <= 0) continue;
    const existing = result.find((t) => t.ticketType === option.ticketType);
    if (existing) existing.quantity += ticket.quantity;
    else result.push({ ticketType: option.ticketType, ticketPrice: option.ticketPrice, quantity: ticket.quantity });
  }
  return result;
}

/** SPEC §9: the sum of ticket price times quantity, times the number of selected dates (at least 1). */
export function culturalTotal(event: Pick<RegistrationEvent, 'ticketOptions'>, input: Pick<RegistrationInput, 'selectedTickets' | 'bookingDates'>): number {
  const perDay = pricedTickets(event, input.selectedTickets).reduce((sum, t) => sum + t.ticketPrice * t.quantity, 0);
  return perDay * Math.max(1, input.bookingDates.length);
}

/** What the registrant pays: the event's price, or the cultural total. */
export function registrationTotal(event: RegistrationEvent, input: Pick<RegistrationInput, 'selectedTickets' | 'bookingDates'>): number {
  return event.type === 'culturalEvent' ? culturalTotal(event, input) : Math.max(0, event.price ?? 0);
}

/**
 * How the registrant pays, once the details are in: by QR (a second step asking for the transaction id),
 * by link (the link opens), 'missingQr' (a cultural event with QR payment but no code), or null (free).
 */
export type PaymentStep = 'qr' | 'link' | 'upi' | 'razorpay' | 'missingQr' | null;

export function paymentStepOf(event: RegistrationEvent, total: number): PaymentStep {
  if (total <= 0) return null;
  const cultural = event.type === 'culturalEvent';
  const method = cultural ? event.culturalPaymentMethod : event.paymentMethod;
  const qr = cultural ? event.culturalPaymentQRCode : event.paymentQRCode;
  if (method === 'link') return 'link';
  if (method === 'qr') return qr ? 'qr' : 'missingQr';
  // Paid after registering, on the registration's payment screen (decision 072).
  if (method === 'upi' || method === 'razorpay') return method;
  return cultural ? 'missingQr' : null;
}

function customFieldsProblem(event: RegistrationEvent, input: Record<string, unknown>): string | null {
  const fields = parseRegistrationFields(event.registrationFields);
  // SPEC §5: all custom fields are required.
  if (fields.some((f) => !customValue(input, f.label))) return MESSAGES.registrationFieldsRequired;
  for (const field of fields) {
    const value = fieldValue(field, input);
    if (field.phoneLike && !TEN_DIGITS.test(value)) return fieldMustBeTenDigits(field.label);
    if (field.options && !field.options.includes(value)) return chooseAnOption(field.label);
  }
  return null;
}

/** The first rule the details step breaks (everything but the payment), or null. */
export function registrationDetailsProblem(event: RegistrationEvent, input: RegistrationInput): string | null {
  if (event.type === 'culturalEvent') {
    if (!input.name || !input.email || !input.phone) return MESSAGES.culturalContactRequired;
    if (!TEN_DIGITS.test(normalisePhone(input.phone))) return MESSAGES.phoneDigits;
    if (!isEmail(input.email)) return MESSAGES.emailInvalid;
    if (event.availableDates.length > 0) {
      if (input.bookingDates.length === 0) return MESSAGES.bookingDateRequired;
      if (input.bookingDates.some((d) => !event.availableDates.includes(d))) return MESSAGES.invalidBookingDate;
      if (new Set(input.bookingDates).size !== input.bookingDates.length) return MESSAGES.invalidBookingDate;
    }
    for (const ticket of input.selectedTickets) {
      if (!Number.isInteger(ticket.quantity) || ticket.quantity < 0 || ticket.quantity > LIMITS.ticketQuantityMax) {
        return MESSAGES.invalidTicketQuantity;
      }
      if (!event.ticketOptions.some((o) => o.ticketType === ticket.ticketType)) return MESSAGES.unknownTicketType;
    }
    if (pricedTickets(event, input.selectedTickets).length === 0) return MESSAGES.ticketRequired;
    return customFieldsProblem(event, input);
  }
  if (!input.name || !input.email || !input.phone) return MESSAGES.registrationFieldsRequired;
  if (!TEN_DIGITS.test(normalisePhone(input.phone))) return MESSAGES.phoneDigits;
  const custom = customFieldsProblem(event, input);
  if (custom) return custom;
  if (!isEmail(input.email)) return MESSAGES.emailInvalid;
  return null;
}

/** The payment step's rule: SPEC §5's transaction id for QR payments, or null. */
export function registrationPaymentProblem(event: RegistrationEvent, input: RegistrationInput): string | null {
  if (paymentStepOf(event, registrationTotal(event, input)) !== 'qr') return null;
  const id = input.transactionId ?? '';
  if (event.type === 'culturalEvent') {
    return id.length >= LIMITS.culturalTransactionMin ? null : MESSAGES.culturalTransactionRequired;
  }
  return new RegExp(`^\\d{${LIMITS.transactionLast4}}$`).test(id) ? null : MESSAGES.transactionLast4;
}

/** Every rule, details first: what the API checks. */
export const registrationProblem = (event: RegistrationEvent, input: RegistrationInput): string | null =>
  registrationDetailsProblem(event, input) ?? registrationPaymentProblem(event, input);

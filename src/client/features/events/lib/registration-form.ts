/** The registration forms' values and the SPEC §3 payload they become. */
import { normalisePhone, parseRegistrationFields } from '../../../../shared/registration-rules.ts';
import type { RegistrationEvent } from '../../../../shared/registration-rules.ts';
import type { RegistrationPayload } from '../../../../shared/schemas/events.ts';
import type { Post } from '../../../../shared/schemas/posts.ts';

export interface RegistrationValues {
  name: string;
  email: string;
  phone: string;
  /** Custom field answers by label. */
  custom: Record<string, string>;
  bookingDates: string[];
  /** Ticket quantities by ticket type, as typed. */
  quantities: Record<string, string>;
  transactionId: string;
}

export type RegistrationTarget = RegistrationEvent &
  Pick<Post, '_id' | 'title' | 'paymentLink' | 'culturalPaymentLink' | 'seatsLeft' | 'seatsByDate'>;

export function initialValues(event: RegistrationTarget, viewer: { name: string; email: string } | null): RegistrationValues {
  return {
    name: viewer?.name ?? '',
    email: viewer?.email ?? '',
    phone: '',
    custom: Object.fromEntries(parseRegistrationFields(event.registrationFields).map((f) => [f.label, ''])),
    // A cultural event on one day has that day chosen already.
    bookingDates: event.type === 'culturalEvent' && event.availableDates.length === 1 ? [...event.availableDates] : [],
    quantities: Object.fromEntries(event.ticketOptions.map((o) => [o.ticketType, '0'])),
    transactionId: '',
  };
}

/** A typed quantity as a number: '' is 0; anything else as written (the rules refuse what is not a whole number). */
const quantityOf = (typed: string): number => (typed.trim() === '' ? 0 : Number(typed));

/** SPEC §3's registration payload: contact, custom fields keyed by label, eventTitle and type, the cultural parts. */
export function toPayload(event: RegistrationTarget, values: RegistrationValues, totalPrice: number): RegistrationPayload {
  const phoneLike = new Set(parseRegistrationFields(event.registrationFields).filter((f) => f.phoneLike).map((f) => f.label));
  const custom = Object.fromEntries(
    Object.entries(values.custom).map(([label, value]) => [label, phoneLike.has(label) ? normalisePhone(value) : value]),
  );
  const base: RegistrationPayload = {
    ...custom,
    name: values.name,
    email: values.email,
    phone: normalisePhone(values.phone),
    eventTitle: event.title,
    type: event.type,
    transactionId: values.transactionId.trim() || null,
  };
  if (event.type !== 'culturalEvent') return base;
  return {
    ...base,
    bookingDates: event.availableDates.filter((day) => values.bookingDates.includes(day)),
    selectedTickets: event.ticketOptions.map((o) => ({
      ticketType: o.ticketType,
      ticketPrice: o.ticketPrice,
      quantity: quantityOf(values.quantities[o.ticketType] ?? ''),
    })),
    totalPrice,
  };
}

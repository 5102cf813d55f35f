/**
 * What a validated post input stores: only the fields that belong to its type and to its registration
 * and payment choices (the rest are dropped), dates normalised to ISO 8601 UTC, lists as JSON text.
 * Image references are left as sent; the service swaps them for stored URLs.
 */
import { isEventType, type PostInput } from '../../../shared/schemas/posts.ts';
import { toFlag } from '../../database/values.ts';
import type { PostPatch, PostRow } from './posts.repository.ts';

/** A post's content as stored, with its image references still as sent. */
export type PostContent = Omit<PostPatch, 'updated_at' | 'status' | 'images'> & { images: string[] };

const NO_EVENT_FIELDS = {
  location: null,
  venue_address: null,
  source: null,
  event_start_date: null,
  event_end_date: null,
  duration: null,
  language: null,
  price: null,
  registration_open: 0,
  registration_link: null,
  enable_registration_form: 0,
  registration_fields: null,
  payment_method: null,
  payment_link: null,
  payment_qr_code: null,
  ticket_options: null,
  available_dates: null,
  cultural_payment_method: null,
  cultural_payment_link: null,
  cultural_payment_qr_code: null,
  upi_id: null,
  upi_name: null,
  capacity: null,
  payment_window_hours: null,
  offer_window_hours: null,
} as const;

/** A date-time as ISO 8601 UTC. (The input was checked to parse.) */
export const isoDateTime = (value: string): string => new Date(value).toISOString();

/** A calendar day stays a day ('YYYY-MM-DD', rolled over if out of range); a date-time becomes ISO UTC. */
export function normaliseDay(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T00:00:00.000Z`).toISOString().slice(0, 10);
  return isoDateTime(value);
}

const orNull = (value: string): string | null => (value === '' ? null : value);

/** One description per picture, in its order ('' where none was given); null for a post without pictures. */
function descriptionsOf(images: readonly string[], descriptions: readonly string[]): string | null {
  if (images.length === 0) return null;
  return JSON.stringify(images.map((_, i) => descriptions[i] ?? ''));
}

export function toPostContent(input: PostInput): PostContent {
  const base = { title: input.title, content: input.content, images: input.images, image_descriptions: descriptionsOf(input.images, input.imageDescriptions) };
  if (!isEventType(input.type)) return { ...base, ...NO_EVENT_FIELDS };

  const cultural = input.type === 'culturalEvent';
  const form = input.registrationRequired && input.registrationMethod === 'form';
  const link = input.registrationRequired && input.registrationMethod === 'link';
  const tickets = cultural
    ? input.ticketOptions.map((o) => ({ ticketType: o.ticketType, ticketPrice: o.ticketPrice ?? 0, ...(o.capacity === null ? {} : { capacity: o.capacity }) }))
    : [];
  const price = cultural ? null : (input.price ?? 0);
  const paid = cultural ? tickets.reduce((sum, t) => sum + t.ticketPrice, 0) > 0 : (price ?? 0) > 0;
  const method = cultural ? input.culturalPaymentMethod : input.paymentMethod;
  const pays = form && paid;
  const payment = {
    method: pays ? method : null,
    link: pays && method === 'link' ? input[cultural ? 'culturalPaymentLink' : 'paymentLink'] : null,
    qr: pays && method === 'qr' ? input[cultural ? 'culturalPaymentQRCode' : 'paymentQRCode'] : null,
  };
  const upi = pays && method === 'upi';

  return {
    ...base,
    ...NO_EVENT_FIELDS,
    location: input.location,
    venue_address: orNull(input.venueAddress),
    source: orNull(input.source),
    event_start_date: isoDateTime(input.eventStartDate),
    event_end_date: input.eventEndDate ? isoDateTime(input.eventEndDate) : null,
    duration: input.duration,
    language: input.language || 'English',
    price,
    registration_open: toFlag(input.registrationOpen),
    registration_link: link ? input.registrationLink : null,
    enable_registration_form: toFlag(form),
    registration_fields: form ? orNull(input.registrationFields) : null,
    // Seats and their windows mean something only for registrations Quad takes (the in-app form).
    capacity: form ? input.capacity : null,
    payment_window_hours: form && paid ? input.paymentWindowHours : null,
    offer_window_hours: form ? input.offerWindowHours : null,
    upi_id: upi ? input.upiId : null,
    upi_name: upi ? input.upiName : null,
    ...(cultural
      ? {
          ticket_options: JSON.stringify(tickets),
          available_dates: JSON.stringify(input.availableDates.map(normaliseDay)),
          cultural_payment_method: payment.method,
          cultural_payment_link: payment.link,
          cultural_payment_qr_code: payment.qr,
        }
      : { payment_method: payment.method, payment_link: payment.link, payment_qr_code: payment.qr }),
  };
}

/** Every image reference the content holds: its images and whichever payment QR code it keeps. */
export const imageRefsOf = (content: PostContent): string[] =>
  [...content.images, content.payment_qr_code, content.cultural_payment_qr_code].filter((v): v is string => !!v);

/** The content with its references swapped for what is stored (data URLs become /media URLs). */
export function withStoredImages(content: PostContent, urlOf: (ref: string) => string): Omit<PostPatch, 'updated_at'> {
  const swap = (v: string | null) => (v ? urlOf(v) : null);
  return {
    ...content,
    images: JSON.stringify(content.images.map(urlOf)),
    payment_qr_code: swap(content.payment_qr_code),
    cultural_payment_qr_code: swap(content.cultural_payment_qr_code),
  };
}

/** The columns that say where a registrant pays: a change re-opens the event's review (decision 027). */
const PAYMENT_COLUMNS = [
  'payment_method',
  'payment_link',
  'payment_qr_code',
  'cultural_payment_method',
  'cultural_payment_link',
  'cultural_payment_qr_code',
  'upi_id',
  'upi_name',
] as const;

/** Stored values compared across dialects (PostgreSQL may answer a number as text). */
function sameValue(a: string | number | null, b: string | number | null): boolean {
  if (a === null || b === null) return a === b;
  if (typeof a === 'number' || typeof b === 'number') return Number(a) === Number(b);
  return a === b;
}

type StoredContent = Omit<PostPatch, 'updated_at' | 'status'>;

/** Whether the edit would store exactly what the post holds (then nothing is written). */
export const sameContent = (row: PostRow, next: StoredContent): boolean =>
  (Object.keys(next) as (keyof StoredContent)[]).every((key) => sameValue(row[key], next[key]));

/** Whether the edit changes where a registrant pays: the payment method, link or QR code. */
export const paymentChanged = (row: PostRow, next: StoredContent): boolean =>
  PAYMENT_COLUMNS.some((key) => !sameValue(row[key], next[key]));

/**
 * The post form's state (SPEC §3/§4): every field as the inputs hold it, the empty form of each type,
 * the form of a stored post (Edit), and the request body it becomes.
 */
import { MESSAGES } from '../../../../shared/messages.ts';
import { isEventType, registrationMethodOf, type PAYMENT_METHODS } from '../../../../shared/vocabulary.ts';
import type { Post, PostInputRaw, PostType } from '../../../../shared/schemas/posts.ts';

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The payment window a new paid event starts with, in hours. */
export const PAYMENT_WINDOW_DEFAULT_HOURS = 24;
export type RegistrationMethod = 'link' | 'form' | '';

export interface TicketRow {
  key: string;
  ticketType: string;
  ticketPrice: string;
  /** Seats of this ticket type on each date, as typed ('' for no limit of its own). */
  capacity: string;
}

export interface DateRow {
  key: string;
  value: string;
}

export interface PostFormState {
  type: PostType;
  title: string;
  content: string;
  images: string[];
  /** Each picture's description, in the images' order (decision 056). */
  imageDescriptions: string[];
  location: string;
  venueAddress: string;
  source: string;
  /** datetime-local values ('YYYY-MM-DDTHH:mm'), in the browser's time zone. */
  eventStartDate: string;
  eventEndDate: string;
  duration: string;
  language: string;
  price: string;
  registrationRequired: boolean;
  registrationMethod: RegistrationMethod;
  registrationOpen: boolean;
  registrationLink: string;
  registrationFields: string;
  paymentMethod: PaymentMethod;
  paymentLink: string;
  paymentQRCode: string;
  ticketOptions: TicketRow[];
  availableDates: DateRow[];
  culturalPaymentMethod: PaymentMethod;
  culturalPaymentLink: string;
  culturalPaymentQRCode: string;
  /** Payment by UPI request (decision 072), for either event type: the payee's UPI ID and its name. */
  upiId: string;
  upiName: string;
  /** At the door: seats (per available date on a cultural event), as typed ('' for no limit). */
  capacity: string;
  /** Hours after which an unpaid hold is released ('' for never). */
  paymentWindowHours: string;
  /** Hours a waitlist offer is held for its claim ('' for the default, 24). */
  offerWindowHours: string;
  /** Anonymous Consights: chosen when posting, kept by every edit. */
  anonymous: boolean;
  /** Clubs (decision 081): the club a new event is posted as (its address), or '' for yourself; kept by every edit. */
  clubId: string;
}

export type FormPatch = Partial<PostFormState>;
/** Applies a change to the form (a patch, or a patch computed from the latest form). */
export type UpdateForm = (patch: FormPatch | ((form: PostFormState) => FormPatch)) => void;

let rowSequence = 0;
/** A stable key for a ticket or date row (rows can be removed from the middle). */
export const rowKey = (): string => `row-${++rowSequence}`;

export const emptyTicket = (): TicketRow => ({ key: rowKey(), ticketType: '', ticketPrice: '', capacity: '' });
export const emptyDate = (): DateRow => ({ key: rowKey(), value: '' });

/** SPEC §4: a fresh form of `type`; events default to registration required with an external link. */
export function emptyForm(type: PostType): PostFormState {
  return {
    type,
    title: '',
    content: '',
    images: [],
    imageDescriptions: [],
    location: '',
    venueAddress: '',
    source: '',
    eventStartDate: '',
    eventEndDate: '',
    duration: '',
    language: 'English',
    price: '',
    registrationRequired: true,
    registrationMethod: 'link',
    registrationOpen: true,
    registrationLink: '',
    registrationFields: '',
    paymentMethod: 'link',
    paymentLink: '',
    paymentQRCode: '',
    ticketOptions: [],
    availableDates: [],
    culturalPaymentMethod: 'link',
    culturalPaymentLink: '',
    culturalPaymentQRCode: '',
    upiId: '',
    upiName: '',
    capacity: '',
    // A new paid event releases an unpaid seat after a day unless its host says otherwise (decision 072).
    paymentWindowHours: isEventType(type) ? String(PAYMENT_WINDOW_DEFAULT_HOURS) : '',
    offerWindowHours: '',
    anonymous: false,
    clubId: '',
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO date-time as a datetime-local value in the browser's time zone ('' when absent or invalid). */
export function toDateTimeLocal(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value as an ISO string with its time zone; an unreadable value is kept for the rules. */
export function toIsoDateTime(value: string): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** A stored day ('YYYY-MM-DD' or an ISO date-time) as a date input value. */
const toDay = (value: string) => (/^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : value);

/** A stored number as an input's value ('' for none). */
const numberText = (n: number | null | undefined): string => (n == null ? '' : String(n));

/** The form of a stored post, for Edit (SPEC §3). */
export function formFromPost(post: Post): PostFormState {
  const base = emptyForm(post.type);
  return {
    ...base,
    title: post.title,
    content: post.content,
    images: [...post.images],
    imageDescriptions: post.images.map((_, i) => post.imageDescriptions[i] ?? ''),
    location: post.location ?? '',
    venueAddress: post.venueAddress ?? '',
    source: post.source ?? '',
    eventStartDate: toDateTimeLocal(post.eventStartDate),
    eventEndDate: toDateTimeLocal(post.eventEndDate),
    duration: post.duration ?? '',
    language: post.language ?? base.language,
    price: post.price === null ? '' : String(post.price),
    registrationRequired: post.enableRegistrationForm || Boolean(post.registrationLink),
    registrationMethod: registrationMethodOf(post) || 'link',
    registrationOpen: post.registrationOpen,
    registrationLink: post.registrationLink ?? '',
    registrationFields: post.registrationFields ?? '',
    paymentMethod: post.paymentMethod ?? 'link',
    paymentLink: post.paymentLink ?? '',
    paymentQRCode: post.paymentQRCode ?? '',
    ticketOptions: post.ticketOptions.map((o) => ({
      key: rowKey(),
      ticketType: o.ticketType,
      ticketPrice: String(o.ticketPrice),
      capacity: numberText(o.capacity),
    })),
    availableDates: post.availableDates.map((d) => ({ key: rowKey(), value: toDay(d) })),
    culturalPaymentMethod: post.culturalPaymentMethod ?? 'link',
    culturalPaymentLink: post.culturalPaymentLink ?? '',
    culturalPaymentQRCode: post.culturalPaymentQRCode ?? '',
    upiId: post.upiId ?? '',
    upiName: post.upiName ?? '',
    capacity: numberText(post.capacity),
    paymentWindowHours: numberText(post.paymentWindowHours),
    offerWindowHours: numberText(post.offerWindowHours),
    anonymous: post.anonymous,
    clubId: '',
  };
}

/** The request body the form becomes, before the shared schema checks it. */
export function formToInput(form: PostFormState): PostInputRaw {
  const event = isEventType(form.type);
  return {
    ...form,
    eventStartDate: toIsoDateTime(form.eventStartDate),
    eventEndDate: toIsoDateTime(form.eventEndDate),
    price: form.price,
    // The payment window is asked only of a paid in-app registration; otherwise it means nothing and is not sent.
    paymentWindowHours: paysInApp(form) ? form.paymentWindowHours : '',
    registrationRequired: event && form.registrationRequired,
    ticketOptions: form.ticketOptions.map(({ ticketType, ticketPrice, capacity }) => ({ ticketType, ticketPrice, capacity })),
    availableDates: form.availableDates.map((d) => d.value),
    imageDescriptions: form.images.map((_, i) => form.imageDescriptions[i] ?? ''),
    anonymous: form.type === 'confession' && form.anonymous,
    clubId: event && form.clubId ? form.clubId : null,
  };
}

/** Whether registering takes money through the in-app form: the form then asks how, and for how long a seat waits. */
export function paysInApp(form: PostFormState): boolean {
  if (!isEventType(form.type) || !form.registrationRequired || form.registrationMethod !== 'form') return false;
  return form.type === 'culturalEvent' ? ticketTotal(form.ticketOptions) > 0 : Number(form.price) > 0;
}

/** The sum of the ticket prices, as SPEC §5 reads them (a price that is not a number counts as 0). */
export function ticketTotal(rows: readonly TicketRow[]): number {
  return rows.reduce((sum, row) => {
    const n = Number(row.ticketPrice);
    return sum + (row.ticketPrice !== '' && Number.isFinite(n) ? n : 0);
  }, 0);
}

/** The lower-case name of a type in notifications (SPEC §8: 'Failed to save {type} ...'). */
export const TYPE_NOUNS: Record<PostType, string> = {
  confession: 'consight',
  event: 'event',
  culturalEvent: 'cultural event',
  news: 'news',
};

/** What happens next, after a save (shown as a notification and in a small dialog). */
export function successMessage(saved: Pick<Post, 'type' | 'status'>, editing: boolean): string {
  // Any post the word filter held waits for review (decision 046); events wait as they always do.
  if (saved.status === 'pending' && (saved.type === 'confession' || saved.type === 'news')) return MESSAGES.postHeldForReview;
  if (saved.type === 'confession') return MESSAGES.consightPublished;
  if (saved.status === 'pending') return editing ? MESSAGES.eventResubmitted : MESSAGES.eventSubmitted;
  return MESSAGES.postSaved;
}

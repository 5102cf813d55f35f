/**
 * Changing the post type (decision 030): the fields both types have are kept, the others are cleared, and
 * the form says which of them held something before it clears them.
 */
import type { PostType } from '../../../../shared/schemas/posts.ts';
import { emptyForm } from './form-state.ts';
import type { PostFormState } from './form-state.ts';

type FieldName = Exclude<keyof PostFormState, 'type'>;

const BASICS: readonly FieldName[] = ['title', 'content', 'images', 'imageDescriptions'];
const EVENT: readonly FieldName[] = [
  ...BASICS,
  'location',
  'venueAddress',
  'source',
  'eventStartDate',
  'eventEndDate',
  'duration',
  'language',
  'registrationRequired',
  'registrationMethod',
  'registrationOpen',
  'registrationLink',
  'registrationFields',
  'capacity',
  'paymentWindowHours',
  'offerWindowHours',
  'upiId',
  'upiName',
  'clubId',
];

/** The fields each type's form shows. */
const FIELDS_OF: Record<PostType, readonly FieldName[]> = {
  confession: [...BASICS, 'anonymous'],
  news: BASICS,
  event: [...EVENT, 'price', 'paymentMethod', 'paymentLink', 'paymentQRCode'],
  culturalEvent: [...EVENT, 'ticketOptions', 'availableDates', 'culturalPaymentMethod', 'culturalPaymentLink', 'culturalPaymentQRCode'],
};

/** How a cleared field is named in the question (several fields make one name: "registration"). */
const FIELD_NAMES: Record<FieldName, string> = {
  title: 'title',
  content: 'content',
  images: 'images',
  imageDescriptions: 'images',
  location: 'location',
  venueAddress: 'venue address',
  source: 'source',
  eventStartDate: 'start date',
  eventEndDate: 'end date',
  duration: 'duration',
  language: 'language',
  price: 'price',
  registrationRequired: 'registration',
  registrationMethod: 'registration',
  registrationOpen: 'registration',
  registrationLink: 'registration',
  registrationFields: 'registration',
  paymentMethod: 'payment',
  paymentLink: 'payment',
  paymentQRCode: 'payment',
  ticketOptions: 'ticket options',
  availableDates: 'available dates',
  culturalPaymentMethod: 'ticket payment',
  culturalPaymentLink: 'ticket payment',
  anonymous: 'anonymous choice',
  capacity: 'capacity',
  paymentWindowHours: 'payment window',
  offerWindowHours: 'claim window',
  culturalPaymentQRCode: 'ticket payment',
  upiId: 'payment',
  upiName: 'payment',
  clubId: 'club',
};

/** A field's value as it counts for "was anything typed": blank ticket and date rows count as nothing. */
function comparable(form: PostFormState, field: FieldName): string {
  if (field === 'ticketOptions') {
    return JSON.stringify(form.ticketOptions.filter((r) => r.ticketType || r.ticketPrice || r.capacity).map((r) => [r.ticketType, r.ticketPrice, r.capacity]));
  }
  if (field === 'availableDates') return JSON.stringify(form.availableDates.filter((d) => d.value).map((d) => d.value));
  return JSON.stringify(form[field]);
}

const ALL_FIELDS = Object.keys(FIELD_NAMES) as FieldName[];

/** Whether `form` differs from `baseline` in anything the user typed or chose (the type aside). */
export function differs(form: PostFormState, baseline: PostFormState): boolean {
  return ALL_FIELDS.some((field) => comparable(form, field) !== comparable(baseline, field));
}

export interface TypeChange {
  next: PostFormState;
  /** The names of the fields the new type has not, that held something; empty when nothing is lost. */
  dropped: string[];
}

/** The form of type `to` that keeps what `form` shares with it. */
export function changeType(form: PostFormState, to: PostType): TypeChange {
  const fresh = emptyForm(to);
  const blank = emptyForm(form.type);
  const target = new Set(FIELDS_OF[to]);
  const next: PostFormState = { ...fresh };
  const dropped = new Set<string>();
  for (const field of FIELDS_OF[form.type]) {
    if (target.has(field)) {
      Object.assign(next, { [field]: form[field] });
    } else if (comparable(form, field) !== comparable(blank, field)) {
      dropped.add(FIELD_NAMES[field]);
    }
  }
  return { next, dropped: [...dropped] };
}

/**
 * Posts: the form/request shape, the rules of SPEC §5 (in SPEC's order, with its messages), the wire
 * shape of SPEC §3, and the feed's query. The client's post form and the API use the same schema.
 */
import { z } from 'zod';
import { UPI_ID } from '../payments.ts';
import { LIMITS } from '../limits.ts';
import { isDateInRange, isRealCalendarDate } from '../event-days.ts';
import { pageLimit, TimeZoneSchema } from './common.ts';
import { EventClubSchema } from './clubs.ts';
import { MESSAGES, dateOutOfRange } from '../messages.ts';
import { ATTENDANCE_TEXTS } from '../attendance-texts.ts';
import {
  PAYMENT_METHODS,
  POST_TYPES,
  REGISTRATION_METHODS,
  isEventType,
  isHttpLink,
  isImageRef,
  type PostType,
} from '../vocabulary.ts';

export {
  POST_TYPES,
  POST_TYPE_LABELS,
  PAYMENT_METHODS,
  REGISTRATION_METHODS,
  isDataUrl,
  isEventType,
  isHttpLink,
  isImageRef,
  isMediaUrl,
  registrationMethodOf,
  type PostType,
} from '../vocabulary.ts';
export const PostTypeSchema = z.enum(POST_TYPES);

/** How a list of events is ordered by their dates (decision 029): still to come, or over. */
export const EVENT_TIMES = ['upcoming', 'past'] as const;
export type EventTime = (typeof EVENT_TIMES)[number];
/** The feed's views beyond everything (decision 081): the clubs a student follows and their registrations. */
export const FEED_VIEWS = ['following'] as const;
export type FeedView = (typeof FEED_VIEWS)[number];

/*
 * Every field a post answer carries is accepted back as it was sent, so a client edits by round trip: null (an
 * empty optional field in an answer) reads as empty, and the answer's read-only fields (_id, likes, status,
 * version...) are not named here, so they are dropped: the server decides them.
 */
const text = (max: number) =>
  z.string().trim().max(max, { error: MESSAGES.fieldTooLong }).nullish().transform((v) => v ?? '');
const flag = (fallback: boolean) => z.boolean().nullish().transform((v) => v ?? fallback);
const choice = <T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z.enum(values).nullish().transform((v) => v ?? fallback);
const picture = z.string().max(LIMITS.bodyLimitBytes).nullish().transform((v) => v ?? '');

/** SPEC §5: 'Ticket price is parsed as a number, falling back to 0.' */
const lenientNumber = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((value) => {
    if (value === null || value === undefined || value === '') return null;
    const n = typeof value === 'number' ? value : Number(value);
    return Number.isFinite(n) ? n : Number.NaN;
  });

export const TicketOptionInputSchema = z.object({
  ticketType: z.string().trim().max(LIMITS.ticketTypeMax, { error: MESSAGES.fieldTooLong }).default(''),
  ticketPrice: lenientNumber,
  /** Seats of this ticket type on each date, or empty for no limit of its own (decision 049). */
  capacity: lenientNumber.optional().transform((v) => v ?? null),
});

const PostInputBase = z.object({
  type: PostTypeSchema,
  title: z.string().trim().default(''),
  content: z.string().trim().default(''),
  images: z.array(z.string().max(LIMITS.bodyLimitBytes)).nullish().transform((v) => v ?? []),
  /** A text alternative for each picture, in the images' order ('' for none; decision 056). */
  imageDescriptions: z
    .array(z.string().trim().max(LIMITS.imageDescriptionMax, { error: MESSAGES.imageDescriptionTooLong }))
    .max(LIMITS.imagesPerPost)
    .nullish()
    .transform((v) => v ?? []),

  location: text(LIMITS.shortFieldMax),
  venueAddress: text(LIMITS.addressMax),
  source: text(LIMITS.shortFieldMax),
  eventStartDate: text(64),
  eventEndDate: text(64),
  duration: text(LIMITS.shortFieldMax),
  language: text(50),
  price: lenientNumber,

  /** Form-level switch: does this event take registrations at all? (SPEC §4: on by default.) */
  registrationRequired: flag(true),
  /** External Link or In-App Form (SPEC §4). Empty means "not chosen"; absent, SPEC's switch below decides. */
  registrationMethod: z.enum([...REGISTRATION_METHODS, '']).nullish(),
  /** SPEC §3's switch: true is the In-App Form. Given with `registrationMethod`, the two must agree. */
  enableRegistrationForm: z.boolean().nullish(),
  registrationOpen: flag(true),
  registrationLink: text(LIMITS.linkMax),
  registrationFields: text(LIMITS.registrationFieldsMax),
  paymentMethod: choice(PAYMENT_METHODS, 'link'),
  paymentLink: text(LIMITS.linkMax),
  paymentQRCode: picture,

  ticketOptions: z.array(TicketOptionInputSchema).nullish().transform((v) => v ?? []),
  availableDates: z.array(z.string().trim().max(64)).nullish().transform((v) => v ?? []),
  culturalPaymentMethod: choice(PAYMENT_METHODS, 'link'),
  culturalPaymentLink: text(LIMITS.linkMax),
  culturalPaymentQRCode: picture,
  /** Payment by UPI request (decision 072): the payee's UPI ID and name, for either event type. */
  upiId: text(LIMITS.upiIdMax),
  upiName: text(LIMITS.nameMax),
  /** At the door (decision 049): seats (per available date on a cultural event), or empty for no limit. */
  capacity: lenientNumber,
  /** Hours after which an unpaid hold is released, or empty for never. */
  paymentWindowHours: lenientNumber,
  /** Hours a waitlist offer is held for its claim, or empty for 24. */
  offerWindowHours: lenientNumber,
  /** Anonymous Consights (decision 043): others see the post's pseudonym; set when posted, kept by every edit. */
  anonymous: flag(false),
  /**
   * Clubs (decision 081): an event posted as this club (its id), by one of its owners or officers; null or absent:
   * as its author. Set when posted, kept by every edit.
   */
  clubId: z.string().trim().max(64).nullish().transform((v) => v || null),
});
export type PostInputRaw = z.input<typeof PostInputBase>;
type PostInputFields = z.output<typeof PostInputBase>;
type RegistrationMethod = (typeof REGISTRATION_METHODS)[number] | '';

/** The registration method SPEC's switch and ours name together, or null when they disagree. */
function registrationChoice(p: Pick<PostInputFields, 'registrationMethod' | 'enableRegistrationForm'>): RegistrationMethod | null {
  const form = p.enableRegistrationForm;
  if (p.registrationMethod == null) return form ? 'form' : 'link';
  if (form != null && form !== (p.registrationMethod === 'form')) return null;
  return p.registrationMethod;
}

/** A post input as the rules and the server read it: one registration method, SPEC's switch folded into it. */
export type PostInput = Omit<PostInputFields, 'registrationMethod' | 'enableRegistrationForm'> & { registrationMethod: RegistrationMethod };

/** The message for a date that is not a real day (30 February), or is outside the years the product means; null when it is fine. */
const dateProblem = (value: string): string | null =>
  !isRealCalendarDate(value) ? MESSAGES.invalidDate : isDateInRange(value) ? null : dateOutOfRange;

/**
 * The first rule a post breaks, in SPEC §5's order, or null. The form shows it in an 'Input Required'
 * dialog; the API answers it with 400.
 */
export function postProblem(p: PostInput): string | null {
  if (!p.title || !p.content) return MESSAGES.titleContentRequired;
  if (p.anonymous && p.type !== 'confession') return MESSAGES.anonymousConsightsOnly;
  if (p.title.length > LIMITS.titleMax) return MESSAGES.titleTooLong;
  if (p.content.length > LIMITS.contentMax) return MESSAGES.contentTooLong;

  if (isEventType(p.type)) {
    if (!p.location || !p.eventStartDate || !p.duration) return MESSAGES.eventDetailsRequired;
    const startProblem = dateProblem(p.eventStartDate);
    if (startProblem) return startProblem;
    if (p.eventEndDate) {
      const endProblem = dateProblem(p.eventEndDate);
      if (endProblem) return endProblem;
      if (Date.parse(p.eventEndDate) < Date.parse(p.eventStartDate)) return MESSAGES.endBeforeStart;
    }
  }

  if (p.type === 'culturalEvent') {
    if (p.ticketOptions.length > LIMITS.ticketOptionsMax) return MESSAGES.tooManyTicketOptions;
    for (const option of p.ticketOptions) {
      const price = option.ticketPrice ?? 0;
      if (!option.ticketType || Number.isNaN(price) || price < 0 || price > LIMITS.ticketPriceMax) {
        return MESSAGES.ticketDetailsRequired;
      }
    }
    if (p.availableDates.length > LIMITS.availableDatesMax) return MESSAGES.tooManyDates;
    if (p.availableDates.some((d) => !d)) return MESSAGES.availableDatesRequired;
    const availableProblem = p.availableDates.map(dateProblem).find(Boolean);
    if (availableProblem) return availableProblem;
  }

  if (isEventType(p.type)) {
    const wholeIn = (n: number | null, max: number) => n === null || (Number.isInteger(n) && n >= 1 && n <= max);
    if (!wholeIn(p.capacity, LIMITS.capacityMax)) return MESSAGES.invalidCapacity;
    if (p.type === 'culturalEvent' && p.ticketOptions.some((o) => !wholeIn(o.capacity, LIMITS.capacityMax))) return MESSAGES.invalidCapacity;
    if (!wholeIn(p.paymentWindowHours, LIMITS.paymentWindowHoursMax)) return MESSAGES.invalidPaymentWindow;
    if (!wholeIn(p.offerWindowHours, LIMITS.offerWindowHoursMax)) return MESSAGES.invalidOfferWindow;
  }

  if (p.type === 'event' && p.price !== null && (Number.isNaN(p.price) || p.price < 0 || p.price > LIMITS.ticketPriceMax)) {
    return MESSAGES.invalidPrice;
  }

  if (isEventType(p.type) && p.registrationRequired) {
    if (!p.registrationMethod) return MESSAGES.registrationMethodRequired;
    if (p.registrationMethod === 'link') {
      if (!p.registrationLink) return MESSAGES.registrationLinkRequired;
      if (!isHttpLink(p.registrationLink)) return MESSAGES.invalidLink;
    }
    if (p.registrationMethod === 'form') {
      const cultural = p.type === 'culturalEvent';
      const paid = cultural
        ? p.ticketOptions.reduce((sum, o) => sum + (o.ticketPrice ?? 0), 0) > 0
        : (p.price ?? 0) > 0;
      if (paid) {
        const method = cultural ? p.culturalPaymentMethod : p.paymentMethod;
        const link = cultural ? p.culturalPaymentLink : p.paymentLink;
        const qr = cultural ? p.culturalPaymentQRCode : p.paymentQRCode;
        if (method === 'link') {
          if (!link) return cultural ? MESSAGES.culturalPaymentLinkRequired : MESSAGES.paymentLinkRequired;
          if (!isHttpLink(link)) return MESSAGES.invalidLink;
        }
        if (method === 'qr' && !qr) return cultural ? MESSAGES.culturalPaymentQrRequired : MESSAGES.paymentQrRequired;
        if (method === 'qr') return pictureProblem(qr);
        if (method === 'upi') {
          if (!p.upiId || !UPI_ID.test(p.upiId)) return MESSAGES.upiIdInvalid;
          if (!p.upiName) return MESSAGES.upiNameRequired;
        }
      }
    }
  }

  if (p.images.length > LIMITS.imagesPerPost) return MESSAGES.tooManyImages;
  for (const image of p.images) {
    const problem = pictureProblem(image);
    if (problem) return problem;
  }
  return null;
}

/** A picture is Quad's own: a new upload (data URL) or one it stored (/media URL); a link elsewhere is refused. */
function pictureProblem(ref: string): string | null {
  if (isImageRef(ref)) return null;
  return isHttpLink(ref) ? MESSAGES.uploadedPicturesOnly : MESSAGES.invalidImage;
}

/** The post form and POST/PUT /api/posts: every field, checked by SPEC §5's rules in order. */
export const PostInputSchema = PostInputBase.transform((fields, ctx): PostInput => {
  const registrationMethod = registrationChoice(fields);
  if (registrationMethod === null) {
    ctx.issues.push({ code: 'custom', message: MESSAGES.registrationChoiceConflict, input: fields });
    return z.NEVER;
  }
  const { enableRegistrationForm: _form, ...rest } = fields;
  const post = { ...rest, registrationMethod };
  const problem = postProblem(post);
  if (problem) {
    ctx.issues.push({ code: 'custom', message: problem, input: fields });
    return z.NEVER;
  }
  return post;
});

export const TicketOptionSchema = z.object({
  ticketType: z.string(),
  ticketPrice: z.number(),
  /** Seats of this type on each date, or null (or absent) for no limit of its own (decision 049). */
  capacity: z.number().int().nullable().optional(),
});
export type TicketOption = z.infer<typeof TicketOptionSchema>;

export const CommentSchema = z.object({
  _id: z.string(),
  author: z.string(),
  authorId: z.string(),
  authorAvatar: z.string().nullable(),
  /** Whether the author is an admin now (read from the accounts at read time): the client shows a badge. */
  authorIsAdmin: z.boolean(),
  text: z.string(),
  timestamp: z.string(),
  /**
   * Anonymous Consights: the comment is by the anonymous post's author, shown under the post's pseudonym
   * (`author`; `authorId` is empty, `authorAvatar` null) with the hue of its drawn avatar.
   */
  anonymous: z.boolean(),
  authorHue: z.number().int().nullable(),
  /** Word filters (decision 046): present, true, on its author's own comment while it waits for review. */
  held: z.boolean().optional(),
});
export type Comment = z.infer<typeof CommentSchema>;

/** A post on the wire: SPEC §3's fields, plus counts, the viewer's like and the policy's abilities. */
export const PostSchema = z.object({
  _id: z.string(),
  type: PostTypeSchema,
  title: z.string(),
  content: z.string(),
  userId: z.string(),
  author: z.string(),
  authorAvatar: z.string().nullable(),
  /** Whether the author is an admin now (read from the accounts at read time): the client shows a badge. */
  authorIsAdmin: z.boolean(),
  timestamp: z.string(),
  updatedAt: z.string(),
  status: z.enum(['pending', 'approved']),
  /** 1 when written, one more at every edit: an admin's approval or rejection names the version reviewed. */
  version: z.number().int(),
  /** Hidden from the feeds by reports until an admin decides; only its owner and admins see it. */
  hidden: z.boolean(),
  likes: z.number().int(),
  commentCount: z.number().int(),
  commentData: z.array(CommentSchema),
  /** Its owner or an admin closed its comments: no new comment is taken (decision 047). */
  commentsClosed: z.boolean(),
  images: z.array(z.string()),
  /** Each picture's text alternative, in the images' order ('' where none was given). */
  imageDescriptions: z.array(z.string()),

  location: z.string().nullable(),
  venueAddress: z.string().nullable(),
  source: z.string().nullable(),
  eventStartDate: z.string().nullable(),
  eventEndDate: z.string().nullable(),
  duration: z.string().nullable(),
  language: z.string().nullable(),
  price: z.number().nullable(),
  registrationOpen: z.boolean(),
  /** Whether the event takes registrations, and how: our fields, answered beside SPEC's switch. */
  registrationRequired: z.boolean(),
  registrationMethod: z.enum([...REGISTRATION_METHODS, '']),
  registrationLink: z.string().nullable(),
  enableRegistrationForm: z.boolean(),
  registrationFields: z.string().nullable(),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  paymentLink: z.string().nullable(),
  paymentQRCode: z.string().nullable(),
  ticketOptions: z.array(TicketOptionSchema),
  availableDates: z.array(z.string()),
  culturalPaymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  culturalPaymentLink: z.string().nullable(),
  culturalPaymentQRCode: z.string().nullable(),
  /** The payee of a UPI-paid event (decision 072); null otherwise. */
  upiId: z.string().nullable(),
  upiName: z.string().nullable(),
  /** At the door (decision 049): seats (per available date on a cultural event), or null for no limit. */
  capacity: z.number().int().nullable(),
  /** Seats left over all dates ("N seats left"), or null when the event has no limit. Never negative. */
  seatsLeft: z.number().int().nullable(),
  /** A cultural event's seats left on each date and of each ticket type (null: no limit); [] on an event. */
  seatsByDate: z.array(
    z.object({
      date: z.string(),
      left: z.number().int().nullable(),
      tickets: z.array(z.object({ ticketType: z.string(), left: z.number().int().nullable() })),
    }),
  ),
  /** Hours after which an unpaid hold is released, or null for never. */
  paymentWindowHours: z.number().int().nullable(),
  /** Hours a waitlist offer is held for its claim, or null for the default (LIMITS.offerWindowHoursDefault, 24). */
  offerWindowHours: z.number().int().nullable(),
  /**
   * Anonymous Consights (decision 043): the post shows its pseudonym (`author`) to everyone, with the hue of its
   * drawn avatar; `userId` is empty and `authorAvatar` null. The author knows it by `postedByMe`.
   */
  anonymous: z.boolean(),
  authorHue: z.number().int().nullable(),
  /** Word filters (decision 046): present, true, while the filter holds the post for review (it is pending). */
  heldByFilter: z.boolean().optional(),

  likedByMe: z.boolean(),
  /** Whether the signed-in viewer has reported the post (its Report control then says Reported). */
  reportedByMe: z.boolean(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  canReport: z.boolean(),
  /** Whether the viewer wrote the post (the only road by which its author knows an anonymous post as theirs). */
  postedByMe: z.boolean(),
  canCloseComments: z.boolean(),
  /** Clubs (decision 081): an event's host club first, then the clubs that accepted to co-host it. */
  clubs: z.array(EventClubSchema).optional(),
});
export type Post = z.infer<typeof PostSchema>;
export const PostListSchema = z.array(PostSchema);

/** GET /api/posts: `type` is one type or a comma-separated list (Home is `confession,event`). */
export const FeedQuerySchema = z.object({
  type: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      const types = [...new Set(value.split(',').map((t) => t.trim()).filter(Boolean))];
      for (const t of types) {
        if (!(POST_TYPES as readonly string[]).includes(t)) {
          ctx.addIssue({ code: 'custom', message: `Unknown post type '${t}'.` });
          return z.NEVER;
        }
      }
      return types as PostType[];
    }),
  q: z.string().trim().max(LIMITS.searchMax, { error: 'The search can be at most 100 characters.' }).optional(),
  /** One author's posts (the profile); their own pending and hidden posts too when they ask. */
  author: z.string().min(1).max(64).optional(),
  limit: pageLimit(LIMITS.feedPageDefault),
  cursor: z.string().max(200).optional(),
  /**
   * Events and cultural events by when they happen instead of newest first (decision 029): `upcoming` soonest
   * first, `past` most recent first. Needs `type` of event types only.
   */
  when: z.enum(EVENT_TIMES, { error: MESSAGES.eventTimeUnknown }).optional(),
  /** The viewer's time zone: where `upcoming` starts (their today). */
  tz: TimeZoneSchema,
  /**
   * `following` (decision 081): a signed-in student's events of the clubs they follow or belong to and the events
   * they registered for, by date (`when`, upcoming by default); event types only (both by default).
   */
  view: z.enum(FEED_VIEWS, { error: ATTENDANCE_TEXTS.unknownFeedView }).optional(),
}).refine((query) => (!query.when && !query.view) || (query.view !== undefined && query.type === undefined) || (query.type !== undefined && query.type.every((t) => isEventType(t))), {
  error: MESSAGES.eventTimeNeedsEventType,
  path: ['when'],
});
export type FeedQuery = z.output<typeof FeedQuerySchema>;

export const UpcomingQuerySchema = z.object({ exclude: z.string().max(64).optional() });



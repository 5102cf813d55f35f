/**
 * Posts: the form/request shape, the rules of SPEC §5 (in SPEC's order, with its messages), the wire
 * shape of SPEC §3, and the feed's query. The client's post form and the API use the same schema.
 */
import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { MESSAGES } from '../messages.ts';
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

const text = (max: number) => z.string().trim().max(max, { error: MESSAGES.fieldTooLong }).default('');
const flag = (fallback: boolean) => z.boolean().default(fallback);

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
});

const PostInputBase = z.object({
  type: PostTypeSchema,
  title: z.string().trim().default(''),
  content: z.string().trim().default(''),
  images: z.array(z.string().max(LIMITS.bodyLimitBytes)).default([]),

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
  /** External Link or In-App Form (SPEC §4). Empty means "not chosen". */
  registrationMethod: z.enum([...REGISTRATION_METHODS, '']).default('link'),
  registrationOpen: flag(true),
  registrationLink: text(LIMITS.linkMax),
  registrationFields: text(LIMITS.registrationFieldsMax),
  paymentMethod: z.enum(PAYMENT_METHODS).default('link'),
  paymentLink: text(LIMITS.linkMax),
  paymentQRCode: z.string().max(LIMITS.bodyLimitBytes).default(''),

  ticketOptions: z.array(TicketOptionInputSchema).default([]),
  availableDates: z.array(z.string().trim().max(64)).default([]),
  culturalPaymentMethod: z.enum(PAYMENT_METHODS).default('link'),
  culturalPaymentLink: text(LIMITS.linkMax),
  culturalPaymentQRCode: z.string().max(LIMITS.bodyLimitBytes).default(''),
});
export type PostInputRaw = z.input<typeof PostInputBase>;

const validDate = (value: string) => value !== '' && !Number.isNaN(Date.parse(value));

/**
 * The first rule a post breaks, in SPEC §5's order, or null. The form shows it in an 'Input Required'
 * dialog; the API answers it with 400.
 */
export function postProblem(p: z.output<typeof PostInputBase>): string | null {
  if (!p.title || !p.content) return MESSAGES.titleContentRequired;
  if (p.title.length > LIMITS.titleMax) return MESSAGES.titleTooLong;
  if (p.content.length > LIMITS.contentMax) return MESSAGES.contentTooLong;

  if (isEventType(p.type)) {
    if (!p.location || !p.eventStartDate || !p.duration) return MESSAGES.eventDetailsRequired;
    if (!validDate(p.eventStartDate)) return MESSAGES.invalidDate;
    if (p.eventEndDate) {
      if (!validDate(p.eventEndDate)) return MESSAGES.invalidDate;
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
    if (p.availableDates.some((d) => !validDate(d))) return MESSAGES.invalidDate;
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
        if (method === 'qr' && !isImageRef(qr)) return MESSAGES.invalidImage;
      }
    }
  }

  if (p.images.length > LIMITS.imagesPerPost) return MESSAGES.tooManyImages;
  if (p.images.some((i) => !isImageRef(i))) return MESSAGES.invalidImage;
  return null;
}

/** The post form and POST/PUT /api/posts: every field, checked by SPEC §5's rules in order. */
export const PostInputSchema = PostInputBase.superRefine((post, ctx) => {
  const problem = postProblem(post);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
export type PostInput = z.output<typeof PostInputSchema>;

export const TicketOptionSchema = z.object({ ticketType: z.string(), ticketPrice: z.number() });
export type TicketOption = z.infer<typeof TicketOptionSchema>;

export const CommentSchema = z.object({
  _id: z.string(),
  author: z.string(),
  authorId: z.string(),
  authorAvatar: z.string().nullable(),
  text: z.string(),
  timestamp: z.string(),
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
  images: z.array(z.string()),

  location: z.string().nullable(),
  venueAddress: z.string().nullable(),
  source: z.string().nullable(),
  eventStartDate: z.string().nullable(),
  eventEndDate: z.string().nullable(),
  duration: z.string().nullable(),
  language: z.string().nullable(),
  price: z.number().nullable(),
  registrationOpen: z.boolean(),
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

  likedByMe: z.boolean(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  canReport: z.boolean(),
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
  limit: z.coerce
    .number({ error: 'limit must be a number from 1 to 100.' })
    .int({ error: 'limit must be a number from 1 to 100.' })
    .min(1, { error: 'limit must be a number from 1 to 100.' })
    .max(LIMITS.feedPageMax, { error: 'limit must be a number from 1 to 100.' })
    .default(LIMITS.feedPageDefault),
  cursor: z.string().max(200).optional(),
});
export type FeedQuery = z.output<typeof FeedQuerySchema>;

export const UpcomingQuerySchema = z.object({ exclude: z.string().max(64).optional() });



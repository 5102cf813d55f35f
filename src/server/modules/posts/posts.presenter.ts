import type { RegistrationEvent } from '../../../shared/registration-rules.ts';
import { limitsSeats, parseSeatMap, seatsByDate, seatsLeft, type SeatEvent } from '../../../shared/seats.ts';
import { POST_TYPES, registrationMethodOf, type Comment, type Post, type PostType, type TicketOption } from '../../../shared/schemas/posts.ts';
import { PAYMENT_METHODS } from '../../../shared/vocabulary.ts';
type PaymentMethod = (typeof PAYMENT_METHODS)[number];
import { fromFlag, parseJsonList, toNumber } from '../../database/values.ts';
import { POST_MARKS, type PostMarkField } from '../../cache/viewer-marks.ts';
import type { Abilities } from './posts.policy.ts';
import type { CommentWithAuthor, PostRow, PostWithAuthor } from './posts.repository.ts';

/** A stored payment method as the wire's (anything unknown reads as none). */
export const paymentMethod = (value: string | null): PaymentMethod | null =>
  value !== null && (PAYMENT_METHODS as readonly string[]).includes(value) ? (value as PaymentMethod) : null;
const postType = (value: string): PostType => ((POST_TYPES as readonly string[]).includes(value) ? (value as PostType) : 'confession');
const nullableNumber = (value: unknown): number | null => (value == null ? null : Number(value));

export { personBeside, pseudonymOf, type AuthorFacts, type PersonFacts, type ShownPerson } from '../users/person-beside.ts';
import { personBeside, type AuthorFacts } from '../users/person-beside.ts';

/** A comment of `post`: its author's own comments on their anonymous post show the post's pseudonym. */
export function presentComment(row: CommentWithAuthor & { held?: number }, post: AuthorFacts): Comment {
  // Only its author (and admins) ever read a held comment: it waits for review (decision 046).
  const held = fromFlag(row.held ?? 0) ? { held: true } : {};
  const author = personBeside(post, { id: row.user_id, name: row.author_name, avatar: row.author_avatar, isAdmin: row.author_is_admin });
  return {
    _id: row.id,
    author: author.name,
    authorId: author.id,
    authorAvatar: author.avatar,
    authorIsAdmin: author.isAdmin,
    text: row.text,
    timestamp: row.created_at,
    anonymous: author.anonymous,
    authorHue: author.hue,
    ...held,
  };
}

function ticketOptions(value: string | null): TicketOption[] {
  return parseJsonList<{ ticketType?: unknown; ticketPrice?: unknown; capacity?: unknown }>(value).map((o) => ({
    ticketType: typeof o.ticketType === 'string' ? o.ticketType : '',
    ticketPrice: toNumber(o.ticketPrice),
    capacity: typeof o.capacity === 'number' ? o.capacity : null,
  }));
}

/** Each picture's description, one per image in its order ('' where none; decision 056). */
export function descriptionsFor(row: Pick<PostRow, 'images' | 'image_descriptions'>): string[] {
  const given = parseJsonList<unknown>(row.image_descriptions);
  return parseJsonList<string>(row.images).map((_, i) => {
    const text = given[i];
    return typeof text === 'string' ? text : '';
  });
}

/** What seats mean for an event row (src/shared/seats.ts). */
export function seatEventOf(row: PostRow): SeatEvent {
  return {
    type: row.type,
    capacity: row.capacity === null ? null : toNumber(row.capacity),
    ticketOptions: ticketOptions(row.ticket_options),
    availableDates: parseJsonList<string>(row.available_dates),
  };
}

/** An event's seats on the wire: its capacity, its windows and what is left (decision 049). */
function seatsOf(row: PostRow): Pick<Post, 'capacity' | 'seatsLeft' | 'seatsByDate' | 'paymentWindowHours' | 'offerWindowHours'> {
  const event = seatEventOf(row);
  const taken = parseSeatMap(row.seats_taken);
  return {
    capacity: event.capacity,
    seatsLeft: seatsLeft(event, taken),
    seatsByDate: row.type === 'culturalEvent' && limitsSeats(event) ? seatsByDate(event, taken) : [],
    paymentWindowHours: row.payment_window_hours === null ? null : toNumber(row.payment_window_hours),
    offerWindowHours: row.offer_window_hours === null ? null : toNumber(row.offer_window_hours),
  };
}

/** Whether an event takes registrations and how, in our fields (SPEC's `enableRegistrationForm` says the same). */
function registrationOf(row: PostRow): Pick<Post, 'registrationRequired' | 'registrationMethod'> {
  const method = registrationMethodOf({ enableRegistrationForm: fromFlag(row.enable_registration_form), registrationLink: row.registration_link });
  return { registrationRequired: method !== '', registrationMethod: method };
}

/** What registration rules need of an event row (a subset of the wire Post, same normalisation). */
export function presentEventFacts(row: PostRow): RegistrationEvent & { title: string } {
  return {
    type: postType(row.type),
    title: row.title,
    price: nullableNumber(row.price),
    registrationFields: row.registration_fields,
    paymentMethod: paymentMethod(row.payment_method),
    paymentQRCode: row.payment_qr_code,
    ticketOptions: ticketOptions(row.ticket_options),
    availableDates: parseJsonList<string>(row.available_dates),
    culturalPaymentMethod: paymentMethod(row.cultural_payment_method),
    culturalPaymentQRCode: row.cultural_payment_qr_code,
    upiId: row.upi_id,
    upiName: row.upi_name,
  };
}

/** The abilities on the wire, in their order there: what the viewer may do with the post. */
const ABILITY_FIELDS = ['canEdit', 'canDelete', 'canReport', 'postedByMe', 'canCloseComments'] as const satisfies readonly (keyof Abilities)[];
/** Fails to compile when an ability is missing from `ABILITY_FIELDS`. */
const everyAbility: Exclude<keyof Abilities, (typeof ABILITY_FIELDS)[number]> extends never ? true : never = true;
void everyAbility;

/** What a post says to one viewer only: their marks (POST_MARKS: like, report) and what they may do with it. */
export type ViewerPart = Record<PostMarkField, boolean> & Abilities;
/** The rest of a post: the same for every viewer who may see it. */
export type PostBase = Omit<Post, keyof ViewerPart>;

/** The viewer part's fields in their order on the wire: the marks as declared, then the abilities. */
export const VIEWER_PART_FIELDS: readonly (keyof ViewerPart)[] = [...POST_MARKS.map((m) => m.field), ...ABILITY_FIELDS];

export interface PostExtras {
  comments: CommentWithAuthor[];
  marks: Record<PostMarkField, boolean>;
  abilities: Abilities;
}

/** A post row (with its author joined) as the wire's Post, without the viewer's part: flags to booleans, counts to numbers, JSON text to lists. */
export function presentPostBase(row: PostWithAuthor, comments: readonly CommentWithAuthor[]): PostBase {
  const author = personBeside(row, { id: row.user_id, name: row.author_name, avatar: row.author_avatar, isAdmin: row.author_is_admin });
  return {
    _id: row.id,
    type: postType(row.type),
    title: row.title,
    content: row.content,
    userId: author.id,
    author: author.name,
    authorAvatar: author.avatar,
    authorIsAdmin: author.isAdmin,
    anonymous: author.anonymous,
    authorHue: author.hue,
    timestamp: row.created_at,
    updatedAt: row.updated_at,
    status: row.status === 'pending' ? 'pending' : 'approved',
    version: toNumber(row.version),
    hidden: fromFlag(row.hidden),
    likes: toNumber(row.like_count),
    commentCount: toNumber(row.comment_count),
    commentData: comments.map((comment) => presentComment(comment, row)),
    commentsClosed: fromFlag(row.comments_closed),
    images: parseJsonList<string>(row.images),
    imageDescriptions: descriptionsFor(row),

    location: row.location,
    venueAddress: row.venue_address,
    source: row.source,
    eventStartDate: row.event_start_date,
    eventEndDate: row.event_end_date,
    duration: row.duration,
    language: row.language,
    price: nullableNumber(row.price),
    registrationOpen: fromFlag(row.registration_open),
    ...registrationOf(row),
    registrationLink: row.registration_link,
    enableRegistrationForm: fromFlag(row.enable_registration_form),
    registrationFields: row.registration_fields,
    paymentMethod: paymentMethod(row.payment_method),
    paymentLink: row.payment_link,
    paymentQRCode: row.payment_qr_code,
    ticketOptions: ticketOptions(row.ticket_options),
    availableDates: parseJsonList<string>(row.available_dates),
    culturalPaymentMethod: paymentMethod(row.cultural_payment_method),
    culturalPaymentLink: row.cultural_payment_link,
    culturalPaymentQRCode: row.cultural_payment_qr_code,
    upiId: row.upi_id,
    upiName: row.upi_name,
    ...seatsOf(row),
    ...(fromFlag(row.held) ? { heldByFilter: true } : {}),
  };
}

export function presentPost(row: PostWithAuthor, extras: PostExtras): Post {
  return { ...presentPostBase(row, extras.comments), ...extras.marks, ...extras.abilities };
}

import type { RegistrationEvent } from '../../../shared/registration-rules.ts';
import { POST_TYPES, PostSchema, registrationMethodOf, type Comment, type Post, type PostType, type TicketOption } from '../../../shared/schemas/posts.ts';
import { fromFlag, parseJsonList, toNumber } from '../../database/values.ts';
import { POST_MARKS, type PostMarkField } from '../../cache/viewer-marks.ts';
import type { Abilities } from './posts.policy.ts';
import type { CommentWithAuthor, PostRow, PostWithAuthor } from './posts.repository.ts';

const paymentMethod = (value: string | null): 'link' | 'qr' | null => (value === 'link' || value === 'qr' ? value : null);
const postType = (value: string): PostType => ((POST_TYPES as readonly string[]).includes(value) ? (value as PostType) : 'confession');
const nullableNumber = (value: unknown): number | null => (value == null ? null : Number(value));

export const presentComment = (row: CommentWithAuthor): Comment => ({
  _id: row.id,
  author: row.author_name,
  authorId: row.user_id,
  authorAvatar: row.author_avatar,
  authorIsAdmin: fromFlag(row.author_is_admin),
  text: row.text,
  timestamp: row.created_at,
});

function ticketOptions(value: string | null): TicketOption[] {
  return parseJsonList<{ ticketType?: unknown; ticketPrice?: unknown }>(value).map((o) => ({
    ticketType: typeof o.ticketType === 'string' ? o.ticketType : '',
    ticketPrice: toNumber(o.ticketPrice),
  }));
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
  };
}

/** The abilities on the wire, in their order there: what the viewer may do with the post. */
const ABILITY_FIELDS = ['canEdit', 'canDelete', 'canReport'] as const satisfies readonly (keyof Abilities)[];
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
  return {
    _id: row.id,
    type: postType(row.type),
    title: row.title,
    content: row.content,
    userId: row.user_id,
    author: row.author_name,
    authorAvatar: row.author_avatar,
    authorIsAdmin: fromFlag(row.author_is_admin),
    timestamp: row.created_at,
    updatedAt: row.updated_at,
    status: row.status === 'pending' ? 'pending' : 'approved',
    version: toNumber(row.version),
    hidden: fromFlag(row.hidden),
    likes: toNumber(row.like_count),
    commentCount: toNumber(row.comment_count),
    commentData: comments.map(presentComment),
    images: parseJsonList<string>(row.images),

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
  };
}

export function presentPost(row: PostWithAuthor, extras: PostExtras): Post {
  return { ...presentPostBase(row, extras.comments), ...extras.marks, ...extras.abilities };
}

const PostBaseSchema = PostSchema.omit(Object.fromEntries(VIEWER_PART_FIELDS.map((field) => [field, true])) as Record<keyof ViewerPart, true>);

/**
 * A post's shared part as UTF-8 JSON, checked against the wire schema once (unnamed fields stripped, as the
 * route serializer does), and left open at the end: `pageJson` closes it with one viewer's part. A feed page
 * read once serves every student this way, with only their part computed per request, and its bytes are
 * encoded once, not at every answer.
 */
export function openPostJson(base: PostBase): Buffer {
  return Buffer.from(JSON.stringify(PostBaseSchema.parse(base)).slice(0, -1), 'utf8');
}

/**
 * A viewer's part as a key: one character per field of `VIEWER_PART_FIELDS`, '1' for true and '0' for false.
 * Every key has the same length, so keys are distinct for any number of fields, and so are a page's keys
 * joined (the finished page's key).
 */
export const viewerPartKey = (part: ViewerPart): string => VIEWER_PART_FIELDS.map((field) => (part[field] ? '1' : '0')).join('');

/** Each viewer part's JSON, closing an open post, by its key: encoded once, at first use. */
const closings = new Map<string, Buffer>();

function closingOf(key: string): Buffer {
  let closing = closings.get(key);
  if (!closing) {
    const fields = VIEWER_PART_FIELDS.map((field, i) => `,${JSON.stringify(field)}:${key[i] === '1' ? 'true' : 'false'}`);
    closing = Buffer.from(`${fields.join('')}}`);
    closings.set(key, closing);
  }
  return closing;
}
const OPEN_LIST = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE_LIST = Buffer.from(']');

/** A JSON list of open posts, each closed with its viewer part (keys from `viewerPartKey`), as bytes. */
export function pageJson(opens: readonly Buffer[], keys: readonly string[]): Buffer {
  const chunks: Buffer[] = [OPEN_LIST];
  let length = 2 + Math.max(0, opens.length - 1);
  for (let i = 0; i < opens.length; i += 1) {
    const open = opens[i]!;
    const closing = closingOf(keys[i]!);
    if (i > 0) chunks.push(COMMA);
    chunks.push(open, closing);
    length += open.length + closing.length;
  }
  chunks.push(CLOSE_LIST);
  return Buffer.concat(chunks, length);
}

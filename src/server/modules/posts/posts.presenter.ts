import type { RegistrationEvent } from '../../../shared/registration-rules.ts';
import { POST_TYPES, type Comment, type Post, type PostType, type TicketOption } from '../../../shared/schemas/posts.ts';
import { fromFlag, parseJsonList, toNumber } from '../../database/values.ts';
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
  text: row.text,
  timestamp: row.created_at,
});

function ticketOptions(value: string | null): TicketOption[] {
  return parseJsonList<{ ticketType?: unknown; ticketPrice?: unknown }>(value).map((o) => ({
    ticketType: typeof o.ticketType === 'string' ? o.ticketType : '',
    ticketPrice: toNumber(o.ticketPrice),
  }));
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

export interface PostExtras {
  comments: CommentWithAuthor[];
  likedByMe: boolean;
  abilities: Abilities;
}

/** A post row (with its author joined) as the wire's Post: flags to booleans, counts to numbers, JSON text to lists. */
export function presentPost(row: PostWithAuthor, extras: PostExtras): Post {
  return {
    _id: row.id,
    type: postType(row.type),
    title: row.title,
    content: row.content,
    userId: row.user_id,
    author: row.author_name,
    authorAvatar: row.author_avatar,
    timestamp: row.created_at,
    updatedAt: row.updated_at,
    status: row.status === 'pending' ? 'pending' : 'approved',
    hidden: fromFlag(row.hidden),
    likes: toNumber(row.like_count),
    commentCount: toNumber(row.comment_count),
    commentData: extras.comments.map(presentComment),
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

    likedByMe: extras.likedByMe,
    ...extras.abilities,
  };
}

/**
 * The product's words and small rules that need no schema: post types and their labels, link and picture
 * checks, report reasons, avatars. zod-free, so the client's first load can use them without zod (which
 * loads on demand, decision 014); the schemas in ./schemas import and re-export them.
 */

export const POST_TYPES = ['confession', 'event', 'culturalEvent', 'news'] as const;
export type PostType = (typeof POST_TYPES)[number];

/** How each type is named to people (SPEC §9: confession is displayed as 'Consights'). */
export const POST_TYPE_LABELS: Record<PostType, string> = {
  confession: 'Consights',
  event: 'Event',
  culturalEvent: 'Cultural Event',
  news: 'News',
};

export const isEventType = (type: PostType): type is 'event' | 'culturalEvent' =>
  type === 'event' || type === 'culturalEvent';

/** SPEC's link and QR; a UPI request per seat (decision 072); Razorpay where the campus set it up. */
export const PAYMENT_METHODS = ['link', 'qr', 'upi', 'razorpay'] as const;
export const REGISTRATION_METHODS = ['link', 'form'] as const;

const DATA_URL = /^data:image\/(jpeg|jpg|png|webp);base64,[A-Za-z0-9+/=\s]+$/;
const MEDIA_URL = /^\/media\/[0-9a-f]{64}\.(jpg|png|webp)$/;
const HTTP_LINK = /^https?:\/\/[^\s]+$/i;

export const isDataUrl = (value: string) => DATA_URL.test(value);
export const isMediaUrl = (value: string) => MEDIA_URL.test(value);
export const isHttpLink = (value: string) => HTTP_LINK.test(value) && URL.canParse(value);
/** An image reference a post may hold or send: a new data URL or an already stored /media URL, never a link elsewhere. */
export const isImageRef = (value: string) => isDataUrl(value) || isMediaUrl(value);

/** The registration method the form shows for a stored post. */
export const registrationMethodOf = (post: { enableRegistrationForm: boolean; registrationLink: string | null }) =>
  post.enableRegistrationForm ? 'form' : post.registrationLink ? 'link' : '';

/** The longest comment (our limit). */
export const COMMENT_MAX = 1000;

/** SPEC §5: the four report reasons, word for word. */
export const REPORT_REASONS = [
  'Offensive/Inappropriate Content',
  'Clickbait',
  'False or misleading information',
  'Spam',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const NOTIFICATION_TYPES = ['info', 'success', 'error'] as const;

/** SPEC §9: two predefined avatars, our own pictures, served with the client. */
export const PREDEFINED_AVATARS = ['/avatars/banyan.svg', '/avatars/comet.svg'] as const;
export const isPredefinedAvatar = (value: string): boolean => (PREDEFINED_AVATARS as readonly string[]).includes(value);

export const AUDIT_ACTIONS = [
  'approve',
  'reject',
  'delete',
  'dismiss',
  'edit',
  // Moderation (decision 044): acts on accounts
  'role',
  'warn',
  'suspend',
  'unsuspend',
  // Anonymous Consights (decision 043)
  'reveal',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

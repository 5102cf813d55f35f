/**
 * The database's tables as Kysely sees them. Portable across SQLite and PostgreSQL:
 * ids are opaque strings made in code, timestamps are ISO 8601 UTC strings, booleans are 0/1 integers,
 * lists are JSON text. Presenters turn these into the wire's shapes.
 */
import type { ColumnType } from 'kysely';

export type Flag = 0 | 1;

export interface UsersTable {
  id: string;
  name: string;
  email: string;
  password_hash: string | null;
  google_sub: string | null;
  avatar: string | null;
  is_admin: number;
  created_at: string;
  updated_at: string;
  /** When the email was proven to be the account's (Google's `email_verified`); null for a password sign-up. */
  email_verified_at: string | null;
  /** Set when admin is revoked by hand: the fingerprint of the ADMIN_EMAILS list then in force, which no longer grants it. */
  admin_revoked_for: string | null;
  // Moderation (decision 044)
  /** 1: a moderator (handles reports and approvals). 0 for admins, who may do all a moderator does. */
  is_moderator: number;
  /** Until when the account may not add to the campus; in force while in the future. */
  suspended_until: string | null;
  suspension_reason: string | null;
  // Deleting an account (decision 048)
  /** When the account was deleted: the row is a tombstone ('Deleted account'), nobody signs in to it. */
  deleted_at: string | null;
  // Languages (decision 055)
  /** The language the account chose ('en', 'hi'), in which its emails and notifications are said; null: English. */
  locale: string | null;
  /** 1 when the student shows "Events I attended" to others (decision 081). */
  attendance_public: number;
}

export interface SessionsTable {
  /** SHA-256 of the bearer token, hex. The token itself is never stored. */
  token_hash: string;
  user_id: string;
  created_at: string;
  last_used_at: string;
  expires_at: string;
  revoked_at: string | null;
  /** The browser and system it was signed in from, as "Chrome on Android" (decision 047); null on older rows. */
  device: string | null;
}

/** One-time tickets that the Google redirect carries; exchanged for a session within a minute. */
export interface AuthTicketsTable {
  ticket_hash: string;
  user_id: string;
  expires_at: string;
  used_at: string | null;
  /** SHA-256 of the sign-in cookie's secret of the browser that began the flow; null on older rows. */
  binding_hash: string | null;
}

/** State of an OpenID Connect login between the redirect to the provider and its callback. */
export interface OidcFlowsTable {
  state: string;
  code_verifier: string;
  nonce: string;
  created_at: string;
  /** SHA-256 of the secret in the cookie of the browser that began the flow; null on older rows. */
  binding_hash: string | null;
}

export interface PostsTable {
  id: string;
  type: string;
  title: string;
  content: string;
  user_id: string;
  status: string;
  created_at: string;
  updated_at: string;
  images: string;
  /** A text alternative for each picture, in the images' order: a JSON list ('' for none); null before they existed. */
  image_descriptions: string | null;
  location: string | null;
  venue_address: string | null;
  source: string | null;
  event_start_date: string | null;
  event_end_date: string | null;
  duration: string | null;
  language: string | null;
  price: number | null;
  registration_open: number;
  registration_link: string | null;
  enable_registration_form: number;
  registration_fields: string | null;
  payment_method: string | null;
  payment_link: string | null;
  payment_qr_code: string | null;
  ticket_options: string | null;
  available_dates: string | null;
  cultural_payment_method: string | null;
  cultural_payment_link: string | null;
  cultural_payment_qr_code: string | null;
  like_count: number;
  comment_count: number;
  report_count: number;
  registration_count: number;
  hidden: number;
  /** When an admin last dismissed the post's reports; until the post is edited, reports no longer hide it. */
  reports_dismissed_at: string | null;
  /** 1 when written, one more at every edit: what an admin's approval or rejection names. */
  version: number;
  // Anonymous Consights (decision 043): set when written, never changed.
  /** 1: others see the pseudonym, never the owner. */
  anonymous: number;
  /** The post's pseudonym ('Anonymous Otter'), or null for a post that is not anonymous. */
  pseudonym: string | null;
  /** The hue (0-359) of the pseudonym's drawn avatar, or null. */
  pseudonym_hue: number | null;
  /** 1 when its owner or an admin closed its comments (decision 047): no new comment is taken. */
  comments_closed: number;
  /** Word filters (decision 046): 1 while the filter holds the post for review (pending); 1 when it flagged it. */
  held: number;
  flagged: number;
  // At the door (decision 049)
  /** Seats (per available date on a cultural event), or null for no limit. */
  capacity: number | null;
  /** Hours after which an unpaid hold is released, or null for never. */
  payment_window_hours: number | null;
  /** Where a UPI-paid event is paid (decision 072): the payee's UPI ID and name. */
  upi_id: string | null;
  upi_name: string | null;
  /** Hours a waitlist offer is held for its claim, or null for the default (24). */
  offer_window_hours: number | null;
  /** The seats the holders take, as a seat map (src/shared/seats.ts) in JSON; null when none. */
  seats_taken: string | null;
  /** The last arrival number given to a registration: the waitlist's order. */
  /** The club that hosts the event (decision 081); null: its author hosts it. */
  club_id: string | null;
  registration_seq: number;
}

export interface CommentsTable {
  id: string;
  post_id: string;
  user_id: string;
  text: string;
  created_at: string;
  /** Word filters (decision 046): 1 while the filter holds the comment for review; 1 when it flagged it. */
  held: ColumnType<number, number | undefined, number>;
  flagged: ColumnType<number, number | undefined, number>;
}

export interface LikesTable {
  post_id: string;
  user_id: string;
  created_at: string;
}

export interface ReportsTable {
  id: string;
  post_id: string;
  user_id: string;
  reason: string;
  created_at: string;
  resolved_at: string | null;
  outcome: string | null;
}

export interface RegistrationsTable {
  id: string;
  post_id: string;
  user_id: string;
  name: string;
  email: string;
  phone: string;
  transaction_id: string | null;
  booking_dates: string | null;
  selected_tickets: string | null;
  total_price: number | null;
  custom_fields: string | null;
  created_at: string;
  // At the door (decision 049)
  /** confirmed | awaiting_payment | waitlisted | offered | cancelled | checked_in (REGISTRATION_STATUSES). */
  status: string;
  /** Arrival order within the event: the waitlist's order. */
  seq: number;
  /** The seats this registration takes while it holds them: a seat map in JSON. */
  seats: string | null;
  /** A payment screenshot (a /media URL), when the registrant sent one with the reference. */
  payment_screenshot: string | null;
  /** When the registrant gave the payment reference (`transaction_id`). */
  payment_submitted_at: string | null;
  /** When an unpaid hold is released, if the host set a payment window. */
  payment_due_at: string | null;
  payment_decided_at: string | null;
  payment_decided_by: string | null;
  /** The host's reason when a payment was rejected. */
  payment_note: string | null;
  /** Until when an offered seat is held for its claim. */
  offer_expires_at: string | null;
  cancelled_at: string | null;
  cancelled_by: string | null;
  cancel_reason: string | null;
  /** The ticket's short code (on the ticket and in the CSV); a new one each time a ticket is issued. */
  ticket_code: string | null;
  checked_in_at: string | null;
  checked_in_by: string | null;
  updated_at: string | null;
  /** The code a registration that owes money is paid with (`QD-7K2M9`, decision 072); unique on the campus. */
  payment_reference: string | null;
  /** What was received so far: a statement's part payment, or the whole once the payment is confirmed. */
  amount_paid: number;
  /** When the "pay by" reminder went out. */
  payment_reminded_at: string | null;
  /** The Razorpay payment link made for what is left to pay, and its address (decision 074). */
  gateway_link_id: string | null;
  gateway_url: string | null;
}

/** Door staff: people the host added by email, who may check tickets in. */
export interface EventStaffTable {
  post_id: string;
  email: string;
  added_by: string | null;
  created_at: string;
  /** 'door' (checks people in) or 'cohost' (hosts the event with its host): decision 071. */
  role: ColumnType<string, string | undefined, string>;
}

/** The event's log: every change of a registration's state, by whom and why. */
export interface RegistrationLogTable {
  id: string;
  post_id: string;
  registration_id: string | null;
  /** registered | waitlisted | offered | claimed | offer-expired | cancelled | payment-submitted | paid | payment-rejected | payment-expired | checked-in | check-in-undone | staff-added | staff-removed */
  action: string;
  actor_id: string | null;
  reason: string | null;
  /** JSON, for what an action needs beyond its reason. */
  details: string | null;
  created_at: string;
}

/** A check-in: one per registration and day while not undone. */
export interface CheckInsTable {
  id: string;
  post_id: string;
  registration_id: string;
  /** The booked day a cultural event's check-in is for ('' for an event with one date). */
  day: ColumnType<string, string | undefined, string>;
  scanned_at: string;
  recorded_at: string;
  by_user_id: string | null;
  undone_at: string | null;
  undone_by: string | null;
}

/** Every scan a door sent, by the door's own id for it: a scan synced twice is answered the same. */
export interface DoorScansTable {
  id: string;
  post_id: string;
  registration_id: string | null;
  result: string;
  scanned_at: string;
  recorded_at: string;
  by_user_id: string | null;
  /** The check-in the answer names: the one this scan made, or the first one there before it (decision 052). */
  check_in_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Keys the server made for itself (the ticket signing key, when not configured). */
export interface ServerKeysTable {
  name: string;
  value: string;
  created_at: string;
}

export interface NotificationsTable {
  id: string;
  user_id: string;
  message: string;
  type: string;
  post_id: string | null;
  read_at: string | null;
  created_at: string;
  /** 'like' for the one unread notification that groups a post's likes; null for the others. */
  group_kind: string | null;
  /** When a grouped notification's group starts: it counts the current likers since then. */
  group_since: string | null;
  // Languages (decision 055)
  /** The English template `message` was said from, to say it again in its reader's language; null: `message` only. */
  template: string | null;
  /** The template's values, JSON (a value may be a kept text itself: `Kept` in shared/messages.ts). */
  template_values: string | null;
  /** A notification about a club links to the club's page (decision 081). */
  club_id: string | null;
}

export interface MediaTable {
  /** SHA-256 of the stored bytes, hex: the same picture is stored once. */
  hash: string;
  mime: string;
  size: number;
  width: number;
  height: number;
  data: Uint8Array;
  created_at: string;
}

/** Which stored pictures a post references (its images and payment QR codes). */
export interface PostMediaTable {
  post_id: string;
  hash: string;
}

/** The UTC days an event is on (start to end, and a cultural event's available dates). */
export interface EventDaysTable {
  post_id: string;
  /** A UTC day 'YYYY-MM-DD' the event spans, or one of a cultural event's available dates. */
  day: string;
  /** The event's start and end (its start when it has none or an earlier one), UTC ISO instants. */
  starts_at: string | null;
  ends_at: string | null;
  /** 1 when the day is one of the event's available dates: on that day in every time zone. */
  fixed: number;
}

/** A user's personal calendar (SPEC §4 Add to Calendar). */
export interface CalendarEntriesTable {
  user_id: string;
  post_id: string;
  created_at: string;
}

/** Moderation actions (who, what, when, which post); the post's id and title outlive the post. */
export interface AuditLogTable {
  id: string;
  actor_id: string | null;
  action: string;
  post_id: string | null;
  post_title: string | null;
  detail: string | null;
  created_at: string;
  /** The pseudonym shown for an actor who acted on their own anonymous post (decision 067); else null. */
  actor_pseudonym: string | null;
}

/**
 * SQLite only: the key of each post in the search index (the FTS5 table posts_search, which Kysely does not
 * describe; the repository reaches it in SQL). Kept in step by triggers; see the search migration.
 */
export interface PostSearchKeysTable {
  key: number;
  post_id: string;
}

/** A wrong password, by account (SHA-256 of the email) and client (SHA-256 of its address); kept 15 minutes. */
export interface LoginFailuresTable {
  account: string;
  client: string;
  created_at: string;
}

/** A per-route request limit's counter, shared by the processes on the database (decision 036). */
export interface RateCountersTable {
  /** The route (method and path) and the SHA-256 of the client's key. */
  key: string;
  /** When the current window ends, ISO 8601 UTC. */
  reset_at: string;
  /** Hits counted in the current window. */
  count: number;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  auth_tickets: AuthTicketsTable;
  oidc_flows: OidcFlowsTable;
  posts: PostsTable;
  comments: CommentsTable;
  likes: LikesTable;
  reports: ReportsTable;
  registrations: RegistrationsTable;
  event_staff: EventStaffTable;
  registration_log: RegistrationLogTable;
  check_ins: CheckInsTable;
  door_scans: DoorScansTable;
  server_keys: ServerKeysTable;
  notifications: NotificationsTable;
  media: MediaTable;
  post_media: PostMediaTable;
  event_days: EventDaysTable;
  calendar_entries: CalendarEntriesTable;
  audit_log: AuditLogTable;
  post_search_keys: PostSearchKeysTable;
  login_failures: LoginFailuresTable;
  rate_counters: RateCountersTable;
  email_outbox: EmailOutboxTable;
  account_tokens: AccountTokensTable;
  calendar_feeds: CalendarFeedsTable;
  calendar_cancellations: CalendarCancellationsTable;
  calendar_cancellation_followers: CalendarCancellationFollowersTable;
  email_opt_outs: EmailOptOutsTable;
  email_unsubscribe_tokens: EmailUnsubscribeTokensTable;
  // Campus gate and automatic hiding (decision 045)
  upheld_reports: UpheldReportsTable;
  post_auto_hides: PostAutoHidesTable;
  // Trust and safety: word filters
  word_filters: WordFiltersTable;
  // Your account (decision 047)
  user_blocks: UserBlocksTable;
  // Web Push (decision 051)
  push_subscriptions: PushSubscriptionsTable;
  push_outbox: PushOutboxTable;
  push_opt_outs: PushOptOutsTable;
  // Paying through Razorpay (decision 074)
  payment_gateway_events: PaymentGatewayEventsTable;
  // Bank statements matched to registrations (decision 073)
  payment_receipts: PaymentReceiptsTable;
  // Clubs (decision 081)
  club_categories: ClubCategoriesTable;
  clubs: ClubsTable;
  club_members: ClubMembersTable;
  club_invites: ClubInvitesTable;
  club_follows: ClubFollowsTable;
  club_announcements: ClubAnnouncementsTable;
  club_years: ClubYearsTable;
  event_clubs: EventClubsTable;
}

/** The club categories the admin keeps. */
export interface ClubCategoriesTable {
  slug: string;
  name: string;
  position: number;
  created_at: string;
}

/** A club (decision 081): its approved public fields, and an edit waiting for approval in `pending_changes`. */
export interface ClubsTable {
  id: string;
  slug: string;
  name: string;
  description: string;
  category: string;
  logo: string | null;
  banner: string | null;
  contact_email: string | null;
  website: string | null;
  instagram: string | null;
  chat_link: string | null;
  /** 'open' | 'approval' | 'invite' */
  join_policy: ColumnType<string, string | undefined, string>;
  /** 'pending' | 'approved' | 'rejected' | 'inactive' */
  status: ColumnType<string, string | undefined, string>;
  /** JSON of the public fields an approved club's edit would change, waiting for approval. */
  pending_changes: string | null;
  pending_since: string | null;
  /** The reviewer's reason when the club or its edit was declined. */
  review_note: string | null;
  /** 1: the club's events skip review (the admin trusts it). */
  auto_approve_events: ColumnType<number, number | undefined, number>;
  created_by: string;
  created_at: string;
  updated_at: string;
  approved_at: string | null;
  inactive_at: string | null;
  /** The year's handover: when its officers must have confirmed by. */
  confirm_by: string | null;
  member_count: ColumnType<number, number | undefined, number>;
  follower_count: ColumnType<number, number | undefined, number>;
  version: ColumnType<number, number | undefined, number>;
}

export interface ClubMembersTable {
  club_id: string;
  user_id: string;
  /** 'owner' | 'officer' | 'member' | 'alumni' */
  role: ColumnType<string, string | undefined, string>;
  title: string | null;
  /** 'active' | 'requested' (waits for an officer's approval) */
  status: ColumnType<string, string | undefined, string>;
  created_at: string;
  joined_at: string | null;
  /** When an owner or officer confirmed their role for the current year. */
  confirmed_at: string | null;
}

export interface ClubInvitesTable {
  id: string;
  club_id: string;
  email: string;
  token_hash: string;
  invited_by: string | null;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  revoked_at: string | null;
}

export interface ClubFollowsTable {
  club_id: string;
  user_id: string;
  created_at: string;
}

export interface ClubAnnouncementsTable {
  id: string;
  club_id: string;
  author_id: string | null;
  title: string;
  content: string;
  image: string | null;
  /** 'published' | 'held' | 'rejected' */
  status: ColumnType<string, string | undefined, string>;
  hold_reason: string | null;
  created_at: string;
  published_at: string | null;
  reviewed_by: string | null;
  reviewed_at: string | null;
}

/** An academic year's start, chosen by the admin: officers confirm by `confirm_by`. */
export interface ClubYearsTable {
  id: string;
  starts_on: string;
  confirm_by: string;
  started_by: string | null;
  created_at: string;
  closed_at: string | null;
}

/** A club co-hosting an event: invited, then accepted by one of its officers. */
export interface EventClubsTable {
  post_id: string;
  club_id: string;
  /** 'invited' | 'accepted' */
  status: ColumnType<string, string | undefined, string>;
  invited_by: string | null;
  created_at: string;
  accepted_at: string | null;
}

/** An email to send: written with the change that causes it, sent by the outbox worker (`modules/email`). */
export interface EmailOutboxTable {
  id: string;
  /** What the message is (`EMAIL_KINDS`): preferences and unsubscribe links go by it. */
  kind: string;
  user_id: string | null;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** JSON object of extra headers (List-Unsubscribe, ...). */
  headers: string;
  /** JSON array of `{ filename, contentType, content }` (content as text). */
  attachments: string;
  /** The stable Message-ID, the same on every attempt. */
  message_id: string;
  /** Where set, a message that must go once (a reminder): unique. */
  dedupe_key: string | null;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  next_attempt_at: string;
  /** A worker's claim on the row until this time. */
  lease_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** A single-use token of an account email (decision 041): only its SHA-256 is kept. */
export interface AccountTokensTable {
  token_hash: string;
  purpose: 'verify-email' | 'password-reset';
  user_id: string;
  created_at: string;
  expires_at: string;
  /** Spent: used, or replaced by a newer token of the same purpose. */
  used_at: string | null;
}

/** A student's secret calendar feed address (decision 039): one a student, a new one replaces the old. */
export interface CalendarFeedsTable {
  user_id: string;
  /** SHA-256 of the feed's token, hex. The token itself is never stored. */
  token_hash: string;
  created_at: string;
}

/** What a calendar needs of an event that was deleted or rejected, kept for a while (decision 039). */
export interface CalendarCancellationsTable {
  post_id: string;
  host_id: string;
  type: string;
  title: string;
  content: string;
  location: string | null;
  venue_address: string | null;
  event_start_date: string | null;
  event_end_date: string | null;
  available_dates: string | null;
  /** The SEQUENCE the cancellation carries: one more than the event's last. */
  sequence: number;
  /** 1 when everyone could see the event when it went (approved, not hidden): then anyone may read its cancellation. */
  was_public: number;
  created_at: string;
  cancelled_at: string;
}

/** A student whose personal feed carried a cancelled event (they had saved it or registered). */
export interface CalendarCancellationFollowersTable {
  post_id: string;
  user_id: string;
}

/** An optional kind of email a student turned off (decision 042): no row, the kind goes. */
export interface EmailOptOutsTable {
  user_id: string;
  kind: string;
  created_at: string;
}

/** A one-click unsubscribe link of an email sent: SHA-256 of the token, hex; it names one account and one kind. */
export interface EmailUnsubscribeTokensTable {
  token_hash: string;
  user_id: string;
  kind: string;
  created_at: string;
  expires_at: string;
}

// ---- Campus gate and automatic hiding (decision 045) ----
/** A report whose post an admin removed: kept after the post is gone, it weighs the reporter's later reports. */
export interface UpheldReportsTable {
  user_id: string;
  /** The removed post's id (no longer a post). */
  post_id: string;
  upheld_at: string;
}

/** Why a post was hidden by reports, without an admin: shown to the admins beside it. */
export interface PostAutoHidesTable {
  post_id: string;
  hidden_at: string;
  /** How many open reports counted. */
  reports: number;
  /** What they weighed together. */
  weight: number;
  /** REPORT_HIDE_THRESHOLD when the post was hidden. */
  threshold: number;
}

// Trust and safety: word filters
/** An admin's word or phrase and what a text that contains it gets (decision 046). */
export interface WordFiltersTable {
  id: string;
  pattern: string;
  action: 'block' | 'hold' | 'flag';
  created_by: string | null;
  created_at: string;
}

// ---- Your account (decision 047) ----

/** A person a student blocked: their posts and comments are hidden from the blocker, and they cannot comment on the blocker's posts. */
export interface UserBlocksTable {
  blocker_id: string;
  blocked_id: string;
  created_at: string;
}

/** A browser that gets an account's pushes (decision 051), while the session it subscribed in lasts. */
export interface PushSubscriptionsTable {
  id: string;
  user_id: string;
  /** The session it subscribed in (`sessions.token_hash`): its row goes with the session's. */
  session_hash: string;
  /** The push service's address for this browser; unique. */
  endpoint: string;
  /** The browser's P-256 public key and auth secret, base64url: what each push is encrypted to. */
  p256dh: string;
  auth: string;
  /** "Chrome on Android", from the User-Agent when it subscribed; null when not recognised. */
  device: string | null;
  created_at: string;
  last_success_at: string | null;
}

/** A push to one device: written with the change that causes it, sent by the push worker (`modules/push`). */
export interface PushOutboxTable {
  id: string;
  subscription_id: string;
  /** `PUSH_KINDS`: the student's choice goes by it. */
  kind: string;
  /** JSON `{ title, body, url, tag }`: what the device decrypts and shows. */
  payload: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  next_attempt_at: string;
  lease_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** A kind of push a student turned off (no row: on). */
export interface PushOptOutsTable {
  user_id: string;
  kind: string;
  created_at: string;
}

/** A bank statement's credit, imported by an event's host, and what it settled (decision 073). */
export interface PaymentReceiptsTable {
  id: string;
  post_id: string;
  /** A hash of the row's fields and its place among identical rows of its file: unique per event. */
  fingerprint: string;
  line: number;
  row_date: string;
  amount: number;
  narration: string;
  reference: string;
  /** matched | underpaid | overpaid | duplicate | cancelled | unmatched */
  outcome: string;
  registration_id: string | null;
  /** Money to give back: an overpayment's difference, or the whole of a payment twice or for a cancelled seat. */
  refund: number;
  note: string | null;
  imported_by: string | null;
  created_at: string;
  /** Set when a person settled the row (or nothing was left to settle). */
  resolved_by: string | null;
  resolved_at: string | null;
}

/** A Razorpay webhook event taken, by Razorpay's event id: a repeat of it changes nothing (decision 074). */
export interface PaymentGatewayEventsTable {
  id: string;
  received_at: string;
  /** The event's name: payment_link.paid, qr_code.credited, or one Quad ignores. */
  kind: string;
}

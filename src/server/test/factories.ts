/**
 * Row factories shared by the tests, the demo seed (decision 035) and the benchmarks: `buildX(overrides)` makes a complete row,
 * `insertX(db, overrides)` stores it. They write rows straight into their tables, below the services,
 * so a test can set up any state (a pending event, a reported post) without going through the API.
 */
import type { Insertable, Kysely } from 'kysely';
import type { Database, PostsTable, UsersTable } from '../database/schema.ts';
import { newId, nowIso } from '../database/values.ts';
import { keepEventDays } from '../modules/calendar/event-days.ts';
import { DOOR_FIELDS_UNSET } from '../modules/events/registrations.repository.ts';

type Db = Kysely<Database>;
type PostRow = PostsTable;
type UserRow = UsersTable;

let sequence = 0;
const next = () => ++sequence;

export function buildUser(overrides: Partial<UserRow> = {}): UserRow {
  const n = next();
  const now = nowIso();
  return {
    id: newId(),
    name: `Student ${n}`,
    email: `student${n}-${newId().slice(0, 6).toLowerCase()}@campus.test`,
    password_hash: null,
    google_sub: null,
    avatar: null,
    is_admin: 0,
    created_at: now,
    updated_at: now,
    email_verified_at: null,
    admin_revoked_for: null,
    is_moderator: 0,
    suspended_until: null,
    suspension_reason: null,
    deleted_at: null,
    locale: null,
    attendance_public: 0,
    ...overrides,
  };
}

export async function insertUser(db: Db, overrides: Partial<UserRow> = {}): Promise<UserRow> {
  const row = buildUser(overrides);
  await db.insertInto('users').values(row).execute();
  return row;
}

const NO_EVENT_FIELDS = {
  location: null,
  venue_address: null,
  source: null,
  event_start_date: null,
  event_end_date: null,
  duration: null,
  language: null,
  price: null,
  registration_link: null,
  registration_fields: null,
  payment_method: null,
  payment_link: null,
  payment_qr_code: null,
  capacity: null,
  payment_window_hours: null,
  offer_window_hours: null,
  seats_taken: null,
  registration_seq: 0,
  club_id: null,
  ticket_options: null,
  available_dates: null,
  cultural_payment_method: null,
  cultural_payment_link: null,
  cultural_payment_qr_code: null,
  upi_id: null,
  upi_name: null,
};

export function buildPost(userId: string, overrides: Partial<PostRow> = {}): PostRow {
  const n = next();
  const now = nowIso();
  return {
    id: newId(),
    type: 'confession',
    title: `Post ${n}`,
    content: `Something on my mind, number ${n}.`,
    user_id: userId,
    status: 'approved',
    created_at: now,
    updated_at: now,
    images: '[]',
    image_descriptions: null,
    ...NO_EVENT_FIELDS,
    registration_open: 0,
    enable_registration_form: 0,
    like_count: 0,
    comment_count: 0,
    report_count: 0,
    registration_count: 0,
    hidden: 0,
    reports_dismissed_at: null,
    version: 1,
    anonymous: 0,
    pseudonym: null,
    pseudonym_hue: null,
    comments_closed: 0,
    held: 0,
    flagged: 0,
    ...overrides,
  };
}

const inDays = (days: number, hour = 18) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};

/** An approved, free event a week from now with an in-app form; pending or paid through overrides. */
export function buildEvent(userId: string, overrides: Partial<PostRow> = {}): PostRow {
  return buildPost(userId, {
    type: 'event',
    title: 'Open Mic Night',
    content: 'Bring a song, a poem or a joke. Register here to get a slot on stage; snacks on us.',
    status: 'approved',
    location: 'Student Centre',
    venue_address: 'Student Centre, Main Campus',
    source: 'Music Club',
    event_start_date: inDays(7),
    event_end_date: inDays(7, 21),
    duration: '3 hours',
    language: 'English',
    price: 0,
    registration_open: 1,
    enable_registration_form: 1,
    registration_fields: 'Year of study:1st|2nd|3rd|4th',
    ...overrides,
  });
}

export function buildCulturalEvent(userId: string, overrides: Partial<PostRow> = {}): PostRow {
  return buildPost(userId, {
    type: 'culturalEvent',
    title: 'Spring Cultural Fest',
    content: 'Three evenings of dance, music and food stalls from every hostel.',
    status: 'approved',
    location: 'Open Air Theatre',
    venue_address: 'Open Air Theatre, North Campus',
    source: 'Cultural Committee',
    event_start_date: inDays(14),
    event_end_date: inDays(16, 22),
    duration: '3 evenings',
    language: 'English',
    price: 0,
    registration_open: 1,
    enable_registration_form: 1,
    ticket_options: JSON.stringify([
      { ticketType: 'General', ticketPrice: 150 },
      { ticketType: 'VIP', ticketPrice: 400 },
    ]),
    available_dates: JSON.stringify([inDays(14).slice(0, 10), inDays(15).slice(0, 10), inDays(16).slice(0, 10)]),
    cultural_payment_method: 'link',
    cultural_payment_link: 'https://pay.example.org/fest',
    ...overrides,
  });
}

/** A post, with its calendar days for events (as the posts service keeps them). */
export async function insertPost(db: Db, row: PostRow): Promise<PostRow> {
  await db.insertInto('posts').values(row).execute();
  await keepEventDays(db, row);
  return row;
}

/** A confirmed registration's row, not stored. */
export function buildRegistration(
  post: Pick<PostRow, 'id'>,
  user: Pick<UserRow, 'id' | 'name' | 'email'>,
  overrides: Partial<Database['registrations']> = {},
): Database['registrations'] {
  return {
    id: newId(),
    post_id: post.id,
    user_id: user.id,
    name: user.name,
    email: user.email,
    phone: '9876543210',
    transaction_id: null,
    booking_dates: null,
    selected_tickets: null,
    total_price: 0,
    custom_fields: null,
    created_at: nowIso(),
    status: 'confirmed',
    seq: 0,
    ...DOOR_FIELDS_UNSET,
    updated_at: nowIso(),
    ...overrides,
  };
}

export async function insertRegistration(
  db: Db,
  post: Pick<PostRow, 'id'>,
  user: Pick<UserRow, 'id' | 'name' | 'email'>,
  overrides: Partial<Database['registrations']> = {},
) {
  const row = buildRegistration(post, user, overrides);
  await db.insertInto('registrations').values(row).execute();
  await db
    .updateTable('posts')
    .set((eb) => ({ registration_count: eb('registration_count', '+', 1) }))
    .where('id', '=', post.id)
    .execute();
  return row;
}

export async function insertReport(db: Db, postId: string, userId: string, reason = 'Spam') {
  const row = { id: newId(), post_id: postId, user_id: userId, reason, created_at: nowIso(), resolved_at: null, outcome: null };
  await db.insertInto('reports').values(row).execute();
  await db
    .updateTable('posts')
    .set((eb) => ({ report_count: eb('report_count', '+', 1) }))
    .where('id', '=', postId)
    .execute();
  return row;
}

/** A comment, counted on its post as the comments service would. */
export async function insertComment(
  db: Db,
  postId: string,
  userId: string,
  overrides: Partial<Insertable<Database['comments']>> = {},
) {
  const row = { id: newId(), post_id: postId, user_id: userId, text: `Comment ${next()}`, created_at: nowIso(), ...overrides };
  await db.insertInto('comments').values(row).execute();
  // A comment the word filter holds is not counted until an admin approves it.
  if (row.held) return row;
  await db
    .updateTable('posts')
    .set((eb) => ({ comment_count: eb('comment_count', '+', 1) }))
    .where('id', '=', postId)
    .execute();
  return row;
}

/** A like, counted on its post as the likes service would. */
export async function insertLike(db: Db, postId: string, userId: string) {
  const row = { post_id: postId, user_id: userId, created_at: nowIso() };
  await db.insertInto('likes').values(row).execute();
  await db
    .updateTable('posts')
    .set((eb) => ({ like_count: eb('like_count', '+', 1) }))
    .where('id', '=', postId)
    .execute();
  return row;
}

export async function insertNotification(db: Db, userId: string, overrides: Partial<Database['notifications']> = {}) {
  const row = {
    id: newId(),
    user_id: userId,
    message: `Notification ${next()}`,
    type: 'info',
    post_id: null,
    read_at: null,
    created_at: nowIso(),
    ...overrides,
  };
  await db.insertInto('notifications').values(row).execute();
  return row;
}

/** An email the worker gave up on (decision 040): failed after attempts, with the server's last answer. */
export async function insertFailedEmail(db: Db, userId: string | null, overrides: Partial<Database['email_outbox']> = {}) {
  const id = newId();
  const now = nowIso();
  const row: Database['email_outbox'] = {
    id,
    kind: 'registration-confirmed',
    user_id: userId,
    to_address: `student${next()}@campus.test`,
    subject: 'You are registered',
    text_body: 'You are registered.\n',
    html_body: '<p>You are registered.</p>',
    headers: '{}',
    attachments: '[]',
    message_id: `<${id}@quad.test>`,
    dedupe_key: null,
    status: 'failed',
    attempts: 1,
    next_attempt_at: now,
    lease_until: null,
    last_error: '550 5.1.1 Mailbox unavailable',
    created_at: now,
    sent_at: null,
    ...overrides,
  };
  await db.insertInto('email_outbox').values(row).execute();
  return row;
}

// Trust and safety: word filters
/** A word filter, as an admin would add it (a unique pattern unless given). */
export async function insertWordFilter(db: Db, createdBy: string | null, overrides: Partial<Database['word_filters']> = {}) {
  const row: Database['word_filters'] = { id: newId(), pattern: `banned${next()}`, action: 'block', created_by: createdBy, created_at: nowIso(), ...overrides };
  await db.insertInto('word_filters').values(row).execute();
  return row;
}

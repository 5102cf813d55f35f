/**
 * Frozen in time: written against Kysely<any>, imports no app code, portable across SQLite and PostgreSQL.
 * Clubs (decision 081): the student organisations that host events.
 * - `club_categories`: the list the admin keeps (technical, cultural, sports, social service, literary, others).
 * - `clubs`: a club's approved public fields; `pending_changes` (JSON) holds an edit that waits for approval while
 *   the approved version stays public. `status`: pending, approved, rejected, inactive. `auto_approve_events`: the
 *   admin lets a verified club's events skip review. `confirm_by`: the year's handover deadline for its officers.
 * - `club_members`: role owner, officer, member or alumni; `status` active or requested (waits for an officer);
 *   `confirmed_at`: when an officer confirmed for the current year.
 * - `club_invites`: an invitation by email, by the hash of its token, for 14 days.
 * - `club_follows`: who follows a club.
 * - `club_announcements`: status published, held (for a moderator) or rejected.
 * - `club_years`: an academic year's start, chosen by the admin, and its confirmation deadline.
 * - `event_clubs`: an event's co-host clubs (status invited or accepted); `posts.club_id`: the club that hosts it.
 * - `notifications.club_id`: a notification about a club links to its page.
 * - `users.attendance_public`: 1 when a student shows "Events I attended" to others.
 */
import { type Kysely, sql } from 'kysely';

const CATEGORIES = [
  ['technical', 'Technical'],
  ['cultural', 'Cultural'],
  ['sports', 'Sports'],
  ['social-service', 'Social service'],
  ['literary', 'Literary'],
  ['others', 'Others'],
] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('club_categories')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  const now = new Date().toISOString();
  await db
    .insertInto('club_categories')
    .values(CATEGORIES.map(([slug, name], position) => ({ slug, name, position, created_at: now })))
    .execute();

  await db.schema
    .createTable('clubs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('logo', 'text')
    .addColumn('banner', 'text')
    .addColumn('contact_email', 'text')
    .addColumn('website', 'text')
    .addColumn('instagram', 'text')
    .addColumn('chat_link', 'text')
    .addColumn('join_policy', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('pending_changes', 'text')
    .addColumn('pending_since', 'text')
    .addColumn('review_note', 'text')
    .addColumn('auto_approve_events', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('approved_at', 'text')
    .addColumn('inactive_at', 'text')
    .addColumn('confirm_by', 'text')
    .addColumn('member_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('follower_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('clubs_directory_idx').on('clubs').columns(['status', 'category', 'name']).execute();
  await db.schema.createIndex('clubs_name_idx').on('clubs').expression(sql`lower(name)`).unique().execute();

  await db.schema
    .createTable('club_members')
    .addColumn('club_id', 'text', (c) => c.notNull().references('clubs.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('member'))
    .addColumn('title', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('joined_at', 'text')
    .addColumn('confirmed_at', 'text')
    .addPrimaryKeyConstraint('club_members_pk', ['club_id', 'user_id'])
    .execute();
  await db.schema.createIndex('club_members_user_idx').on('club_members').columns(['user_id', 'status', 'role']).execute();
  await db.schema.createIndex('club_members_role_idx').on('club_members').columns(['club_id', 'status', 'role']).execute();

  await db.schema
    .createTable('club_invites')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('club_id', 'text', (c) => c.notNull().references('clubs.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('invited_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('club_invites_email_idx').on('club_invites').columns(['email', 'club_id']).execute();

  await db.schema
    .createTable('club_follows')
    .addColumn('club_id', 'text', (c) => c.notNull().references('clubs.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('club_follows_pk', ['club_id', 'user_id'])
    .execute();
  await db.schema.createIndex('club_follows_user_idx').on('club_follows').columns(['user_id', 'club_id']).execute();

  await db.schema
    .createTable('club_announcements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('club_id', 'text', (c) => c.notNull().references('clubs.id').onDelete('cascade'))
    .addColumn('author_id', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
    .addColumn('hold_reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text')
    .addColumn('reviewed_by', 'text')
    .addColumn('reviewed_at', 'text')
    .execute();
  await db.schema.createIndex('club_announcements_club_idx').on('club_announcements').columns(['club_id', 'status', 'created_at']).execute();
  await db.schema.createIndex('club_announcements_held_idx').on('club_announcements').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('club_years')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('starts_on', 'text', (c) => c.notNull())
    .addColumn('confirm_by', 'text', (c) => c.notNull())
    .addColumn('started_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'text')
    .execute();

  await db.schema
    .createTable('event_clubs')
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('club_id', 'text', (c) => c.notNull().references('clubs.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('invited'))
    .addColumn('invited_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text')
    .addPrimaryKeyConstraint('event_clubs_pk', ['post_id', 'club_id'])
    .execute();
  await db.schema.createIndex('event_clubs_club_idx').on('event_clubs').columns(['club_id', 'status']).execute();

  await db.schema.alterTable('posts').addColumn('club_id', 'text').execute();
  await db.schema.createIndex('posts_club_idx').on('posts').columns(['club_id', 'status', 'event_start_date']).execute();
  await db.schema.alterTable('notifications').addColumn('club_id', 'text').execute();
  await db.schema.alterTable('users').addColumn('attendance_public', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('attendance_public').execute();
  await db.schema.alterTable('notifications').dropColumn('club_id').execute();
  await db.schema.dropIndex('posts_club_idx').execute();
  await db.schema.alterTable('posts').dropColumn('club_id').execute();
  for (const table of ['event_clubs', 'club_years', 'club_announcements', 'club_follows', 'club_invites', 'club_members', 'clubs', 'club_categories']) {
    await db.schema.dropTable(table).execute();
  }
}

import { type Kysely, type Migration, type MigrationProvider, Migrator, PostgresAdapter, sql } from 'kysely';
import * as initial from './migrations/2026-11-22T0300-initial.ts';
import * as postMedia from './migrations/2026-11-22T0400-post-media.ts';
import * as interactions from './migrations/2026-11-22T0500-interactions.ts';
import * as events from './migrations/2026-11-23T0100-events.ts';
import * as moderation from './migrations/2026-11-23T0300-moderation.ts';
import * as ownerFeedIndex from './migrations/2026-11-23T0600-owner-feed-index.ts';
import * as search from './migrations/2026-11-23T0700-search.ts';
import * as eventDayTimes from './migrations/2026-11-23T0800-event-day-times.ts';
import * as searchKeysByTime from './migrations/2026-11-23T2100-search-keys-by-time.ts';
import * as verifiedEmails from './migrations/2026-11-24T1000-verified-emails.ts';
import * as signInGuards from './migrations/2026-11-24T1100-sign-in-guards.ts';
import * as postVersions from './migrations/2026-11-24T1200-post-versions.ts';
import * as reportReview from './migrations/2026-11-24T1300-report-review.ts';
import * as likeNotifications from './migrations/2026-11-25T0100-like-notifications.ts';
import * as rateCounters from './migrations/2026-11-26T0100-rate-counters.ts';
import * as emailOutbox from './migrations/2026-11-27T0100-email-outbox.ts';
import * as accountTokens from './migrations/2026-11-27T0300-account-tokens.ts';
import * as calendarFeeds from './migrations/2026-11-27T0400-calendar-feeds.ts';
import * as emailPreferences from './migrations/2026-11-27T0500-email-preferences.ts';
// Anonymous Consights
import * as anonymousPosts from './migrations/2026-11-28T0100-anonymous-posts.ts';
import * as reportWeights from './migrations/2026-11-28T0300-report-weights.ts';
// Trust and safety: word filters
import * as wordFilters from './migrations/2026-11-28T0400-word-filters.ts';
// Moderation: moderators and suspensions
import * as moderators from './migrations/2026-11-28T0200-moderation.ts';
import * as accountControls from './migrations/2026-11-28T0500-account-controls.ts';
// Deleting an account
import * as accountDeletion from './migrations/2026-11-28T0600-account-deletion.ts';
// Word filters over posts
import * as heldPosts from './migrations/2026-11-28T0700-held-posts.ts';
// At the door: seats, registration states, payment confirmation, tickets and check-in
import * as atTheDoor from './migrations/2026-11-29T0100-at-the-door.ts';
import * as doorScanAnswers from './migrations/2026-11-29T0500-door-scan-answers.ts';
import * as imageDescriptions from './migrations/2026-11-30T0100-image-descriptions.ts';
// Web Push (decision 051)
import * as webPush from './migrations/2026-11-30T0200-web-push.ts';
// Languages (decision 055)
import * as languages from './migrations/2026-12-01T0100-languages.ts';
// Anonymous authors in the audit log (decision 067)
import * as auditPseudonyms from './migrations/2026-12-02T0100-audit-pseudonyms.ts';
import * as eventStaffRoles from './migrations/2026-12-03T0100-event-staff-roles.ts';
import * as upiPayments from './migrations/2026-12-04T0100-upi-payments.ts';
// Paying through Razorpay (decision 074)
import * as paymentGateway from './migrations/2026-12-04T0300-payment-gateway.ts';
// Bank statements matched to registrations (decision 073)
import * as paymentStatements from './migrations/2026-12-04T0200-payment-statements.ts';
// Clubs (decision 081)
import * as clubs from './migrations/2026-12-05T0100-clubs.ts';

/** Every migration, by its frozen name, in an explicit map the compiler can see. */
const MIGRATIONS: Record<string, Migration> = {
  '2026-11-22T0300-initial': initial,
  '2026-11-22T0400-post-media': postMedia,
  '2026-11-22T0500-interactions': interactions,
  '2026-11-23T0100-events': events,
  '2026-11-23T0300-moderation': moderation,
  '2026-11-23T0600-owner-feed-index': ownerFeedIndex,
  '2026-11-23T0700-search': search,
  '2026-11-23T0800-event-day-times': eventDayTimes,
  '2026-11-23T2100-search-keys-by-time': searchKeysByTime,
  '2026-11-24T1000-verified-emails': verifiedEmails,
  '2026-11-24T1100-sign-in-guards': signInGuards,
  '2026-11-24T1200-post-versions': postVersions,
  '2026-11-24T1300-report-review': reportReview,
  '2026-11-25T0100-like-notifications': likeNotifications,
  '2026-11-26T0100-rate-counters': rateCounters,
  '2026-11-27T0100-email-outbox': emailOutbox,
  '2026-11-27T0300-account-tokens': accountTokens,
  '2026-11-27T0400-calendar-feeds': calendarFeeds,
  '2026-11-27T0500-email-preferences': emailPreferences,
  // Anonymous Consights
  '2026-11-28T0100-anonymous-posts': anonymousPosts,
  '2026-11-28T0300-report-weights': reportWeights,
  // Trust and safety: word filters
  '2026-11-28T0400-word-filters': wordFilters,
  // Moderation: moderators and suspensions
  '2026-11-28T0200-moderation': moderators,
  '2026-11-28T0500-account-controls': accountControls,
  // Deleting an account
  '2026-11-28T0600-account-deletion': accountDeletion,
  // Word filters over posts
  '2026-11-28T0700-held-posts': heldPosts,
  // At the door: seats, registration states, payment confirmation, tickets and check-in
  '2026-11-29T0100-at-the-door': atTheDoor,
  // At the door: check-in
  '2026-11-29T0500-door-scan-answers': doorScanAnswers,
  '2026-11-30T0100-image-descriptions': imageDescriptions,
  // Web Push (decision 051)
  '2026-11-30T0200-web-push': webPush,
  // Languages (decision 055)
  '2026-12-01T0100-languages': languages,
  // Anonymous authors in the audit log (decision 067)
  '2026-12-02T0100-audit-pseudonyms': auditPseudonyms,
  '2026-12-03T0100-event-staff-roles': eventStaffRoles,
  '2026-12-04T0100-upi-payments': upiPayments,
  // Paying through Razorpay (decision 074)
  '2026-12-04T0300-payment-gateway': paymentGateway,
  // Bank statements matched to registrations (decision 073)
  '2026-12-04T0200-payment-statements': paymentStatements,
  // Clubs (decision 081)
  '2026-12-05T0100-clubs': clubs,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * PostgreSQL: the schema the connection works in when it is not public (a search_path given in DATABASE_URL,
 * `?options=-c%20search_path%3Dname`), so that the bookkeeping tables are looked for there and nowhere else.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the database untyped
async function searchPathSchema(db: Kysely<any>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  return schema && schema !== 'public' ? schema : undefined;
}

/**
 * The advisory lock every Quad process takes before it migrates a PostgreSQL database: when several start together
 * on a new version, exactly one migrates and the others wait for it, then find nothing left to do. A session lock,
 * held on one connection of the pool for the whole run (so not through a transaction-mode pooler: migrate over a
 * direct connection, see docs/deploy/upgrades.md).
 */
export const MIGRATION_LOCK_KEY = 7_240_531_881;
/**
 * While migrating, a statement waits at most this long for a table's lock, and fails rather than queue every
 * request behind it (an ALTER TABLE waits for the readers before it, and everyone after waits for it).
 */
export const MIGRATION_LOCK_TIMEOUT = '15s';
/** SQLite: how often a start that met another process's migration tries again (it waits busy_timeout each time). */
const SQLITE_BUSY_TRIES = 5;

/** Brings the schema up to date. Throws with the failing migration's name on error. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the database untyped
export async function migrateToLatest(db: Kysely<any>, options: { schema?: string; onWait?: () => void } = {}): Promise<string[]> {
  // With a PostgreSQL schema (the tests' isolation), the bookkeeping tables must live in it too.
  const schema = options.schema ?? (await searchPathSchema(db));
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return migrateSqlite(db);
  return db.connection().execute(async (connection) => {
    const [free] = (await sql<{ free: boolean }>`select pg_try_advisory_lock(${MIGRATION_LOCK_KEY}) as free`.execute(connection)).rows;
    if (!free?.free) {
      options.onWait?.();
      await sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`.execute(connection);
    }
    try {
      await sql`select set_config('lock_timeout', ${MIGRATION_LOCK_TIMEOUT}, false)`.execute(connection);
      return await runMigrations(connection, schema);
    } finally {
      await sql`select set_config('lock_timeout', '0', false)`.execute(connection).catch(() => undefined);
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.execute(connection).catch(() => undefined);
    }
  });
}

/** Brings the schema to `target` exactly (up or down): an older version's schema, for tests of upgrades. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the database untyped
export async function migrateTo(db: Kysely<any>, target: string, options: { schema?: string } = {}): Promise<void> {
  if (!(target in MIGRATIONS)) throw new Error(`No migration is called ${target}`);
  const schema = options.schema ?? (await searchPathSchema(db));
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error } = await migrator.migrateTo(target);
  if (error) throw error instanceof Error ? error : new Error(`Could not migrate to ${target}`);
}

/** The names of every migration this version knows. */
export const migrationNames = (): string[] => Object.keys(MIGRATIONS);

/**
 * SQLite has no advisory lock: the migration's transaction is the lock. A process that read the schema while
 * another was migrating it fails with SQLITE_BUSY when it tries to write; it tries again and finds the work done.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the database untyped
async function migrateSqlite(db: Kysely<any>): Promise<string[]> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runMigrations(db, undefined);
    } catch (error) {
      if (attempt >= SQLITE_BUSY_TRIES || !/SQLITE_BUSY|database is locked/i.test(String((error as Error).message))) throw error;
    }
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the database untyped
async function runMigrations(db: Kysely<any>, schema: string | undefined): Promise<string[]> {
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : 'unknown error';
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`.replace('  ', ' '));
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

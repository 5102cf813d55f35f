import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../database/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface Recipient {
  id: string;
  name: string;
  email: string;
  /** The language the account chose (decision 055): its emails are written in it; null or absent: English. */
  locale?: string | null;
}

/** These accounts' names, addresses and languages. */
export async function findRecipients(db: Db, userIds: readonly string[]): Promise<Recipient[]> {
  if (userIds.length === 0) return [];
  return db.selectFrom('users').select(['id', 'name', 'email', 'locale']).where('id', 'in', [...userIds]).orderBy('id').execute();
}

/**
 * Who an event's change concerns: the students registered for it and those who saved it to their calendar
 * (registering saves it too), each once, with whether they registered.
 */
export async function findEventAudience(db: Db, postId: string): Promise<(Recipient & { registered: boolean })[]> {
  const [registered, saved] = await Promise.all([
    db.selectFrom('registrations').select('user_id').where('post_id', '=', postId).execute(),
    db.selectFrom('calendar_entries').select('user_id').where('post_id', '=', postId).execute(),
  ]);
  const registeredIds = new Set(registered.map((r) => r.user_id));
  const ids = [...new Set([...registeredIds, ...saved.map((s) => s.user_id)])];
  return (await findRecipients(db, ids)).map((r) => ({ ...r, registered: registeredIds.has(r.id) }));
}

/**
 * The registrations of approved, visible events that have a day between `fromDay` and `toDay` (UTC days, by the
 * day index): the only ones a reminder can be due for. With what a reminder says, and the registrant's address.
 */
export function findReminderCandidates(db: Db, fromDay: string, toDay: string) {
  return db
    .selectFrom('registrations as r')
    .innerJoin('posts as p', 'p.id', 'r.post_id')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'r.id',
      'r.user_id',
      'r.post_id',
      'r.created_at',
      'r.booking_dates',
      'p.title',
      'p.type',
      'p.event_start_date',
      'p.event_end_date',
      'p.available_dates',
      'p.location',
      'p.venue_address',
      'u.name',
      'u.email',
      'u.locale',
    ])
    .where('p.status', '=', 'approved')
    .where('p.hidden', '=', 0)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('event_days as d')
          .select('d.post_id')
          .whereRef('d.post_id', '=', 'p.id')
          .where('d.day', '>=', fromDay)
          .where('d.day', '<=', toDay),
      ),
    )
    .orderBy('r.id')
    .execute();
}

type ReminderRow = Awaited<ReturnType<typeof findReminderCandidates>>[number];
/** A reminder's registration; `locale` is its registrant's language (absent: English). */
export type ReminderCandidate = Omit<ReminderRow, 'locale'> & Partial<Pick<ReminderRow, 'locale'>>;

/** Which of these once-only keys are queued already. */
export async function findQueuedKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.selectFrom('email_outbox').select('dedupe_key').where('dedupe_key', 'in', [...keys]).execute();
  return new Set(rows.map((r) => r.dedupe_key ?? ''));
}

import { type ExpressionBuilder, type Kysely, type Transaction, sql } from 'kysely';
import type { EventTime, PostType } from '../../../shared/schemas/posts.ts';
import type { Database } from '../../database/schema.ts';
import type { PostWithAuthor } from '../../database/post-rows.ts';
import type { FeedVisibility } from './feed.repository.ts';
import { searchMatches } from './search/search-match.repository.ts';

/*
 * Events and cultural events by when they happen (docs/decisions/029-events-by-date.md), by keyset on
 * (event_key, id). An event's key is its start; one with available dates (a cultural event) is keyed by its
 * earliest date that is not over while it is upcoming, and by its last date once all are over.
 */

type Db = Kysely<Database> | Transaction<Database>;

export interface EventOrderFilter {
  types: readonly PostType[];
  authorId?: string | undefined;
  q?: string | undefined;
  when: EventTime;
  /** The viewer's day 'YYYY-MM-DD', its first instant (UTC ISO) and now: where upcoming starts. */
  today: { day: string; from: string; now: string };
  /** Strictly after this (event_key, id) in the list's order. */
  after?: EventPosition | null | undefined;
  /** The Following view (decision 081): only this student's clubs' events and the events they registered for. */
  followerId?: string | undefined;
}

/** A place in an event list: the (event_key, id) of the last row the caller saw. */
export interface EventPosition {
  key: string;
  id: string;
}

export type EventRowWithKey = PostWithAuthor & { event_key: string };

/** A day as the key's instant: the first instant of that UTC day, so days and starts sort together. */
const dayAsInstant = (day: ReturnType<typeof sql<string | null>>) => sql<string | null>`(${day} || 'T00:00:00.000Z')`;

/**
 * The visible event posts of the filter, each with its next available date that is not over and its last
 * available date (null without available dates).
 */
function withDates(db: Db, visibility: FeedVisibility, filter: EventOrderFilter) {
  let q = db
    .selectFrom('posts')
    .selectAll('posts')
    .select((eb) => [
      eb
        .selectFrom('event_days as d')
        .select((d) => d.fn.min('d.day').as('day'))
        .whereRef('d.post_id', '=', 'posts.id')
        .where('d.fixed', '=', 1)
        .where('d.day', '>=', filter.today.day)
        .as('next_day'),
      eb
        .selectFrom('event_days as d')
        .select((d) => d.fn.max('d.day').as('day'))
        .whereRef('d.post_id', '=', 'posts.id')
        .where('d.fixed', '=', 1)
        .as('last_day'),
    ])
    .where('posts.type', 'in', [...filter.types]);
  if (!visibility.includeHidden) q = q.where('posts.hidden', '=', 0);
  const { pending } = visibility;
  q = q.where((eb) => {
    const approved = eb('posts.status', '=', 'approved');
    if (!pending) return approved;
    const own = 'ownerId' in pending ? eb('posts.user_id', '=', pending.ownerId) : null;
    return eb.or([approved, own ? eb.and([eb('posts.status', '=', 'pending'), own]) : eb('posts.status', '=', 'pending')]);
  });
  if (filter.authorId) q = q.where('posts.user_id', '=', filter.authorId);
  if (filter.q) q = q.where(searchMatches('posts', filter.q));
  if (filter.followerId) q = q.where(followedBy(db, filter.followerId));
  return q;
}

/**
 * The posts a student follows: hosted (`posts.club_id`) or co-hosted (accepted) by a club they follow or belong to
 * (active, not alumni), or an event they registered for and did not cancel.
 */
function followedBy(db: Db, userId: string) {
  const clubs = db
    .selectFrom('club_follows')
    .select('club_follows.club_id')
    .where('club_follows.user_id', '=', userId)
    .union(
      db
        .selectFrom('club_members')
        .select('club_members.club_id')
        .where('club_members.user_id', '=', userId)
        .where('club_members.status', '=', 'active')
        .where('club_members.role', '!=', 'alumni'),
    );
  return (eb: ExpressionBuilder<Database, 'posts'>) =>
    eb.or([
      eb('posts.club_id', 'in', clubs),
      eb(
        'posts.id',
        'in',
        db.selectFrom('event_clubs').select('event_clubs.post_id').where('event_clubs.status', '=', 'accepted').where('event_clubs.club_id', 'in', clubs),
      ),
      eb(
        'posts.id',
        'in',
        db.selectFrom('registrations').select('registrations.post_id').where('registrations.user_id', '=', userId).where('registrations.status', '!=', 'cancelled'),
      ),
    ]);
}

/**
 * Each post with whether it is upcoming and its key in the list asked for. Upcoming: an available date that is
 * not over (today or later), or, without available dates, a start from the first instant of today on or an end
 * still to come (running now). Everything else is past, an event without a start included (key '').
 */
function keyed(db: Db, visibility: FeedVisibility, filter: EventOrderFilter) {
  const { today } = filter;
  const upcoming = sql<number>`case when p.last_day is not null then (case when p.last_day >= ${today.day} then 1 else 0 end) when p.event_start_date >= ${today.from} or coalesce(p.event_end_date, p.event_start_date) >= ${today.now} then 1 else 0 end`;
  const upcomingKey = sql<string>`coalesce(case when p.last_day is not null then ${dayAsInstant(sql`p.next_day`)} else p.event_start_date end, '')`;
  const pastKey = sql<string>`coalesce(case when p.last_day is not null then ${dayAsInstant(sql`p.last_day`)} else p.event_start_date end, '')`;
  return db
    .selectFrom(withDates(db, visibility, filter).as('p'))
    .selectAll('p')
    .select([upcoming.as('is_upcoming'), (filter.when === 'upcoming' ? upcomingKey : pastKey).as('event_key')]);
}

/** One page of the list, soonest first (upcoming) or most recent first (past), ties by id, with authors. */
export function eventOrderQuery(db: Db, visibility: FeedVisibility, filter: EventOrderFilter, limit: number) {
  const ascending = filter.when === 'upcoming';
  const direction = ascending ? 'asc' : 'desc';
  let q = db
    .selectFrom(keyed(db, visibility, filter).as('k'))
    .innerJoin('users as u', 'u.id', 'k.user_id')
    .selectAll('k')
    .select(['u.name as author_name', 'u.avatar as author_avatar', 'u.is_admin as author_is_admin'])
    .where('k.is_upcoming', '=', ascending ? 1 : 0);
  const after = filter.after;
  if (after) {
    const beyond = ascending ? '>' : '<';
    q = q.where((eb) =>
      eb.or([eb('k.event_key', beyond, after.key), eb.and([eb('k.event_key', '=', after.key), eb('k.id', beyond, after.id)])]),
    );
  }
  return q.orderBy('k.event_key', direction).orderBy('k.id', direction).limit(limit);
}

export async function findEventPage(db: Db, visibility: FeedVisibility, filter: EventOrderFilter, limit: number): Promise<EventRowWithKey[]> {
  const rows = await eventOrderQuery(db, visibility, filter, limit).execute();
  // Only the post's own columns and its key go on: the helper columns stay here.
  return rows.map(({ next_day: _next, last_day: _last, is_upcoming: _upcoming, ...row }) => row as EventRowWithKey);
}

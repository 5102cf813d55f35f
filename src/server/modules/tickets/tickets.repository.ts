import type { Kysely, Transaction } from 'kysely';
import type { Database, RegistrationsTable } from '../../database/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface TicketRow extends RegistrationsTable {
  event_title: string;
  event_type: string;
  event_start_date: string | null;
  event_end_date: string | null;
  location: string | null;
  venue_address: string | null;
}

/**
 * The user's registrations that were ever given a ticket (a code), with their events' facts: soonest event first,
 * then the newest registration.
 */
export function findUserTickets(db: Db, userId: string): Promise<TicketRow[]> {
  return db
    .selectFrom('registrations')
    .innerJoin('posts', 'posts.id', 'registrations.post_id')
    .selectAll('registrations')
    .select([
      'posts.title as event_title',
      'posts.type as event_type',
      'posts.event_start_date as event_start_date',
      'posts.event_end_date as event_end_date',
      'posts.location as location',
      'posts.venue_address as venue_address',
    ])
    .where('registrations.user_id', '=', userId)
    .where('registrations.ticket_code', 'is not', null)
    .orderBy('posts.event_start_date', 'asc')
    .orderBy('registrations.created_at', 'desc')
    .execute();
}

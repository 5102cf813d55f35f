import type { EventClub } from '../../../shared/schemas/clubs.ts';
import type { EventClubRow } from './club-events.repository.ts';

/** One club of an event on the wire. */
export const presentEventClub = (row: EventClubRow): EventClub => ({
  slug: row.slug,
  name: row.name,
  logo: row.logo,
  role: row.role === 'host' ? 'host' : 'cohost',
  status: row.status === 'accepted' ? 'accepted' : 'invited',
});

/**
 * Each event's clubs: its host club first, then its co-host clubs in the order they were invited. Invited clubs
 * only when `withInvited` says so for the event (those who manage it).
 */
export function presentEventClubs(rows: readonly EventClubRow[], withInvited: (postId: string) => boolean = () => false): Map<string, EventClub[]> {
  const sorted = [...rows].sort((a, b) => (a.role === b.role ? a.created_at.localeCompare(b.created_at) : a.role === 'host' ? -1 : 1));
  const byPost = new Map<string, EventClub[]>();
  for (const row of sorted) {
    if (row.status !== 'accepted' && !withInvited(row.post_id)) continue;
    byPost.set(row.post_id, [...(byPost.get(row.post_id) ?? []), presentEventClub(row)]);
  }
  return byPost;
}

import type { DoorAttendee } from '../../../../shared/schemas/door.ts';

/** The fewest characters a search needs: one letter would list half the door. */
export const SEARCH_MIN = 2;
/** The most attendees a search shows: the door types more to narrow it. */
export const SEARCH_MAX = 20;

const fold = (text: string): string => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The attendees whose name, email or ticket code holds the query (case and accents aside), an exact code first,
 * then names that start with it, in list order; at most `SEARCH_MAX`.
 */
export function searchAttendees(attendees: readonly DoorAttendee[], query: string, max = SEARCH_MAX): DoorAttendee[] {
  const q = fold(query.trim());
  if (q.length < SEARCH_MIN) return [];
  const ranked: Array<{ attendee: DoorAttendee; rank: number }> = [];
  for (const attendee of attendees) {
    const code = fold(attendee.code ?? '');
    const name = fold(attendee.name);
    let rank = -1;
    if (code === q) rank = 0;
    else if (name.startsWith(q) || name.includes(` ${q}`)) rank = 1;
    else if (name.includes(q) || fold(attendee.email).includes(q) || code.includes(q)) rank = 2;
    if (rank >= 0) ranked.push({ attendee, rank });
  }
  return ranked
    .sort((a, b) => a.rank - b.rank)
    .slice(0, max)
    .map((r) => r.attendee);
}

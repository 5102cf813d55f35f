/**
 * An event edited after people registered (decision 049). Inside the edit's transaction, the event is locked and
 * the edit refused (409) when it would break the registrations that hold seats: a capacity below the seats
 * taken (on any date, or of any ticket type), a booked date or a bought ticket type removed. After the edit, seats
 * it freed (a larger capacity) are offered down the waitlist, and the registrants hear of a new date, venue or
 * price. What each paid stays what they registered at.
 */
import type { Transaction } from 'kysely';
import {
  MESSAGES,
  capacityBelowHolders,
  dateHasRegistrations,
  notices,
  ticketCapacityBelowHolders,
  ticketTypeHasRegistrations,
} from '../../../shared/messages.ts';
import { parseSeatMap } from '../../../shared/seats.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../database/schema.ts';
import { parseJsonList } from '../../database/values.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { dayText } from '../notification-emails/event-facts.ts';
import { notify } from '../notifications/notifications.service.ts';
import { seatEventOf } from '../posts/posts.presenter.ts';
import type { PostRow } from '../../database/post-rows.ts';
import * as registrations from './registrations.repository.ts';
import { offerFreedSeats } from './seats.service.ts';

type Trx = Transaction<Database>;

/**
 * Locks the event and answers its row as it stands, or refuses the edit (409) when `next` would leave fewer seats
 * than its registrations hold.
 */
export async function lockForEdit(trx: Trx, postId: string, next: Partial<PostRow>): Promise<PostRow> {
  const post = await registrations.lockEvent(trx, postId);
  if (!post) throw notFound(MESSAGES.postNotFound);
  const problem = seatsProblem(post, { ...post, ...next });
  if (problem) throw conflict(problem);
  return post;
}

/** Why `after` cannot hold the seats `before`'s registrations hold, or null. */
export function seatsProblem(before: PostRow, after: PostRow): string | null {
  const held = parseSeatMap(before.seats_taken);
  const event = seatEventOf(after);
  const cultural = after.type === 'culturalEvent';
  const dates = new Set(event.availableDates);
  for (const [date, count] of Object.entries(held)) {
    if (count.total <= 0) continue;
    const named = cultural && date !== '' ? dayText(date) : null;
    if (cultural && date !== '' && !dates.has(date)) return dateHasRegistrations(dayText(date));
    if (event.capacity !== null && count.total > event.capacity) return capacityBelowHolders(count.total, named);
    for (const [type, n] of Object.entries(count.tickets)) {
      if (n <= 0 || !cultural) continue;
      const option = event.ticketOptions.find((o) => o.ticketType === type);
      if (!option) return ticketTypeHasRegistrations(type);
      if (option.capacity != null && n > option.capacity) return ticketCapacityBelowHolders(type, n, named);
    }
  }
  return null;
}

/** What a registrant would want to hear changed: its date, venue or price. */
export function changedDetails(before: PostRow, after: PostRow): ('date' | 'venue' | 'price')[] {
  const what: ('date' | 'venue' | 'price')[] = [];
  const same = (a: string | number | null, b: string | number | null) => String(a ?? '').trim() === String(b ?? '').trim();
  const sameInstant = (a: string | null, b: string | null) => (a && b ? Date.parse(a) === Date.parse(b) : same(a, b));
  if (
    !sameInstant(before.event_start_date, after.event_start_date) ||
    !sameInstant(before.event_end_date, after.event_end_date) ||
    !same(before.available_dates, after.available_dates)
  ) {
    what.push('date');
  }
  if (!same(before.location, after.location) || !same(before.venue_address, after.venue_address)) what.push('venue');
  const prices = (row: PostRow) =>
    JSON.stringify([Number(row.price ?? 0), parseJsonList<{ ticketType?: string; ticketPrice?: number }>(row.ticket_options).map((o) => [o.ticketType, Number(o.ticketPrice ?? 0)])]);
  if (prices(before) !== prices(after)) what.push('price');
  return what;
}

/**
 * After the edit is written, in its transaction: freed seats go down the waitlist, and every registrant still
 * holding a place (or waiting for one) is told what changed, but the one who edited; nobody when `tell` is false
 * (a suspended editor's edit reaches no one, decision 067).
 */
export async function afterEdit(trx: Trx, ctx: AppContext, before: PostRow, after: PostRow, actorId: string, tell: boolean): Promise<void> {
  await offerFreedSeats(trx, ctx, after);
  const what = changedDetails(before, after);
  if (what.length === 0 || !tell) return;
  const rows = await registrations.findEventRegistrationsInOrder(trx, after.id, null);
  const told = new Set<string>();
  for (const row of rows) {
    if (row.status === 'cancelled' || row.user_id === actorId || told.has(row.user_id)) continue;
    told.add(row.user_id);
    await notify(trx, { userId: row.user_id, said: notices.eventDetailsChanged(after.title, what), type: 'info', postId: after.id, push: { kind: 'event-changed' } });
  }
}

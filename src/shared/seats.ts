/**
 * Seats (decision 049): what a registration takes, what an event has left, and whether a request fits.
 * A seat map counts seats by date (the cultural event's available date, or '' for an event with one date),
 * in total and by ticket type. Pure functions shared by the server (which decides, under the event's lock)
 * and the client (which shows "N seats left").
 */

export interface SeatCount {
  total: number;
  tickets: Record<string, number>;
}
export type SeatMap = Record<string, SeatCount>;

/** The registration statuses that hold seats. */
export const HOLDING_STATUSES = ['confirmed', 'awaiting_payment', 'offered', 'checked_in'] as const;

/** What seats mean for an event: its capacity (per date), each ticket type's, and its dates. */
export interface SeatEvent {
  type: string;
  capacity: number | null;
  ticketOptions: readonly { ticketType: string; capacity?: number | null }[];
  availableDates: readonly string[];
}

/** Whether the event limits seats at all (its own capacity, or one ticket type's). */
export const limitsSeats = (event: SeatEvent): boolean =>
  event.capacity !== null || (event.type === 'culturalEvent' && event.ticketOptions.some((o) => o.capacity != null));

/** The seats one registration takes: one on an event; its tickets on each booked date on a cultural event. */
export function seatsOf(
  event: Pick<SeatEvent, 'type'>,
  registration: { bookingDates: readonly string[]; selectedTickets: readonly { ticketType: string; quantity: number }[] },
): SeatMap {
  if (event.type !== 'culturalEvent') return { '': { total: 1, tickets: {} } };
  const tickets: Record<string, number> = {};
  let total = 0;
  for (const t of registration.selectedTickets) {
    if (t.quantity <= 0) continue;
    tickets[t.ticketType] = (tickets[t.ticketType] ?? 0) + t.quantity;
    total += t.quantity;
  }
  const dates = registration.bookingDates.length > 0 ? registration.bookingDates : [''];
  return Object.fromEntries(dates.map((d) => [d, { total, tickets: { ...tickets } }]));
}

/** `a` plus `b` times `sign` (1 to take seats, -1 to free them); never below zero. */
export function addSeats(a: SeatMap, b: SeatMap, sign: 1 | -1 = 1): SeatMap {
  const result: SeatMap = {};
  for (const [date, count] of Object.entries(a)) result[date] = { total: count.total, tickets: { ...count.tickets } };
  for (const [date, count] of Object.entries(b)) {
    const into = (result[date] ??= { total: 0, tickets: {} });
    into.total = Math.max(0, into.total + sign * count.total);
    for (const [type, n] of Object.entries(count.tickets)) into.tickets[type] = Math.max(0, (into.tickets[type] ?? 0) + sign * n);
  }
  return result;
}

/** Whether `need` fits beside `taken` within the event's capacities. */
export function fits(event: SeatEvent, taken: SeatMap, need: SeatMap): boolean {
  for (const [date, count] of Object.entries(need)) {
    const held = taken[date];
    if (event.capacity !== null && (held?.total ?? 0) + count.total > event.capacity) return false;
    for (const [type, n] of Object.entries(count.tickets)) {
      const cap = event.ticketOptions.find((o) => o.ticketType === type)?.capacity;
      if (cap != null && (held?.tickets[type] ?? 0) + n > cap) return false;
    }
  }
  return true;
}

export interface DateSeats {
  date: string;
  /** Seats left on the date, or null for no limit. */
  left: number | null;
  tickets: { ticketType: string; left: number | null }[];
}

/** Seats left on each date (and of each ticket type there), never below zero. */
export function seatsByDate(event: SeatEvent, taken: SeatMap): DateSeats[] {
  const dates = event.type === 'culturalEvent' && event.availableDates.length > 0 ? event.availableDates : [''];
  return dates.map((date) => {
    const held = taken[date];
    const tickets =
      event.type === 'culturalEvent'
        ? event.ticketOptions.map((o) => ({
            ticketType: o.ticketType,
            left: o.capacity == null ? null : Math.max(0, o.capacity - (held?.tickets[o.ticketType] ?? 0)),
          }))
        : [];
    const own = event.capacity === null ? null : Math.max(0, event.capacity - (held?.total ?? 0));
    // With no capacity of its own, a date is limited when every ticket type is.
    const byTickets = tickets.length > 0 && tickets.every((t) => t.left !== null) ? tickets.reduce((s, t) => s + (t.left ?? 0), 0) : null;
    const left = own === null ? byTickets : byTickets === null ? own : Math.min(own, byTickets);
    return { date, left, tickets };
  });
}

/** Seats left over all dates ("N seats left" on a card), or null when the event has no limit. */
export function seatsLeft(event: SeatEvent, taken: SeatMap): number | null {
  if (!limitsSeats(event)) return null;
  const dates = seatsByDate(event, taken);
  if (dates.some((d) => d.left === null)) return null;
  return dates.reduce((sum, d) => sum + (d.left ?? 0), 0);
}

/** A kept seat map from its JSON text (an empty map for null or anything unreadable). */
export function parseSeatMap(text: string | null | undefined): SeatMap {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object') return {};
    const result: SeatMap = {};
    for (const [date, raw] of Object.entries(value as Record<string, unknown>)) {
      const count = raw as { total?: unknown; tickets?: unknown };
      const tickets: Record<string, number> = {};
      if (count.tickets && typeof count.tickets === 'object') {
        for (const [type, n] of Object.entries(count.tickets as Record<string, unknown>)) if (typeof n === 'number') tickets[type] = n;
      }
      result[date] = { total: typeof count.total === 'number' ? count.total : 0, tickets };
    }
    return result;
  } catch {
    return {};
  }
}

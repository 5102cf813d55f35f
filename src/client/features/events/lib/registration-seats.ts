/**
 * Whether a registration lands on the waitlist, as the page can tell from the event's seats left (the server
 * decides, under the event's lock): on an event, when no seat is left; on a cultural event, when the tickets chosen
 * do not fit on one of the dates chosen. Who joins the waitlist pays only once a seat is theirs.
 */
import type { Post } from '../../../../shared/schemas/posts.ts';

export type SeatsOfEvent = Pick<Post, 'type' | 'seatsLeft' | 'seatsByDate'>;

interface Request {
  bookingDates: readonly string[];
  selectedTickets: readonly { ticketType: string; quantity: number }[];
}

/** The seats left on `date` (the one entry of an event without dates is ''). */
const dateSeats = (event: SeatsOfEvent, date: string) => event.seatsByDate.find((d) => d.date === date);

export function joinsWaitlist(event: SeatsOfEvent, request: Request | null): boolean {
  if (event.seatsLeft !== null && event.seatsLeft <= 0) return true;
  if (event.type !== 'culturalEvent' || !request) return false;
  const tickets = request.selectedTickets.filter((t) => t.quantity > 0);
  const total = tickets.reduce((sum, t) => sum + t.quantity, 0);
  if (total === 0) return false;
  const dates = request.bookingDates.length > 0 ? request.bookingDates : [''];
  return dates.some((date) => {
    const seats = dateSeats(event, date);
    if (!seats) return false;
    if (seats.left !== null && total > seats.left) return true;
    return tickets.some((t) => {
      const left = seats.tickets.find((o) => o.ticketType === t.ticketType)?.left ?? null;
      return left !== null && t.quantity > left;
    });
  });
}

/** Whether every seat of the available date `date` is held. */
export const dateFull = (event: SeatsOfEvent, date: string): boolean => dateSeats(event, date)?.left === 0;

/** Whether the ticket type is sold out on every date of `dates` (every date with seats, when none is chosen). */
export function ticketFull(event: SeatsOfEvent, ticketType: string, dates: readonly string[]): boolean {
  const shown = dates.length > 0 ? event.seatsByDate.filter((d) => dates.includes(d.date)) : event.seatsByDate;
  return (
    shown.length > 0 &&
    shown.every((d) => d.left === 0 || d.tickets.find((t) => t.ticketType === ticketType)?.left === 0)
  );
}

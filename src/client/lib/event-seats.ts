/**
 * What a card and the detail view say of an event's seats: "N seats left", "Full - join the waitlist", or nothing.
 * Seats are counted by the in-app form only, so an event registered elsewhere (a link, or none) says nothing of
 * them, and neither does one that ended or closed its registration.
 */
import { t } from '../../shared/i18n.ts';
import { MESSAGES, seatsLeftText } from '../../shared/messages.ts';
import type { Post } from '../../shared/schemas/posts.ts';

type SeatFacts = Pick<Post, 'enableRegistrationForm' | 'registrationOpen' | 'eventStartDate' | 'seatsLeft'>;

/** Whether the event's seats are worth a word: it takes in-app registrations now, and has not begun. */
export function showsSeats(event: Omit<SeatFacts, 'seatsLeft'>, now = Date.now()): boolean {
  if (!event.enableRegistrationForm || !event.registrationOpen) return false;
  return !(event.eventStartDate && Date.parse(event.eventStartDate) < now);
}

/** Whether every seat is held (the registration button then joins the waitlist). */
export const isFull = (event: Pick<Post, 'enableRegistrationForm' | 'seatsLeft'>): boolean =>
  event.enableRegistrationForm && event.seatsLeft !== null && event.seatsLeft <= 0;

/** Seats left as words, never negative: "Full - join the waitlist" at none. */
export const seatsWords = (left: number): string => (left <= 0 ? t(MESSAGES.eventFullJoinWaitlist) : seatsLeftText(left));

/** The event's line of seats, or null when it has no limit or seats mean nothing now. */
export function seatsLine(event: SeatFacts, now = Date.now()): string | null {
  if (event.seatsLeft === null || !showsSeats(event, now)) return null;
  return seatsWords(event.seatsLeft);
}

import { isFull } from '../../../lib/event-seats.ts';
import type { Post } from '../../../../shared/schemas/posts.ts';

/** Where the event's button takes a student who owes money or may claim a seat: "Your registration". */
export const YOUR_REGISTRATION_ID = 'your-registration';

export type RegistrationLabel =
  | 'REGISTERED'
  | 'EVENT ENDED'
  | 'REGISTRATION CLOSED'
  | 'NO REGISTRATION REQUIRED'
  | 'JOIN WAITLIST'
  | 'REGISTER NOW';

export interface RegistrationButtonState {
  label: RegistrationLabel;
  /** Every state but REGISTER NOW and JOIN WAITLIST is disabled (SPEC §4). */
  disabled: boolean;
  /** What REGISTER NOW does: open the in-app form, or the host's registration link. */
  action: 'form' | 'link' | null;
}

type EventFacts = Pick<Post, 'eventStartDate' | 'registrationOpen' | 'enableRegistrationForm' | 'registrationLink'> &
  Partial<Pick<Post, 'status' | 'hidden' | 'seatsLeft'>>;

/**
 * SPEC §4's registration button, its states in priority order. An in-app form whose seats are all held joins the
 * waitlist instead, just before REGISTER NOW (the server puts who does not fit on the waitlist).
 */
export function registrationButtonOf(event: EventFacts, registered: boolean, now = Date.now()): RegistrationButtonState {
  const off = (label: RegistrationLabel): RegistrationButtonState => ({ label, disabled: true, action: null });
  if (registered) return off('REGISTERED');
  if (event.eventStartDate && Date.parse(event.eventStartDate) < now) return off('EVENT ENDED');
  // Ours: an event waiting for approval, or hidden by reports, takes no registrations yet (its host sees it).
  if (!event.registrationOpen || event.status === 'pending' || event.hidden) return off('REGISTRATION CLOSED');
  if (!event.enableRegistrationForm && !event.registrationLink) return off('NO REGISTRATION REQUIRED');
  if (isFull({ enableRegistrationForm: event.enableRegistrationForm, seatsLeft: event.seatsLeft ?? null })) {
    return { label: 'JOIN WAITLIST', disabled: false, action: 'form' };
  }
  return { label: 'REGISTER NOW', disabled: false, action: event.enableRegistrationForm ? 'form' : 'link' };
}

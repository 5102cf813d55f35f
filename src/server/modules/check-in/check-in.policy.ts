/**
 * Who may work an event's door (decisions 052, 071): the host authority's answer (events/host-authority.ts), and
 * what the door says to someone it turns away. What the caller may not see is 404 first.
 */
import { MESSAGES } from '../../../shared/messages.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { EventPowers } from '../events/host-authority.ts';

/**
 * Why the viewer may not work this event's door, or null: those the authority lets check in may; someone listed
 * whose email is not verified yet is asked to verify it; one who sees the event is refused, anyone else finds none.
 */
export function doorRefusal(powers: EventPowers, listed: boolean): HttpError | null {
  if (powers.checkIn) return null;
  if (listed) return new HttpError(403, MESSAGES.doorVerifyEmail);
  return powers.view ? new HttpError(403, MESSAGES.doorForbidden) : new HttpError(404, MESSAGES.eventNotFound);
}

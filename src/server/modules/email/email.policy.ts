/**
 * Which emails an admin may send again (route access 'admin' is checked before this runs): one that failed or
 * is waiting for its next attempt; never one already sent, nor one a worker is sending right now.
 */
import { MESSAGES } from '../../../shared/messages.ts';
import { HttpError } from '../../lib/http-errors.ts';

export function retryRefusal(row: { status: string; lease_until: string | null } | undefined, now: string): HttpError | null {
  if (!row) return new HttpError(404, MESSAGES.emailNotFound);
  if (row.status === 'sent') return new HttpError(409, MESSAGES.emailAlreadySent);
  if (row.lease_until !== null && row.lease_until >= now) return new HttpError(409, MESSAGES.emailBeingSent);
  return null;
}

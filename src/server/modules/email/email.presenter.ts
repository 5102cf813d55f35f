import type { FailedEmail } from '../../../shared/schemas/admin.ts';
import type { TroubledOutboxRow } from './outbox.repository.ts';

/** An outbox row as the admin's list shows it: never its body (it may hold a sign-in link). */
export function presentFailedEmail(row: TroubledOutboxRow): FailedEmail {
  const failed = row.status === 'failed';
  return {
    _id: row.id,
    to: row.to_address,
    kind: row.kind,
    subject: row.subject,
    status: failed ? 'failed' : 'retrying',
    attempts: Number(row.attempts),
    lastError: row.last_error,
    createdAt: row.created_at,
    nextAttemptAt: failed ? null : row.next_attempt_at,
  };
}

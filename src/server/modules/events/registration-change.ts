import type { Transaction } from 'kysely';
import type { Viewer } from '../../context.ts';
import { changed } from '../../changes/committing.ts';
import type { Database } from '../../database/schema.ts';
import { audienceOf } from '../auth/auth.policy.ts';
import type { PostRow } from '../../database/post-rows.ts';
import { findStaffAccounts } from './event-staff.repository.ts';
import { clubManagerIdsOf } from './club-hosts.ts';

/** Who, beside the host and the registrant, hears an event's registrations change: its co-hosts and its clubs' managers. */
export type RegistrationAudience = readonly string[];

/** The event's co-hosts (their accounts, read now by verified email) and its clubs' owners and officers (decision 081). */
export async function registrationAudience(trx: Transaction<Database>, postId: string): Promise<RegistrationAudience> {
  const [cohosts, clubManagers] = await Promise.all([findStaffAccounts(trx, postId, 'cohost'), clubManagerIdsOf(trx, postId)]);
  return [...new Set([...cohosts.map((a) => a.id), ...clubManagers])].slice(0, 50);
}

/** Names a registration's change to the audience read by `registrationAudience` (inside `committing`). */
export function registrationChangedFor(
  trx: Transaction<Database>,
  post: Pick<PostRow, 'id' | 'user_id'>,
  cohostIds: RegistrationAudience,
  userId: string,
  registrations: number,
  actor: Pick<Viewer, 'id' | 'suspendedUntil'> | null,
): void {
  changed(trx, {
    type: 'registration',
    postId: post.id,
    hostId: post.user_id,
    ...(cohostIds.length > 0 ? { cohostIds: [...cohostIds] } : {}),
    userId,
    registrations,
    ...(actor ? audienceOf(actor) : {}),
  });
}

/**
 * Names a registration's change (inside `committing`): the event's host, its co-hosts (their accounts, read now by
 * verified email) and the registrant hear it; only `actor`, while suspended (decision 067).
 */
export async function registrationChanged(
  trx: Transaction<Database>,
  post: Pick<PostRow, 'id' | 'user_id'>,
  userId: string,
  registrations: number,
  actor: Pick<Viewer, 'id' | 'suspendedUntil'> | null,
): Promise<void> {
  registrationChangedFor(trx, post, await registrationAudience(trx, post.id), userId, registrations, actor);
}

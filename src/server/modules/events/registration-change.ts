import type { Transaction } from 'kysely';
import type { Viewer } from '../../context.ts';
import { changed } from '../../changes/committing.ts';
import type { Database } from '../../database/schema.ts';
import { audienceOf } from '../auth/auth.policy.ts';
import type { PostRow } from '../../database/post-rows.ts';
import { findStaffAccounts } from './event-staff.repository.ts';
import { clubManagerIdsOf } from './club-hosts.ts';

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
  // Its clubs' owners and officers hear it as its co-hosts do (decision 081).
  const [cohosts, clubManagers] = await Promise.all([findStaffAccounts(trx, post.id, 'cohost'), clubManagerIdsOf(trx, post.id)]);
  const cohostIds = [...new Set([...cohosts.map((a) => a.id), ...clubManagers])].slice(0, 50);
  changed(trx, {
    type: 'registration',
    postId: post.id,
    hostId: post.user_id,
    ...(cohostIds.length > 0 ? { cohostIds } : {}),
    userId,
    registrations,
    ...(actor ? audienceOf(actor) : {}),
  });
}

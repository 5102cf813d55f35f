/**
 * Deleting your account (decision 048). One transaction: your events and your other posts are removed the way
 * any post is (`removePost`: registrants are told an event is cancelled); your Consights are removed or kept as
 * anonymous under a fresh pseudonym; your registrations, comments, likes and reports go, the counts they moved
 * moving back; your calendar, notifications, tokens, feeds, email choices, blocks and unsent mail go; every
 * session ends on every process; your club memberships and follows go, and a club you were the only owner of is
 * flagged to the admins. The users row stays as a tombstone, so kept Consights still have an owner,
 * and its email address is free to sign up with again.
 */
import { MESSAGES } from '../../../shared/messages.ts';
import type { DeleteAccountInput, DeletionPreview } from '../../../shared/schemas/account-deletion.ts';
import { isEventType, type PostType } from '../../../shared/vocabulary.ts';
import { changed, committing } from '../../changes/committing.ts';
import { visibilityOf } from '../../changes/change.ts';
import type { AppContext, Viewer } from '../../context.ts';
import { nowIso } from '../../database/values.ts';
import { badRequest, forbidden, unauthorized } from '../../lib/http-errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { endEverySession } from '../auth/account.service.ts';
import { audienceOf } from '../auth/auth.policy.ts';
import { releaseClubsOf } from '../club-news/club-years.service.ts';
import { removePost } from '../posts/posts.service.ts';
import { choosePseudonym } from '../posts/pseudonyms.ts';
import { findUserById } from '../users/users.service.ts';
import * as deletion from './account-deletion.repository.ts';

const isConsight = (type: string) => type === 'confession';

/** What deleting the viewer's account would do now. */
export async function preview(ctx: AppContext, viewer: Viewer): Promise<DeletionPreview> {
  const user = await findUserById(ctx.db, viewer.id);
  if (!user || user.deleted_at) throw unauthorized(MESSAGES.loginRequired);
  const byType = await deletion.countOwnPostsByType(ctx.db, viewer.id);
  const count = (match: (type: string) => boolean) => byType.filter((r) => match(r.type)).reduce((sum, r) => sum + Number(r.n), 0);
  const interactions = await deletion.countOwnInteractions(ctx.db, viewer.id);
  return {
    hasPassword: user.password_hash !== null,
    consights: count(isConsight),
    events: count((type) => isEventType(type as PostType)),
    otherPosts: count((type) => !isConsight(type) && !isEventType(type as PostType)),
    ...interactions,
  };
}

/** The account's own proof: its password, or for an account without one (Google) its email typed again. */
async function assertConfirmed(user: { email: string; password_hash: string | null }, input: DeleteAccountInput): Promise<void> {
  if (user.password_hash) {
    if (!input.password) throw badRequest(MESSAGES.deleteAccountPasswordRequired);
    if (!(await verifyPassword(input.password, user.password_hash))) throw forbidden(MESSAGES.deleteAccountPasswordWrong);
    return;
  }
  if ((input.email ?? '').trim().toLowerCase() !== user.email.toLowerCase()) throw forbidden(MESSAGES.deleteAccountEmailWrong);
}

export async function deleteAccount(ctx: AppContext, viewer: Viewer, input: DeleteAccountInput): Promise<void> {
  const found = await findUserById(ctx.db, viewer.id);
  if (!found || found.deleted_at) throw unauthorized(MESSAGES.loginRequired);
  await assertConfirmed(found, input);
  const keep = input.posts === 'keep-anonymous';
  await committing(ctx, async (trx) => {
    const now = nowIso();
    const user = await findUserById(trx, viewer.id);
    if (!user || user.deleted_at) throw unauthorized(MESSAGES.loginRequired);

    for (const post of await deletion.findOwnPosts(trx, user.id)) {
      if (keep && isConsight(post.type)) {
        await deletion.anonymisePost(trx, post.id, choosePseudonym());
        changed(trx, { type: 'post', action: 'updated', postId: post.id, postType: 'confession', authorId: user.id, visibility: visibilityOf(post), ...audienceOf(viewer) });
      } else {
        await removePost(ctx, trx, post, viewer);
      }
    }

    const touched = new Set<string>([
      ...(await deletion.deleteRegistrations(trx, user.id)),
      ...(await deletion.deleteLikes(trx, user.id)),
      ...(await deletion.deleteComments(trx, user.id)),
      ...(await deletion.deleteReports(trx, user.id)),
    ]);
    for (const post of await deletion.findPostFacts(trx, [...touched])) {
      changed(trx, { type: 'post', action: 'updated', postId: post.id, postType: post.type as PostType, authorId: post.user_id, visibility: visibilityOf(post) });
    }

    await releaseClubsOf(trx, user);
    await deletion.deletePersonalRows(trx, user.id, user.email);
    await endEverySession(trx, user.id, now);
    await deletion.tombstone(trx, user.id, { name: MESSAGES.deletedAccountName, email: `deleted-${user.id}@deleted.invalid`, now });
    changed(trx, { type: 'user', userId: user.id });
    changed(trx, { type: 'calendar', userId: user.id });
    changed(trx, { type: 'notification', userId: user.id });
  });
}

/**
 * The person added to an event's staff is told (decision 071): a notification (and push) in the app, and an email
 * (kind 'event-changed': news of an event that concerns them), when their email belongs to an account.
 */
import type { Transaction } from 'kysely';
import { t } from '../../../shared/i18n.ts';
import { say } from '../../../shared/kept-text.ts';
import { MESSAGES, notices } from '../../../shared/messages.ts';
import type { AppContext, Viewer } from '../../context.ts';
import type { Database } from '../../database/schema.ts';
import { postUrl, recipientsOf, sendNotices } from '../notification-emails/notification-emails.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import type { PostRow } from '../../database/post-rows.ts';
import { findUserByEmail } from '../users/users.service.ts';
import type { StaffRole } from './host-authority.ts';

const T = MESSAGES.noticeEmails;

export async function tellStaffAdded(
  trx: Transaction<Database>,
  ctx: AppContext,
  added: { post: PostRow; email: string; role: StaffRole; by: Pick<Viewer, 'id' | 'name'> },
): Promise<void> {
  const { post, email, role, by } = added;
  const account = await findUserByEmail(trx, email);
  if (!account || account.id === by.id) return;
  const said = role === 'cohost' ? notices.addedAsCohost(by.name, post.title) : notices.addedAsDoorStaff(by.name, post.title);
  await notify(trx, { userId: account.id, said, type: 'info', postId: post.id, push: { kind: 'event-changed' } });
  await sendNotices(trx, ctx, 'event-changed', await recipientsOf(trx, [account.id]), () => ({
    kind: 'event-changed',
    content: {
      subject: role === 'cohost' ? T.cohostSubject(post.title) : T.doorStaffSubject(post.title),
      heading: role === 'cohost' ? T.cohostSubject(post.title) : T.doorStaffSubject(post.title),
      paragraphs: [say(said)],
      action: { label: t(MESSAGES.emailSeePost), url: postUrl(ctx, post.id) },
      footer: [t(T.becauseStaff)],
    },
  }));
}

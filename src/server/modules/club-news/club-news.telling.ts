/**
 * Who hears of club news, and how (decision 081): a notification (said in the reader's language), a push of kind
 * `club-news` opening the club's page, and an email of kind `club-news` through the outbox. Called inside the
 * write's transaction, so they go only if it commits.
 */
import type { Transaction } from 'kysely';
import { t } from '../../../shared/i18n.ts';
import { keep, type Kept } from '../../../shared/kept-text.ts';
import { CLUB_NEWS_MESSAGES as M } from '../../../shared/club-news-messages.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../database/schema.ts';
import { queueNotice, recipientsOf, sendNotices } from '../notification-emails/notification-emails.service.ts';
import { notifyMany } from '../notifications/notifications.service.ts';

type Trx = Transaction<Database>;
type Ctx = Pick<AppContext, 'config'>;

export interface ClubRef {
  id: string;
  slug: string;
  name: string;
}

export const clubPath = (slug: string): string => `/clubs/${encodeURIComponent(slug)}`;
const clubUrl = (ctx: Ctx, slug: string): string => `${ctx.config.publicUrl.replace(/\/+$/, '')}${clubPath(slug)}`;

/** A notification about the club to each of these people (a club's thousands of followers: one write), pushed as `club-news` when `push`. */
async function notifyAll(trx: Trx, club: ClubRef, userIds: readonly string[], said: Kept, type: 'info' | 'success' | 'error', push: boolean): Promise<void> {
  await notifyMany(trx, userIds, { type, postId: null, clubId: club.id, said, ...(push ? { push: { kind: 'club-news' as const, url: clubPath(club.slug) } } : {}) });
}

/** A published announcement, to the club's followers and members (its author left out). */
export async function tellAnnouncement(
  trx: Trx,
  ctx: Ctx,
  club: ClubRef,
  audience: readonly string[],
  announcement: { title: string; content: string; authorId: string | null },
): Promise<void> {
  const ids = audience.filter((id) => id !== announcement.authorId);
  if (ids.length === 0) return;
  await notifyAll(trx, club, ids, keep(M.announced, { club: club.name, title: announcement.title }), 'info', true);
  await sendNotices(trx, ctx, 'club-news', await recipientsOf(trx, ids), () => ({
    kind: 'club-news',
    content: {
      subject: t(M.announced, { club: club.name, title: announcement.title }),
      heading: announcement.title,
      paragraphs: [announcement.content],
      action: { label: t(M.emailOpenClub), url: clubUrl(ctx, club.slug) },
      footer: [t(M.emailBecauseFollow, { club: club.name })],
    },
  }));
}

/** The author hears a moderator's decision on their held announcement. */
export async function tellAuthor(trx: Trx, club: ClubRef, authorId: string | null, said: Kept, released: boolean): Promise<void> {
  if (!authorId) return;
  await notifyAll(trx, club, [authorId], said, released ? 'success' : 'error', false);
}

export const releasedText = (club: ClubRef, title: string): Kept => keep(M.released, { club: club.name, title });
export const rejectedText = (club: ClubRef, title: string, reason: string | null): Kept =>
  reason ? keep(M.rejectedWithReason, { club: club.name, title, reason }) : keep(M.rejected, { club: club.name, title });

/**
 * A new year: each owner and officer is asked to confirm by the deadline, by notification and by email. It
 * concerns their role, so the email goes whatever their choice for `club-news` (decision 081).
 */
export async function tellConfirm(trx: Trx, ctx: Ctx, officers: readonly { user_id: string; club: ClubRef }[], date: string): Promise<void> {
  const recipients = new Map((await recipientsOf(trx, [...new Set(officers.map((o) => o.user_id))])).map((r) => [r.id, r]));
  for (const { user_id, club } of officers) {
    await notifyAll(trx, club, [user_id], keep(M.confirmBanner, { club: club.name, date }), 'info', true);
    const to = recipients.get(user_id);
    if (!to) continue;
    await queueNotice(trx, ctx, 'club-news', to, () => ({
      kind: 'club-news',
      content: {
        subject: t(M.emailConfirmSubject, { club: club.name }),
        heading: t(M.emailConfirmSubject, { club: club.name }),
        paragraphs: [t(M.emailConfirmBody, { club: club.name, date })],
        action: { label: t(M.emailOpenClub), url: clubUrl(ctx, club.slug) },
        footer: [t(M.emailBecauseOfficer, { club: club.name })],
      },
    }));
  }
}

export const tellDemoted = (trx: Trx, club: ClubRef, userIds: readonly string[]) => notifyAll(trx, club, userIds, keep(M.demoted, { club: club.name }), 'info', false);
export const tellOrphaned = (trx: Trx, club: ClubRef, adminIds: readonly string[]) => notifyAll(trx, club, adminIds, keep(M.orphaned, { club: club.name }), 'info', false);
export const tellAppointed = (trx: Trx, club: ClubRef, userId: string) => notifyAll(trx, club, [userId], keep(M.appointed, { club: club.name }), 'success', true);

/**
 * A club's followers told of its new event (decision 081): once the event is approved (at once for a club the admin
 * trusts, or by a reviewer), every follower and member but its author gets a notification and a push of kind
 * `club-news`, and an email of that kind unless they turned it off. Inside the approval's transaction.
 */
import type { Transaction } from 'kysely';
import { clubEventNotices, clubEventTexts } from '../../../shared/club-event-texts.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../database/schema.ts';
import type { PostRow } from '../../database/post-rows.ts';
import { eventLines } from '../notification-emails/event-facts.ts';
import { postUrl, sendNotices } from '../notification-emails/notification-emails.service.ts';
import { notifyMany } from '../notifications/notifications.service.ts';
import * as repo from './club-events.repository.ts';

type Trx = Transaction<Database>;

/** The event's page, as a push opens it. */
export const eventPath = (postId: string): string => `/events/${encodeURIComponent(postId)}`;

/**
 * Tells the club's audience of its approved event, in one batch: for N followers, one read of the audience (with
 * what emails need), one insert of the N notifications (per 500), one read of all their devices and one insert of
 * their pushes (per 500 rows), one read of the email opt-outs; then, per follower who wants the email, its
 * unsubscribe link and its outbox row (an email is one row each by nature).
 */
export async function tellFollowers(trx: Trx, ctx: AppContext, post: PostRow): Promise<number> {
  if (post.club_id === null) return 0;
  const club = await repo.findClubById(trx, post.club_id);
  if (!club) return 0;
  const audience = (await repo.findClubAudience(trx, club.id)).filter((f) => f.id !== post.user_id);
  if (audience.length === 0) return 0;
  const said = clubEventNotices.posted(club.name, post.title);
  await notifyMany(
    trx,
    audience.map((f) => f.id),
    { said, type: 'info', postId: post.id, clubId: club.id, push: { kind: 'club-news', url: eventPath(post.id) } },
  );
  await sendNotices(trx, ctx, 'club-news', audience, (to) => {
    const subject = clubEventTexts.postedSubject(club.name, post.title);
    return {
      kind: 'club-news',
      content: {
        subject,
        heading: subject,
        paragraphs: eventLines(post, ctx.config.campusTimeZone),
        action: { label: clubEventTexts.emailSeeEvent(), url: postUrl(ctx, post.id) },
        footer: [clubEventTexts.emailBecauseFollow(club.name)],
      },
      dedupeKey: `club-event:${post.id}:${to.id}`,
    };
  });
  return audience.length;
}

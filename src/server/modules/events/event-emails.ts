/**
 * An event changed or cancelled, by email (decisions 042, 066): its registrants and those who saved it hear it,
 * with its calendar file as it now stands. Queued inside the write's transaction, never to the one who caused it.
 */
import type { Transaction } from 'kysely';
import { t } from '../../../shared/i18n.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../database/schema.ts';
import { eventLines, whenOrWhereChanged } from '../notification-emails/event-facts.ts';
import { eventAudienceOf, type EventPost, postUrl, sendNotices } from '../notification-emails/notification-emails.service.ts';
import { cancelledCalendarAttachments, changedCalendarAttachments } from './registration-calendar.ts';

type Db = Transaction<Database>;
type Ctx = Pick<AppContext, 'config'>;
const T = MESSAGES.noticeEmails;

/**
 * After an edit of an event: if it moved in time or place, its registrants and those who saved it hear what it
 * is now (not the one who edited it), with its calendar file as it now stands (the edit's SEQUENCE, read in the
 * edit's transaction), which replaces a copy imported before. `inReview`: the event now waits for the admins.
 */
export async function eventChanged(trx: Db, ctx: Ctx, before: EventPost, after: EventPost, actorId: string, inReview: boolean): Promise<void> {
  if (!whenOrWhereChanged(before, after)) return;
  const audience = (await eventAudienceOf(trx, after.id)).filter((r) => r.id !== actorId);
  if (audience.length === 0) return;
  const calendar = await changedCalendarAttachments(trx, ctx.config, after.id);
  await sendNotices(trx, ctx, 'event-changed', audience, () => ({
    kind: 'event-changed',
    content: {
      subject: T.changedSubject(after.title),
      heading: T.changedHeading(after.title),
      paragraphs: [t(T.changedIntro), ...eventLines(after, ctx.config.campusTimeZone), ...(inReview ? [t(T.changedInReview)] : [])],
      action: { label: t(MESSAGES.emailSeeEvent), url: postUrl(ctx, after.id) },
      footer: [t(T.becauseRegisteredOrSaved)],
    },
    attachments: calendar,
  }));
}

/**
 * Before an event is deleted (by its host, an admin, or a rejection): its registrants and savers hear it is off,
 * with its calendar file as cancelled (STATUS:CANCELLED, the SEQUENCE the cancellation kept just before).
 */
export async function eventCancelled(trx: Db, ctx: Ctx, event: EventPost, actorId: string): Promise<void> {
  const audience = (await eventAudienceOf(trx, event.id)).filter((r) => r.id !== actorId);
  if (audience.length === 0) return;
  const calendar = await cancelledCalendarAttachments(trx, ctx.config, event.id);
  await sendNotices(trx, ctx, 'event-changed', audience, () => ({
    kind: 'event-changed',
    content: {
      subject: T.cancelledSubject(event.title),
      heading: T.cancelledHeading(event.title),
      paragraphs: [T.cancelledIntro(event.title), ...eventLines(event, ctx.config.campusTimeZone)],
      action: { label: t(MESSAGES.emailOpenQuad), url: ctx.config.publicUrl },
      footer: [t(T.becauseRegisteredOrSaved)],
    },
    attachments: calendar,
  }));
}

/**
 * The notification emails (decision 042): a registration's confirmation, an event changed or cancelled, and
 * the outcome of a report. Each is queued inside the transaction of the write that causes it (it goes only if
 * that write commits), to the people it concerns and never to the one who caused it, and not at all to a
 * student who turned its kind off. Every one carries a one-click unsubscribe link. Reminders: reminders.ts.
 * Each is worded and laid out in its recipient's language (decision 055), inside `inLocale`: a notice's words are
 * made in the callback given per recipient, synchronously.
 */
import type { Transaction } from 'kysely';
import type { OptionalEmailKind } from '../../../shared/email-kinds.ts';
import { inLocale, t } from '../../../shared/i18n.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../database/schema.ts';
import { readerLocale } from '../../lib/reader-locale.ts';
import { renderEmail, type EmailContent } from '../email/email-layout.ts';
import { type EmailAttachment, queueEmails } from '../email/outbox.ts';
import { newUnsubscribeLinksFor, usersOptedOut } from '../email-preferences/email-preferences.service.ts';
import type { EventFields } from './event-facts.ts';
import { findEventAudience, findRecipients, type Recipient } from './notification-emails.repository.ts';

export type { Recipient };

type Db = Transaction<Database>;
type Ctx = Pick<AppContext, 'config'>;
const T = MESSAGES.noticeEmails;

export interface EventPost extends EventFields {
  id: string;
  title: string;
  user_id: string;
}

export interface Notice {
  kind: OptionalEmailKind;
  content: Omit<EmailContent, 'unsubscribeUrl'>;
  attachments?: EmailAttachment[];
  dedupeKey?: string;
}

export const postUrl = (ctx: Ctx, postId: string): string => `${ctx.config.publicUrl.replace(/\/+$/, '')}/posts/${encodeURIComponent(postId)}`;

/**
 * Queues `notice(recipient)` for each recipient who has not turned its kind off, each with a fresh unsubscribe
 * link, in the recipient's language: a club's thousands of followers in a few statements. Answers how many were
 * queued.
 */
export async function sendNotices(trx: Db, ctx: Ctx, kind: OptionalEmailKind, recipients: readonly Recipient[], notice: (to: Recipient) => Notice): Promise<number> {
  const off = await usersOptedOut(trx, recipients.map((r) => r.id), kind);
  return queueNoticesTogether(
    trx,
    ctx,
    kind,
    recipients.filter((to) => !off.has(to.id)).map((to) => ({ to, notice })),
  );
}

/**
 * Queues one notice to a recipient known to want its kind, with a fresh unsubscribe link: `notice(to)` is made and
 * laid out in the recipient's language. Answers whether it was queued (false: its `dedupeKey` was queued already).
 */
export async function queueNotice(trx: Db, ctx: Ctx, kind: OptionalEmailKind, to: Recipient, notice: (to: Recipient) => Notice): Promise<boolean> {
  return (await queueNoticesTogether(trx, ctx, kind, [{ to, notice }])) === 1;
}

/**
 * `queueNotice` for several recipients known to want the kind (a batch of registrations, decision 085; a club's
 * followers): their links and their emails written in one statement each per 500. Each notice is made and laid out
 * in its recipient's language.
 */
export async function queueNoticesTogether(trx: Db, ctx: Ctx, kind: OptionalEmailKind, items: readonly { to: Recipient; notice: (to: Recipient) => Notice }[]): Promise<number> {
  let queued = 0;
  for (let start = 0; start < items.length; start += NOTICES_PER_STATEMENT) {
    const chunk = items.slice(start, start + NOTICES_PER_STATEMENT);
    const links = await newUnsubscribeLinksFor(trx, ctx.config.publicUrl, chunk.map((item) => item.to.id), kind);
    const emails = chunk.map(({ to, notice }, i) => {
      const { message, attachments, dedupeKey } = inLocale(readerLocale(to.locale), () => {
        const made = notice(to);
        return { ...made, message: renderEmail({ ...made.content, unsubscribeUrl: links[i]!.page }) };
      });
      return { kind, to: to.email, userId: to.id, message, headers: links[i]!.headers, ...(attachments ? { attachments } : {}), ...(dedupeKey ? { dedupeKey } : {}) };
    });
    queued += await queueEmails(trx, new URL(ctx.config.publicUrl).host, emails);
  }
  return queued;
}

/** An outbox row is twenty values: 500 rows stay well under SQLite's 32,766 and PostgreSQL's 65,535 a statement. */
const NOTICES_PER_STATEMENT = 500;

/** The accounts with these ids, as emails address them. */
export const recipientsOf = (db: Db, userIds: readonly string[]): Promise<Recipient[]> => findRecipients(db, userIds);

/** Who an event's change concerns: its registrants and those who saved it, each once (events' emails). */
export const eventAudienceOf = (db: Db, postId: string): Promise<(Recipient & { registered: boolean })[]> => findEventAudience(db, postId);

// ---- the outcome of a report ----

/** To each reporter: the post they reported was removed. */
export async function reportUpheld(trx: Db, ctx: Ctx, post: { title: string }, reporterIds: readonly string[]): Promise<void> {
  await sendNotices(trx, ctx, 'report-outcome', await findRecipients(trx, reporterIds), () => ({
    kind: 'report-outcome',
    content: {
      subject: t(T.reportUpheldSubject),
      heading: t(T.reportUpheldSubject),
      paragraphs: [T.reportUpheld(post.title)],
      action: { label: t(MESSAGES.emailOpenQuad), url: ctx.config.publicUrl },
      footer: [t(T.becauseReported)],
    },
  }));
}

/** To each reporter: the post they reported stays up, with the moderator's note if they wrote one. */
export async function reportDismissed(trx: Db, ctx: Ctx, post: { id: string; title: string }, reporterIds: readonly string[], note: string | null = null): Promise<void> {
  await sendNotices(trx, ctx, 'report-outcome', await findRecipients(trx, reporterIds), () => ({
    kind: 'report-outcome',
    content: {
      subject: t(T.reportDismissedSubject),
      heading: t(T.reportDismissedSubject),
      paragraphs: [T.reportDismissed(post.title), ...(note ? [t('The moderator’s note: {note}', { note })] : [])],
      action: { label: t(MESSAGES.emailSeePost), url: postUrl(ctx, post.id) },
      footer: [t(T.becauseReported)],
    },
  }));
}

/** To the author of a post an admin removed, with the admin's reason if they gave one. */
export async function postRemoved(trx: Db, ctx: Ctx, post: { title: string; user_id: string }, reason: string | null): Promise<void> {
  await sendNotices(trx, ctx, 'report-outcome', await findRecipients(trx, [post.user_id]), () => ({
    kind: 'report-outcome',
    content: {
      subject: t(T.removedSubject),
      heading: t(T.removedSubject),
      paragraphs: [T.removed(post.title), reason ? t('Reason: {reason}', { reason }) : t(T.removedNoReason)],
      action: { label: t(MESSAGES.emailOpenQuad), url: ctx.config.publicUrl },
      footer: [t(T.becauseAuthor)],
    },
  }));
}

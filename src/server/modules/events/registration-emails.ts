/**
 * The emails of a registration's states (decision 049): the ticket inside a confirmation, a waitlist seat offered,
 * a payment confirmed or rejected, a registration the host cancelled, and a hold released when its window ended.
 * Queued inside the transaction that makes the change, like every notification email (decision 042).
 */
import type { Transaction } from 'kysely';
import { t } from '../../../shared/i18n.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { rupeesText } from '../../../shared/registration-state.ts';
import type { AppContext } from '../../context.ts';
import type { Database, RegistrationsTable } from '../../database/schema.ts';
import type { PostRow } from '../../database/post-rows.ts';
import type { EmailContent } from '../email/email-layout.ts';
import type { EmailAttachment } from '../email/outbox.ts';
import { ticketTokenFor } from '../tickets/tickets.service.ts';
import { parseJsonList } from '../../database/values.ts';
import { customFieldsOf, ticketsOf } from './registrations.presenter.ts';
import { datesLine, dayText, eventLines, whenText } from '../notification-emails/event-facts.ts';
import { postUrl, queueNoticesTogether, recipientsOf as findRecipients, type Recipient, sendNotices } from '../notification-emails/notification-emails.service.ts';
import { usersOptedOut } from '../email-preferences/email-preferences.service.ts';
import { registrationCalendarAttachments } from './registration-calendar.ts';

type Db = Transaction<Database>;
type Ctx = Pick<AppContext, 'config' | 'db'>;
const T = MESSAGES.noticeEmails;

type Registration = Pick<RegistrationsTable, 'id' | 'post_id' | 'user_id' | 'ticket_code' | 'selected_tickets' | 'status'>;

/**
 * The ticket as an email carries it: its QR code inline (a PNG) with its code as the caption (`image()`, worded in
 * the reader's language where the email is made). The signing key must be loaded before the transaction
 * (`ticketKey(ctx)`): on SQLite the transaction holds the one connection.
 */
export async function ticketPart(ctx: Ctx, registration: Registration): Promise<{ image: () => NonNullable<EmailContent['image']>; attachment: EmailAttachment } | null> {
  const code = registration.ticket_code;
  if (!code || (registration.status !== 'confirmed' && registration.status !== 'checked_in')) return null;
  const cid = `ticket-${registration.id}@quad`;
  return {
    image: () => ({ cid, alt: t(T.ticketAlt), caption: t('Ticket code: {code}', { code }) }),
    // The QR code is drawn when the email is sent, from the signed token (decision 072).
    attachment: { filename: `ticket-${code}.png`, contentType: 'image/png', qr: await ticketTokenFor(ctx, registration), cid },
  };
}

async function registrant(trx: Db, registration: Registration) {
  return (await findRecipients(trx, [registration.user_id]))[0] ?? null;
}

/** A seat freed and is held for a waitlisted student until `expiresAt` (UTC ISO; said in words). */
export async function seatOfferedEmail(trx: Db, ctx: Ctx, event: PostRow, registration: Registration, expiresAt: string): Promise<void> {
  const to = await registrant(trx, registration);
  if (!to) return;
  await sendNotices(trx, ctx, 'waitlist-offer', [to], () => ({
    kind: 'waitlist-offer',
    content: {
      subject: T.offerSubject(event.title),
      heading: T.offerHeading(event.title),
      paragraphs: [
        T.offerIntro(whenText({ event_start_date: expiresAt, event_end_date: null }, ctx.config.campusTimeZone) ?? expiresAt),
        ...eventLines(event, ctx.config.campusTimeZone),
      ],
      action: { label: t(T.claimSeat), url: postUrl(ctx, event.id) },
      footer: [t(T.becauseWaitlisted)],
    },
  }));
}

/** The host confirmed the payment: the seat is theirs, with the ticket and the event's calendar file. */
export async function paymentConfirmedEmail(trx: Db, ctx: Ctx, event: PostRow, registration: Registration): Promise<void> {
  const to = await registrant(trx, registration);
  if (!to) return;
  const ticket = await ticketPart(ctx, registration);
  const calendar = await registrationCalendarAttachments(trx, ctx.config, event);
  await sendNotices(trx, ctx, 'registration-changed', [to], () => ({
    kind: 'registration-changed',
    content: {
      subject: T.paymentConfirmedSubject(event.title),
      heading: T.paymentConfirmedHeading(event.title),
      paragraphs: [T.paymentConfirmedIntro(to.name), ...eventLines(event, ctx.config.campusTimeZone), ...(ticket ? [t(T.ticketIntro)] : [])],
      ...(ticket ? { image: ticket.image() } : {}),
      action: { label: t(MESSAGES.emailSeeEvent), url: postUrl(ctx, event.id) },
      footer: [t(T.becauseRegistered)],
    },
    attachments: [
      ...(ticket ? [ticket.attachment] : []),
      ...calendar,
    ],
  }));
}

export type RegistrationEnd = 'payment-rejected' | 'host-cancelled' | 'offer-expired' | 'payment-expired';

/** The registration ended without the student choosing it: why, and the host's reason when there is one. */
export async function registrationEndedEmail(trx: Db, ctx: Ctx, event: PostRow, registration: Registration, end: RegistrationEnd, reason: string | null): Promise<void> {
  const to = await registrant(trx, registration);
  if (!to) return;
  await sendNotices(trx, ctx, 'registration-changed', [to], () => {
    const [subject, heading, intro] =
      end === 'payment-rejected'
        ? [T.paymentRejectedSubject(event.title), T.paymentRejectedHeading(event.title), T.paymentRejectedIntro]
        : end === 'host-cancelled'
          ? [T.hostCancelledSubject(event.title), T.hostCancelledHeading(event.title), T.hostCancelledIntro]
          : [T.releasedSubject(event.title), T.releasedHeading(event.title), end === 'offer-expired' ? T.offerExpiredIntro : T.paymentExpiredIntro];
    return {
      kind: 'registration-changed',
      content: {
        subject,
        heading,
        paragraphs: [t(intro), ...(reason ? [t('Reason: {reason}', { reason })] : [])],
        action: { label: t(end === 'payment-rejected' ? T.payNow : MESSAGES.emailSeeEvent), url: postUrl(ctx, event.id) },
        footer: [t(end === 'offer-expired' ? T.becauseWaitlisted : T.becauseRegistered)],
      },
    };
  });
}

/** A time as an email says it, in the campus's time zone ("Sat, 6 Dec, 6:00 pm"). */
const untilText = (ctx: Ctx, iso: string): string => whenText({ event_start_date: iso, event_end_date: null }, ctx.config.campusTimeZone) ?? iso;

/** What is left to pay on a registration, in rupees ("₹400"). */
const leftOf = (registration: Pick<RegistrationsTable, 'total_price' | 'amount_paid'>): string =>
  rupeesText(Math.max(0, (registration.total_price ?? 0) - (registration.amount_paid ?? 0)));

/** The lines that tell a student how to pay a held seat: by when, and the reference for the payment note. */
function payLines(ctx: Ctx, registration: RegistrationsTable): string[] {
  return [
    ...(registration.payment_due_at ? [T.heldPayBy(untilText(ctx, registration.payment_due_at))] : []),
    ...(registration.payment_reference ? [T.putReference(registration.payment_reference)] : []),
  ];
}

/**
 * To the student who registered and holds a seat: the event's when and where, what they entered or bought, the
 * ticket when the seat is theirs, and the calendar file. A seat held for payment says so from its subject on: what
 * to pay, by when, with which reference, and a link back into Quad to pay (decision 072); its ticket and calendar
 * file come with the payment's confirmation.
 */
export async function registrationConfirmed(trx: Db, ctx: Ctx, event: PostRow, registration: RegistrationsTable, student: Recipient): Promise<void> {
  await registrationsConfirmed(trx, ctx, event, [{ registration, student }]);
}

/**
 * `registrationConfirmed` for several registrations of one event, written together (decision 085): the students'
 * email choices and the event's calendar file are read once for all of them, and their emails written at once.
 */
export async function registrationsConfirmed(
  trx: Db,
  ctx: Ctx,
  event: PostRow,
  seated: readonly { registration: RegistrationsTable; student: Recipient }[],
): Promise<void> {
  if (seated.length === 0) return;
  const off = await usersOptedOut(trx, seated.map((s) => s.student.id), 'registration-confirmed');
  const wanted = seated.filter((s) => !off.has(s.student.id));
  const calendar = wanted.some((s) => s.registration.status !== 'awaiting_payment') ? await registrationCalendarAttachments(trx, ctx.config, event) : [];
  const notices = [];
  for (const { registration, student } of wanted) {
    const held = registration.status === 'awaiting_payment';
    notices.push({ to: student, notice: confirmation(ctx, event, registration, await ticketPart(ctx, registration), held ? [] : calendar) });
  }
  await queueNoticesTogether(trx, ctx, 'registration-confirmed', notices);
}

/** The confirmation's words, made in its reader's language by `queueNotice`. */
function confirmation(ctx: Ctx, event: PostRow, registration: RegistrationsTable, ticket: Awaited<ReturnType<typeof ticketPart>>, calendar: EmailAttachment[]) {
  const entered = [`${registration.name}`, registration.email, registration.phone, ...Object.entries(customFieldsOf(registration.custom_fields)).map(([k, v]) => `${k}: ${v}`)];
  const tickets = ticketsOf(registration.selected_tickets).map((ticket) => `${ticket.quantity} × ${ticket.ticketType}`);
  const bookedDays = parseJsonList<string>(registration.booking_dates);
  const held = registration.status === 'awaiting_payment';
  return (student: Recipient) => ({
    kind: 'registration-confirmed' as const,
    content: {
      subject: held
        ? registration.payment_due_at
          ? T.heldSubjectBy(event.title, leftOf(registration), untilText(ctx, registration.payment_due_at))
          : T.heldSubject(event.title, leftOf(registration))
        : T.registrationSubject(event.title),
      heading: T.registrationHeading(event.title),
      paragraphs: [
        held ? T.heldPayIntro(student.name, leftOf(registration)) : T.registrationIntro(student.name),
        ...(held ? payLines(ctx, registration) : []),
        ...eventLines(event, ctx.config.campusTimeZone, { dates: bookedDays.length === 0 }),
        ...(bookedDays.length > 0 ? [datesLine(bookedDays.map(dayText).join(', '))] : []),
        ...(tickets.length > 0 ? [t('Tickets: {tickets}', { tickets: tickets.join(', ') })] : []),
        ...(registration.total_price ? [t('Total: {total}', { total: rupeesText(registration.total_price) })] : []),
        t('What you entered: {entered}', { entered: entered.filter(Boolean).join(' · ') }),
        ...(ticket ? [t(T.ticketIntro)] : []),
      ],
      ...(ticket ? { image: ticket.image() } : {}),
      action: { label: t(held ? T.payNow : MESSAGES.emailSeeEvent), url: postUrl(ctx, event.id) },
      footer: [t(T.becauseRegistered)],
    },
    attachments: [
      ...(ticket ? [ticket.attachment] : []),
      ...calendar,
    ],
  });
}

/** Part of the price arrived: what was received, what is left, and the way back to pay it. */
export async function partPaymentEmail(trx: Db, ctx: Ctx, event: PostRow, registration: RegistrationsTable, paid: string, left: string): Promise<void> {
  const to = await registrant(trx, registration);
  if (!to) return;
  await sendNotices(trx, ctx, 'registration-changed', [to], () => ({
    kind: 'registration-changed',
    content: {
      subject: T.partSubject(event.title, left),
      heading: T.partSubject(event.title, left),
      paragraphs: [T.partIntro(paid, left), ...payLines(ctx, registration)],
      action: { label: t(T.payNow), url: postUrl(ctx, event.id) },
      footer: [t(T.becauseRegistered)],
    },
  }));
}

/** The payment window ends soon and nothing was sent: what to pay, by when, and the way back to pay it. */
export async function paymentReminderEmail(trx: Db, ctx: Ctx, event: PostRow, registration: RegistrationsTable): Promise<void> {
  const to = await registrant(trx, registration);
  if (!to || !registration.payment_due_at) return;
  const until = untilText(ctx, registration.payment_due_at);
  await sendNotices(trx, ctx, 'registration-changed', [to], () => ({
    kind: 'registration-changed',
    content: {
      subject: T.payReminderSubject(event.title, until),
      heading: T.payReminderSubject(event.title, until),
      paragraphs: [T.payReminderIntro(leftOf(registration), until), ...payLines(ctx, registration)],
      action: { label: t(T.payNow), url: postUrl(ctx, event.id) },
      footer: [t(T.becauseRegistered)],
    },
  }));
}

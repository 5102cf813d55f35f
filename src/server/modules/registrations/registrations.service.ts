/**
 * Registrations (SPEC §5, §7). The rules of src/shared/registration-rules.ts are checked again here, the
 * tickets are priced from the event's own options, and the registration, the event's kept count, the
 * registrant's calendar entry and the host's notification are written in one transaction.
 */
import { MESSAGES, registeredForYourEvent } from '../../../shared/messages.ts';
import { customAnswers, pricedTickets, registrationProblem, registrationTotal } from '../../../shared/registration-rules.ts';
import type { Registration, RegistrationInput } from '../../../shared/schemas/events.ts';
import type { AppContext, Viewer } from '../../context.ts';
import { changed, committing } from '../../changes/committing.ts';
import { isUniqueViolation, newId, nowIso, toNumber } from '../../database/values.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import { assertMayContribute } from '../auth/auth.policy.ts';
import { addCalendarEntry } from '../calendar/calendar.service.ts';
import { registrationConfirmed } from '../notification-emails/notification-emails.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { presentEventFacts } from '../posts/posts.presenter.ts';
import * as posts from '../posts/posts.service.ts';
import { exportFilename, registrationsCsv } from './registrations.csv.ts';
import * as policy from './registrations.policy.ts';
import { presentRegistration } from './registrations.presenter.ts';
import * as registrations from './registrations.repository.ts';

export async function register(ctx: AppContext, viewer: Viewer, postId: string, input: RegistrationInput): Promise<Registration> {
  assertMayContribute(viewer, ctx.config.campus);
  // A registration moves the event's counter and changes nobody's marks (decision 018).
  return committing(ctx, async (trx) => {
    const now = nowIso();
    const post = await posts.findPostRow(trx, postId);
    const refusal = policy.registrationRefusal(viewer, post, now);
    if (refusal || !post) throw refusal ?? notFound(MESSAGES.eventNotFound);

    const event = presentEventFacts(post);
    const problem = registrationProblem(event, input);
    if (problem) throw badRequest(problem);

    const cultural = event.type === 'culturalEvent';
    const row: registrations.RegistrationRow = {
      id: newId(),
      post_id: postId,
      user_id: viewer.id,
      name: input.name,
      email: input.email,
      phone: input.phone,
      transaction_id: input.transactionId,
      booking_dates: cultural ? JSON.stringify(input.bookingDates) : null,
      selected_tickets: cultural ? JSON.stringify(pricedTickets(event, input.selectedTickets)) : null,
      total_price: registrationTotal(event, input),
      custom_fields: JSON.stringify(customAnswers(event, input)),
      created_at: now,
    };
    try {
      await registrations.insertRegistration(trx, row);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(MESSAGES.alreadyRegistered);
      throw error;
    }
    await registrations.bumpRegistrationCount(trx, postId);
    await addCalendarEntry(trx, viewer.id, postId, now);
    await registrationConfirmed(trx, ctx, post, row, viewer);
    if (post.user_id !== viewer.id) {
      await notify(trx, { userId: post.user_id, message: registeredForYourEvent(input.name, post.title), type: 'info', postId });
    }
    changed(trx, { type: 'registration', postId, hostId: post.user_id, userId: viewer.id, registrations: toNumber(post.registration_count) + 1 });
    return presentRegistration(row, post.title);
  });
}

export const registeredEventIds = (ctx: AppContext, viewer: Viewer): Promise<string[]> =>
  registrations.findRegisteredEventIds(ctx.db, viewer.id);

export async function registrationCounts(ctx: AppContext, viewer: Viewer): Promise<Record<string, number>> {
  const rows = await registrations.findOwnEventCounts(ctx.db, viewer.id);
  return Object.fromEntries(rows.map((r) => [r.id, toNumber(r.registration_count)]));
}

/** The event's registrations as a CSV file, for its host or an admin. */
export async function exportRegistrations(ctx: AppContext, viewer: Viewer, postId: string): Promise<{ filename: string; csv: string }> {
  const post = await posts.findPostRow(ctx.db, postId);
  if (!policy.isVisibleEvent(viewer, post) || !post) throw notFound(MESSAGES.eventNotFound);
  if (!policy.canExport(viewer, post)) throw forbidden(MESSAGES.exportForbidden);
  const rows = await registrations.findEventRegistrations(ctx.db, postId);
  const event = presentEventFacts(post);
  const csv = registrationsCsv(
    {
      registrationFields: event.registrationFields,
      ticketTypes: event.type === 'culturalEvent' ? event.ticketOptions.map((o) => o.ticketType) : [],
      timeZone: ctx.config.campusTimeZone,
    },
    rows,
  );
  return { filename: exportFilename(post.title), csv };
}

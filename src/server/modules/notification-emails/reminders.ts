/**
 * Reminders 24 hours and an hour before an event a student registered for (decision 042). Every process runs
 * the job every minute; each reminder has a once-only key (its kind, the registration and the start it is
 * for), so it is queued once whichever process gets there first, and an event moved to another time gets
 * reminders for its new time. Rules:
 * - a reminder is due from its mark (start − 24 h, start − 1 h) until the next one's (the 24-hour one until
 *   start − 1 h, the hour one until the start): a job that was down catches up, but never sends a stale one;
 * - only for a registration made before the mark (registering an hour before gets no 24-hour reminder);
 * - only for an approved event that is not hidden by reports; a deleted event has no registrations left;
 * - a cultural event: one pair per date the student booked, at the event's start time on that date (none
 *   booked: its start).
 */
import type { AppContext } from '../../context.ts';
import { committing } from '../../changes/committing.ts';
import { parseJsonList } from '../../database/values.ts';
import { t } from '../../../shared/i18n.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { usersOptedOut } from '../email-preferences/email-preferences.service.ts';
import { eventLines } from './event-facts.ts';
import { postUrl, queueNotice } from './notification-emails.service.ts';
import { findQueuedKeys, findReminderCandidates, type ReminderCandidate } from './notification-emails.repository.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The two reminders, longest lead first; each is due until the next one's mark. */
export const REMINDERS = [
  { name: '24h', leadMs: DAY_MS, text: MESSAGES.noticeEmails.reminderTomorrow },
  { name: '1h', leadMs: HOUR_MS, text: MESSAGES.noticeEmails.reminderInAnHour },
] as const;

export interface DueReminder {
  registration: ReminderCandidate;
  reminder: (typeof REMINDERS)[number];
  /** The start this reminder is for (UTC ISO). */
  startsAt: string;
  /** The booked date it is for (cultural events), or null. */
  day: string | null;
  dedupeKey: string;
}

/** The calendar day of an instant in a time zone, 'YYYY-MM-DD'. */
function localDay(ms: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms);
}

/** The starts a registration is for: each booked date of a cultural event at the event's start time, else the start. */
export function startsOf(registration: Pick<ReminderCandidate, 'type' | 'event_start_date' | 'booking_dates'>, timeZone: string): { startsAt: number; day: string | null }[] {
  const start = registration.event_start_date ? Date.parse(registration.event_start_date) : Number.NaN;
  if (Number.isNaN(start)) return [];
  const booked = registration.type === 'culturalEvent' ? parseJsonList<string>(registration.booking_dates).filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d)) : [];
  if (booked.length === 0) return [{ startsAt: start, day: null }];
  const startDay = Date.parse(`${localDay(start, timeZone)}T00:00:00Z`);
  return booked.map((day) => ({ startsAt: start + (Date.parse(`${day}T00:00:00Z`) - startDay), day }));
}

/** The reminders due at `now` among these registrations (pure: the rules above). */
export function dueReminders(candidates: readonly ReminderCandidate[], now: number, timeZone: string): DueReminder[] {
  const due: DueReminder[] = [];
  for (const registration of candidates) {
    const registeredAt = Date.parse(registration.created_at);
    for (const { startsAt, day } of startsOf(registration, timeZone)) {
      REMINDERS.forEach((reminder, i) => {
        const mark = startsAt - reminder.leadMs;
        const until = startsAt - (REMINDERS[i + 1]?.leadMs ?? 0);
        if (now < mark || now >= until || !(registeredAt < mark)) return;
        const at = new Date(startsAt).toISOString();
        due.push({ registration, reminder, startsAt: at, day, dedupeKey: `reminder:${reminder.name}:${registration.id}:${at}` });
      });
    }
  }
  return due;
}

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Queues the reminders due now that no process has queued yet. Answers how many this call queued. */
export async function queueDueReminders(ctx: AppContext, now: number = Date.now()): Promise<number> {
  const candidates = await findReminderCandidates(ctx.db, utcDay(now - DAY_MS), utcDay(now + 2 * DAY_MS));
  let due = dueReminders(candidates, now, ctx.config.campusTimeZone);
  if (due.length === 0) return 0;
  const queued = await findQueuedKeys(ctx.db, due.map((d) => d.dedupeKey));
  const off = await usersOptedOut(ctx.db, [...new Set(due.map((d) => d.registration.user_id))], 'event-reminder');
  due = due.filter((d) => !queued.has(d.dedupeKey) && !off.has(d.registration.user_id));
  if (due.length === 0) return 0;
  return committing(ctx, async (trx) => {
    let count = 0;
    for (const d of due) {
      const r = d.registration;
      const event = d.day ? { ...r, event_end_date: null, available_dates: null } : r;
      // Those who turned reminders off were left out above. Worded in the registrant's language.
      const queued = await queueNotice(trx, ctx, 'event-reminder', { id: r.user_id, name: r.name, email: r.email, locale: r.locale ?? null }, () => ({
        kind: 'event-reminder',
        content: {
          subject: MESSAGES.noticeEmails.reminderSubject(r.title, d.reminder.text),
          heading: MESSAGES.noticeEmails.reminderHeading(r.title, d.reminder.text),
          paragraphs: eventLines({ ...event, event_start_date: d.startsAt }, ctx.config.campusTimeZone),
          action: { label: t(MESSAGES.emailSeeEvent), url: postUrl(ctx, r.post_id) },
          footer: [t(MESSAGES.noticeEmails.becauseRegistered)],
        },
        dedupeKey: d.dedupeKey,
      }));
      if (queued) count += 1;
    }
    return count;
  });
}

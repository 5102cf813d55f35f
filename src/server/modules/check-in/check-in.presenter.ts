/** The door's rows on the wire (src/shared/schemas/door.ts). */
import type { DoorAttendee, ScanOutcome, ScanResult } from '../../../shared/schemas/door.ts';
import type { z } from 'zod';
import type { EventLogSchema } from '../../../shared/schemas/door.ts';
import { toNumber } from '../../database/values.ts';
import { statusOf } from '../events/registrations.presenter.ts';
import { bookingDatesOf, ticketTypeOf } from '../tickets/tickets.presenter.ts';
import type { CheckInWithName, LogRow, RegistrationRow } from './check-in.repository.ts';

/** When a check-in happened at the door: the door's clock, never later than the server's record. */
export const checkInTimeOf = (checkIn: Pick<CheckInWithName, 'scanned_at' | 'recorded_at'>): string =>
  checkIn.scanned_at < checkIn.recorded_at ? checkIn.scanned_at : checkIn.recorded_at;

/** What a door says of a seat that waits for its payment: what is left to pay, and whether the registrant sent it. */
function paymentAtDoor(row: RegistrationRow): Pick<DoorAttendee, 'paymentLeft' | 'paymentSent'> {
  if (row.status !== 'awaiting_payment') return { paymentLeft: null, paymentSent: false };
  const left = Math.max(0, Math.round((toNumber(row.total_price) - toNumber(row.amount_paid)) * 100) / 100);
  return { paymentLeft: left, paymentSent: row.payment_submitted_at !== null };
}

export function presentAttendee(row: RegistrationRow, checkIns: readonly CheckInWithName[]): DoorAttendee {
  return {
    registrationId: row.id,
    name: row.name,
    email: row.email,
    ticketType: ticketTypeOf(row),
    code: row.ticket_code,
    status: statusOf(row.status),
    bookingDates: bookingDatesOf(row),
    ...paymentAtDoor(row),
    checkIns: checkIns.map((c) => ({ day: c.day, at: checkInTimeOf(c), by: c.by_name })),
  };
}

/** A scan's answer: the registration it named (when the door may know it), and for `already`, the first check-in. */
export function presentOutcome(
  scanId: string,
  result: ScanResult,
  row: RegistrationRow | null,
  checkIn: CheckInWithName | null,
  days?: string[],
): ScanOutcome {
  const named = row !== null && result !== 'other_event';
  return {
    scanId,
    result,
    registrationId: named ? row.id : null,
    name: named ? row.name : null,
    ticketType: named ? ticketTypeOf(row) : null,
    checkedInAt: checkIn && (result === 'already' || result === 'checked_in') ? checkInTimeOf(checkIn) : null,
    checkedInBy: checkIn && (result === 'already' || result === 'checked_in') ? checkIn.by_name : null,
    ...(days ? { days } : {}),
  };
}

function detailsOf(details: string | null): { email?: unknown; override?: unknown } {
  if (!details) return {};
  try {
    const parsed = JSON.parse(details) as unknown;
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return {};
  }
}

function detailEmail(details: string | null): string | null {
  const { email } = detailsOf(details);
  return typeof email === 'string' ? email : null;
}

export const presentLog = (rows: readonly LogRow[]): z.infer<typeof EventLogSchema> => ({
  entries: rows.map((r) => ({
    at: r.created_at,
    action: r.action,
    actor: r.actor,
    registrationName: r.registration_name,
    reason: r.reason,
    staffEmail: r.action === 'staff-added' || r.action === 'staff-removed' ? detailEmail(r.details) : null,
    // "Check in anyway" on a day the ticket is not for (decision 077).
    ...(r.action === 'checked-in' && detailsOf(r.details).override === true ? { override: true } : {}),
  })),
});

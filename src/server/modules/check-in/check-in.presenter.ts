/** The door's rows on the wire (src/shared/schemas/door.ts). */
import type { DoorAttendee, ScanOutcome, ScanResult } from '../../../shared/schemas/door.ts';
import type { z } from 'zod';
import type { EventLogSchema, StaffListSchema } from '../../../shared/schemas/door.ts';
import { parseJsonList } from '../../database/values.ts';
import { statusOf, ticketsOf } from '../registrations/registrations.presenter.ts';
import type { CheckInWithName, LogRow, RegistrationRow, StaffRow } from './check-in.repository.ts';

/** "General" on an event; the types and quantities on a cultural event ("2 × VIP, 1 × Student"). */
export function ticketTypeOf(row: Pick<RegistrationRow, 'selected_tickets'>): string {
  const tickets = ticketsOf(row.selected_tickets).filter((t) => t.quantity > 0 && t.ticketType);
  if (tickets.length === 0) return 'General';
  return tickets.map((t) => `${t.quantity} × ${t.ticketType}`).join(', ');
}

export const bookingDatesOf = (row: Pick<RegistrationRow, 'booking_dates'>): string[] => parseJsonList<string>(row.booking_dates);

/** When a check-in happened at the door: the door's clock, never later than the server's record. */
export const checkInTimeOf = (checkIn: Pick<CheckInWithName, 'scanned_at' | 'recorded_at'>): string =>
  checkIn.scanned_at < checkIn.recorded_at ? checkIn.scanned_at : checkIn.recorded_at;

export function presentAttendee(row: RegistrationRow, checkIns: readonly CheckInWithName[]): DoorAttendee {
  return {
    registrationId: row.id,
    name: row.name,
    email: row.email,
    ticketType: ticketTypeOf(row),
    code: row.ticket_code,
    status: statusOf(row.status),
    bookingDates: bookingDatesOf(row),
    checkIns: checkIns.map((c) => ({ day: c.day, at: checkInTimeOf(c), by: c.by_name })),
  };
}

/** A scan's answer: the registration it named (when the door may know it), and for `already`, the first check-in. */
export function presentOutcome(
  scanId: string,
  result: ScanResult,
  row: RegistrationRow | null,
  checkIn: CheckInWithName | null,
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
  };
}

export const presentStaff = (rows: readonly StaffRow[]): z.infer<typeof StaffListSchema> => ({
  staff: rows.map((r) => ({ email: r.email, name: r.name, addedAt: r.created_at })),
});

function detailEmail(details: string | null): string | null {
  if (!details) return null;
  try {
    const parsed = JSON.parse(details) as { email?: unknown };
    return typeof parsed.email === 'string' ? parsed.email : null;
  } catch {
    return null;
  }
}

export const presentLog = (rows: readonly LogRow[]): z.infer<typeof EventLogSchema> => ({
  entries: rows.map((r) => ({
    at: r.created_at,
    action: r.action,
    actor: r.actor,
    registrationName: r.registration_name,
    reason: r.reason,
    staffEmail: r.action === 'staff-added' || r.action === 'staff-removed' ? detailEmail(r.details) : null,
  })),
});

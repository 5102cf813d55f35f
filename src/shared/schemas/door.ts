/**
 * At the door (decision 049): the requests and answers of seats, the waitlist, payment confirmation, tickets
 * and check-in. A registration's own shape is `RegistrationSchema` (./events.ts), with its `status`.
 */
import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { MESSAGES } from '../messages.ts';
import { IdSchema } from './common.ts';
import { RegistrationSchema, RegistrationStatusSchema, REGISTRATION_STATUSES } from './events.ts';
import { PostTypeSchema } from './posts.ts';

const reason = z.string().trim().max(LIMITS.doorReasonMax, { error: MESSAGES.fieldTooLong });

// ---- The registrant ----

/** GET /api/users/me/registrations: the caller's registrations, each with its state, newest first. */
export const MyRegistrationsSchema = z.object({ registrations: z.array(RegistrationSchema) });

/** POST /api/registrations/{id}/cancel: the registrant cancels (or declines an offer); the reason is optional. */
export const CancelRegistrationInputSchema = z.object({ reason: reason.optional().transform((v) => v || null) });

/** PUT /api/registrations/{id}/payment: the payment reference (UPI transaction id / UTR), and a screenshot. */
export const PaymentReferenceInputSchema = z.object({
  reference: z.string().trim().min(1, { error: MESSAGES.paymentReferenceRequired }).max(LIMITS.transactionIdMax, { error: MESSAGES.fieldTooLong }),
  /** A picture as a data URL (a new upload), or null/absent for none. */
  screenshot: z.string().max(LIMITS.paymentBodyMaxBytes).nullish().transform((v) => v || null),
});
export type PaymentReferenceInput = z.output<typeof PaymentReferenceInputSchema>;

// ---- The host ----

export const EventRegistrationParamsSchema = z.object({ id: IdSchema, registrationId: IdSchema });

/** GET /api/events/{id}/registrations?status=: every registration of the event, for its host or an admin. */
export const HostRegistrationsQuerySchema = z.object({ status: RegistrationStatusSchema.optional() });
export const RegistrationCountsByStatusSchema = z.object(
  Object.fromEntries(REGISTRATION_STATUSES.map((s) => [s, z.number().int()])) as Record<(typeof REGISTRATION_STATUSES)[number], z.ZodNumber>,
);
export const HostRegistrationsSchema = z.object({
  registrations: z.array(RegistrationSchema),
  counts: RegistrationCountsByStatusSchema,
  capacity: z.number().int().nullable(),
  seatsLeft: z.number().int().nullable(),
});

/** POST /api/events/{id}/registrations/{registrationId}/cancel: the host cancels one attendee, saying why. */
export const HostCancelInputSchema = z.object({ reason: reason.min(1, { error: MESSAGES.cancelReasonRequired }) });

/**
 * POST /api/events/{id}/registrations/{registrationId}/payment: the host marks a payment paid, does not accept it
 * (saying why; the seat stays held), or takes back "paid" (`undo`, decision 072).
 */
export const PaymentDecisionInputSchema = z
  .object({ decision: z.enum(['paid', 'rejected', 'undo']), reason: reason.optional().transform((v) => v || null) })
  .refine((v) => v.decision !== 'rejected' || !!v.reason, { error: MESSAGES.rejectReasonRequired, path: ['reason'] });

// ---- Tickets ----

/** A ticket as its holder sees it ("My tickets"). `token` is what the QR code holds; null when void. */
export const TicketSchema = z.object({
  registrationId: z.string(),
  postId: z.string(),
  eventTitle: z.string(),
  eventType: PostTypeSchema,
  eventStartDate: z.string().nullable(),
  eventEndDate: z.string().nullable(),
  location: z.string().nullable(),
  venueAddress: z.string().nullable(),
  /** "General" on an event; the ticket types and quantities on a cultural event ("2 × VIP, 1 × Student"). */
  ticketType: z.string(),
  bookingDates: z.array(z.string()),
  code: z.string(),
  token: z.string().nullable(),
  state: z.enum(['valid', 'checked_in', 'void']),
  checkedInAt: z.string().nullable(),
});
export type Ticket = z.infer<typeof TicketSchema>;
/** GET /api/users/me/tickets */
export const MyTicketsSchema = z.object({ tickets: z.array(TicketSchema) });

/** GET /api/tickets/key: the public key that verifies every ticket's signature (Ed25519, raw, base64url). */
export const TicketKeySchema = z.object({ keyId: z.string(), publicKey: z.string() });

// ---- Check-in ----

/**
 * An event's staff (decision 071): people its host chose by email, each a co-host (hosts the event with its host)
 * or door staff (checks people in). GET/POST /api/events/{id}/staff, DELETE /api/events/{id}/staff/{email}.
 */
export const StaffRoleSchema = z.enum(['cohost', 'door'], { error: MESSAGES.staffRoleInvalid });
export type StaffRole = z.infer<typeof StaffRoleSchema>;
export const StaffMemberSchema = z.object({ email: z.string(), name: z.string().nullable(), addedAt: z.string(), role: StaffRoleSchema });
export const StaffListSchema = z.object({ staff: z.array(StaffMemberSchema) });
export const AddStaffInputSchema = z.object({
  email: z.string().trim().toLowerCase().max(LIMITS.emailMax, { error: MESSAGES.fieldTooLong }).pipe(z.email({ error: MESSAGES.emailInvalid })),
  /** Door staff unless said. */
  role: StaffRoleSchema.default('door'),
});
/** GET /api/events/{id}/hosts: who hosts the event, for anyone who may see it ("Hosted by Asha with Rahul"). */
export const EventHostsSchema = z.object({
  host: z.string(),
  cohosts: z.array(z.string()),
  /** Who the caller is on the event (decision 071): what its host tools they are offered follows from it. */
  viewerRole: z.enum(['host', 'admin', 'cohost', 'door', 'none']),
});
export type EventHosts = z.infer<typeof EventHostsSchema>;
export const StaffParamsSchema = z.object({ id: IdSchema, email: z.string().min(1).max(LIMITS.emailMax) });

export const DoorCountsSchema = z.object({ holding: z.number().int(), checkedIn: z.number().int() });

/** One attendee as a door keeps them, to verify and search offline. */
export const DoorAttendeeSchema = z.object({
  registrationId: z.string(),
  name: z.string(),
  email: z.string(),
  ticketType: z.string(),
  code: z.string().nullable(),
  status: RegistrationStatusSchema,
  bookingDates: z.array(z.string()),
  /** What is still to pay, in rupees, while the seat waits for a payment (awaiting payment; no ticket yet); else null. */
  paymentLeft: z.number().nullable(),
  /** The registrant gave a payment reference that the host has not confirmed yet. */
  paymentSent: z.boolean(),
  /** Check-ins not undone: the day ('' on an event with one date), when, and by whom. */
  checkIns: z.array(z.object({ day: z.string(), at: z.string(), by: z.string().nullable() })),
});
export type DoorAttendee = z.infer<typeof DoorAttendeeSchema>;

/** GET /api/events/{id}/door: what a door needs to work offline (host, admin or door staff). */
export const DoorSnapshotSchema = z.object({
  event: z.object({
    _id: z.string(),
    title: z.string(),
    type: PostTypeSchema,
    eventStartDate: z.string().nullable(),
    eventEndDate: z.string().nullable(),
    location: z.string().nullable(),
    availableDates: z.array(z.string()),
    /**
     * The campus's dates the event happens on (decision 077): its start date through its end date, in the campus's
     * time zone; empty when it has no start date (any day then). A cultural event's ticket is for its booked dates.
     */
    days: z.array(z.string()).optional(),
  }),
  /** The campus's IANA time zone: a door offline works out the campus's date at each scan (decision 077). */
  timeZone: z.string().optional(),
  key: TicketKeySchema,
  /** The day a check-in now is for ('' on an event with one date; the campus's today on a cultural event). */
  today: z.string(),
  counts: DoorCountsSchema,
  attendees: z.array(DoorAttendeeSchema),
  /** Whether the caller may undo check-ins and see the log (the host and admins; staff too for undo). */
  canUndo: z.boolean(),
});
export type DoorSnapshot = z.infer<typeof DoorSnapshotSchema>;

export const SCAN_RESULTS = ['checked_in', 'already', 'invalid', 'other_event', 'void', 'not_today'] as const;
export type ScanResult = (typeof SCAN_RESULTS)[number];

/** POST /api/events/{id}/check-ins: scans a door made (online at once, or queued offline and synced). */
export const ScanInputSchema = z.object({
  /** The door's own id for the scan: a scan sent twice is answered the same and counted once. */
  scanId: z.string().min(8).max(64),
  /** The QR code's text, or (a manual check-in) the registration's id. */
  token: z.string().max(1000).optional(),
  registrationId: IdSchema.optional(),
  /** When the door scanned it (its clock); the server records its own time too. */
  scannedAt: z.iso.datetime(),
  /** "Check in anyway": a ticket for another day is checked in, and the event's log says so (decision 077). */
  override: z.boolean().optional(),
});
export const ScansInputSchema = z.object({ scans: z.array(ScanInputSchema).min(1).max(200) });
export const ScanOutcomeSchema = z.object({
  scanId: z.string(),
  result: z.enum(SCAN_RESULTS),
  registrationId: z.string().nullable(),
  name: z.string().nullable(),
  ticketType: z.string().nullable(),
  /** For `already`: when the first check-in was recorded and by whom (a name). */
  checkedInAt: z.string().nullable(),
  checkedInBy: z.string().nullable(),
  /** For `not_today`: the days the ticket is for (the event's dates, or a cultural event's booked dates). */
  days: z.array(z.string()).optional(),
});
export type ScanOutcome = z.infer<typeof ScanOutcomeSchema>;
export const ScansAnswerSchema = z.object({ results: z.array(ScanOutcomeSchema), counts: DoorCountsSchema });

/** POST /api/events/{id}/check-ins/{registrationId}/undo */
export const UndoCheckInInputSchema = z.object({ day: z.string().max(64).optional(), reason: reason.optional().transform((v) => v || null) });

/** GET /api/events/{id}/log: the event's log, newest first (host and admins). */
export const EventLogSchema = z.object({
  entries: z.array(
    z.object({
      at: z.string(),
      action: z.string(),
      actor: z.string().nullable(),
      registrationName: z.string().nullable(),
      reason: z.string().nullable(),
      /** Whom a staff-added or staff-removed entry names (absent or null on other entries). */
      staffEmail: z.string().nullable().optional(),
      /** A check-in made with "Check in anyway" on a day the ticket is not for (decision 077). */
      override: z.boolean().optional(),
    }),
  ),
});

export { RegistrationSchema };

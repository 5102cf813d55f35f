/**
 * Events: registration requests and answers, registration lookups, and the calendars. The registration
 * forms and POST /api/users/register-event/{id} check the same rules (../registration-rules.ts).
 */
import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { isDayInRange, isMonthInRange, isRealCalendarDate } from '../event-days.ts';
import { MESSAGES, dayOutOfRange, monthOutOfRange } from '../messages.ts';
import { TimeZoneSchema } from './common.ts';
import { PostTypeSchema } from './posts.ts';
import { PAYMENT_METHODS } from '../vocabulary.ts';

/** Fields of the registration payload that are not custom fields (SPEC §3 Registration payload). */
export const REGISTRATION_KEYS = [
  'name',
  'email',
  'phone',
  'eventTitle',
  'type',
  'bookingDates',
  'selectedTickets',
  'totalPrice',
  'transactionId',
] as const;

export const SelectedTicketInputSchema = z.object({
  ticketType: z.string().trim().max(LIMITS.ticketTypeMax, { error: MESSAGES.fieldTooLong }),
  /** Sent by the client for display; the server prices tickets from the event's own options. */
  ticketPrice: z.unknown().optional(),
  quantity: z.union([z.number(), z.string()]).transform((value) => (typeof value === 'number' ? value : Number(value))),
});

/**
 * SPEC §3's registration payload: name, email, phone, custom fields keyed by their label (extra keys of the
 * object), eventTitle and type (ignored: the server knows the event), and for cultural events bookingDates,
 * selectedTickets, totalPrice (ignored: the server computes it) and transactionId.
 */
export const RegistrationInputSchema = z
  .object({
    name: z.string().trim().max(LIMITS.nameMax * 2, { error: MESSAGES.fieldTooLong }).default(''),
    email: z.string().trim().max(LIMITS.emailMax, { error: MESSAGES.fieldTooLong }).default(''),
    phone: z.string().trim().max(20, { error: MESSAGES.fieldTooLong }).default(''),
    eventTitle: z.unknown().optional(),
    type: z.unknown().optional(),
    bookingDates: z
      .array(z.string().trim().max(64).refine(isRealCalendarDate, { error: MESSAGES.invalidDate }))
      .max(LIMITS.availableDatesMax)
      .default([]),
    selectedTickets: z.array(SelectedTicketInputSchema).max(LIMITS.ticketOptionsMax).default([]),
    totalPrice: z.unknown().optional(),
    transactionId: z
      .string()
      .trim()
      .max(LIMITS.transactionIdMax, { error: MESSAGES.fieldTooLong })
      .nullish()
      .transform((v) => v || null),
  })
  .catchall(z.union([z.string().max(LIMITS.customFieldMax, { error: MESSAGES.fieldTooLong }), z.number(), z.boolean(), z.null()]));
export type RegistrationInput = z.output<typeof RegistrationInputSchema>;
/** A registration body before parsing. */
export type RegistrationInputRaw = Record<string, unknown>;

/** What the registration forms send: SPEC §3's payload, custom answers as extra keys. */
export type RegistrationPayload = {
  name: string;
  email: string;
  phone: string;
  eventTitle: string;
  type: string;
  transactionId: string | null;
  bookingDates?: string[];
  selectedTickets?: { ticketType: string; ticketPrice: number; quantity: number }[];
  totalPrice?: number;
} & Record<string, unknown>;

export const SelectedTicketSchema = z.object({
  ticketType: z.string(),
  ticketPrice: z.number(),
  quantity: z.number().int(),
});
export type SelectedTicket = z.infer<typeof SelectedTicketSchema>;

/**
 * A registration's state (decision 049). Holding a seat: confirmed, awaiting_payment (a paid event's seat held
 * until the host confirms the payment), offered (a waitlisted person's seat held until `offerExpiresAt`) and
 * checked_in. Not holding: waitlisted, cancelled.
 */
export const REGISTRATION_STATUSES = ['confirmed', 'awaiting_payment', 'waitlisted', 'offered', 'cancelled', 'checked_in'] as const;
export const RegistrationStatusSchema = z.enum(REGISTRATION_STATUSES);
export type RegistrationStatus = z.infer<typeof RegistrationStatusSchema>;

/**
 * Where a registration that owes money stands with it (decision 072): 'due' (the seat is held, nothing sent yet),
 * 'sent' (the registrant gave a reference; the host has to confirm), 'paid', or 'not_due' (waitlisted, offered
 * before the claim, or cancelled).
 */
export const PAYMENT_STATES = ['due', 'sent', 'paid', 'not_due'] as const;
export const PaymentStateSchema = z.enum(PAYMENT_STATES);
export type PaymentState = z.infer<typeof PaymentStateSchema>;

/** How a registration is paid, and what is left to pay: the payment screen's facts, computed by the server. */
export const RegistrationPaymentSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  /** What the seat costs, in rupees (the server's price). */
  amount: z.number(),
  /** What was received so far (a statement's part payment counts). */
  paid: z.number(),
  /** What is still owed: 0 once paid. */
  left: z.number(),
  /** The code to put in the payment note (`QD-7K2M9`): a bank statement's narration is matched by it. */
  reference: z.string(),
  status: PaymentStateSchema,
  /** When the held seat is released if nothing was sent, or null. */
  dueBy: z.string().nullable(),
  /** The exact UPI request for `left` (method upi), drawn as a QR and opened by a UPI app. */
  upiUri: z.string().nullable(),
  upiId: z.string().nullable(),
  upiName: z.string().nullable(),
  /** Where to pay: the host's payment link (method link) or the gateway's page for this seat (method razorpay). */
  payUrl: z.string().nullable(),
  /** The host's own QR picture (method qr). */
  qrCode: z.string().nullable(),
});
export type RegistrationPayment = z.infer<typeof RegistrationPaymentSchema>;

/** A stored registration, as its registrant and the event's host see it. */
export const RegistrationSchema = z.object({
  _id: z.string(),
  postId: z.string(),
  eventTitle: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  customFields: z.record(z.string(), z.string()),
  bookingDates: z.array(z.string()),
  selectedTickets: z.array(SelectedTicketSchema),
  totalPrice: z.number(),
  transactionId: z.string().nullable(),
  timestamp: z.string(),
  // At the door (decision 049)
  status: RegistrationStatusSchema,
  /** Place in the waitlist (1 is next), while waitlisted; null otherwise. */
  waitlistPosition: z.number().int().nullable(),
  /** Until when an offered seat is held for its claim. */
  offerExpiresAt: z.string().nullable(),
  /** When an unpaid hold is released, if the host set a payment window. */
  paymentDueAt: z.string().nullable(),
  /** When the payment reference (`transactionId`) was given; the screenshot, if one was sent. */
  paymentSubmittedAt: z.string().nullable(),
  paymentScreenshot: z.string().nullable(),
  /** The host's reason when the payment was rejected. */
  paymentNote: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** The ticket's short code, while the registration has a ticket. */
  ticketCode: z.string().nullable(),
  checkedInAt: z.string().nullable(),
  /** How it is paid and what is left, when it costs money; null for a free registration. */
  payment: RegistrationPaymentSchema.nullable(),
});
export type Registration = z.infer<typeof RegistrationSchema>;

export const RegisteredEventIdsSchema = z.object({ registeredEventIds: z.array(z.string()) });
export const RegistrationCountsSchema = z.object({ registrations: z.record(z.string(), z.number().int()) });

/** What the calendars need of an event: enough to place it on days and list it, not the whole post. */
export const CalendarEntrySchema = z.object({
  _id: z.string(),
  type: PostTypeSchema,
  title: z.string(),
  location: z.string().nullable(),
  eventStartDate: z.string(),
  eventEndDate: z.string().nullable(),
  availableDates: z.array(z.string()),
});
export type CalendarEntry = z.infer<typeof CalendarEntrySchema>;
export const CalendarEntryListSchema = z.array(CalendarEntrySchema);

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** GET /api/calendar: a month, in the viewer's time zone (UTC when not given). */
export const CalendarMonthQuerySchema = z.object({
  month: z
    .string({ error: 'Please give a month as YYYY-MM.' })
    .regex(MONTH, { error: 'Please give a month as YYYY-MM.' })
    .refine(isMonthInRange, { error: monthOutOfRange }),
  tz: TimeZoneSchema,
});

/** GET /api/calendar/day: one day, in the viewer's time zone (UTC when not given). */
export const CalendarDayQuerySchema = z.object({
  day: z
    .string({ error: 'Please give a day as YYYY-MM-DD.' })
    .regex(DAY, { error: 'Please give a day as YYYY-MM-DD.' })
    .refine(
      (day) => {
        const t = Date.parse(`${day}T00:00:00.000Z`);
        return !Number.isNaN(t) && new Date(t).toISOString().startsWith(day);
      },
      { error: 'Please give a day as YYYY-MM-DD.' },
    )
    .refine(isDayInRange, { error: dayOutOfRange }),
  tz: TimeZoneSchema,
});

/** The days of a month that have an event: the calendar's dots. */
export const CalendarDaysSchema = z.object({ days: z.array(z.string()) });
export type CalendarDays = z.infer<typeof CalendarDaysSchema>;

/** PUT /api/calendar/mine/{id}: whether the event was added now (false: it was already there). */
export const CalendarAddSchema = z.object({ added: z.boolean() });

/**
 * Events a student attended (decision 081): read from their check-ins, private unless they show them on their
 * profile. The server is the authority on what was attended and on who may see it.
 */
import { z } from 'zod';

export const AttendedClubSchema = z.object({ slug: z.string(), name: z.string() });

export const AttendedEventSchema = z.object({
  eventId: z.string(),
  title: z.string(),
  /** When the event starts (UTC ISO), null for one with available dates only. */
  startsAt: z.string().nullable(),
  /** The booked day the check-in is for (a cultural event's), else ''. */
  day: z.string(),
  /** The club that hosted it, if any. */
  club: AttendedClubSchema.nullable(),
  checkedInAt: z.string(),
});
export type AttendedEvent = z.infer<typeof AttendedEventSchema>;

export const AttendedEventsSchema = z.object({
  /** Whether the student shows these on their profile to other signed-in students. */
  public: z.boolean(),
  events: z.array(AttendedEventSchema),
});
export type AttendedEvents = z.infer<typeof AttendedEventsSchema>;

export const AttendanceVisibilitySchema = z.object({ public: z.boolean() }).strict();
export type AttendanceVisibility = z.infer<typeof AttendanceVisibilitySchema>;

/** A club event's attendance, for the club's owners and officers. */
export const ClubEventAttendanceSchema = z.object({
  eventId: z.string(),
  title: z.string(),
  startsAt: z.string().nullable(),
  registered: z.number().int(),
  checkedIn: z.number().int(),
});
export const ClubAttendanceSchema = z.object({ events: z.array(ClubEventAttendanceSchema) });
export type ClubAttendance = z.infer<typeof ClubAttendanceSchema>;

/** At most this many attended events are listed (the newest check-ins first). */
export const ATTENDED_MAX = 500;

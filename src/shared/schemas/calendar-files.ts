/**
 * Calendar files (decision 039): a student's feed address and the campus feed's question. The files
 * themselves are RFC 5545 text, not JSON.
 */
import { z } from 'zod';
import { MESSAGES } from '../messages.ts';

/** GET /api/calendar/campus.ics: every approved event, or one type. */
export const CampusFeedQuerySchema = z.object({
  type: z.enum(['event', 'culturalEvent'], { error: MESSAGES.calendarFeedTypeInvalid }).optional(),
});

/** GET /api/calendar/feed/{token}.ics: the feed's secret token (what POST /api/calendar/feed gave); one it never gave is 404. */
export const FeedTokenParamsSchema = z.object({
  token: z.string().max(200, { error: MESSAGES.calendarFeedNotFound }),
});

/** GET /api/calendar/feed: whether the caller has a feed address, and since when. The address is shown once. */
export const CalendarFeedStatusSchema = z.object({
  active: z.boolean(),
  createdAt: z.string().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof CalendarFeedStatusSchema>;

/** POST /api/calendar/feed: the new address, the only time it is shown; the old one stopped working. */
export const NewCalendarFeedSchema = z.object({
  url: z.string(),
  webcalUrl: z.string(),
  createdAt: z.string(),
});
export type NewCalendarFeed = z.infer<typeof NewCalendarFeedSchema>;

/** Club-hosted events (decision 081): the inputs and answers of the club-events routes. */
import { z } from 'zod';
import { EVENT_TIMES } from './posts.ts';
import { CLUB_LIMITS, EventClubSchema } from './clubs.ts';

export const EventClubListSchema = z.array(EventClubSchema);
export const EventClubInputSchema = z.object({ slug: z.string().trim().toLowerCase().min(1).max(CLUB_LIMITS.slugMax) });
export const EventClubParamsSchema = z.object({ id: z.string().min(1).max(64), slug: z.string().trim().toLowerCase().min(1).max(CLUB_LIMITS.slugMax) });
export const ClubEventsParamsSchema = z.object({ slug: z.string().trim().toLowerCase().min(1).max(CLUB_LIMITS.slugMax) });
export const ClubEventsQuerySchema = z.object({
  when: z.enum(EVENT_TIMES).default('upcoming'),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

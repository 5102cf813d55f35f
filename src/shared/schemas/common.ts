import { z } from 'zod';
import { LIMITS } from '../limits.ts';

/** Every error answer of the API. */
export const ErrorSchema = z.object({ message: z.string() });
export type ApiError = z.infer<typeof ErrorSchema>;

export const IdSchema = z.string().min(1).max(64);
export const IdParamsSchema = z.object({ id: IdSchema });

const LIMIT_SAID = { error: 'limit must be a number from 1 to 100.' };
/** A paged list's `limit` query parameter: 1 to 100 (the message says so), `size` when absent. */
export const pageLimit = (size: number) => z.coerce.number(LIMIT_SAID).int(LIMIT_SAID).min(1, LIMIT_SAID).max(LIMITS.pageMax, LIMIT_SAID).default(size);

/** Zones the runtime has accepted: building a DateTimeFormat to ask costs more than the calendar's query. */
const KNOWN_ZONES = new Set<string>();

/** Whether the runtime knows the IANA time zone (the browser's, as Intl reports it). */
function isTimeZone(value: string): boolean {
  if (KNOWN_ZONES.has(value)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
  } catch {
    return false;
  }
  // A few hundred zones exist; the bound only stops a caller from growing the set with spellings of them.
  if (KNOWN_ZONES.size < 1000) KNOWN_ZONES.add(value);
  return true;
}

/** An IANA time zone the runtime knows (the viewer's, as the browser reports it); UTC when not given. */
export const TimeZoneSchema = z
  .string({ error: 'Please give a time zone such as Asia/Kolkata.' })
  .max(64, { error: 'Please give a time zone such as Asia/Kolkata.' })
  .refine(isTimeZone, { error: 'Please give a time zone such as Asia/Kolkata.' })
  .default('UTC');

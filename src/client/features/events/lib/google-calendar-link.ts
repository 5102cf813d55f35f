/**
 * A Google Calendar "add event" link for an event (its template page, which the student confirms there). The
 * same title, times and place as the event's .ics file; a cultural event's dates are one entry from its
 * start to its end (the file has one event a date).
 */
import { eventPlace } from '../../../../shared/event-place.ts';
import type { Post } from '../../../../shared/schemas/posts.ts';

/** Google reads a long text, but a link stays well under the limits browsers and servers put on addresses. */
const DETAILS_MAX = 1000;

const utc = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

type LinkedEvent = Pick<Post, '_id' | 'title' | 'content' | 'location' | 'venueAddress' | 'eventStartDate' | 'eventEndDate'>;

/** The link, or null for an event without a start. `origin` is the address Quad is reached at. */
export function googleCalendarLink(event: LinkedEvent, origin: string): string | null {
  const start = event.eventStartDate ? Date.parse(event.eventStartDate) : Number.NaN;
  if (Number.isNaN(start)) return null;
  const endParsed = event.eventEndDate ? Date.parse(event.eventEndDate) : Number.NaN;
  const end = Number.isNaN(endParsed) || endParsed <= start ? start : endParsed;
  const page = `${origin}/posts/${encodeURIComponent(event._id)}`;
  const content = event.content.length > DETAILS_MAX ? `${event.content.slice(0, DETAILS_MAX - 1)}…` : event.content;
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${utc(start)}/${utc(end)}`,
    details: [content.trim(), page].filter(Boolean).join('\n\n'),
  });
  const place = eventPlace(event.location, event.venueAddress);
  if (place) params.set('location', place);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/**
 * What a calendar keeps of an event after it is deleted or rejected (decision 039): its last title, times and
 * place, one SEQUENCE more, and who followed it, for CANCELLATION_KEEP_DAYS. Files and feeds then say
 * STATUS:CANCELLED, so a subscribed calendar takes the event off rather than keeping it forever.
 */
import { isEventType, type PostType } from '../../../shared/schemas/posts.ts';
import type { AppContext } from '../../context.ts';
import type { PostRow } from '../../database/post-rows.ts';
import { fromFlag } from '../../database/values.ts';
import { deleteCancellationsBefore, insertCancellation } from './calendar-files.repository.ts';

/** How long a cancelled event stays in files and feeds. */
export const CANCELLATION_KEEP_DAYS = 30;

/** The oldest cancellation still shown, as of `now` (ms). */
export const cancellationsSince = (now: number): string => new Date(now - CANCELLATION_KEEP_DAYS * 86_400_000).toISOString();

/**
 * Inside the removal's transaction, before the post's rows go (its calendar entries and registrations name who
 * followed it): keeps the event's cancellation, and drops the cancellations past their time.
 */
export async function keepCancellation(db: AppContext['db'], post: PostRow, now: string): Promise<void> {
  if (!isEventType(post.type as PostType)) return;
  await insertCancellation(db, {
    post_id: post.id,
    host_id: post.user_id,
    type: post.type,
    title: post.title,
    content: post.content,
    location: post.location,
    venue_address: post.venue_address,
    event_start_date: post.event_start_date,
    event_end_date: post.event_end_date,
    available_dates: post.available_dates,
    sequence: Number(post.version),
    was_public: post.status === 'approved' && !fromFlag(post.hidden) ? 1 : 0,
    created_at: post.created_at,
    cancelled_at: now,
  });
  await deleteCancellationsBefore(db, cancellationsSince(Date.parse(now)));
}

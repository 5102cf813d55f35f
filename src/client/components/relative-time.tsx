import type { PointerEvent } from 'react';
import { formatDateTime, relativeTime } from '../lib/dates.ts';

/**
 * The full date, written into the hover tooltip when a pointer first comes over it: building the full-date
 * formatter costs a slow phone about 15 ms, which Home's first render of its posts should not wait for.
 */
function addFullDate(event: PointerEvent<HTMLTimeElement>) {
  const time = event.currentTarget;
  time.title = formatDateTime(time.dateTime);
}

/** A machine-readable <time> showing how long ago `dateTime` was, with the full date on hover. */
export function RelativeTime({ dateTime, className }: { dateTime: string; className?: string }) {
  return (
    <time dateTime={dateTime} onPointerEnter={addFullDate} className={className}>
      {relativeTime(dateTime)}
    </time>
  );
}

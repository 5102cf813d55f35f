import { formatDateTime, relativeTime } from '../lib/dates.ts';

/** A machine-readable <time> showing how long ago `dateTime` was, with the full date on hover. */
export function RelativeTime({ dateTime, className }: { dateTime: string; className?: string }) {
  return (
    <time dateTime={dateTime} title={formatDateTime(dateTime)} className={className}>
      {relativeTime(dateTime)}
    </time>
  );
}

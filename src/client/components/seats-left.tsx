import { Armchair } from 'lucide-react';
import type { Post } from '../../shared/schemas/posts.ts';
import { cx } from '../lib/cx.ts';
import { seatsLine } from '../lib/event-seats.ts';
import styles from './seats-left.module.css';

type SeatsLeftProps = {
  event: Pick<Post, 'enableRegistrationForm' | 'registrationOpen' | 'eventStartDate' | 'seatsLeft'>;
  className?: string;
};

/** "N seats left" or "Full - join the waitlist" on an event that limits its seats; nothing otherwise. */
export function SeatsLeft({ event, className }: SeatsLeftProps) {
  const line = seatsLine(event);
  if (line === null) return null;
  const full = (event.seatsLeft ?? 0) <= 0;
  return (
    <p className={cx(styles.seats, full && styles.full, className)} data-full={full || undefined}>
      <Armchair aria-hidden="true" size={15} />
      {line}
    </p>
  );
}

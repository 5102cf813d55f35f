import type { Post } from '../../../../shared/schemas/posts.ts';
import { formatDay } from '../../../lib/dates.ts';
import { seatsWords, showsSeats } from '../../../lib/event-seats.ts';
import styles from './event-detail.module.css';

/**
 * A cultural event's seats left on each date, and of each ticket type there, where the host set a limit: what is
 * left to book, never negative; nothing for a date or a ticket type without a limit.
 */
export function SeatsByDate({ event }: { event: Pick<Post, 'seatsByDate' | 'enableRegistrationForm' | 'registrationOpen' | 'eventStartDate'> }) {
  const dates = event.seatsByDate.filter((d) => d.left !== null || d.tickets.some((t) => t.left !== null));
  if (dates.length === 0 || !showsSeats(event)) return null;
  return (
    <section className={styles.section} aria-label="Seats left">
      <h2 className={styles.sectionTitle}>Seats left</h2>
      <ul className={styles.seatDates}>
        {dates.map((d) => (
          <li key={d.date}>
            <span className={styles.seatDate}>
              {d.date ? <time dateTime={d.date}>{formatDay(d.date)}</time> : 'Every date'}
              {d.left !== null && <>: {seatsWords(d.left)}</>}
            </span>
            {d.tickets.some((t) => t.left !== null) && (
              <ul className={styles.seatTickets} aria-label={d.date ? `Ticket types on ${formatDay(d.date)}` : 'Ticket types'}>
                {d.tickets.map((t) =>
                  t.left === null ? null : (
                    <li key={t.ticketType} className={styles.chip}>
                      {t.ticketType}: {t.left <= 0 ? 'Full' : seatsWords(t.left)}
                    </li>
                  ),
                )}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

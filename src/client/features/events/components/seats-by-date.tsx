import { t } from '../../../../shared/i18n.ts';
import type { Post } from '../../../../shared/schemas/posts.ts';
import { serverText } from '../../../lib/api-client.ts';
import { formatDay } from '../../../lib/dates.ts';
import { seatsWords, showsSeats } from '../../../lib/event-seats.ts';
import styles from './event-detail.module.css';

/**
 * A cultural event's seats left on each date, and of each ticket type there, where the host set a limit: what is
 * left to book, never negative; nothing for a date or a ticket type without a limit.
 */
export function SeatsByDate({ event }: { event: Pick<Post, 'seatsByDate' | 'enableRegistrationForm' | 'registrationOpen' | 'eventStartDate'> }) {
  const dates = event.seatsByDate.filter((d) => d.left !== null || d.tickets.some((ticket) => ticket.left !== null));
  if (dates.length === 0 || !showsSeats(event)) return null;
  return (
    <section className={styles.section} aria-label={t('Seats left')}>
      <h2 className={styles.sectionTitle}>{t('Seats left')}</h2>
      <ul className={styles.seatDates}>
        {dates.map((d) => (
          <li key={d.date}>
            <span className={styles.seatDate}>
              {d.date ? <time dateTime={d.date}>{formatDay(d.date)}</time> : t('Every date')}
              {d.left !== null && <>: {serverText(seatsWords(d.left))}</>}
            </span>
            {d.tickets.some((ticket) => ticket.left !== null) && (
              <ul className={styles.seatTickets} aria-label={d.date ? t('Ticket types on {day}', { day: formatDay(d.date) }) : t('Ticket types')}>
                {d.tickets.map((ticket) =>
                  ticket.left === null ? null : (
                    <li key={ticket.ticketType} className={styles.chip}>
                      {ticket.ticketType}: {ticket.left <= 0 ? t('Full') : serverText(seatsWords(ticket.left))}
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

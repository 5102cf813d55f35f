import { useState } from 'react';
import { Maximize2, Ticket as TicketIcon } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { MESSAGES, ticketCheckedIn, ticketQrAlt } from '../../../../shared/messages.ts';
import type { Ticket } from '../../../../shared/schemas/door.ts';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Modal } from '../../../components/modal.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateRange, formatDateTime, formatDay } from '../../../lib/dates.ts';
import { useMyTickets, usePendingSeats, useQrImage } from '../hooks/use-tickets.ts';
import { PendingSeats } from './pending-seats.tsx';
import styles from './my-tickets.module.css';

/**
 * "My tickets" (decision 049): every ticket the student was given, soonest event first, each with its QR code, the
 * event, its date, venue and ticket type; a cancelled registration's ticket shows as void, without a code.
 * Seats held but not yet tickets (a payment owed or being checked, a seat offered) come first, each saying so.
 * `id="my-tickets"` is where the event page's "Your ticket is in My tickets" link lands.
 */
export function MyTickets({ userId, onOpenEvent }: { userId: string; onOpenEvent?: (eventId: string) => void }) {
  const tickets = useMyTickets(userId);
  const pending = usePendingSeats(userId);
  return (
    <div id="my-tickets" tabIndex={-1} className={styles.anchor}>
      <Card title={t(MESSAGES.myTicketsTitle)} icon={<TicketIcon aria-hidden="true" size={18} />}>
        <div className={styles.sections}>
          <PendingSeats seats={pending.data ?? []} onOpenEvent={onOpenEvent} />
          <TicketList tickets={tickets} />
        </div>
      </Card>
    </div>
  );
}

function TicketList({ tickets }: { tickets: ReturnType<typeof useMyTickets> }) {
  if (tickets.isPending) {
    return (
      <p role="status" aria-busy="true" className={styles.muted}>
        {t('Loading your tickets…')}
      </p>
    );
  }
  if (tickets.isError) {
    return (
      <p role="alert" className={styles.error}>
        {t(MESSAGES.ticketsFailed)} {errorMessage(tickets.error)}
      </p>
    );
  }
  if (tickets.data.length === 0) return <EmptyState compact text={t(MESSAGES.noTickets)} />;
  return (
    <ul className={styles.list} aria-label={t(MESSAGES.myTicketsTitle)}>
      {tickets.data.map((ticket) => (
        <TicketItem key={ticket.registrationId} ticket={ticket} />
      ))}
    </ul>
  );
}

function TicketItem({ ticket }: { ticket: Ticket }) {
  const [large, setLarge] = useState(false);
  const qr = useQrImage(ticket.token);
  const when = ticket.eventStartDate ? formatDateRange(ticket.eventStartDate, ticket.eventEndDate) : null;
  return (
    <li className={styles.ticket} data-state={ticket.state} aria-label={`${ticket.eventTitle}, ${ticket.ticketType}`}>
      <div className={styles.code}>
        {ticket.token ? (
          qr ? (
            <img src={qr} alt={ticketQrAlt(ticket.eventTitle)} width={200} height={200} className={styles.qr} />
          ) : (
            <div className={styles.qrLoading} role="status" aria-label={t('Drawing the QR code')} />
          )
        ) : (
          <div className={styles.void} aria-hidden="true">
            <TicketIcon size={40} />
          </div>
        )}
        <span className={styles.shortCode}>{ticket.code}</span>
      </div>
      <div className={styles.facts}>
        <h3 className={styles.title}>{ticket.eventTitle}</h3>
        {when && <p>{when}</p>}
        {ticket.bookingDates.length > 0 && <p>{ticket.bookingDates.map(formatDay).join(', ')}</p>}
        {(ticket.location ?? ticket.venueAddress) && <p>{[ticket.location, ticket.venueAddress].filter(Boolean).join(' · ')}</p>}
        <p>{ticket.ticketType}</p>
        <p className={styles.state}>
          {ticket.state === 'valid'
            ? t(MESSAGES.ticketValid)
            : ticket.state === 'void'
              ? t(MESSAGES.ticketVoid)
              : ticketCheckedIn(ticket.checkedInAt ? formatDateTime(ticket.checkedInAt) : '')}
        </p>
        {ticket.token && qr && (
          <Button size="sm" variant="secondary" icon={<Maximize2 aria-hidden="true" size={16} />} onClick={() => setLarge(true)}>
            {t(MESSAGES.ticketShowLarge)}
          </Button>
        )}
      </div>
      {large && qr && (
        <Modal open onClose={() => setLarge(false)} title={ticket.eventTitle} size="md">
          <div className={styles.large}>
            <img src={qr} alt={ticketQrAlt(ticket.eventTitle)} className={styles.largeQr} />
            <p className={styles.largeCode}>{ticket.code}</p>
            <p className={styles.muted}>
              {ticket.ticketType} · {t(MESSAGES.ticketLargeHint)}
            </p>
          </div>
        </Modal>
      )}
    </li>
  );
}

import { useDeferredValue, useId, useState } from 'react';
import { ArrowLeft, ScanLine } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import { Button } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { fillSlots, slot } from '../../../components/slots.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useHostRegistrations } from '../hooks/use-host-registrations.ts';
import { usePaymentActions } from '../hooks/use-payment-actions.ts';
import { filterCounts, visibleRegistrations, type RegistrationFilter } from '../lib/registration-filter.ts';
import { PaymentUndo } from './payment-undo.tsx';
import { ReasonModal, type Asking } from './reason-modal.tsx';
import { RegistrationFilters } from './registration-filters.tsx';
import { RegistrationRow } from './registration-row.tsx';
import { Staff } from './staff-section.tsx';
import { StatementImport } from './statement-import.tsx';
import styles from './host-registrations.module.css';

interface HostRegistrationsProps {
  eventId: string;
  eventTitle: string;
  onBack: () => void;
  onOpenCheckIn: () => void;
}

/**
 * The host's registrations of one event (decisions 049 and 072): a view per state with its count, a search, each
 * registration with its payment in words and its answers, payments to confirm (with an undo), rejections and
 * cancellations with a reason, and the event's co-hosts and door staff.
 */
export function HostRegistrations({ eventId, eventTitle, onBack, onOpenCheckIn }: HostRegistrationsProps) {
  const headingId = useId();
  const [filter, setFilter] = useState<RegistrationFilter>('all');
  const [query, setQuery] = useState('');
  const search = useDeferredValue(query);
  const [asking, setAsking] = useState<Asking>(null);
  const list = useHostRegistrations(eventId);
  const payments = usePaymentActions(eventId);

  const data = list.data;
  const shown = data ? visibleRegistrations(data.registrations, filter, search) : [];
  const recentGone = !!payments.recent && !shown.some((r) => r._id === payments.recent?.registrationId);
  return (
    <section className={styles.screen} aria-labelledby={headingId}>
      <Button variant="ghost" className={styles.back} icon={<ArrowLeft aria-hidden="true" size={16} />} onClick={onBack}>
        {t('Back to the event')}
      </Button>
      <header className={styles.header}>
        <h1 id={headingId} className={styles.title}>
          {t(MESSAGES.manageRegistrations)}: {eventTitle}
        </h1>
        <Button variant="secondary" icon={<ScanLine aria-hidden="true" size={16} />} onClick={onOpenCheckIn}>
          {t(MESSAGES.openCheckIn)}
        </Button>
      </header>
      {data?.capacity != null && (
        <p className={styles.seats}>
          {fillSlots(t('{left} of {capacity} seats left', { left: slot(0), capacity: data.capacity }), [<strong key="left">{data.seatsLeft ?? 0}</strong>])}
        </p>
      )}
      {/* A bank statement settles many payments at once: offered where registrations cost money. */}
      {data?.registrations.some((r) => r.payment !== null) && <StatementImport eventId={eventId} />}
      {data && <RegistrationFilters filter={filter} counts={filterCounts(data.counts, data.registrations)} onFilter={setFilter} query={query} onQuery={setQuery} />}
      <PaymentUndo recent={payments.recent} busy={payments.undoing} onUndo={payments.undoRecent} onExpire={payments.forgetRecent} takeFocus={recentGone} />
      {payments.error && (
        <p role="alert" className={styles.error}>
          {payments.error}
        </p>
      )}
      {list.isPending ? (
        <p role="status" aria-busy="true">
          {t('Loading the registrations…')}
        </p>
      ) : list.isError ? (
        <p role="alert" className={styles.error}>
          {errorMessage(list.error)}
        </p>
      ) : list.data.registrations.length === 0 ? (
        <EmptyState text={t(MESSAGES.noRegistrationsYet)} />
      ) : shown.length === 0 ? (
        <EmptyState
          text={search.trim() ? t('No registrations here match “{query}”.', { query: search.trim() }) : t(MESSAGES.noRegistrationsWithStatus)}
          action={
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                setFilter('all');
                setQuery('');
              }}
            >
              {t('Show every registration')}
            </Button>
          }
        />
      ) : (
        <ul className={styles.list} aria-label={t('Registrations')}>
          {shown.map((r) => (
            <RegistrationRow
              key={r._id}
              registration={r}
              busyId={payments.busyId}
              onPaid={(registration) => void payments.paid(registration)}
              onUnpaid={(registration) => void payments.unpaid(registration)}
              onReject={(registration) => setAsking({ kind: 'reject', registration })}
              onCancel={(registration) => setAsking({ kind: 'cancel', registration })}
            />
          ))}
        </ul>
      )}
      <Staff eventId={eventId} />
      {asking && <ReasonModal eventId={eventId} asking={asking} onClose={() => setAsking(null)} />}
    </section>
  );
}

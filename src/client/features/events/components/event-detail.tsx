import { useId } from 'react';
import { ArrowLeft, CalendarDays, Clock, Languages, Link2, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { activeLocale, INTL_LOCALE, t } from '../../../../shared/i18n.ts';
import type { Post } from '../../../../shared/schemas/posts.ts';
import { POST_TYPE_LABELS } from '../../../../shared/vocabulary.ts';
import { Button } from '../../../components/button.tsx';
import badges from '../../../components/badge.module.css';
import { ExpandableText } from '../../../components/expandable-text.tsx';
import { SafeImage } from '../../../components/safe-image.tsx';
import { SeatsLeft } from '../../../components/seats-left.tsx';
import { cx } from '../../../lib/cx.ts';
import { formatDateRange, formatDay } from '../../../lib/dates.ts';
import { priceLabel, rupees } from '../../../lib/money.ts';
import { useMyRegistration, useRegisteredEventIds } from '../hooks/use-registrations.ts';
import { AddToCalendarButton, HostPanel, RegistrationButton } from './event-actions.tsx';
import { CalendarFileMenu } from './calendar-file-menu.tsx';
import { HostedBy } from './hosted-by.tsx';
import { EventClubs } from '../../../components/event-clubs.tsx';
import { SeatsByDate } from './seats-by-date.tsx';
import type { EventViewer } from './event-actions.tsx';
import { VenueSection } from './venue-section.tsx';
import { YourRegistration } from './your-registration.tsx';
import styles from './event-detail.module.css';

export interface EventDetailProps {
  event: Post;
  viewer: EventViewer | null;
  requireUser: (action: () => void, reason?: string) => void;
  onBack: () => void;
  /** Where Back returns to, for its label. */
  backLabel: string;
  /** Opens the host's registrations screen (the host and admins), when the app offers it. */
  onManageRegistrations?: () => void;
  /** Opens the event's door (its co-hosts, admins and door staff), when the app offers it. */
  onOpenCheckIn?: () => void;
  /** Opens My tickets in the profile, when the app offers it. */
  onOpenTickets?: () => void;
}

/** What a cultural event costs at the least: FREE, or 'from ₹150'. */
function culturalPrice(event: Post): string {
  const prices = event.ticketOptions.map((o) => o.ticketPrice).filter((p) => p > 0);
  if (prices.length === 0) return priceLabel(0);
  const lowest = Math.min(...prices);
  return prices.length === event.ticketOptions.length && prices.every((p) => p === lowest) ? rupees(lowest) : t('From {price}', { price: rupees(lowest) });
}

/** The short month in the reader's language (English as it always was: 'NOV'). */
const monthShort = (date: Date): string => {
  const locale = activeLocale();
  return new Intl.DateTimeFormat(locale === 'en' ? 'en' : INTL_LOCALE[locale], { month: 'short' }).format(date);
};

/** A calendar-leaf date for an event without a picture. */
function DateBadge({ iso }: { iso: string }) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <p className={styles.dateBadge} aria-hidden="true">
      <span>{monthShort(date).toUpperCase()}</span>
      <span>{date.getDate()}</span>
    </p>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className={styles.fact}>
      {icon}
      <span>
        <span className="sr-only">{label}: </span>
        {children}
      </span>
    </li>
  );
}

/**
 * The event's seats ("3 seats left", "Full - join the waitlist"), for whom they may concern: not the host, and not
 * someone registered (on the waitlist too), who reads their own state on the button and in "Your registration".
 */
function SeatsForViewer({ event, viewerId }: { event: Post; viewerId: string | null }) {
  const registered = useRegisteredEventIds(viewerId).data?.includes(event._id) ?? false;
  const { registration } = useMyRegistration(viewerId, event._id);
  // The host runs the event: the waitlist is not theirs to join.
  if (event.postedByMe || event.userId === viewerId) return null;
  if (registered || (registration && registration.status !== 'cancelled')) return null;
  return <SeatsLeft event={event} />;
}

/** SPEC §2's event detail view, in place of the screen's list. */
export function EventDetail({ event, viewer, requireUser, onBack, backLabel, onManageRegistrations, onOpenCheckIn, onOpenTickets }: EventDetailProps) {
  const titleId = useId();
  const aboutId = useId();
  const cultural = event.type === 'culturalEvent';
  const actionProps = { event, viewer, requireUser };

  return (
    <div className={styles.detail}>
      <Button variant="ghost" className={styles.back} icon={<ArrowLeft aria-hidden="true" size={16} />} onClick={onBack}>
        {t('Back to {place}', { place: backLabel })}
      </Button>
      <article aria-labelledby={titleId} className={styles.card}>
        {event.images[0] ? (
          <SafeImage
            src={event.images[0]}
            alt={event.imageDescriptions[0] || t('Image for {title}', { title: event.title })}
            className={styles.hero}
            width={1000}
            height={563}
            sizes="(max-width: 719px) calc(100vw - 26px), (max-width: 1099px) calc(100vw - 250px), (max-width: 1279px) calc(100vw - 638px), 644px"
            loading="eager"
          />
        ) : (
          <div className={styles.banner}>{event.eventStartDate && <DateBadge iso={event.eventStartDate} />}</div>
        )}
        <div className={styles.body}>
          <div className={styles.badges}>
            <span className={cx(badges.badge, badges.event)}>{t(POST_TYPE_LABELS[event.type])}</span>
            {event.status === 'pending' && <span className={cx(badges.badge, badges.warn)}>{t('Pending')}</span>}
          </div>
          <h1 id={titleId} className={styles.title}>
            {event.title}
          </h1>
          <EventClubs clubs={event.clubs} />
          <HostedBy eventId={event._id} viewerId={viewer?.id ?? null} clubHosted={event.clubs?.some((club) => club.role === 'host') ?? false} />
          <ul className={styles.facts} aria-label={t('When and where')}>
            {event.location && (
              <Fact icon={<MapPin aria-hidden="true" size={16} />} label={t('Location')}>
                {event.location}
              </Fact>
            )}
            {event.eventStartDate && (
              <Fact icon={<CalendarDays aria-hidden="true" size={16} />} label={t('When')}>
                <time dateTime={event.eventStartDate}>{formatDateRange(event.eventStartDate, event.eventEndDate)}</time>
              </Fact>
            )}
            {event.venueAddress && (
              <Fact icon={<MapPin aria-hidden="true" size={16} />} label={t('Venue address')}>
                {event.venueAddress}
              </Fact>
            )}
            {event.source && (
              <Fact icon={<Link2 aria-hidden="true" size={16} />} label={t('Source')}>
                {event.source}
              </Fact>
            )}
          </ul>

          <p className={styles.price} aria-label={t('Price: {price}', { price: cultural ? culturalPrice(event) : priceLabel(event.price) })}>
            {cultural ? culturalPrice(event) : priceLabel(event.price)}
          </p>
          <SeatsForViewer event={event} viewerId={viewer?.id ?? null} />
          <div className={styles.actions}>
            <RegistrationButton {...actionProps} />
            <AddToCalendarButton {...actionProps} />
            <CalendarFileMenu event={event} />
          </div>
          <YourRegistration event={event} viewerId={viewer && viewer.id !== event.userId ? viewer.id : null} onOpenTickets={onOpenTickets} />
          <HostPanel event={event} viewer={viewer} onManage={onManageRegistrations} onOpenCheckIn={onOpenCheckIn} />

          <section className={styles.section} aria-labelledby={aboutId}>
            <h2 id={aboutId} className={styles.sectionTitle}>
              {t('About')}
            </h2>
            <ExpandableText content={event.content} />
            <dl className={styles.meta}>
              <dt>
                <Languages aria-hidden="true" size={14} /> {t('Language')}
              </dt>
              <dd>{event.language || t('English')}</dd>
              {event.duration && (
                <>
                  <dt>
                    <Clock aria-hidden="true" size={14} /> {t('Duration')}
                  </dt>
                  <dd>{event.duration}</dd>
                </>
              )}
            </dl>
          </section>

          {cultural && event.ticketOptions.length > 0 && (
            <section className={styles.section} aria-label={t('Ticket options')}>
              <h2 className={styles.sectionTitle}>{t('Tickets')}</h2>
              <ul className={styles.tickets}>
                {event.ticketOptions.map((o) => (
                  <li key={o.ticketType} className={styles.chip}>
                    {o.ticketType}: {priceLabel(o.ticketPrice)}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {cultural && <SeatsByDate event={event} />}
          {cultural && event.availableDates.length > 0 && (
            <section className={styles.section} aria-label={t('Available dates')}>
              <h2 className={styles.sectionTitle}>{t('Dates')}</h2>
              <ul className={styles.days}>
                {event.availableDates.map((day) => (
                  <li key={day} className={styles.chip}>
                    <time dateTime={day}>{formatDay(day)}</time>
                  </li>
                ))}
              </ul>
            </section>
          )}

          {(event.venueAddress || event.location) && <VenueSection address={event.venueAddress || event.location || ''} />}
        </div>
      </article>
    </div>
  );
}

import { Tag } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import type { Post } from '../../../../shared/schemas/posts.ts';
import badges from '../../../components/badge.module.css';
import { SeatsLeft } from '../../../components/seats-left.tsx';
import { cx } from '../../../lib/cx.ts';
import { useMyRegistration } from '../hooks/use-my-registration.ts';
import { eventPriceText, registrationBadgeText } from '../lib/event-card-facts.ts';
import styles from './post-card.module.css';

/**
 * An event card's price, the viewer's registration ("You’re going", "On the waitlist", "Payment pending") and its
 * seats. The seats ("Full - join the waitlist") are for those who could still take one: not the host, and not
 * someone already registered, who reads their own state instead.
 */
export function EventCardFacts({ event, viewerId }: { event: Post; viewerId: string | null }) {
  const registration = useMyRegistration(viewerId, event._id);
  const isHost = event.postedByMe || (viewerId !== null && event.userId === viewerId);
  const state = registration ? registrationBadgeText(registration) : null;
  const price = eventPriceText(event);
  return (
    <div className={styles.eventFacts}>
      <p className={styles.price}>
        <Tag aria-hidden="true" size={15} />
        <span className="sr-only">{t('Price: {price}', { price })}</span>
        <span aria-hidden="true">{price}</span>
      </p>
      {state && (
        <p className={cx(badges.badge, badges.event, styles.going)} data-registration={registration?.status}>
          {state}
        </p>
      )}
      {!isHost && (viewerId === null || registration === null) && <SeatsLeft event={event} />}
    </div>
  );
}

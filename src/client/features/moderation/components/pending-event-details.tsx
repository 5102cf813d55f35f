import { TriangleAlert } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import { parseRegistrationFields } from '../../../../shared/registration-rules.ts';
import type { Post } from '../../../../shared/schemas/posts.ts';
import { SafeImage } from '../../../components/safe-image.tsx';
import { formatDay } from '../../../lib/dates.ts';
import { priceLabel } from '../../../lib/money.ts';
import styles from './admin-panel.module.css';

/** Whether the event's start is already past (an admin approving it should know). */
export const startsInPast = (post: Pick<Post, 'eventStartDate'>, now = Date.now()): boolean => {
  const start = post.eventStartDate ? Date.parse(post.eventStartDate) : Number.NaN;
  return !Number.isNaN(start) && start < now;
};

/** Where a registrant pays: the cultural event's own payment fields, or the event's. */
function paymentOf(post: Post) {
  const cultural = post.type === 'culturalEvent';
  return {
    method: cultural ? post.culturalPaymentMethod : post.paymentMethod,
    link: cultural ? post.culturalPaymentLink : post.paymentLink,
    qr: cultural ? post.culturalPaymentQRCode : post.paymentQRCode,
  };
}

const seatsText = (count: number): string => t('{count, plural, one {# seat} other {# seats}}', { count });

/** The seats the host asked for: on an event, in all; on a cultural event, on each of its dates. */
function capacityText(post: Pick<Post, 'type' | 'capacity'>): string {
  if (post.capacity === null) return t('No limit');
  return post.type === 'culturalEvent' ? t('{count, plural, one {# seat} other {# seats}} on each date', { count: post.capacity }) : seatsText(post.capacity);
}

/** Everything an admin approves on a pending event: the seats, prices, dates, what registrants fill in and where they pay. */
export function PendingEventDetails({ post }: { post: Post }) {
  const cultural = post.type === 'culturalEvent';
  const fields = parseRegistrationFields(post.registrationFields);
  const payment = paymentOf(post);
  const registration = !post.registrationRequired ? t('None required') : post.registrationMethod === 'form' ? t('In-app form') : t('External link');
  return (
    <>
      {startsInPast(post) && (
        <p className={styles.warning} role="note">
          <TriangleAlert aria-hidden="true" size={16} />
          {t(MESSAGES.eventStartsInPast)}
        </p>
      )}
      <dl className={styles.details}>
        {!cultural && (
          <div>
            <dt>{t('Price')}</dt>
            <dd>{priceLabel(post.price)}</dd>
          </div>
        )}
        {cultural && (
          <div>
            <dt>{t('Tickets')}</dt>
            <dd>
              {post.ticketOptions.length > 0 ? (
                <ul aria-label={t('Ticket options')}>
                  {post.ticketOptions.map((option, i) => (
                    <li key={`${option.ticketType}-${i}`}>
                      {t('{ticketType}: {price}', { ticketType: option.ticketType, price: priceLabel(option.ticketPrice) })}
                      {typeof option.capacity === 'number' && ` · ${seatsText(option.capacity)}`}
                    </li>
                  ))}
                </ul>
              ) : (
                t('None')
              )}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('Capacity')}</dt>
          <dd>{capacityText(post)}</dd>
        </div>
        {cultural && (
          <div>
            <dt>{t('Available dates')}</dt>
            <dd>{post.availableDates.length > 0 ? post.availableDates.map(formatDay).join('; ') : t('None')}</dd>
          </div>
        )}
        <div>
          <dt>{t('Registration')}</dt>
          <dd>
            {registration}
            {post.registrationRequired && post.registrationMethod !== 'form' && post.registrationLink && (
              <>
                {': '}
                <a href={post.registrationLink} target="_blank" rel="noopener noreferrer">
                  {post.registrationLink}
                </a>
              </>
            )}
          </dd>
        </div>
        {post.registrationRequired && post.registrationMethod === 'form' && (
          <div>
            <dt>{t('Custom fields')}</dt>
            <dd>
              {fields.length > 0 ? (
                <ul aria-label={t('Custom registration fields')}>
                  {fields.map((f) => (
                    <li key={f.label}>{f.options ? `${f.label} (${f.options.join(', ')})` : f.label}</li>
                  ))}
                </ul>
              ) : (
                t('None')
              )}
            </dd>
          </div>
        )}
        {payment.link && (
          <div>
            <dt>{t('Payment link')}</dt>
            <dd>
              <a href={payment.link} target="_blank" rel="noopener noreferrer">
                {payment.link}
              </a>
            </dd>
          </div>
        )}
        {payment.qr && (
          <div>
            <dt>{t('Payment QR code')}</dt>
            <dd>
              <SafeImage src={payment.qr} alt={t('Payment QR code of {title}', { title: post.title })} className={styles.qr} width={160} height={160} sizes="160px" />
            </dd>
          </div>
        )}
        {payment.method === 'qr' && !payment.qr && post.registrationMethod === 'form' && (
          <div>
            <dt>{t('Payment QR code')}</dt>
            <dd>{t('Not provided')}</dd>
          </div>
        )}
      </dl>
    </>
  );
}


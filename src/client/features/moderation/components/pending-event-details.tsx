import { TriangleAlert } from 'lucide-react';
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

/** Everything an admin approves on a pending event: prices, dates, what registrants fill in and where they pay. */
export function PendingEventDetails({ post }: { post: Post }) {
  const cultural = post.type === 'culturalEvent';
  const fields = parseRegistrationFields(post.registrationFields);
  const payment = paymentOf(post);
  const registration = !post.registrationRequired ? 'None required' : post.registrationMethod === 'form' ? 'In-app form' : 'External link';
  return (
    <>
      {startsInPast(post) && (
        <p className={styles.warning} role="note">
          <TriangleAlert aria-hidden="true" size={16} />
          {MESSAGES.eventStartsInPast}
        </p>
      )}
      <dl className={styles.details}>
        {!cultural && (
          <div>
            <dt>Price</dt>
            <dd>{priceLabel(post.price)}</dd>
          </div>
        )}
        {cultural && (
          <div>
            <dt>Tickets</dt>
            <dd>
              {post.ticketOptions.length > 0 ? (
                <ul aria-label="Ticket options">
                  {post.ticketOptions.map((t, i) => (
                    <li key={`${t.ticketType}-${i}`}>
                      {t.ticketType}: {priceLabel(t.ticketPrice)}
                    </li>
                  ))}
                </ul>
              ) : (
                'None'
              )}
            </dd>
          </div>
        )}
        {cultural && (
          <div>
            <dt>Available dates</dt>
            <dd>{post.availableDates.length > 0 ? post.availableDates.map(formatDay).join('; ') : 'None'}</dd>
          </div>
        )}
        <div>
          <dt>Registration</dt>
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
            <dt>Custom fields</dt>
            <dd>
              {fields.length > 0 ? (
                <ul aria-label="Custom registration fields">
                  {fields.map((f) => (
                    <li key={f.label}>{f.options ? `${f.label} (${f.options.join(', ')})` : f.label}</li>
                  ))}
                </ul>
              ) : (
                'None'
              )}
            </dd>
          </div>
        )}
        {payment.link && (
          <div>
            <dt>Payment link</dt>
            <dd>
              <a href={payment.link} target="_blank" rel="noopener noreferrer">
                {payment.link}
              </a>
            </dd>
          </div>
        )}
        {payment.qr && (
          <div>
            <dt>Payment QR code</dt>
            <dd>
              <SafeImage src={payment.qr} alt={`Payment QR code of ${post.title}`} className={styles.qr} width={160} height={160} sizes="160px" />
            </dd>
          </div>
        )}
        {payment.method === 'qr' && !payment.qr && post.registrationMethod === 'form' && (
          <div>
            <dt>Payment QR code</dt>
            <dd>Not provided</dd>
          </div>
        )}
      </dl>
    </>
  );
}


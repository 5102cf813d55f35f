import { useId, useState } from 'react';
import { Check, Megaphone, Trash2 } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import type { ClubAnnouncement } from '../../../../shared/schemas/club-news.ts';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Field } from '../../../components/form-controls.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useHeldAnnouncements, useReviewAnnouncement } from '../hooks/use-club-news.ts';
import styles from './club-news.module.css';

function HeldItem({ item, busy, onReview }: { item: ClubAnnouncement; busy: boolean; onReview: (release: boolean, reason?: string) => void }) {
  const id = useId();
  const [reason, setReason] = useState('');
  return (
    <li className={styles.item} aria-label={t('{club}: {title}', { club: item.clubName, title: item.title })}>
      <div className={styles.head}>
        <h3 className={styles.title}>{item.title}</h3>
      </div>
      {item.image && <img className={styles.picture} src={item.image} alt="" loading="lazy" />}
      <p className={styles.text}>{item.content}</p>
      <p className={styles.meta}>
        <span>{item.clubName}</span>
        {item.authorName && <span>{t('By {author}', { author: item.authorName })}</span>}
        <RelativeTime dateTime={item.createdAt} />
      </p>
      {item.holdReason && <p className={styles.note}>{item.holdReason}</p>}
      <Field id={`${id}-reason`} label={t('Reason, if you reject it (optional)')} value={reason} onValue={setReason} maxLength={500} />
      <div className={styles.actions}>
        <Button size="sm" variant="primary" icon={<Check aria-hidden="true" size={16} />} busy={busy} onClick={() => onReview(true)}>
          {t('Release')}
        </Button>
        <Button size="sm" variant="danger" icon={<Trash2 aria-hidden="true" size={16} />} busy={busy} onClick={() => onReview(false, reason.trim() || undefined)}>
          {t('Reject')}
        </Button>
      </div>
    </li>
  );
}

/** For moderators and admins: clubs' announcements held for a look, oldest first, to release or reject. */
export function HeldAnnouncements() {
  const held = useHeldAnnouncements();
  const review = useReviewAnnouncement();
  const [done, setDone] = useState('');
  const items = held.data ?? [];
  let body;
  if (held.isPending) body = <p aria-busy="true">{t('Loading…')}</p>;
  else if (held.isError) body = <p role="alert" className={styles.error}>{errorMessage(held.error)}</p>;
  else if (items.length === 0) body = <EmptyState compact text={t('No announcements are waiting.')} />;
  else
    body = (
      <ul className={styles.list} aria-label={t('Held announcements')}>
        {items.map((item) => (
          <HeldItem
            key={item._id}
            item={item}
            busy={review.isPending && review.variables.id === item._id}
            onReview={(release, reason) =>
              review.mutate(
                { id: item._id, release, reason },
                { onSuccess: () => setDone(release ? t('Announcement released to the club’s followers.') : t('Announcement rejected; its author is told.')) },
              )
            }
          />
        ))}
      </ul>
    );
  return (
    <Card title={t('Club announcements')} icon={<Megaphone aria-hidden="true" size={18} />}>
      <div className={styles.stack}>
        <div role="status" aria-live="polite">
          {done && <p className={styles.note}>{done}</p>}
        </div>
        {review.isError && (
          <p role="alert" className={styles.error}>
            {errorMessage(review.error)}
          </p>
        )}
        {body}
      </div>
    </Card>
  );
}

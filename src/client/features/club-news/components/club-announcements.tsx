import { type FormEvent, useId, useState } from 'react';
import { Megaphone, Send } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { CLUB_NEWS_MESSAGES as M } from '../../../../shared/club-news-messages.ts';
import { CLUB_LIMITS, type Club, isManagingRole } from '../../../../shared/schemas/clubs.ts';
import type { ClubAnnouncement } from '../../../../shared/schemas/club-news.ts';
import badges from '../../../components/badge.module.css';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { FilePicker } from '../../../components/file-picker.tsx';
import { Field } from '../../../components/form-controls.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cx } from '../../../lib/cx.ts';
import { readAsDataUrl } from '../../../lib/read-file.ts';
import { useClubAnnouncements, usePostAnnouncement } from '../hooks/use-club-news.ts';
import styles from './club-news.module.css';

export function AnnouncementItem({ item }: { item: ClubAnnouncement }) {
  return (
    <li className={styles.item} aria-label={item.title}>
      <div className={styles.head}>
        <h3 className={styles.title}>{item.title}</h3>
        {item.status === 'held' && <span className={cx(badges.badge, badges.warn)}>{t(M.heldBadge)}</span>}
        {item.status === 'rejected' && <span className={cx(badges.badge, badges.danger)}>{t(M.rejectedBadge)}</span>}
      </div>
      {item.image && <img className={styles.picture} src={item.image} alt="" loading="lazy" />}
      <p className={styles.text}>{item.content}</p>
      <p className={styles.meta}>
        {item.authorName && <span>{t('By {author}', { author: item.authorName })}</span>}
        <RelativeTime dateTime={item.publishedAt ?? item.createdAt} />
      </p>
    </li>
  );
}

function Composer({ slug }: { slug: string }) {
  const id = useId();
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [image, setImage] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const post = usePostAnnouncement(slug);
  const percent = post.progress === null ? 0 : Math.round(post.progress * 100);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setNotice('');
    post.mutate(
      { title, content, image },
      {
        onSuccess: (answer) => {
          setTitle('');
          setContent('');
          setImage(null);
          setNotice(answer.notice ?? t(M.published));
        },
      },
    );
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} aria-label={t('Post an announcement')}>
      <Field id={`${id}-title`} label={t('Title')} value={title} onValue={setTitle} required maxLength={CLUB_LIMITS.announcementTitleMax} />
      <Field id={`${id}-text`} label={t('Announcement')} value={content} onValue={setContent} required multiline maxLength={CLUB_LIMITS.announcementMax} />
      <FilePicker
        id={`${id}-picture`}
        label={t('Picture (optional)')}
        buttonText={t('Choose a picture')}
        hasFile={image !== null}
        busy={post.isPending}
        onFiles={([file]) => {
          if (file) void readAsDataUrl(file).then(setImage);
        }}
      />
      {post.progress !== null && (
        <div>
          <div role="progressbar" aria-label={t('Uploading')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className={styles.progressTrack}>
            <div className={styles.progressBar} style={{ width: `${percent}%` }} />
          </div>
          <p className={styles.note}>{percent < 100 ? t('Uploading… {percent}%', { percent }) : t('Saving…')}</p>
        </div>
      )}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" icon={<Send aria-hidden="true" size={16} />} busy={post.isPending}>
          {t('Post announcement')}
        </Button>
      </div>
      <div role="status" aria-live="polite">
        {notice && <p className={styles.note}>{notice}</p>}
      </div>
      {post.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(post.error)}
        </p>
      )}
    </form>
  );
}

/** A club's announcements, newest first; its owners and officers also get the composer and see held ones. */
export function ClubAnnouncements({ club }: { club: Club }) {
  const list = useClubAnnouncements(club.slug);
  const manager = isManagingRole(club.role) && club.status === 'approved';
  const items = list.data ?? [];
  let body;
  if (list.isPending) body = <p aria-busy="true">{t('Loading…')}</p>;
  else if (list.isError) body = <p role="alert" className={styles.error}>{errorMessage(list.error)}</p>;
  else if (items.length === 0) body = <EmptyState compact text={t('No announcements yet.')} />;
  else
    body = (
      <ul className={styles.list} aria-label={t('Announcements')}>
        {items.map((item) => (
          <AnnouncementItem key={item._id} item={item} />
        ))}
      </ul>
    );
  return (
    <Card title={t('Announcements')} icon={<Megaphone aria-hidden="true" size={18} />}>
      <div className={styles.stack}>
        {manager && <Composer slug={club.slug} />}
        {body}
      </div>
    </Card>
  );
}

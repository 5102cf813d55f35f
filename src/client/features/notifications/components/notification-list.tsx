import { useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Bell, CircleAlert, CircleCheck, Info } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import type { Notification } from '../../../../shared/schemas/interactions.ts';
import { Button } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cx } from '../../../lib/cx.ts';
import { useSessionNotifications } from '../../../lib/in-session-notifications.ts';
import type { NotificationKind } from '../../../lib/in-session-notifications.ts';
import { useMarkShownRead, useStoredNotifications } from '../hooks/use-notifications.ts';
import styles from './notification-list.module.css';

/** Each kind's icon, named in the reader's language as it is drawn. */
const KIND_ICONS: Record<NotificationKind, () => ReactNode> = {
  success: () => <CircleCheck role="img" aria-label={t('Success')} size={18} />,
  error: () => <CircleAlert role="img" aria-label={t('Error')} size={18} />,
  info: () => <Info role="img" aria-label={t('Info')} size={18} />,
};

type Item = Pick<Notification, '_id' | 'message' | 'timestamp' | 'type' | 'read'> & { stored: boolean; postId: string | null };

/** The address of the post (or event) a notification is about. */
export const notificationPath = (postId: string): string => `/posts/${encodeURIComponent(postId)}`;

export interface NotificationListProps {
  /** The signed-in user; null for a visitor, who has this session's notifications only. */
  userId: string | null;
  /** What an empty list offers (a visitor is asked to log in). */
  emptyAction?: ReactNode;
  /**
   * Opens what a notification is about, in the app (without it, its link loads the post's address). A click with a
   * modifier key (a new tab) is left to the browser.
   */
  onOpen?: (notification: { _id: string; postId: string }) => void;
}

/**
 * SPEC §2: the user's stored notifications merged with this session's, newest first. What it shows is marked
 * read as it is shown (the nav badge clears); what was new stays marked New while the list is open.
 */
export function NotificationList({ userId, emptyAction, onOpen }: NotificationListProps) {
  const stored = useStoredNotifications(userId);
  const session = useSessionNotifications();
  const markShown = useMarkShownRead(userId);
  const [seenNew, setSeenNew] = useState<ReadonlySet<string>>(() => new Set());
  const marked = useRef('');

  const storedItems = useMemo(() => (stored.data?.pages ?? []).flatMap((page) => page.notifications), [stored.data]);
  const items = useMemo<Item[]>(() => {
    const fromServer = storedItems.map((item) => ({ ...item, stored: true }));
    const fromSession = session.map((item) => ({ ...item, read: true, stored: false, postId: null }));
    return [...fromServer, ...fromSession].sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp));
  }, [storedItems, session]);

  // Shown means read: through the newest stored item, as it is shown now, once per version of it.
  const newest = storedItems[0];
  const { mutate } = markShown;
  useEffect(() => {
    const unread = storedItems.filter((item) => !item.read);
    if (!newest || unread.length === 0) return;
    const key = `${newest._id}@${newest.timestamp}`;
    if (marked.current === key) return;
    marked.current = key;
    setSeenNew((current) => new Set([...current, ...unread.map((item) => item._id)]));
    mutate({ _id: newest._id, timestamp: newest.timestamp });
  }, [newest, storedItems, mutate]);

  if (userId && stored.isPending && session.length === 0) return <p role="status">{t('Loading notifications…')}</p>;

  return (
    <div className={styles.root}>
      {stored.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(stored.error)}
        </p>
      )}
      {items.length === 0 ? (
        <EmptyState
          icon={<Bell aria-hidden="true" size={26} />}
          title={userId ? t("You're all caught up") : t('No notifications')}
          text={userId ? t('New notifications will show up here.') : t('Log in to get updates about your posts and registrations.')}
          action={emptyAction}
        />
      ) : (
        <ul aria-label={t('Notifications')} className={styles.list}>
          {items.map((item) => {
            const isNew = seenNew.has(item._id);
            return (
              <li key={item._id} className={cx(styles.item, isNew && styles.unread)}>
                <span className={cx(styles.icon, styles[`kind-${item.type}`])}>{KIND_ICONS[item.type]()}</span>
                <span className={styles.text}>
                  {isNew && <span className="sr-only">{t('New:')} </span>}
                  {item.postId ? (
                    <a
                      href={notificationPath(item.postId)}
                      className={styles.link}
                      onClick={(event) => {
                        if (!onOpen || !item.postId || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
                        event.preventDefault();
                        onOpen({ _id: item._id, postId: item.postId });
                      }}
                    >
                      {item.message}
                    </a>
                  ) : (
                    item.message
                  )}
                  <RelativeTime dateTime={item.timestamp} className={styles.time} />
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {stored.hasNextPage && (
        <Button variant="link" size="sm" busy={stored.isFetchingNextPage} onClick={() => void stored.fetchNextPage()}>
          {t('Load more')}
        </Button>
      )}
    </div>
  );
}

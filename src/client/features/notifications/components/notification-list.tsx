import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { Bell, CheckCheck, CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { Notification } from '../../../../shared/schemas/interactions.ts';
import { Button } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cx } from '../../../lib/cx.ts';
import { useSessionNotifications } from '../../../lib/in-session-notifications.ts';
import type { NotificationKind } from '../../../lib/in-session-notifications.ts';
import { useMarkRead, useStoredNotifications } from '../hooks/use-notifications.ts';
import styles from './notification-list.module.css';

const KIND_ICONS: Record<NotificationKind, ReactNode> = {
  success: <CircleCheck role="img" aria-label="Success" size={18} />,
  error: <CircleAlert role="img" aria-label="Error" size={18} />,
  info: <Info role="img" aria-label="Info" size={18} />,
};

const absolute = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

function Time({ iso }: { iso: string }) {
  const time = Date.parse(iso);
  return (
    <time dateTime={iso} className={styles.time}>
      {Number.isNaN(time) ? iso : absolute.format(time)}
    </time>
  );
}

type Item = Pick<Notification, '_id' | 'message' | 'timestamp' | 'type' | 'read'> & { stored: boolean };

export interface NotificationListProps {
  /** The signed-in user; null for a visitor, who has this session's notifications only. */
  userId: string | null;
  /** What an empty list offers (a visitor is asked to log in). */
  emptyAction?: ReactNode;
}

/** SPEC §2: the user's stored notifications merged with this session's, newest first. */
export function NotificationList({ userId, emptyAction }: NotificationListProps) {
  const stored = useStoredNotifications(userId);
  const session = useSessionNotifications();
  const mark = useMarkRead(userId);

  const items = useMemo<Item[]>(() => {
    const fromServer = (stored.data?.pages ?? []).flatMap((page) =>
      page.notifications.map((item) => ({ ...item, stored: true })),
    );
    const fromSession = session.map((item) => ({ ...item, read: true, stored: false }));
    return [...fromServer, ...fromSession].sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp));
  }, [stored.data, session]);

  const unread = items.some((item) => !item.read);
  const markOne = (item: Item) => {
    if (item.stored && !item.read) mark.mutate(item._id);
  };

  if (userId && stored.isPending && session.length === 0) return <p role="status">Loading notifications…</p>;

  return (
    <div className={styles.root}>
      {userId && (
        <div className={styles.toolbar}>
          <Button
            size="sm"
            icon={<CheckCheck aria-hidden="true" size={16} />}
            disabled={!unread}
            onClick={() => mark.mutate(null)}
          >
            Mark all as read
          </Button>
        </div>
      )}
      {stored.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(stored.error)}
        </p>
      )}
      {items.length === 0 ? (
        <EmptyState
          icon={<Bell aria-hidden="true" size={26} />}
          title={userId ? "You're all caught up" : 'No notifications'}
          text={userId ? 'New notifications will show up here.' : 'Log in to get updates about your posts and registrations.'}
          action={emptyAction}
        />
      ) : (
        <ul aria-label="Notifications" className={styles.list}>
          {items.map((item) => (
            <li key={item._id} className={cx(styles.item, !item.read && styles.unread)}>
              <span className={cx(styles.icon, styles[`kind-${item.type}`])}>{KIND_ICONS[item.type]}</span>
              {item.read ? (
                <span className={styles.text}>
                  {item.message}
                  <Time iso={item.timestamp} />
                </span>
              ) : (
                <button
                  type="button"
                  className={cx(styles.text, styles.itemButton)}
                  onClick={() => markOne(item)}
                  onFocus={() => markOne(item)}
                >
                  <span className="sr-only">Unread: </span>
                  {item.message}
                  <Time iso={item.timestamp} />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {stored.hasNextPage && (
        <Button variant="link" size="sm" busy={stored.isFetchingNextPage} onClick={() => void stored.fetchNextPage()}>
          Load more
        </Button>
      )}
    </div>
  );
}

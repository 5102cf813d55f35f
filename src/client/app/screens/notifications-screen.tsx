import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { Bell, CircleAlert, CircleCheck, Info, LogIn } from 'lucide-react';
import { MESSAGES } from '../../../shared/messages.ts';
import { Button } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { NotificationList } from '../../features/notifications/components/notification-list.tsx';
import { HelpWidget } from '../../features/help/components/help-widget.tsx';
import { RelativeTime } from '../../components/relative-time.tsx';
import { cx } from '../../lib/cx.ts';
import { useSessionNotifications } from '../../lib/in-session-notifications.ts';
import type { NotificationKind } from '../../lib/in-session-notifications.ts';
import styles from './screens.module.css';

// Only admins see it: loaded when an admin opens the screen.
const AdminPanel = lazy(() =>
  import('../../features/moderation/components/admin-panel.tsx').then((m) => ({ default: m.AdminPanel })),
);

const KIND_ICONS: Record<NotificationKind, ReactNode> = {
  success: <CircleCheck role="img" aria-label="Success" size={18} />,
  error: <CircleAlert role="img" aria-label="Error" size={18} />,
  info: <Info role="img" aria-label="Info" size={18} />,
};

/** SPEC §2: a user's notifications, or the admin panel for an admin. */
export function NotificationsScreen() {
  const { user, openLogin } = useSession();
  const notifications = useSessionNotifications();

  if (user?.isAdmin) {
    return (
      <>
        <PageHeader title={MESSAGES.adminPanelTitle} eyebrow="Moderation" />
        <div className={styles.stack}>
          <Suspense fallback={<Card><p aria-busy="true">Loading the admin panel…</p></Card>}>
            <AdminPanel />
          </Suspense>
        </div>
      </>
    );
  }

  if (user) {
    return (
      <>
        <PageHeader title="Notifications" description="Updates about your posts, likes and registrations." />
        <Card>
          <NotificationList userId={user._id} />
        </Card>
      </>
    );
  }

  return (
    <>
      <PageHeader title="Notifications" description="Updates about your posts, likes and registrations." />
      <Card>
        {notifications.length > 0 ? (
          <ul aria-label="Notifications" className={styles.notifications}>
            {notifications.map((item) => (
              <li key={item._id} className={styles.notification}>
                <span className={cx(styles.notificationIcon, styles[`kind-${item.type}`])}>{KIND_ICONS[item.type]}</span>
                <span className={styles.notificationText}>
                  {item.message}
                  <RelativeTime dateTime={item.timestamp} className={styles.notificationTime} />
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            icon={<Bell aria-hidden="true" size={26} />}
            title="No notifications"
            text="Log in to get updates about your posts and registrations."
            action={
              <Button variant="primary" icon={<LogIn aria-hidden="true" size={16} />} onClick={() => openLogin()}>
                Log in or sign up
              </Button>
            }
          />
        )}
      </Card>
    </>
  );
}

export function NotificationsSidebar() {
  return <HelpWidget />;
}

import { lazy, Suspense } from 'react';
import { LogIn } from 'lucide-react';
import { t } from '../../../shared/i18n.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { Button } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { NotificationList } from '../../features/notifications/components/notification-list.tsx';
import { PushDeviceCard } from '../../features/notifications/components/push-device-card.tsx';
import { HelpWidget } from '../../features/help/components/help-widget.tsx';
import styles from './screens.module.css';

// Only admins and moderators see it: loaded when one of them opens the screen.
const AdminPanel = lazy(() =>
  import('../../features/moderation/components/admin-panel.tsx').then((m) => ({ default: m.AdminPanel })),
);

function NotificationsHeader() {
  return <PageHeader title={t('Notifications')} description={t('Updates about your posts, likes and registrations.')} />;
}

/** SPEC §2: a user's notifications, or the admin panel for an admin. */
export function NotificationsScreen() {
  const { user, openLogin } = useSession();

  if (user?.isAdmin) {
    return (
      <>
        <PageHeader title={t(MESSAGES.adminPanelTitle)} eyebrow={t('Moderation')} />
        <div className={styles.stack}>
          <Suspense fallback={<Card><p aria-busy="true">{t('Loading the admin panel…')}</p></Card>}>
            <AdminPanel viewerId={user._id} />
          </Suspense>
        </div>
      </>
    );
  }

  if (user?.isModerator) {
    // A moderator (decision 044): their own notifications, then the queues they handle.
    return (
      <>
        <NotificationsHeader />
        <div className={styles.stack}>
          <Card>
            <NotificationList userId={user._id} />
          </Card>
          <PushDeviceCard userId={user._id} />
          <Suspense fallback={<Card><p aria-busy="true">{t('Loading the moderation queues…')}</p></Card>}>
            <AdminPanel isAdmin={false} />
          </Suspense>
        </div>
      </>
    );
  }

  if (user) {
    return (
      <>
        <NotificationsHeader />
        <div className={styles.stack}>
          <Card>
            <NotificationList userId={user._id} />
          </Card>
          <PushDeviceCard userId={user._id} />
        </div>
      </>
    );
  }

  return (
    <>
      <NotificationsHeader />
      <Card>
        <NotificationList
          userId={null}
          emptyAction={
            <Button variant="primary" icon={<LogIn aria-hidden="true" size={16} />} onClick={() => openLogin()}>
              {t('Log in or sign up')}
            </Button>
          }
        />
      </Card>
    </>
  );
}

export function NotificationsSidebar() {
  return <HelpWidget />;
}

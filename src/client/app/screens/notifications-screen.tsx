import { LogIn } from 'lucide-react';
import { useNavigate } from 'react-router';
import { t } from '../../../shared/i18n.ts';
import { Button } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { NotificationList } from '../../features/notifications/components/notification-list.tsx';
import { PushDeviceCard } from '../../features/notifications/components/push-device-card.tsx';
import { HelpWidget } from '../../features/help/components/help-widget.tsx';
import styles from './screens.module.css';

function NotificationsHeader() {
  return <PageHeader title={t('Notifications')} description={t('Updates about your posts, likes and registrations.')} />;
}

/** SPEC §2: a user's notifications (an admin's and a moderator's too: their panel is at /admin, decision 075). */
export function NotificationsScreen() {
  const { user, openLogin } = useSession();
  // A notification about a post opens it in the app, at its address.
  const navigate = useNavigate();
  const open = ({ postId }: { postId: string }) => void navigate(`/posts/${encodeURIComponent(postId)}`);

  if (user) {
    return (
      <>
        <NotificationsHeader />
        <div className={styles.stack}>
          <Card>
            <NotificationList userId={user._id} onOpen={open} />
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

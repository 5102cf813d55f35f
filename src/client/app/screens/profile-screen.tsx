import { ChartColumn, LogIn, LogOut, UserRound } from 'lucide-react';
import { MESSAGES } from '../../../shared/messages.ts';
import { Avatar } from '../../components/avatar.tsx';
import { Button } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { ProfileStats } from './profile-stats.tsx';
import styles from './screens.module.css';

/** SPEC §2: the signed-in user's profile; a visitor is asked to log in. */
export function ProfileScreen() {
  const { user, openLogin, logout } = useSession();

  if (!user) {
    return (
      <>
        <PageHeader title="Profile" />
        <Card>
          <EmptyState
            icon={<UserRound aria-hidden="true" size={26} />}
            text={MESSAGES.profileLoggedOut}
            action={
              <Button variant="primary" icon={<LogIn aria-hidden="true" size={16} />} onClick={() => openLogin()}>
                Log in or sign up
              </Button>
            }
          />
        </Card>
      </>
    );
  }

  return (
    <>
      <PageHeader title="Profile" />
      <div className={styles.stack}>
        <Card>
          <div className={styles.profileCard}>
            <Avatar src={user.avatar} size={88} className={styles.profileAvatar} />
            <div className={styles.profileText}>
              <h2 className={styles.profileName}>
                {user.name}
                {user.isAdmin && <span className={styles.badge}>Admin</span>}
              </h2>
              <p className={styles.profileEmail}>{user.email}</p>
            </div>
            <Button variant="secondary" icon={<LogOut aria-hidden="true" size={16} />} onClick={() => void logout()}>
              Log out
            </Button>
          </div>
        </Card>
        <ProfileStats />
        <Card title="Your posts">
          <EmptyState compact text={MESSAGES.comingSoon} />
        </Card>
      </div>
    </>
  );
}

export function ProfileSidebar() {
  const { user } = useSession();
  return (
    <Card title="Profile Stats" icon={<ChartColumn aria-hidden="true" size={18} />}>
      {user ? <ProfileStats compact /> : <EmptyState compact text={MESSAGES.profileLoggedOut} />}
    </Card>
  );
}

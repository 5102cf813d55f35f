import { LoaderCircle, LogIn, LogOut } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { Avatar } from '../../../components/avatar.tsx';
import badges from '../../../components/badge.module.css';
import { Button } from '../../../components/button.tsx';
import { cx } from '../../../lib/cx.ts';
import { useSession } from '../hooks/use-session.ts';
import styles from './account-controls.module.css';

/** The header's account area: "Log in" for a visitor; the user's name and "Log out" when signed in. */
export function AccountControls() {
  const { user, signingIn, openLogin, logout } = useSession();

  if (signingIn && !user) {
    return (
      <p role="status" className={styles.status}>
        <LoaderCircle aria-hidden="true" size={16} className={styles.spin} />
        {t('Signing in…')}
      </p>
    );
  }

  if (!user) {
    return (
      <Button variant="primary" icon={<LogIn aria-hidden="true" size={16} />} onClick={() => openLogin('login')}>
        {t('Log in')}
      </Button>
    );
  }

  return (
    <div className={styles.controls}>
      <div className={styles.user}>
        <Avatar src={user.avatar} size={28} />
        <span className={styles.name} title={user.name}>
          {user.name}
        </span>
        {user.isAdmin && <span className={cx(badges.badge, styles.badge)}>{t('Admin')}</span>}
      </div>
      <Button
        variant="ghost"
        title={t('Log out')}
        icon={<LogOut aria-hidden="true" size={18} />}
        onClick={() => void logout()}
      >
        <span className={styles.logoutText}>
          {t('Log out')}
        </span>
      </Button>
    </div>
  );
}

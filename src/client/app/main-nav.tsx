import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { t } from '../../shared/i18n.ts';
import { useSession } from '../features/auth/hooks/use-session.ts';
import { useUnreadCount } from '../features/notifications/hooks/use-unread-count.ts';
import { cx } from '../lib/cx.ts';
import { NAV_SCREENS, SCREENS } from './screen-registry.tsx';
import { SCREEN_PATHS, type ScreenId } from './paths.ts';
import styles from './main-nav.module.css';

export interface MainNavProps {
  /** The screen the address belongs to, or null (a post's page, "not found"). */
  active: ScreenId | null;
  onAdd: () => void;
  className?: string | undefined;
}

/**
 * The main navigation: a side rail on wide screens, a bottom tab bar with a label under each icon on phones. Each
 * screen is a link to its address (decision 075); Admin is there for admins and moderators.
 */
export function MainNav({ active, onAdd, className }: MainNavProps) {
  const { user } = useSession();
  const unread = useUnreadCount(user?._id ?? null).data ?? 0;
  const staff = user !== null && (user.isAdmin || user.isModerator === true);
  const shown = NAV_SCREENS.filter((id) => id !== 'admin' || staff);
  return (
    <nav aria-label={t('Main')} className={cx(styles.nav, className)}>
      <ul className={styles.list}>
        {shown.map((id) => {
          const { icon: Icon } = SCREENS[id];
          const label = SCREENS[id].label();
          const badge = id === 'notifications' && unread > 0 ? unread : 0;
          return (
            <li key={id} className={id === 'clubs' ? styles.wideOnly : undefined}>
              <Link
                to={SCREEN_PATHS[id]}
                className={styles.item}
                aria-current={id === active ? 'page' : undefined}
                aria-label={badge ? t('{screen}, {count} unread', { screen: label, count: badge }) : undefined}
              >
                <Icon aria-hidden="true" size={22} className={styles.icon} />
                <span className={styles.label}>{label}</span>
                {badge > 0 && (
                  <span aria-hidden="true" className={styles.badge}>
                    {badge > 99 ? '99+' : badge}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
        <li className={styles.addItem}>
          <button type="button" className={cx(styles.item, styles.add)} onClick={onAdd}>
            <Plus aria-hidden="true" size={22} className={styles.icon} />
            <span className={styles.label}>{t('Add')}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}

import { Plus } from 'lucide-react';
import { t } from '../../shared/i18n.ts';
import { useSession } from '../features/auth/hooks/use-session.ts';
import { useUnreadCount } from '../features/notifications/hooks/use-unread-count.ts';
import { cx } from '../lib/cx.ts';
import { SCREENS } from './screen-registry.tsx';
import { SCREEN_IDS } from './screen-state.ts';
import type { ScreenId } from './screen-state.ts';
import styles from './main-nav.module.css';

export interface MainNavProps {
  active: ScreenId;
  onNavigate: (screen: ScreenId) => void;
  onAdd: () => void;
  className?: string | undefined;
}

/** The main navigation: a side rail on wide screens, a bottom tab bar on phones. */
export function MainNav({ active, onNavigate, onAdd, className }: MainNavProps) {
  const { user } = useSession();
  // Admins see the admin panel there, not a notification list.
  const unread = useUnreadCount(user && !user.isAdmin ? user._id : null).data ?? 0;
  return (
    <nav aria-label={t('Main')} className={cx(styles.nav, className)}>
      <ul className={styles.list}>
        {SCREEN_IDS.map((id) => {
          const { icon: Icon } = SCREENS[id];
          const label = SCREENS[id].label();
          const badge = id === 'notifications' && unread > 0 ? unread : 0;
          return (
            <li key={id}>
              <button
                type="button"
                className={styles.item}
                aria-current={id === active ? 'page' : undefined}
                aria-label={badge ? t('{screen}, {count} unread', { screen: label, count: badge }) : undefined}
                onClick={() => onNavigate(id)}
              >
                <Icon aria-hidden="true" size={22} className={styles.icon} />
                <span className={styles.label}>{label}</span>
                {badge > 0 && (
                  <span aria-hidden="true" className={styles.badge}>
                    {badge > 99 ? '99+' : badge}
                  </span>
                )}
              </button>
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

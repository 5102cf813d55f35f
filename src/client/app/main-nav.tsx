import { Plus } from 'lucide-react';
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
  return (
    <nav aria-label="Main" className={cx(styles.nav, className)}>
      <ul className={styles.list}>
        {SCREEN_IDS.map((id) => {
          const { label, icon: Icon } = SCREENS[id];
          return (
            <li key={id}>
              <button
                type="button"
                className={styles.item}
                aria-current={id === active ? 'page' : undefined}
                onClick={() => onNavigate(id)}
              >
                <Icon aria-hidden="true" size={22} className={styles.icon} />
                <span className={styles.label}>{label}</span>
              </button>
            </li>
          );
        })}
        <li className={styles.addItem}>
          <button type="button" className={cx(styles.item, styles.add)} onClick={onAdd}>
            <Plus aria-hidden="true" size={22} className={styles.icon} />
            <span className={styles.label}>Add</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}

import type { ReactNode } from 'react';
import { cx } from '../lib/cx.ts';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  icon?: ReactNode;
  title?: string;
  text: ReactNode;
  action?: ReactNode;
  compact?: boolean;
}

/** Placeholder content for an empty list or a screen that is not built yet. */
export function EmptyState({ icon, title, text, action, compact = false }: EmptyStateProps) {
  return (
    <div className={cx(styles.empty, compact && styles.compact)}>
      {icon && <div className={styles.icon}>{icon}</div>}
      {title && <p className={styles.title}>{title}</p>}
      <p className={styles.text}>{text}</p>
      {action && <div className={styles.actions}>{action}</div>}
    </div>
  );
}

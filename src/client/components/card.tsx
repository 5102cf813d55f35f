import { useId } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../lib/cx.ts';
import styles from './card.module.css';

export interface CardProps {
  /** A titled card is a labelled section. */
  title?: string;
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A rounded surface. With a title it renders as a <section> named by its heading. */
export function Card({ title, icon, children, className }: CardProps) {
  const headingId = useId();
  if (!title) return <div className={cx(styles.card, className)}>{children}</div>;
  return (
    <section aria-labelledby={headingId} className={cx(styles.card, className)}>
      <h2 id={headingId} className={styles.heading}>
        {icon && <span className={styles.headingIcon}>{icon}</span>}
        {title}
      </h2>
      {children}
    </section>
  );
}

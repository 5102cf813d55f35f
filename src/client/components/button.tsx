import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';
import { cx } from '../lib/cx.ts';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  iconOnly?: boolean;
  className?: string | undefined;
}

/** The class names of a button, for elements that must look like one (for example a link). */
export function buttonClassName({ variant = 'secondary', size = 'md', block, iconOnly, className }: ButtonStyleOptions) {
  return cx(
    styles.button,
    styles[variant],
    size !== 'md' && styles[size],
    block && styles.block,
    iconOnly && styles.iconOnly,
    className,
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, Omit<ButtonStyleOptions, 'className'> {
  /** Shows a spinner and marks the button busy; clicks are ignored meanwhile. */
  busy?: boolean;
  icon?: ReactNode;
}

/** A button that is `type="button"` unless told otherwise. */
export function Button({
  variant,
  size,
  block,
  iconOnly,
  busy = false,
  icon,
  className,
  type = 'button',
  children,
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName({ variant, size, block, iconOnly, className })}
      aria-busy={busy || undefined}
      aria-disabled={busy || rest['aria-disabled'] || undefined}
      onClick={(event) => {
        if (busy) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {busy ? <LoaderCircle aria-hidden="true" size={16} className={styles.spin} /> : icon}
      {children}
    </button>
  );
}

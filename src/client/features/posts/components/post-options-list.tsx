import { useEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { Flag, MessageSquareLock, MessageSquareMore, Pencil, Trash2, UserX } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { cx } from '../../../lib/cx.ts';
import styles from './post-options-menu.module.css';

export interface MenuItem {
  label: string;
  icon: 'edit' | 'delete' | 'report' | 'block' | 'close-comments' | 'open-comments';
  onSelect: () => void;
  danger?: boolean;
  /** Shown but not chosen (what is already done, e.g. Reported); it stays reachable with the arrow keys. */
  disabled?: boolean;
}

const ICONS = {
  edit: Pencil,
  delete: Trash2,
  report: Flag,
  block: UserX,
  'close-comments': MessageSquareLock,
  'open-comments': MessageSquareMore,
};

/** The open "Post options" menu; focus moves to its first item. */
export function PostOptionsList({
  id,
  items,
  onClose,
}: {
  id: string;
  items: MenuItem[];
  /** Closes the menu; `refocus` returns focus to the trigger. */
  onClose: (refocus: boolean) => void;
}) {
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);

  useEffect(() => {
    itemRefs.current[0]?.focus();
  }, []);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const buttons = itemRefs.current.filter((b): b is HTMLButtonElement => b !== null);
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const focusAt = (i: number) => buttons[(i + buttons.length) % buttons.length]?.focus();
    if (event.key === 'ArrowDown') focusAt(index + 1);
    else if (event.key === 'ArrowUp') focusAt(index - 1);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(buttons.length - 1);
    else if (event.key === 'Escape') onClose(true);
    else if (event.key === 'Tab') onClose(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <ul id={id} role="menu" aria-label={t('Post options')} className={styles.menu} onKeyDown={onMenuKeyDown}>
      {items.map((item, i) => {
        const Icon = ICONS[item.icon];
        return (
          <li key={item.label} role="none">
            <button
              ref={(el) => {
                itemRefs.current[i] = el;
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              aria-disabled={item.disabled || undefined}
              className={cx(styles.item, item.danger && styles.danger)}
              onClick={() => {
                if (item.disabled) return;
                onClose(true);
                item.onSelect();
              }}
            >
              <Icon aria-hidden="true" size={16} />
              {item.label}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

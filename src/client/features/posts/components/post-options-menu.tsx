import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Ellipsis } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import type { MenuItem } from './post-options-list.tsx';
import styles from './post-options-menu.module.css';

export type { MenuItem };

// The open menu (its items, icons and keyboard handling) loads when a menu is first opened, or when the
// pointer or focus reaches a trigger, which is usually early enough for it to open at once.
const loadList = () => import('./post-options-list.tsx');
const PostOptionsList = lazy(() => loadList().then((m) => ({ default: m.PostOptionsList })));

/** A "Post options" menu button: arrows move, Home/End jump, Escape closes and returns focus. */
/** `label`: the trigger's accessible name when it is not a post's (a comment's options). */
export function PostOptionsMenu({ items, postTitle, label }: { items: MenuItem[]; postTitle: string; label?: string }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) triggerRef.current?.focus();
  };

  if (items.length === 0) return null;
  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-label={label ?? t('Post options for {title}', { title: postTitle })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onPointerEnter={() => void loadList()}
        onFocus={() => void loadList()}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <Ellipsis aria-hidden="true" size={18} />
      </button>
      {open && (
        <Suspense fallback={null}>
          <PostOptionsList id={menuId} items={items} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}

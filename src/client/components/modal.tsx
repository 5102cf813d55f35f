import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { t } from '../../shared/i18n.ts';
import { cx } from '../lib/cx.ts';
import { Button } from './button.tsx';
import { focusableElements, focusInitial, returnFocus } from './focus.ts';
import { isTopModal, pushModal, removeModal } from './modal-stack.ts';
import styles from './modal.module.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** The visible heading; it also names the dialog. */
  title: ReactNode;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** `alertdialog` for dialogs that interrupt to ask or warn. */
  role?: 'dialog' | 'alertdialog';
  /** Id of an element that describes the dialog. */
  describedBy?: string;
  className?: string;
}

/**
 * An accessible modal dialog: named by its title, focus moved inside on open and trapped there,
 * Escape and the backdrop close it, and focus returns to the element that opened it.
 */
export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return createPortal(<ModalPanel {...props} />, document.body);
}

function ModalPanel({ onClose, title, children, size = 'md', role = 'dialog', describedBy, className }: ModalProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    pushModal(panel);
    focusInitial(panel);

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTopModal(panel)) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key === 'Tab') trapTab(event, panel);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!isTopModal(panel)) return;
      if (event.target instanceof Node && !panel.contains(event.target)) focusInitial(panel);
    };
    // A step that replaces the focused control (the form becomes its confirmation with Done) would leave the
    // focus on the body: it goes to the new step's marked or first control instead.
    const keepFocus = new MutationObserver(() => {
      const active = document.activeElement;
      if (isTopModal(panel) && (active === null || active === document.body)) focusInitial(panel);
    });
    keepFocus.observe(panel, { childList: true, subtree: true });
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      keepFocus.disconnect();
      removeModal(panel);
      returnFocus(opener);
    };
  }, []);

  return (
    <div
      className={styles.overlay}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={cx(styles.panel, styles[size], className)}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <Button
            variant="ghost"
            iconOnly
            className={styles.close}
            aria-label={t('Close')}
            onClick={onClose}
            icon={<X aria-hidden="true" size={20} />}
          />
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
}

function trapTab(event: KeyboardEvent, panel: HTMLElement): void {
  const focusables = focusableElements(panel);
  const first = focusables[0];
  const last = focusables[focusables.length - 1];
  if (!first || !last) {
    event.preventDefault();
    panel.focus();
    return;
  }
  const active = document.activeElement;
  const inside = active instanceof Node && panel.contains(active);
  if (event.shiftKey && (active === first || active === panel || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}

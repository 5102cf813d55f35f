import { useId } from 'react';
import type { ReactNode } from 'react';
import { t } from '../../shared/i18n.ts';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';
import styles from './dialog.module.css';

export interface DialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  /** The close button (and Escape, and the backdrop). */
  onClose: () => void;
  /** Shows a Cancel button. */
  onCancel?: (() => void) | undefined;
  /** Shows a Confirm button. */
  onConfirm?: (() => void) | undefined;
  confirmText?: string | undefined;
  cancelText?: string | undefined;
  /** Styles the confirm button as destructive. */
  destructive?: boolean | undefined;
}

/**
 * SPEC §2's generic dialog: a title, a message, a close button, and optional Cancel and Confirm
 * buttons with custom confirm text. Without either, an OK button closes it.
 */
export function Dialog({
  open,
  title,
  message,
  onClose,
  onCancel,
  onConfirm,
  confirmText = t('Confirm'),
  cancelText = t('Cancel'),
  destructive = false,
}: DialogProps) {
  const messageId = useId();
  const asks = Boolean(onCancel || onConfirm);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      size="sm"
      role={asks ? 'alertdialog' : 'dialog'}
      describedBy={messageId}
    >
      <div id={messageId} className={styles.message}>
        {message}
      </div>
      <div className={styles.actions}>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} data-autofocus={destructive || undefined}>
            {cancelText}
          </Button>
        )}
        {onConfirm && (
          <Button
            variant={destructive ? 'danger' : 'primary'}
            onClick={onConfirm}
            data-autofocus={!destructive || undefined}
          >
            {confirmText}
          </Button>
        )}
        {!asks && (
          <Button variant="primary" onClick={onClose} data-autofocus>
            {t('OK')}
          </Button>
        )}
      </div>
    </Modal>
  );
}

import { useState } from 'react';
import type { ReactNode } from 'react';
import { ImageUp } from 'lucide-react';
import { t } from '../../shared/i18n.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { cx } from '../lib/cx.ts';
import { buttonClassName } from './button.tsx';
import fields from './form.module.css';
import styles from './file-picker.module.css';

/** The pictures Quad takes (SPEC §5: JPEG, PNG or WebP). */
export const PICTURE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];

export interface FilePickerProps {
  id: string;
  label: ReactNode;
  /** The text of the button, e.g. "Choose pictures". */
  buttonText: string;
  /** Accepted types; a file of another type is refused as it is chosen. Pictures by default. */
  accept?: readonly string[];
  multiple?: boolean;
  hint?: ReactNode;
  /** Whether the form holds a file from this picker: the last chosen names show, else "No picture chosen". */
  hasFile: boolean;
  /** Shown when the form holds a file that was not chosen here (a stored picture, when editing). */
  storedText?: string;
  busy?: boolean;
  /** A message of the form's own about the chosen file (too large...), shown as the picker's error. */
  error?: string;
  /** Called with the accepted files, never with none. */
  onFiles: (files: File[]) => void;
}

/**
 * A file picker in the product's look: a visually hidden file input (so it stays keyboard reachable and
 * labelled) under a styled button, the chosen file's name beside it, and files of the wrong type refused at
 * once with a message that speaks of one picture or of several.
 */
export function FilePicker({
  id,
  label,
  buttonText,
  accept = PICTURE_TYPES,
  multiple = false,
  hint,
  hasFile,
  storedText,
  busy = false,
  error,
  onFiles,
}: FilePickerProps) {
  const [names, setNames] = useState<string[]>([]);
  const [refusal, setRefusal] = useState('');
  const statusId = `${id}-file`;
  const hintId = hint ? `${id}-hint` : undefined;
  const message = refusal || error || '';
  const errorId = message ? `${id}-error` : undefined;

  function onChosen(files: File[]) {
    if (files.length === 0) return;
    const accepted = files.filter((file) => accept.includes(file.type));
    if (accepted.length < files.length) {
      setRefusal(files.length === 1 ? t(MESSAGES.notAPicture) : t(MESSAGES.notPictures));
    } else {
      setRefusal('');
    }
    if (accepted.length === 0) return;
    setNames(accepted.map((file) => file.name));
    onFiles(accepted);
  }

  const status = hasFile ? (names.length > 0 ? names.join(', ') : (storedText ?? t('Picture added'))) : t(MESSAGES.noPictureChosen);

  return (
    <div className={fields.field}>
      <label htmlFor={id} className={fields.label}>
        {label}
      </label>
      <div className={styles.picker}>
        <input
          id={id}
          type="file"
          accept={accept.join(',')}
          multiple={multiple}
          className={styles.input}
          aria-describedby={[statusId, hintId, errorId].filter(Boolean).join(' ')}
          aria-invalid={message ? true : undefined}
          aria-busy={busy || undefined}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            onChosen(files);
          }}
        />
        {/* The visible button: a second label of the input, so a click opens the browser's chooser. */}
        <label htmlFor={id} aria-hidden="true" className={buttonClassName({ variant: 'secondary', className: styles.button })}>
          <ImageUp aria-hidden="true" size={18} />
          {buttonText}
        </label>
        <span id={statusId} className={cx(styles.fileName, !hasFile && styles.empty)}>
          {status}
        </span>
      </div>
      {hint && (
        <p id={hintId} className={fields.hint} aria-live="polite">
          {hint}
        </p>
      )}
      {message && (
        <p id={errorId} role="alert" className={styles.error}>
          {message}
        </p>
      )}
    </div>
  );
}

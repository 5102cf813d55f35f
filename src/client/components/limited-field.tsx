import { useState } from 'react';
import type { ClipboardEvent, ReactNode } from 'react';
import { t } from '../../shared/i18n.ts';
import { pasteTooLong } from '../../shared/messages.ts';
import { cx } from '../lib/cx.ts';
import fields from './form.module.css';
import styles from './limited-field.module.css';

/** The share of the limit from which the counter shows. */
export const COUNTER_FROM = 0.8;

export interface LimitedFieldProps {
  id: string;
  label: ReactNode;
  value: string;
  onValue: (value: string) => void;
  /** The most characters the field takes (from LIMITS). */
  maxLength: number;
  multiline?: boolean;
  required?: boolean;
  placeholder?: string;
  /** Takes the first focus of its modal. */
  autoFocusFirst?: boolean;
}

/**
 * A labelled text field whose limit is seen before it bites: a counter ("123 / 150") once most of it is
 * used, announced politely as the field crosses into it and at the limit; and a paste that would not fit
 * is refused whole with a message, keeping what the field had (the browser would cut it silently).
 */
export function LimitedField({ id, label, value, onValue, maxLength, multiline = false, required, placeholder, autoFocusFirst }: LimitedFieldProps) {
  const [pasteError, setPasteError] = useState('');
  const near = value.length >= Math.ceil(maxLength * COUNTER_FROM);
  const full = value.length >= maxLength;
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  const describedBy = [near && counterId, pasteError && errorId].filter(Boolean).join(' ') || undefined;

  function onPaste(event: ClipboardEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const pasted = event.clipboardData.getData('text').replace(/\r\n?/g, '\n');
    const field = event.currentTarget;
    const selected = Math.max(0, (field.selectionEnd ?? 0) - (field.selectionStart ?? 0));
    if (value.length - selected + pasted.length > maxLength) {
      event.preventDefault();
      setPasteError(pasteTooLong(maxLength));
    }
  }

  const common = {
    id,
    value,
    required,
    maxLength,
    placeholder,
    'aria-required': required || undefined,
    'aria-describedby': describedBy,
    'aria-invalid': pasteError ? true : undefined,
    'data-autofocus': autoFocusFirst || undefined,
    onPaste,
    onChange: (event: { target: { value: string } }) => {
      setPasteError('');
      onValue(event.target.value);
    },
  };

  return (
    <div className={fields.field}>
      <div className={styles.top}>
        <label htmlFor={id} className={cx(fields.label, required && fields.required)}>
          {label}
        </label>
        {near && (
          <span id={counterId} className={cx(styles.counter, full && styles.full)}>
            {value.length.toLocaleString('en-US')} / {maxLength.toLocaleString('en-US')}
          </span>
        )}
      </div>
      {multiline ? (
        <textarea {...common} rows={5} className={cx(fields.input, fields.textarea)} />
      ) : (
        <input {...common} type="text" className={fields.input} />
      )}
      <span className="sr-only" aria-live="polite">
        {full
          ? t('You have reached the limit of {limit, number} characters.', { limit: maxLength })
          : near
            ? t('Near the limit of {limit, number} characters.', { limit: maxLength })
            : ''}
      </span>
      {pasteError && (
        <p id={errorId} role="alert" className={styles.error}>
          {pasteError}
        </p>
      )}
    </div>
  );
}

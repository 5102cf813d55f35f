import type { InputHTMLAttributes, ReactNode } from 'react';
import { t } from '../../shared/i18n.ts';
import { cx } from '../lib/cx.ts';
import controls from './form-controls.module.css';
import fields from './form.module.css';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement | HTMLTextAreaElement>, 'onChange' | 'value'> {
  id: string;
  label: ReactNode;
  value: string;
  onValue: (value: string) => void;
  hint?: ReactNode;
  multiline?: boolean;
  className?: string;
}

/** A labelled text input (or textarea) with an optional hint under it. */
export function Field({ id, label, value, onValue, hint, multiline = false, className, required, ...rest }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const common = {
    id,
    value,
    required,
    'aria-required': required || undefined,
    'aria-describedby': hintId,
    className: cx(fields.input, multiline && fields.textarea),
  };
  return (
    <div className={cx(fields.field, className)}>
      <label htmlFor={id} className={cx(fields.label, required && fields.required)}>
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={5} maxLength={rest.maxLength} placeholder={rest.placeholder} onChange={(e) => onValue(e.target.value)} />
      ) : (
        <input {...rest} {...common} onChange={(e) => onValue(e.target.value)} />
      )}
      {hint && (
        <p id={hintId} className={fields.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}

interface ChoiceProps<T extends string> {
  name: string;
  legend: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onValue: (value: T) => void;
  /** Chips (the type picker) or compact pills. */
  variant?: 'chips' | 'pills';
}

/** A group of radio buttons in a fieldset with a legend; arrow keys move between them. */
export function Choice<T extends string>({ name, legend, value, options, onValue, variant = 'pills' }: ChoiceProps<T>) {
  return (
    <fieldset className={controls.choice}>
      <legend className={fields.label}>{legend}</legend>
      <div className={cx(controls.options, variant === 'chips' && controls.chips)}>
        {options.map((option) => {
          const id = `${name}-${option.value}`;
          return (
            <div key={option.value} className={controls.option}>
              <input
                id={id}
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                className={controls.radio}
                onChange={() => onValue(option.value)}
              />
              <label htmlFor={id} className={controls.optionLabel}>
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

interface ToggleProps {
  id: string;
  label: string;
  checked: boolean;
  onChecked: (checked: boolean) => void;
  /** Shown as a switch (role="switch") rather than a checkbox. */
  asSwitch?: boolean;
}

/** A labelled checkbox, or a switch. */
export function Toggle({ id, label, checked, onChecked, asSwitch = false }: ToggleProps) {
  return (
    <div className={controls.toggle}>
      <input
        id={id}
        type="checkbox"
        role={asSwitch ? 'switch' : undefined}
        checked={checked}
        className={asSwitch ? controls.switch : controls.checkbox}
        onChange={(e) => onChecked(e.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

interface SelectFieldProps {
  id: string;
  label: ReactNode;
  value: string;
  options: readonly string[];
  onValue: (value: string) => void;
  required?: boolean;
  /** The first, empty choice. */
  placeholder?: string;
}

/** A labelled dropdown with an empty first choice. */
export function SelectField({ id, label, value, options, onValue, required, placeholder }: SelectFieldProps) {
  return (
    <div className={fields.field}>
      <label htmlFor={id} className={cx(fields.label, required && fields.required)}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        required={required}
        aria-required={required || undefined}
        className={fields.input}
        onChange={(e) => onValue(e.target.value)}
      >
        <option value="">{placeholder ?? t('Choose…')}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}

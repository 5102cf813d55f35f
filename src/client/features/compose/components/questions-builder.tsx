import { useEffect, useRef, useState } from 'react';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { LIMITS } from '../../../../shared/limits.ts';
import { Button } from '../../../components/button.tsx';
import { fieldsOf, moved, newQuestion, questionsOf } from '../lib/questions.ts';
import type { QuestionRow } from '../lib/questions.ts';
import fields from '../../../components/form.module.css';
import styles from './questions-builder.module.css';

interface QuestionsBuilderProps {
  idPrefix: string;
  /** SPEC §3's `registrationFields`: 'College, Year:1st|2nd|3rd'. */
  value: string;
  onValue: (registrationFields: string) => void;
}

/**
 * The host's own questions (decision 079): each a label and either free text or a list of options entered one by
 * one, added, removed and moved up or down. It reads and writes the same string the API takes.
 */
export function QuestionsBuilder({ idPrefix, value, onValue }: QuestionsBuilderProps) {
  const [state, setState] = useState(() => ({ written: value, rows: questionsOf(value) }));
  // A value from outside (a draft restored, the form reset) is read again; what this builder wrote is not.
  if (state.written !== value) setState({ written: value, rows: questionsOf(value) });
  const { rows } = state;
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (focusNext.current) document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const change = (next: QuestionRow[]) => {
    const written = fieldsOf(next);
    setState({ written, rows: next });
    if (written !== value) onValue(written);
  };
  const setRow = (key: number, patch: Partial<QuestionRow>) => change(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const tooLong = fieldsOf(rows).length > LIMITS.registrationFieldsMax;

  return (
    <fieldset className={styles.builder}>
      <legend className={styles.legend}>{t('Questions')}</legend>
      <p className={fields.hint}>{t('Name, email and phone are always asked. Add your own questions: every one must be answered.')}</p>
      {rows.length === 0 && <p className={fields.hint}>{t('No questions of your own yet.')}</p>}
      <ol className={styles.list}>
        {rows.map((row, index) => {
          const n = index + 1;
          const id = `${idPrefix}-q${row.key}`;
          return (
            <li key={row.key} className={styles.question}>
              <div className={styles.head}>
                <div className={fields.field}>
                  <label htmlFor={`${id}-label`} className={fields.label}>
                    {t('Question {n}', { n })}
                  </label>
                  <input
                    id={`${id}-label`}
                    className={fields.input}
                    maxLength={LIMITS.customFieldMax}
                    placeholder={t('Year of study')}
                    value={row.label}
                    onChange={(e) => setRow(row.key, { label: e.target.value })}
                  />
                </div>
                <div className={fields.field}>
                  <label htmlFor={`${id}-kind`} className={fields.label}>
                    {t('Answer {n}', { n })}
                  </label>
                  <select
                    id={`${id}-kind`}
                    className={fields.input}
                    value={row.kind}
                    onChange={(e) => {
                      const kind = e.target.value === 'options' ? 'options' : 'text';
                      if (kind === 'options' && row.options.length === 0) focusNext.current = `${id}-option-0`;
                      setRow(row.key, { kind, options: kind === 'options' && row.options.length === 0 ? [''] : row.options });
                    }}
                  >
                    <option value="text">{t('Free text')}</option>
                    <option value="options">{t('A list of options')}</option>
                  </select>
                </div>
              </div>
              {row.kind === 'options' && (
                <OptionsList id={id} n={n} row={row} onOptions={(options) => setRow(row.key, { options })} focus={(to) => (focusNext.current = to)} />
              )}
              <div className={styles.tools}>
                <Button
                  variant="ghost"
                  iconOnly
                  icon={<ArrowUp aria-hidden="true" size={18} />}
                  disabled={index === 0}
                  aria-label={t('Move question {n} up', { n })}
                  onClick={() => change(moved(rows, index, -1))}
                />
                <Button
                  variant="ghost"
                  iconOnly
                  icon={<ArrowDown aria-hidden="true" size={18} />}
                  disabled={index === rows.length - 1}
                  aria-label={t('Move question {n} down', { n })}
                  onClick={() => change(moved(rows, index, 1))}
                />
                <Button
                  variant="ghost"
                  iconOnly
                  icon={<Trash2 aria-hidden="true" size={18} />}
                  aria-label={t('Remove question {n}', { n })}
                  onClick={() => {
                    focusNext.current = `${idPrefix}-add-question`;
                    change(rows.filter((r) => r.key !== row.key));
                  }}
                />
              </div>
            </li>
          );
        })}
      </ol>
      {tooLong && (
        <p role="alert" className={styles.alert}>
          {t('Your questions are too long together: at most {max} characters.', { max: LIMITS.registrationFieldsMax })}
        </p>
      )}
      <Button
        id={`${idPrefix}-add-question`}
        size="sm"
        className={styles.add}
        icon={<Plus aria-hidden="true" size={16} />}
        onClick={() => {
          const row = newQuestion();
          focusNext.current = `${idPrefix}-q${row.key}-label`;
          change([...rows, row]);
        }}
      >
        {t('Add a question')}
      </Button>
    </fieldset>
  );
}

interface OptionsListProps {
  id: string;
  n: number;
  row: QuestionRow;
  onOptions: (options: string[]) => void;
  focus: (id: string) => void;
}

/** A list question's options, one input each, with Enter or a button adding the next. */
function OptionsList({ id, n, row, onOptions, focus }: OptionsListProps) {
  const add = () => {
    focus(`${id}-option-${row.options.length}`);
    onOptions([...row.options, '']);
  };
  return (
    <fieldset className={styles.options}>
      <legend className={fields.label}>{t('Options of question {n}', { n })}</legend>
      {row.options.map((option, i) => (
        <div key={i} className={styles.option}>
          <input
            id={`${id}-option-${i}`}
            className={fields.input}
            aria-label={t('Option {m} of question {n}', { m: i + 1, n })}
            maxLength={LIMITS.customFieldMax}
            value={option}
            onChange={(e) => onOptions(row.options.map((o, j) => (j === i ? e.target.value : o)))}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              if (i === row.options.length - 1) {
                if (option.trim()) add();
              } else document.getElementById(`${id}-option-${i + 1}`)?.focus();
            }}
          />
          <Button
            variant="ghost"
            iconOnly
            className={styles.remove}
            aria-label={t('Remove option {m} of question {n}', { m: i + 1, n })}
            icon={<Trash2 aria-hidden="true" size={16} />}
            onClick={() => {
              focus(`${id}-add-option`);
              onOptions(row.options.filter((_, j) => j !== i));
            }}
          />
        </div>
      ))}
      <Button id={`${id}-add-option`} size="sm" variant="ghost" className={styles.add} icon={<Plus aria-hidden="true" size={16} />} onClick={add}>
        {t('Add an option')}
      </Button>
    </fieldset>
  );
}

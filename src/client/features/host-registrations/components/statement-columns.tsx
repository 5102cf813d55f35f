import { useId, useState, type FormEvent } from 'react';
import { t } from '../../../../shared/i18n.ts';
import type { StatementColumns } from '../../../../shared/schemas/payments.ts';
import { Button } from '../../../components/button.tsx';
import { SelectField } from '../../../components/form-controls.tsx';
import { serverText } from '../../../lib/api-client.ts';
import styles from './statement-import.module.css';

interface StatementColumnsFormProps {
  /** The header's names the server found. */
  headers: readonly string[];
  /** Why it asks: the server's message. */
  message: string;
  busy: boolean;
  onColumns: (columns: StatementColumns) => void;
  onCancel: () => void;
}

/** The host tells which of the statement's columns hold what, when Quad could not tell by their names. */
export function StatementColumnsForm({ headers, message, busy, onColumns, onCancel }: StatementColumnsFormProps) {
  const id = useId();
  const [date, setDate] = useState('');
  const [narration, setNarration] = useState('');
  const [credit, setCredit] = useState('');
  const [debit, setDebit] = useState('');
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!date || !credit || !(narration || reference)) {
      setProblem(t('Please choose the date, the amount received and the description (or the reference).'));
      return;
    }
    setProblem('');
    onColumns({ date, credit, ...(narration ? { narration } : {}), ...(debit ? { debit } : {}), ...(reference ? { reference } : {}) });
  }

  return (
    <form className={styles.group} onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`} className={styles.groupTitle}>
        {t('Which column holds what?')}
      </h3>
      <p className={styles.hint}>{serverText(message)}</p>
      <div className={styles.columns}>
        <SelectField id={`${id}-date`} label={t('Date')} value={date} options={headers} onValue={setDate} required />
        <SelectField id={`${id}-narration`} label={t('Description (narration, remarks)')} value={narration} options={headers} onValue={setNarration} />
        <SelectField id={`${id}-credit`} label={t('Amount received (credit)')} value={credit} options={headers} onValue={setCredit} required />
        <SelectField id={`${id}-debit`} label={t('Amount paid out (debit), if apart')} value={debit} options={headers} onValue={setDebit} />
        <SelectField id={`${id}-reference`} label={t('Reference or UTR, if any')} value={reference} options={headers} onValue={setReference} />
      </div>
      {problem && (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      )}
      <div className={styles.assign}>
        <Button type="submit" variant="primary" busy={busy}>
          {t('Import with these columns')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('Cancel')}
        </Button>
      </div>
    </form>
  );
}

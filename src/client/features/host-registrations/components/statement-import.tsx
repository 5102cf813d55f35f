import { useId, useState, type ChangeEvent } from 'react';
import { FileUp } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import type { StatementColumns, StatementImport as Imported } from '../../../../shared/schemas/payments.ts';
import { STATEMENT_LIMITS, statementTexts } from '../../../../shared/statements.ts';
import { buttonClassName } from '../../../components/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { ColumnsNeeded } from '../api/statement-api.ts';
import { useStatementImport } from '../hooks/use-statement.ts';
import { OUTCOME_ORDER, outcomeSummary, outcomeTitle } from '../lib/statement-words.ts';
import { StatementColumnsForm } from './statement-columns.tsx';
import { StatementFacts, StatementQueue } from './statement-queue.tsx';
import styles from './statement-import.module.css';

export interface StatementImportProps {
  eventId: string;
}

/** A file's text, as the browser reads it (UTF-8; a BOM is left for the server, which reads past it). */
const textOf = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error(statementTexts.unreadable()));
    reader.readAsText(file);
  });

/** One statement's rows, grouped by outcome, each group with its count; long lists of what needs nothing fold. */
function ImportOutcome({ result }: { result: Imported }) {
  return (
    <>
      {OUTCOME_ORDER.map((outcome) => {
        const rows = result.rows.filter((r) => r.outcome === outcome);
        if (rows.length === 0) return null;
        const list = (
          <ul className={styles.rows}>
            {rows.map((row) => (
              <li key={row.line} className={styles.row} data-outcome={row.outcome}>
                <StatementFacts row={row} />
              </li>
            ))}
          </ul>
        );
        const title = `${outcomeTitle(outcome)} (${rows.length})`;
        // What needs nothing of the host folds away; what needs them stays open.
        return outcome === 'matched' || outcome === 'already_imported' ? (
          <details key={outcome} className={styles.group}>
            <summary className={styles.groupTitle}>{title}</summary>
            {list}
          </details>
        ) : (
          <section key={outcome} className={styles.group} aria-label={title}>
            <h3 className={styles.groupTitle}>{title}</h3>
            {list}
          </section>
        );
      })}
    </>
  );
}

/**
 * "Import bank statement" on the host's registrations (decision 073): the CSV the bank or UPI app exports is
 * uploaded (with its progress), every row's outcome is shown grouped with counts, the host names the columns when
 * Quad cannot tell them, and the rows that need the host wait below, each confirmed against a registration in one tap.
 */
export function StatementImport({ eventId }: StatementImportProps) {
  const headingId = useId();
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null);
  const [needed, setNeeded] = useState<ColumnsNeeded | null>(null);
  const [problem, setProblem] = useState('');
  const importing = useStatementImport(eventId, setProgress);
  const busy = importing.isPending;

  function send(csv: string, columns?: StatementColumns) {
    setProblem('');
    setProgress(0);
    importing.mutate(columns ? { csv, columns } : { csv }, {
      onSuccess: () => setNeeded(null),
      onError: (error) => {
        if (error instanceof ColumnsNeeded) setNeeded(error);
        else setProblem(errorMessage(error));
      },
      onSettled: () => setProgress(null),
    });
  }

  async function onChosen(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setNeeded(null);
    importing.reset();
    if (chosen.size > STATEMENT_LIMITS.csvMaxChars) {
      setProblem(statementTexts.csvTooLarge());
      return;
    }
    try {
      const csv = await textOf(chosen);
      setFile({ name: chosen.name, csv });
      send(csv);
    } catch {
      setProblem(statementTexts.unreadable());
    }
  }

  const result = importing.data;
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <section className={styles.statement} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('Bank statement')}
      </h2>
      <p className={styles.hint}>
        {t('Import the CSV your bank or UPI app exports. Payments that carry a registration’s reference are confirmed for you; the rest wait for you below.')}
      </p>
      <div className={styles.picker}>
        <input id={inputId} type="file" accept=".csv,text/csv" className={styles.input} disabled={busy} onChange={(e) => void onChosen(e)} />
        <label htmlFor={inputId} className={buttonClassName({ variant: 'primary', className: styles.button })}>
          <FileUp aria-hidden="true" size={18} />
          {t('Import bank statement')}
        </label>
        {file && <span className={styles.muted}>{file.name}</span>}
      </div>
      <div role="status" className={styles.progress}>
        {busy && (
          <>
            <progress max={1} value={progress ?? 0} aria-label={t('Uploading the statement')} />
            <span>{percent < 100 ? t('Uploading… {percent}%', { percent }) : t('Matching payments…')}</span>
          </>
        )}
        {result && <p className={styles.summary}>{outcomeSummary(result.counts) || t('This statement has no credits.')}</p>}
      </div>
      {problem && (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      )}
      {needed && file && (
        <StatementColumnsForm
          headers={needed.headers}
          message={needed.message}
          busy={busy}
          onColumns={(columns) => send(file.csv, columns)}
          onCancel={() => setNeeded(null)}
        />
      )}
      {result && (
        <>
          {result.skipped > 0 && <p className={styles.muted}>{t('{n, plural, one {# debit or other line} other {# debits and other lines}} left alone.', { n: result.skipped })}</p>}
          <ImportOutcome result={result} />
        </>
      )}
      <StatementQueue eventId={eventId} />
    </section>
  );
}

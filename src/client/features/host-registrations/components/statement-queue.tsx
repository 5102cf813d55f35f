import { useId, useState } from 'react';
import { t } from '../../../../shared/i18n.ts';
import type { Registration } from '../../../../shared/schemas/events.ts';
import type { Receipt, StatementRow } from '../../../../shared/schemas/payments.ts';
import { Button } from '../../../components/button.tsx';
import fields from '../../../components/form.module.css';
import { errorMessage } from '../../../lib/api-client.ts';
import { rupees } from '../../../lib/money.ts';
import { useHostRegistrations } from '../hooks/use-host-registrations.ts';
import { useAssignReceipt, useReceipts, useSettleReceipt } from '../hooks/use-statement.ts';
import styles from './statement-import.module.css';

/** One statement row's facts: its date, amount, narration and reference, who it names, and the note. */
export function StatementFacts({ row }: { row: Pick<StatementRow, 'date' | 'amount' | 'narration' | 'reference' | 'name' | 'note'> }) {
  return (
    <>
      <span className={styles.facts}>
        <span>{row.date}</span>
        <span className={styles.amount}>{rupees(row.amount)}</span>
        {row.name && <strong>{row.name}</strong>}
      </span>
      <span className={styles.muted}>{[row.narration, row.reference].filter(Boolean).join(' · ')}</span>
      {row.note && <span>{row.note}</span>}
    </>
  );
}

const choiceLabel = (r: Registration): string =>
  [r.name, r.payment?.reference, t('{left} to pay', { left: rupees(r.payment?.left ?? r.totalPrice ?? 0) })].filter(Boolean).join(' · ');

interface ReceiptItemProps {
  receipt: Receipt;
  choices: readonly Registration[];
  busy: boolean;
  onConfirm: (registrationId: string) => void;
  onSettle: () => void;
}

function ReceiptItem({ receipt, choices, busy, onConfirm, onSettle }: ReceiptItemProps) {
  const selectId = useId();
  const suggested = receipt.registrationId && choices.some((c) => c._id === receipt.registrationId) ? receipt.registrationId : '';
  const [chosen, setChosen] = useState(suggested);
  return (
    <li className={styles.row} data-outcome={receipt.outcome}>
      <StatementFacts row={receipt} />
      <div className={styles.assign}>
        <div className={fields.field}>
          <label htmlFor={selectId} className={fields.label}>
            {t('The registration this payment is for')}
          </label>
          <select id={selectId} className={fields.input} value={chosen} onChange={(e) => setChosen(e.target.value)}>
            <option value="">{t('Choose a registration awaiting payment')}</option>
            {choices.map((r) => (
              <option key={r._id} value={r._id}>
                {choiceLabel(r)}
              </option>
            ))}
          </select>
        </div>
        <Button variant="primary" busy={busy} disabled={!chosen} onClick={() => onConfirm(chosen)}>
          {t('Confirm')}
        </Button>
        <Button variant="ghost" disabled={busy} onClick={onSettle}>
          {t('Mark as settled')}
        </Button>
      </div>
    </li>
  );
}

/** The statement rows that wait for the host, newest first, each confirmed against a registration in one tap. */
export function StatementQueue({ eventId }: { eventId: string }) {
  const headingId = useId();
  const receipts = useReceipts(eventId);
  const registrations = useHostRegistrations(eventId);
  const assign = useAssignReceipt(eventId);
  const settle = useSettleReceipt(eventId);
  const [said, setSaid] = useState('');
  const waiting = receipts.data?.receipts ?? [];
  const choices = (registrations.data?.registrations ?? []).filter((r) => r.status === 'awaiting_payment');

  function confirm(receipt: Receipt, registrationId: string) {
    setSaid('');
    assign.mutate(
      { receiptId: receipt.id, registrationId },
      {
        onSuccess: (answer) =>
          setSaid(answer.receipt.note ?? t('Payment confirmed for {name}.', { name: answer.receipt.name ?? '' })),
      },
    );
  }

  function settled(receipt: Receipt) {
    setSaid('');
    settle.mutate(receipt.id, { onSuccess: () => setSaid(t('Marked as settled: nothing was confirmed.')) });
  }

  const failed = assign.error ?? settle.error ?? receipts.error;
  if (waiting.length === 0 && !said && !failed) return null;
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.groupTitle}>
        {t('Payments that need you ({n})', { n: waiting.length })}
      </h3>
      <p role="status" className={styles.hint}>
        {said}
      </p>
      {failed && (
        <p role="alert" className={styles.error}>
          {errorMessage(failed)}
        </p>
      )}
      <ul className={styles.rows}>
        {waiting.map((receipt) => (
          <ReceiptItem
            key={receipt.id}
            receipt={receipt}
            choices={choices}
            busy={(assign.isPending && assign.variables.receiptId === receipt.id) || (settle.isPending && settle.variables === receipt.id)}
            onConfirm={(registrationId) => confirm(receipt, registrationId)}
            onSettle={() => settled(receipt)}
          />
        ))}
      </ul>
    </section>
  );
}

import { useId } from 'react';
import { t } from '../../../../shared/i18n.ts';
import { LIMITS } from '../../../../shared/limits.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { PaymentStep as PaymentKind } from '../../../../shared/registration-rules.ts';
import { Field } from '../../../components/form-controls.tsx';
import { SafeImage } from '../../../components/safe-image.tsx';
import { fillSlots, slot } from '../../../components/slots.tsx';
import { rupees } from '../../../lib/money.ts';
import styles from './registration.module.css';

interface PaymentStepProps {
  kind: Extract<PaymentKind, 'qr' | 'missingQr'>;
  cultural: boolean;
  qrCode: string | null;
  total: number;
  transactionId: string;
  onTransactionId: (value: string) => void;
}

/** Step two of a paid registration (SPEC §4, §5): pay by the host's QR code, then give the transaction id. */
export function PaymentStep({ kind, cultural, qrCode, total, transactionId, onTransactionId }: PaymentStepProps) {
  const id = useId();
  if (kind === 'missingQr') {
    return (
      <>
        <p className={styles.notice} role="note">
          {t(MESSAGES.missingPaymentQr)}
        </p>
        <p className={styles.about}>{t('Amount due: {amount}. You can still register now and pay the host directly.', { amount: rupees(total) })}</p>
      </>
    );
  }
  return (
    <>
      <p className={styles.about}>
        {fillSlots(t('Scan the code with any UPI app and pay {amount}, then enter your transaction number below.', { amount: slot(0) }), [
          <strong key="amount">{rupees(total)}</strong>,
        ])}
      </p>
      <SafeImage src={qrCode} alt={t('Payment QR code')} className={styles.qr} width={240} height={240} loading="eager" />
      <Field
        id={`${id}-txn`}
        label={cultural ? t('Transaction ID') : t('Last 4 digits of your transaction number')}
        required
        value={transactionId}
        onValue={onTransactionId}
        autoComplete="off"
        {...(cultural
          ? { maxLength: LIMITS.transactionIdMax, hint: t('At least 4 characters, as shown in your payment app.') }
          : { maxLength: LIMITS.transactionLast4, inputMode: 'numeric' as const, pattern: '[0-9]{4}' })}
      />
    </>
  );
}

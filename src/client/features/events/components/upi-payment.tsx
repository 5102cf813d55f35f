import { Download, Smartphone } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { referenceSentence, rupeesText } from '../../../../shared/registration-state.ts';
import type { RegistrationPayment } from '../../../../shared/schemas/events.ts';
import { buttonClassName } from '../../../components/button.tsx';
import { useCoarsePointer, usePaymentQr } from '../hooks/use-payment-qr.ts';
import { CopyButton } from './copy-button.tsx';
import styles from './payment-panel.module.css';

/**
 * Paying by UPI request (decision 072): the request's QR code to scan, on a phone an app link, and always the UPI
 * ID, the payee and the reference to copy, because some apps refuse a prefilled payment to a personal UPI ID.
 */
export function UpiPayment({ payment }: { payment: RegistrationPayment }) {
  const qr = usePaymentQr(payment.upiUri);
  const phone = useCoarsePointer();
  const amount = rupeesText(payment.left);
  const payee = payment.upiName ?? payment.upiId ?? '';
  const qrName = t('UPI QR code: pay {amount} to {name}', { amount, name: payee });
  return (
    <div className={styles.method}>
      {phone && payment.upiUri && (
        <a className={buttonClassName({ variant: 'primary', block: true })} href={payment.upiUri}>
          <Smartphone aria-hidden="true" size={16} /> {t('Pay {amount} with a UPI app', { amount })}
        </a>
      )}
      {payment.upiUri && (
        <figure className={styles.qrFigure}>
          {qr ? (
            <img src={qr} alt={qrName} width={220} height={220} className={styles.qr} />
          ) : (
            <div className={styles.qrLoading} role="status" aria-label={t('Drawing the QR code')} />
          )}
          <figcaption className={styles.caption}>{t('Scan with any UPI app: the amount and the note are filled in.')}</figcaption>
          {qr && (
            <a className={buttonClassName({ variant: 'ghost', size: 'sm' })} href={qr} download={`quad-payment-${payment.reference}.png`}>
              <Download aria-hidden="true" size={14} /> {t('Save QR')}
            </a>
          )}
        </figure>
      )}
      <dl className={styles.facts}>
        <dt>{t('UPI ID')}</dt>
        <dd>
          <span className={styles.value}>{payment.upiId}</span>
          {payment.upiId && <CopyButton text={payment.upiId}>{t('Copy UPI ID')}</CopyButton>}
        </dd>
        {payment.upiName && (
          <>
            <dt>{t('Pay to')}</dt>
            <dd>
              <span className={styles.value}>{payment.upiName}</span>
            </dd>
          </>
        )}
        <dt>{t('Reference')}</dt>
        <dd>
          <span className={styles.reference}>{payment.reference}</span>
          <CopyButton text={payment.reference} label={t('Copy reference {reference}', { reference: payment.reference })}>
            {t('Copy')}
          </CopyButton>
        </dd>
      </dl>
      <p className={styles.sentence}>{referenceSentence(payment.reference)}</p>
      <p className={styles.hint}>
        {t('Some UPI apps refuse a prefilled payment to a personal UPI ID. If yours does, scan the code (a saved QR works from your gallery), or copy the UPI ID and pay {amount} by hand.', {
          amount,
        })}
      </p>
    </div>
  );
}

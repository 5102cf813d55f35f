import { useState } from 'react';
import { CreditCard, ExternalLink } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { paymentProgressText, paymentRejectedText, referenceSentence, rupeesText } from '../../../../shared/registration-state.ts';
import type { Registration, RegistrationPayment } from '../../../../shared/schemas/events.ts';
import { Button, buttonClassName } from '../../../components/button.tsx';
import { SafeImage } from '../../../components/safe-image.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { openPaymentLink } from '../api/payment-link-api.ts';
import { PaymentReferenceForm } from './payment-reference-form.tsx';
import { UpiPayment } from './upi-payment.tsx';
import styles from './payment-panel.module.css';

/** Whether the registration's payment screen shows: money is owed, or was sent and may be corrected. */
export const showsPaymentPanel = (r: Registration): boolean =>
  r.status === 'awaiting_payment' && (r.payment === null || r.payment.status === 'due' || r.payment.status === 'sent');

/**
 * The payment screen of a held seat (decision 072): what is left to pay and by when, how to pay it by the event's
 * method, then the field for the UTR. Once a reference was sent, only that field stays, to correct it.
 */
export function PaymentPanel({ eventId, registration }: { eventId: string; registration: Registration }) {
  const payment = registration.payment;
  const due = payment ? payment.status === 'due' : registration.paymentSubmittedAt === null;
  const progress = paymentProgressText(payment);
  return (
    <div className={styles.panel}>
      {registration.paymentNote && due && (
        <p className={styles.rejected} role="note">
          {paymentRejectedText(registration.paymentNote)}
        </p>
      )}
      {payment && due && (
        <>
          <p className={styles.amount}>{t('Pay {amount}', { amount: rupeesText(payment.left) })}</p>
          {progress && <p className={styles.progress}>{progress}</p>}
          {/* The state line above says by when; this says what happens then. */}
          {payment.dueBy && <p className={styles.due}>{t('If nothing is paid by then, the seat goes to the next in line.')}</p>}
          <HowToPay registrationId={registration._id} payment={payment} />
        </>
      )}
      {payment?.method === 'razorpay' ? (
        <p className={styles.hint}>{t('Your seat is confirmed as soon as Razorpay tells Quad you paid: nothing to send.')}</p>
      ) : (
        <PaymentReferenceForm eventId={eventId} registration={registration} />
      )}
    </div>
  );
}

function HowToPay({ registrationId, payment }: { registrationId: string; payment: RegistrationPayment }) {
  const amount = rupeesText(payment.left);
  switch (payment.method) {
    case 'upi':
      return <UpiPayment payment={payment} />;
    case 'link':
      return (
        <div className={styles.method}>
          {payment.payUrl && (
            <a className={buttonClassName({ variant: 'primary', block: true })} href={payment.payUrl} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" size={16} /> {t('Pay {amount}', { amount })}
              <span className="sr-only"> {t('(opens in a new tab)')}</span>
            </a>
          )}
          <p className={styles.sentence}>{referenceSentence(payment.reference)}</p>
        </div>
      );
    case 'qr':
      return (
        <div className={styles.method}>
          {payment.qrCode && (
            <figure className={styles.qrFigure}>
              <SafeImage src={payment.qrCode} alt={t('The host’s QR code to pay {amount}', { amount })} className={styles.qr} width={220} height={220} loading="eager" />
              <figcaption className={styles.caption}>{t('Scan it with any UPI app and pay {amount}.', { amount })}</figcaption>
            </figure>
          )}
          <p className={styles.sentence}>{referenceSentence(payment.reference)}</p>
        </div>
      );
    case 'razorpay':
      return <GatewayPayment registrationId={registrationId} amount={amount} />;
  }
}

/** Razorpay: the gateway's page for this seat, asked for when the student is ready to pay. */
function GatewayPayment({ registrationId, amount }: { registrationId: string; amount: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onPay = async () => {
    setBusy(true);
    setError(null);
    try {
      window.location.assign(await openPaymentLink(registrationId));
    } catch (caught) {
      setError(errorMessage(caught));
      setBusy(false);
    }
  };
  return (
    <div className={styles.method}>
      <Button variant="primary" block icon={<CreditCard aria-hidden="true" size={16} />} busy={busy} onClick={() => void onPay()}>
        {t('Pay {amount}', { amount })}
      </Button>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

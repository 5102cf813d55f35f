import { useId, useState, type FormEvent } from 'react';
import { t } from '../../../../shared/i18n.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { Registration } from '../../../../shared/schemas/events.ts';
import { Button } from '../../../components/button.tsx';
import { FilePicker } from '../../../components/file-picker.tsx';
import { Field } from '../../../components/form-controls.tsx';
import { useToast } from '../../../components/toast-context.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { readAsDataUrl } from '../../../lib/read-file.ts';
import { sendPaymentReference } from '../api/events-api.ts';
import { useRegistrationChange } from '../hooks/use-registrations.ts';
import styles from './your-registration.module.css';

/** A payment made in a UPI app (ours or the host's QR) is known by its 12-digit UTR. */
const asksForUtr = (registration: Registration): boolean => registration.payment?.method === 'upi' || registration.payment?.method === 'qr';

/**
 * Where the student says they paid (decision 049, 072): the UTR or transaction id, and a screenshot if they like.
 * Once sent, the same form corrects it.
 */
export function PaymentReferenceForm({ eventId, registration }: { eventId: string; registration: Registration }) {
  const id = useId();
  const toast = useToast();
  const [reference, setReference] = useState(registration.transactionId ?? '');
  const [screenshot, setScreenshot] = useState<{ name: string; dataUrl: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const send = useRegistrationChange(eventId, (body: { reference: string; screenshot: string | null }) =>
    sendPaymentReference(registration._id, body, setProgress),
  );
  const sent = registration.paymentSubmittedAt !== null || registration.payment?.status === 'sent';

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!reference.trim()) {
      setError(t(MESSAGES.paymentReferenceRequired));
      return;
    }
    try {
      await send.mutateAsync({ reference: reference.trim(), screenshot: screenshot?.dataUrl ?? null });
      toast(t(MESSAGES.paymentReferenceSent));
      setScreenshot(null);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setProgress(null);
    }
  };

  return (
    <form className={styles.payment} onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('After paying')}>
      <Field
        id={`${id}-reference`}
        label={asksForUtr(registration) ? t('UTR / UPI transaction ID (12 digits)') : t(MESSAGES.paymentReferenceLabel)}
        hint={asksForUtr(registration) ? t('Your UPI app shows it with the payment, after you pay.') : undefined}
        value={reference}
        onValue={setReference}
        maxLength={64}
        autoComplete="off"
        required
      />
      <FilePicker
        id={`${id}-screenshot`}
        label={t(MESSAGES.paymentScreenshotLabel)}
        buttonText={t('Choose a picture')}
        hasFile={screenshot !== null}
        onFiles={(files) => {
          const file = files[0];
          if (file) void readAsDataUrl(file).then((dataUrl) => setScreenshot({ name: file.name, dataUrl }), (e: unknown) => setError(errorMessage(e)));
        }}
      />
      {progress !== null && <progress className={styles.progress} max={1} value={progress} aria-label={t('Sending the payment reference')} />}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <Button type="submit" variant={sent ? 'secondary' : 'primary'} busy={send.isPending}>
        {sent ? t('Correct the payment reference') : t(MESSAGES.sendPaymentReference)}
      </Button>
    </form>
  );
}

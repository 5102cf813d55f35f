import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { t } from '../../../../shared/i18n.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import {
  paymentStepOf,
  registrationDetailsProblem,
  registrationPaymentProblem,
  registrationTotal,
} from '../../../../shared/registration-rules.ts';
import { RegistrationInputSchema } from '../../../../shared/schemas/events.ts';
import type { Registration } from '../../../../shared/schemas/events.ts';
import { Button } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';
import { serverText } from '../../../lib/api-client.ts';
import { useRegistrationDefaults } from '../hooks/use-registration-defaults.ts';
import { useRegistrationSubmit } from '../hooks/use-registration-submit.ts';
import { withDefaults } from '../lib/registration-defaults.ts';
import { initialValues, toPayload } from '../lib/registration-form.ts';
import { joinsWaitlist } from '../lib/registration-seats.ts';
import type { RegistrationTarget, RegistrationValues } from '../lib/registration-form.ts';
import { PaymentStep } from './payment-step.tsx';
import { RegistrationDone } from './registration-done.tsx';
import { RegistrationDetails } from './registration-details.tsx';
import styles from './registration.module.css';

export interface RegistrationViewer {
  id: string;
  name: string;
  email: string;
}

interface RegistrationModalProps {
  event: RegistrationTarget;
  viewer: RegistrationViewer | null;
  open: boolean;
  onClose: () => void;
}

/**
 * SPEC §5's registration forms in a modal: simple or cultural details, then the payment step when asked. Who joins
 * a full event's waitlist skips the payment: they pay once a seat is theirs.
 */
export function RegistrationModal({ event, viewer, open, onClose }: RegistrationModalProps) {
  return (
    <Modal open={open} onClose={onClose} title={t('Register for {title}', { title: event.title })} size="md">
      <RegistrationFlow event={event} viewer={viewer} onClose={onClose} />
    </Modal>
  );
}

type Step = 'details' | 'payment';

function RegistrationFlow({ event, viewer, onClose }: Omit<RegistrationModalProps, 'open'>) {
  const [step, setStep] = useState<Step>('details');
  const [done, setDone] = useState<Registration | null>(null);
  const [values, setValues] = useState<RegistrationValues>(() => initialValues(event, viewer));
  const [error, setError] = useState('');
  const { submit, pending } = useRegistrationSubmit(event, viewer?.id ?? null);
  const cultural = event.type === 'culturalEvent';
  // What the student wrote last time fills the fields still empty, once, when it arrives (decision 079).
  const defaults = useRegistrationDefaults(viewer?.id ?? null, event);
  const prefilled = useRef(false);
  useEffect(() => {
    if (!defaults || prefilled.current) return;
    prefilled.current = true;
    setValues((current) => withDefaults(current, defaults));
  }, [defaults]);

  const parsed = RegistrationInputSchema.safeParse(toPayload(event, values, 0));
  const total = parsed.success ? registrationTotal(event, parsed.data) : 0;
  const waitlist = joinsWaitlist(event, parsed.success ? parsed.data : null);
  const payment = waitlist ? null : paymentStepOf(event, total);
  const paymentLink = cultural ? event.culturalPaymentLink : event.paymentLink;

  const onChange = (patch: Partial<RegistrationValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setError('');
  };

  const send = async () => {
    const outcome = await submit(toPayload(event, values, total));
    if (outcome.ok) setDone(outcome.registration);
    else setError(outcome.message);
  };

  const onDetails = (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    if (!parsed.success) {
      setError(serverText(parsed.error.issues[0]?.message ?? MESSAGES.registrationFieldsRequired));
      return;
    }
    const problem = registrationDetailsProblem(event, parsed.data);
    if (problem) {
      setError(serverText(problem));
      return;
    }
    if (payment === 'qr' || payment === 'missingQr') {
      setStep('payment');
      return;
    }
    // SPEC §4: with link payment, the host's payment page opens (in this click, so it is not blocked).
    if (payment === 'link' && paymentLink) window.open(paymentLink, '_blank', 'noopener,noreferrer');
    void send();
  };

  const onPayment = (e: FormEvent) => {
    e.preventDefault();
    if (pending || !parsed.success) return;
    const problem = registrationPaymentProblem(event, parsed.data);
    if (problem) {
      setError(serverText(problem));
      return;
    }
    void send();
  };

  if (done) return <RegistrationDone event={event} viewerId={viewer?.id ?? null} registration={done} onClose={onClose} />;

  const errorLine = error && (
    <p role="alert" className={styles.error}>
      {error}
    </p>
  );

  if (step === 'payment' && (payment === 'qr' || payment === 'missingQr')) {
    return (
      <form className={styles.form} onSubmit={onPayment} noValidate aria-label={t('Payment')}>
        <PaymentStep
          kind={payment}
          cultural={cultural}
          qrCode={cultural ? event.culturalPaymentQRCode : event.paymentQRCode}
          total={total}
          transactionId={values.transactionId}
          onTransactionId={(transactionId) => onChange({ transactionId })}
        />
        {errorLine}
        <div className={styles.actions}>
          <Button onClick={() => setStep('details')} disabled={pending}>
            {t('Back')}
          </Button>
          <Button type="submit" variant="primary" busy={pending}>
            {t('Complete registration')}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <form className={styles.form} onSubmit={onDetails} noValidate aria-label={t('Registration details')}>
      <RegistrationDetails event={event} values={values} onChange={onChange} total={total} />
      {waitlist && <p className={styles.notice}>{t(MESSAGES.waitlistNotice)}</p>}
      {payment === 'link' && (
        <p className={styles.notice}>{t('This event is paid: the host’s payment page opens in a new tab when you register.')}</p>
      )}
      {(payment === 'upi' || payment === 'razorpay') && (
        <p className={styles.notice}>{t('This event is paid: your seat is held as you register, and you pay on the next screen.')}</p>
      )}
      {errorLine}
      <div className={styles.actions}>
        <Button onClick={onClose} disabled={pending}>
          {t('Cancel')}
        </Button>
        <Button type="submit" variant="primary" busy={pending}>
          {waitlist
            ? t(MESSAGES.joinWaitlist)
            : payment === 'qr' || payment === 'missingQr'
              ? t('Continue to payment')
              : payment === 'link' || payment === 'upi' || payment === 'razorpay'
                ? t('Register and pay')
                : t('Register')}
        </Button>
      </div>
    </form>
  );
}

import { t } from '../../../../shared/i18n.ts';
import { LIMITS } from '../../../../shared/limits.ts';
import { ticketTotal } from '../lib/form-state.ts';
import type { SectionProps } from './basics-section.tsx';
import { Choice, Field, Toggle } from '../../../components/form-controls.tsx';
import { PaymentFields, type PaymentValue } from './payment-fields.tsx';
import { QuestionsBuilder } from './questions-builder.tsx';
import styles from './post-form.module.css';

/**
 * SPEC §4: registration for events and cultural events: required by default with an external link;
 * the In-App Form method shows custom fields and, for a paid event, how to pay.
 */
export function RegistrationSection({ idPrefix, form, update }: SectionProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const cultural = form.type === 'culturalEvent';
  const paid = cultural ? ticketTotal(form.ticketOptions) > 0 : Number(form.price) > 0;
  const inApp = form.registrationMethod === 'form';

  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>{t('Registration')}</legend>
      <Toggle
        id={id('registration-required')}
        label={t('Registration required')}
        asSwitch
        checked={form.registrationRequired}
        onChecked={(registrationRequired) => update({ registrationRequired })}
      />
      {form.registrationRequired && (
        <>
          <Choice
            name={id('registration-method')}
            legend={t('Registration method')}
            value={form.registrationMethod}
            options={[
              { value: 'link', label: t('External Link') },
              { value: 'form', label: t('In-App Form') },
            ]}
            onValue={(registrationMethod) => update({ registrationMethod })}
          />
          {form.registrationMethod === 'link' && (
            <Field
              id={id('registration-link')}
              label={t('Registration link')}
              type="url"
              inputMode="url"
              required
              placeholder={t('https://')}
              maxLength={LIMITS.linkMax}
              value={form.registrationLink}
              onValue={(registrationLink) => update({ registrationLink })}
            />
          )}
          {inApp && (
            <QuestionsBuilder
              idPrefix={id('questions')}
              value={form.registrationFields}
              onValue={(registrationFields) => update({ registrationFields })}
            />
          )}
          <Toggle
            id={id('registration-open')}
            label={t('Registration open')}
            asSwitch
            checked={form.registrationOpen}
            onChecked={(registrationOpen) => update({ registrationOpen })}
          />
          {inApp && <SeatsFields idPrefix={idPrefix} form={form} update={update} paid={paid} />}
          {inApp && paid && !cultural && (
            <PaymentFields
              idPrefix={id('payment')}
              legend={t('Payment')}
              value={{ method: form.paymentMethod, link: form.paymentLink, qr: form.paymentQRCode, upiId: form.upiId, upiName: form.upiName }}
              onChange={(v) =>
                update({
                  ...(v.method && { paymentMethod: v.method }),
                  ...(v.link !== undefined && { paymentLink: v.link }),
                  ...(v.qr !== undefined && { paymentQRCode: v.qr }),
                  ...upiPatch(v),
                })
              }
            />
          )}
          {inApp && paid && cultural && (
            <PaymentFields
              idPrefix={id('cultural-payment')}
              legend={t('Ticket payment')}
              value={{ method: form.culturalPaymentMethod, link: form.culturalPaymentLink, qr: form.culturalPaymentQRCode, upiId: form.upiId, upiName: form.upiName }}
              onChange={(v) =>
                update({
                  ...(v.method && { culturalPaymentMethod: v.method }),
                  ...(v.link !== undefined && { culturalPaymentLink: v.link }),
                  ...(v.qr !== undefined && { culturalPaymentQRCode: v.qr }),
                  ...upiPatch(v),
                })
              }
            />
          )}
        </>
      )}
    </fieldset>
  );
}

/** The UPI payee's part of a payment change: one UPI ID and name per event, whichever type. */
const upiPatch = (v: Partial<PaymentValue>) => ({
  ...(v.upiId !== undefined && { upiId: v.upiId }),
  ...(v.upiName !== undefined && { upiName: v.upiName }),
});

/** At the door: how many seats the in-app form takes, and how long a held seat or a waitlist offer waits. */
function SeatsFields({ idPrefix, form, update, paid }: SectionProps & { paid: boolean }) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const cultural = form.type === 'culturalEvent';
  const hours = { type: 'number', inputMode: 'numeric', min: 1, step: 1 } as const;
  return (
    <fieldset className={styles.subsection}>
      <legend className={styles.subsectionTitle}>{t('Seats')}</legend>
      <Field
        id={id('capacity')}
        label={cultural ? t('Capacity (seats per date)') : t('Capacity (seats)')}
        {...hours}
        max={LIMITS.capacityMax}
        placeholder={t('No limit')}
        hint={
          cultural
            ? t('Seats on each available date. Leave empty for no limit. Who does not fit joins the waitlist.')
            : t('Leave empty for no limit. Who does not fit joins the waitlist.')
        }
        value={form.capacity}
        onValue={(capacity) => update({ capacity })}
      />
      {paid && (
        <Field
          id={id('payment-window')}
          label={t('Payment window (hours)')}
          {...hours}
          max={LIMITS.paymentWindowHoursMax}
          placeholder={t('No limit')}
          hint={t('A seat held for someone who has not paid is released after this many hours. Leave empty for no limit.')}
          value={form.paymentWindowHours}
          onValue={(paymentWindowHours) => update({ paymentWindowHours })}
        />
      )}
      <Field
        id={id('offer-window')}
        label={t('Claim window for waitlist offers (hours)')}
        {...hours}
        max={LIMITS.offerWindowHoursMax}
        placeholder={String(LIMITS.offerWindowHoursDefault)}
        hint={t('When a seat frees up, the next in line has this long to claim it before it passes on.')}
        value={form.offerWindowHours}
        onValue={(offerWindowHours) => update({ offerWindowHours })}
      />
    </fieldset>
  );
}

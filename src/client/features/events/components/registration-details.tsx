import { useId } from 'react';
import { t } from '../../../../shared/i18n.ts';
import { LIMITS } from '../../../../shared/limits.ts';
import { parseRegistrationFields } from '../../../../shared/registration-rules.ts';
import { Field, SelectField } from '../../../components/form-controls.tsx';
import { formatDay } from '../../../lib/dates.ts';
import { priceLabel, priceRange } from '../../../lib/money.ts';
import type { RegistrationTarget, RegistrationValues } from '../lib/registration-form.ts';
import { dateFull, ticketFull } from '../lib/registration-seats.ts';
import formStyles from '../../../components/form.module.css';
import styles from './registration.module.css';

interface DetailsProps {
  event: RegistrationTarget;
  values: RegistrationValues;
  onChange: (patch: Partial<RegistrationValues>) => void;
  /** The live total of a cultural registration. */
  total: number;
}

/**
 * Step one: contact details, the host's custom fields, and for a cultural event the dates and tickets (those whose
 * seats are all held say so: choosing them joins the waitlist).
 */
export function RegistrationDetails({ event, values, onChange, total }: DetailsProps) {
  const id = useId();
  const cultural = event.type === 'culturalEvent';
  const fields = parseRegistrationFields(event.registrationFields);
  const setCustom = (label: string, value: string) => onChange({ custom: { ...values.custom, [label]: value } });
  // Until a ticket is chosen the total is no price at all: the options' range says what it will cost.
  const chosen = event.ticketOptions.some((o) => Number(values.quantities[o.ticketType] ?? 0) > 0);

  return (
    <>
      <div className={styles.grid}>
        <Field id={`${id}-name`} label={t('Name')} required value={values.name} onValue={(name) => onChange({ name })} autoComplete="name" maxLength={100} />
        <Field
          id={`${id}-email`}
          label={t('Email')}
          required
          type="email"
          value={values.email}
          onValue={(email) => onChange({ email })}
          autoComplete="email"
          maxLength={LIMITS.emailMax}
        />
        <Field
          id={`${id}-phone`}
          label={t('Phone')}
          required
          type="tel"
          inputMode="numeric"
          value={values.phone}
          onValue={(phone) => onChange({ phone })}
          autoComplete="tel-national"
          maxLength={20}
          hint={t('10 digits')}
        />
        {fields.map((field, i) =>
          field.options ? (
            <SelectField
              key={field.label}
              id={`${id}-custom-${i}`}
              label={field.label}
              required
              options={field.options}
              value={values.custom[field.label] ?? ''}
              onValue={(value) => setCustom(field.label, value)}
            />
          ) : (
            <Field
              key={field.label}
              id={`${id}-custom-${i}`}
              label={field.label}
              required
              value={values.custom[field.label] ?? ''}
              onValue={(value) => setCustom(field.label, value)}
              maxLength={LIMITS.customFieldMax}
              {...(field.phoneLike ? { type: 'tel', inputMode: 'numeric' as const, hint: t('10 digits') } : {})}
            />
          ),
        )}
      </div>

      {cultural && event.availableDates.length > 0 && (
        <fieldset className={styles.group}>
          <legend>{t('Booking dates')}</legend>
          <div className={styles.dates}>
            {event.availableDates.map((day) => (
              <label key={day}>
                <input
                  type="checkbox"
                  checked={values.bookingDates.includes(day)}
                  onChange={(e) =>
                    onChange({
                      bookingDates: e.target.checked
                        ? [...values.bookingDates, day]
                        : values.bookingDates.filter((d) => d !== day),
                    })
                  }
                />{' '}
                {formatDay(day)}
                {dateFull(event, day) && <span className={styles.price}> {t('(full)')}</span>}
              </label>
            ))}
          </div>
        </fieldset>
      )}

      {cultural && event.ticketOptions.length > 0 && (
        <fieldset className={styles.group}>
          <legend>{t('Tickets')}</legend>
          {event.ticketOptions.map((option, i) => (
            <div key={option.ticketType} className={styles.ticket}>
              <label htmlFor={`${id}-ticket-${i}`}>
                {option.ticketType} <span className={styles.price}>{t('({price} each)', { price: priceLabel(option.ticketPrice) })}</span>
                {ticketFull(event, option.ticketType, values.bookingDates) && <span className={styles.price}> {t('(full)')}</span>}
              </label>
              <input
                id={`${id}-ticket-${i}`}
                type="number"
                min={0}
                max={LIMITS.ticketQuantityMax}
                step={1}
                inputMode="numeric"
                className={formStyles.input}
                value={values.quantities[option.ticketType] ?? '0'}
                onChange={(e) => onChange({ quantities: { ...values.quantities, [option.ticketType]: e.target.value } })}
              />
            </div>
          ))}
          <p className={styles.total} aria-live="polite">
            {chosen ? (
              <>
                <span>
                  {t('Total')}
                  {values.bookingDates.length > 1 && (
                    <span className={styles.price}> {t('({count} dates)', { count: values.bookingDates.length })}</span>
                  )}
                </span>
                <span className={styles.totalAmount}>{priceLabel(total)}</span>
              </>
            ) : (
              <>
                <span>{t('Price per ticket')}</span>
                <span className={styles.totalAmount}>{priceRange(event.ticketOptions.map((o) => o.ticketPrice))}</span>
              </>
            )}
          </p>
        </fieldset>
      )}
    </>
  );
}

import { t } from '../../../../shared/i18n.ts';
import { LIMITS } from '../../../../shared/limits.ts';
import type { SectionProps } from './basics-section.tsx';
import { Field } from '../../../components/form-controls.tsx';
import { durationBetween } from '../lib/duration.ts';
import type { PostFormState } from '../lib/form-state.ts';
import styles from './post-form.module.css';

/** SPEC §3: where and when an event or cultural event happens (Location, Start Date and Duration required). */
export function EventDetailsSection({ idPrefix, form, update }: SectionProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const derived = durationBetween(form.eventStartDate, form.eventEndDate);
  // An end time gives the duration (decision 079), unless the host wrote their own: then it stays theirs.
  const setTimes = (patch: Partial<Pick<PostFormState, 'eventStartDate' | 'eventEndDate'>>) => {
    const next = durationBetween(patch.eventStartDate ?? form.eventStartDate, patch.eventEndDate ?? form.eventEndDate);
    const follows = !form.duration.trim() || form.duration === derived;
    update({ ...patch, ...(next && follows ? { duration: next } : {}) });
  };
  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>{t('Event details')}</legend>
      <div className={styles.grid}>
        <Field
          id={id('location')}
          label={t('Location')}
          required
          maxLength={LIMITS.shortFieldMax}
          placeholder={t('Main auditorium')}
          value={form.location}
          onValue={(location) => update({ location })}
        />
        <Field
          id={id('source')}
          label={t('Source')}
          maxLength={LIMITS.shortFieldMax}
          placeholder={t('Organising club')}
          value={form.source}
          onValue={(source) => update({ source })}
        />
      </div>
      <Field
        id={id('venue')}
        label={t('Venue address')}
        maxLength={LIMITS.addressMax}
        autoComplete="street-address"
        value={form.venueAddress}
        onValue={(venueAddress) => update({ venueAddress })}
      />
      <div className={styles.grid}>
        <Field
          id={id('start')}
          label={t('Start date and time')}
          type="datetime-local"
          required
          value={form.eventStartDate}
          onValue={(eventStartDate) => setTimes({ eventStartDate })}
        />
        <Field
          id={id('end')}
          label={t('End date and time (optional)')}
          type="datetime-local"
          min={form.eventStartDate || undefined}
          value={form.eventEndDate}
          onValue={(eventEndDate) => setTimes({ eventEndDate })}
        />
        <Field
          id={id('duration')}
          label={t('Duration')}
          required
          maxLength={LIMITS.shortFieldMax}
          placeholder={t('2 hours')}
          {...(derived && form.duration === derived ? { hint: t('Worked out from the end time. You can change it.') } : {})}
          value={form.duration}
          onValue={(duration) => update({ duration })}
        />
        <Field
          id={id('language')}
          label={t('Language')}
          maxLength={50}
          value={form.language}
          onValue={(language) => update({ language })}
        />
        {form.type === 'event' && (
          <Field
            id={id('price')}
            label={t('Price (₹)')}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            placeholder={t('0 for free')}
            value={form.price}
            onValue={(price) => update({ price })}
          />
        )}
      </div>
    </fieldset>
  );
}

import { LIMITS } from '../../../../shared/limits.ts';
import type { SectionProps } from './basics-section.tsx';
import { Field } from '../../../components/form-controls.tsx';
import styles from './post-form.module.css';

/** SPEC §3: where and when an event or cultural event happens (Location, Start Date and Duration required). */
export function EventDetailsSection({ idPrefix, form, update }: SectionProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>Event details</legend>
      <div className={styles.grid}>
        <Field
          id={id('location')}
          label="Location"
          required
          maxLength={LIMITS.shortFieldMax}
          placeholder="Main auditorium"
          value={form.location}
          onValue={(location) => update({ location })}
        />
        <Field
          id={id('source')}
          label="Source"
          maxLength={LIMITS.shortFieldMax}
          placeholder="Organising club"
          value={form.source}
          onValue={(source) => update({ source })}
        />
      </div>
      <Field
        id={id('venue')}
        label="Venue address"
        maxLength={LIMITS.addressMax}
        autoComplete="street-address"
        value={form.venueAddress}
        onValue={(venueAddress) => update({ venueAddress })}
      />
      <div className={styles.grid}>
        <Field
          id={id('start')}
          label="Start date and time"
          type="datetime-local"
          required
          value={form.eventStartDate}
          onValue={(eventStartDate) => update({ eventStartDate })}
        />
        <Field
          id={id('end')}
          label="End date and time (optional)"
          type="datetime-local"
          min={form.eventStartDate || undefined}
          value={form.eventEndDate}
          onValue={(eventEndDate) => update({ eventEndDate })}
        />
        <Field
          id={id('duration')}
          label="Duration"
          required
          maxLength={LIMITS.shortFieldMax}
          placeholder="2 hours"
          value={form.duration}
          onValue={(duration) => update({ duration })}
        />
        <Field
          id={id('language')}
          label="Language"
          maxLength={50}
          value={form.language}
          onValue={(language) => update({ language })}
        />
        {form.type === 'event' && (
          <Field
            id={id('price')}
            label="Price (₹)"
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            placeholder="0 for free"
            value={form.price}
            onValue={(price) => update({ price })}
          />
        )}
      </div>
    </fieldset>
  );
}

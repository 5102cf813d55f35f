import { useId } from 'react';
import { t } from '../../../../shared/i18n.ts';
import { Field } from '../../../components/form-controls.tsx';
import { REGISTRATION_FILTERS, type RegistrationFilter } from '../lib/registration-filter.ts';
import styles from './registration-filters.module.css';

/** Each view's name, in the reader's language. */
export function filterLabel(filter: RegistrationFilter): string {
  switch (filter) {
    case 'all':
      return t('All');
    case 'confirmed':
      return t('Confirmed');
    case 'payment_pending':
      return t('Payment pending');
    case 'payment_sent':
      return t('Payment sent (waiting for you)');
    case 'waitlisted':
      return t('Waitlisted');
    case 'offered':
      return t('Offered');
    case 'cancelled':
      return t('Cancelled');
    case 'checked_in':
      return t('Checked in');
  }
}

interface RegistrationFiltersProps {
  filter: RegistrationFilter;
  counts: Record<RegistrationFilter, number>;
  onFilter: (filter: RegistrationFilter) => void;
  query: string;
  onQuery: (query: string) => void;
}

/**
 * Which registrations to show: one view per state, each with its count, as radio buttons (arrow keys move between
 * them), and a search by name, email, phone, payment reference or UTR.
 */
export function RegistrationFilters({ filter, counts, onFilter, query, onQuery }: RegistrationFiltersProps) {
  const id = useId();
  return (
    <div className={styles.filters}>
      <fieldset className={styles.views}>
        <legend className={styles.legend}>{t('Show')}</legend>
        <div className={styles.options}>
          {REGISTRATION_FILTERS.map((value) => (
            <div key={value} className={styles.option} data-waiting={(value === 'payment_sent' && counts[value] > 0) || undefined}>
              <input
                id={`${id}-${value}`}
                type="radio"
                name={`${id}-view`}
                value={value}
                checked={filter === value}
                className={styles.radio}
                onChange={() => onFilter(value)}
              />
              <label htmlFor={`${id}-${value}`} className={styles.label}>
                {filterLabel(value)}{' '}
                <span className={styles.count}>{counts[value]}</span>
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      <Field
        id={`${id}-search`}
        className={styles.search}
        label={t('Search registrations')}
        type="search"
        value={query}
        onValue={onQuery}
        hint={t('Name, email, phone, payment reference (QD-…) or UTR')}
        autoComplete="off"
        spellCheck={false}
      />
    </div>
  );
}

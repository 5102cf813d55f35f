import { Plus, Trash2 } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { LIMITS } from '../../../../shared/limits.ts';
import { Button } from '../../../components/button.tsx';
import { emptyDate, emptyTicket } from '../lib/form-state.ts';
import type { SectionProps } from './basics-section.tsx';
import fields from '../../../components/form.module.css';
import styles from './post-form.module.css';

/**
 * SPEC §3: a cultural event's ticket options (type, price and, with the in-app form, seats of the type on each
 * date) and its available dates.
 */
export function TicketsDatesSection({ idPrefix, form, update }: SectionProps) {
  const tickets = form.ticketOptions;
  const dates = form.availableDates;
  // Seats of each ticket type matter to the in-app form only, which counts them.
  const seats = form.registrationRequired && form.registrationMethod === 'form';
  const setTicket = (key: string, patch: { ticketType?: string; ticketPrice?: string; capacity?: string }) =>
    update({ ticketOptions: tickets.map((row) => (row.key === key ? { ...row, ...patch } : row)) });
  const setDate = (key: string, value: string) =>
    update({ availableDates: dates.map((row) => (row.key === key ? { ...row, value } : row)) });

  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>{t('Tickets and dates')}</legend>

      <fieldset className={styles.subsection}>
        <legend className={styles.subsectionTitle}>{t('Ticket options')}</legend>
        {tickets.length === 0 && <p className={fields.hint}>{t('No ticket options yet. Add one for each kind of ticket.')}</p>}
        {tickets.map((row, index) => {
          const n = index + 1;
          return (
            <div key={row.key} className={styles.row}>
              <div className={fields.field}>
                <label htmlFor={`${idPrefix}-ticket-type-${row.key}`} className={fields.label}>
                  {t('Ticket type {n}', { n })}
                </label>
                <input
                  id={`${idPrefix}-ticket-type-${row.key}`}
                  className={fields.input}
                  placeholder={t('General')}
                  maxLength={LIMITS.ticketTypeMax}
                  value={row.ticketType}
                  onChange={(e) => setTicket(row.key, { ticketType: e.target.value })}
                />
              </div>
              <div className={fields.field}>
                <label htmlFor={`${idPrefix}-ticket-price-${row.key}`} className={fields.label}>
                  {t('Price {n} (₹)', { n })}
                </label>
                <input
                  id={`${idPrefix}-ticket-price-${row.key}`}
                  className={fields.input}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step="any"
                  placeholder="0"
                  value={row.ticketPrice}
                  onChange={(e) => setTicket(row.key, { ticketPrice: e.target.value })}
                />
              </div>
              {seats && (
                <div className={fields.field}>
                  <label htmlFor={`${idPrefix}-ticket-seats-${row.key}`} className={fields.label}>
                    {t('Seats {n}', { n })}
                  </label>
                  <input
                    id={`${idPrefix}-ticket-seats-${row.key}`}
                    className={fields.input}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={LIMITS.capacityMax}
                    step={1}
                    placeholder={t('No limit')}
                    value={row.capacity}
                    onChange={(e) => setTicket(row.key, { capacity: e.target.value })}
                  />
                </div>
              )}
              <Button
                variant="ghost"
                iconOnly
                className={styles.rowRemove}
                aria-label={t('Remove ticket option {n}', { n })}
                icon={<Trash2 aria-hidden="true" size={18} />}
                onClick={() => update({ ticketOptions: tickets.filter((ticket) => ticket.key !== row.key) })}
              />
            </div>
          );
        })}
        <Button
          size="sm"
          className={styles.addButton}
          icon={<Plus aria-hidden="true" size={16} />}
          disabled={tickets.length >= LIMITS.ticketOptionsMax}
          onClick={() => update({ ticketOptions: [...tickets, emptyTicket()] })}
        >
          {t('Add ticket option')}
        </Button>
      </fieldset>

      <fieldset className={styles.subsection}>
        <legend className={styles.subsectionTitle}>{t('Available dates')}</legend>
        {dates.length === 0 && <p className={fields.hint}>{t('No dates yet. Add the days people can book.')}</p>}
        {dates.map((row, index) => {
          const n = index + 1;
          return (
            <div key={row.key} className={styles.row}>
              <div className={fields.field}>
                <label htmlFor={`${idPrefix}-date-${row.key}`} className={fields.label}>
                  {t('Date {n}', { n })}
                </label>
                <input
                  id={`${idPrefix}-date-${row.key}`}
                  className={fields.input}
                  type="date"
                  value={row.value}
                  onChange={(e) => setDate(row.key, e.target.value)}
                />
              </div>
              <Button
                variant="ghost"
                iconOnly
                className={styles.rowRemove}
                aria-label={t('Remove date {n}', { n })}
                icon={<Trash2 aria-hidden="true" size={18} />}
                onClick={() => update({ availableDates: dates.filter((d) => d.key !== row.key) })}
              />
            </div>
          );
        })}
        <Button
          size="sm"
          className={styles.addButton}
          icon={<Plus aria-hidden="true" size={16} />}
          disabled={dates.length >= LIMITS.availableDatesMax}
          onClick={() => update({ availableDates: [...dates, emptyDate()] })}
        >
          {t('Add date')}
        </Button>
      </fieldset>
    </fieldset>
  );
}

import Calendar from 'react-calendar';
import { activeLocale, INTL_LOCALE, t } from '../../../../shared/i18n.ts';
import 'react-calendar/dist/Calendar.css';
import { calendarLocale, calendarTypeFor, dayKey } from '../lib/calendar-days.ts';
import styles from './month-calendar.module.css';

const locale = calendarLocale();
const calendarType = calendarTypeFor(locale);

/** Month and day names in Quad's language when it is not English; in English, the browser's (SPEC §9). */
const namesLocale = (): string => (activeLocale() === 'en' ? locale : INTL_LOCALE[activeLocale()]);

export interface MonthCalendarProps {
  /** The chosen day. */
  value: Date;
  onChange: (day: Date) => void;
  /** The first day of the month shown; changes as the person pages through months. */
  onMonthChange: (firstDay: Date) => void;
  /** Days 'YYYY-MM-DD' that get a dot. */
  markedDays: ReadonlySet<string>;
  label: string;
}

/** SPEC §9's calendar: century to month detail, the week starting per locale (ISO 8601 by default), en-US fallback. */
export function MonthCalendar({ value, onChange, onMonthChange, markedDays, label }: MonthCalendarProps) {
  return (
    <div className={styles.calendar} role="group" aria-label={label}>
      <Calendar
        minDetail="century"
        maxDetail="month"
        locale={namesLocale()}
        calendarType={calendarType}
        value={value}
        onClickDay={(day) => onChange(day)}
        onActiveStartDateChange={({ activeStartDate, view }) => {
          if (activeStartDate && view === 'month') onMonthChange(activeStartDate);
        }}
        onViewChange={({ activeStartDate, view }) => {
          if (activeStartDate && view === 'month') onMonthChange(activeStartDate);
        }}
        tileContent={({ date, view }) =>
          view === 'month' && markedDays.has(dayKey(date)) ? (
            <>
              <span className={styles.dot} aria-hidden="true" />
              <span className="sr-only"> {t('(has events)')}</span>
            </>
          ) : null
        }
        prev2AriaLabel={t('Previous year')}
        prevAriaLabel={t('Previous month')}
        nextAriaLabel={t('Next month')}
        next2AriaLabel={t('Next year')}
        navigationAriaLabel={t('Choose a month or year')}
      />
    </div>
  );
}

import { useMemo, useState } from 'react';
import { CalendarDays, CalendarHeart, X } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { CalendarEntry } from '../../../../shared/schemas/events.ts';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { Modal } from '../../../components/modal.tsx';
import { fillSlots, slot } from '../../../components/slots.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime, formatDay } from '../../../lib/dates.ts';
import { useCalendarDay, useCalendarDays, useMyCalendar, useRemoveFromCalendar } from '../hooks/use-calendar.ts';
import { dayKey, entriesByDay, monthKey } from '../lib/calendar-days.ts';
import { MonthCalendar } from './month-calendar.tsx';
import styles from './calendar-widgets.module.css';

type OpenEvent = (id: string) => void;

/** The month `delta` months from `month` ('YYYY-MM'). */
export function shiftMonth(month: string, delta: number): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return monthKey(new Date(year, number - 1 + delta, 1));
}

function today(): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

/** A list of events, each opening its detail view; optionally with a remove button. */
function EntryList({
  entries,
  label,
  onOpenEvent,
  onRemove,
}: {
  entries: readonly CalendarEntry[];
  label: string;
  onOpenEvent: OpenEvent;
  onRemove?: (entry: CalendarEntry) => void;
}) {
  return (
    <ul className={styles.list} aria-label={label}>
      {entries.map((entry) => (
        <li key={entry._id} className={styles.item}>
          <button type="button" className={styles.open} onClick={() => onOpenEvent(entry._id)}>
            <span className={styles.title}>{entry.title}</span>
            <span className={styles.meta}>
              <time dateTime={entry.eventStartDate}>{formatDateTime(entry.eventStartDate)}</time>
              {entry.location ? ` · ${entry.location}` : ''}
            </span>
          </button>
          {onRemove && (
            <Button
              variant="ghost"
              size="sm"
              iconOnly
              aria-label={t('Remove {title} from your calendar', { title: entry.title })}
              icon={<X aria-hidden="true" size={16} />}
              onClick={() => onRemove(entry)}
            />
          )}
        </li>
      ))}
    </ul>
  );
}

/** SPEC §2: the sidebar calendar of Events and Cultural Events, a dot on each day with an event. */
export function EventCalendar({ onOpenEvent }: { onOpenEvent: OpenEvent }) {
  const [day, setDay] = useState(today);
  const [month, setMonth] = useState(() => monthKey(today()));
  // The grid shows the last days of the month before and the first of the month after: their dots too.
  const days = useCalendarDays(month);
  const before = useCalendarDays(shiftMonth(month, -1));
  const after = useCalendarDays(shiftMonth(month, 1));
  const marked = useMemo(
    () => new Set([...(before.data ?? []), ...(days.data ?? []), ...(after.data ?? [])]),
    [before.data, days.data, after.data],
  );
  const key = dayKey(day);
  const entries = useCalendarDay(key);
  const chosen = entries.data ?? [];

  return (
    <Card title={t('Calendar')} icon={<CalendarDays aria-hidden="true" size={18} />}>
      <MonthCalendar
        label={t('Event calendar')}
        value={day}
        onChange={setDay}
        onMonthChange={(first) => setMonth(monthKey(first))}
        markedDays={marked}
      />
      <h3 className={styles.dayHeading} aria-live="polite">
        {formatDay(key)}
      </h3>
      {entries.isError || days.isError ? (
        <p role="alert" className={styles.empty}>
          {errorMessage(entries.error ?? days.error)}
        </p>
      ) : entries.isPending ? (
        <p className={styles.empty} aria-busy="true">
          {t('Loading…')}
        </p>
      ) : chosen.length === 0 ? (
        <p className={styles.empty}>{t('No events on this day.')}</p>
      ) : (
        <EntryList entries={chosen} label={t('Events on {day}', { day: formatDay(key) })} onOpenEvent={onOpenEvent} />
      )}
    </Card>
  );
}

/** The signed-in user's saved events, soonest first, past ones last. */
function useSavedEvents(userId: string | null) {
  const query = useMyCalendar(userId);
  const [now] = useState(() => Date.now());
  const sorted = useMemo(() => {
    const list = [...(query.data ?? [])];
    const upcoming = list.filter((e) => Date.parse(e.eventEndDate ?? e.eventStartDate) >= now);
    const past = list.filter((e) => Date.parse(e.eventEndDate ?? e.eventStartDate) < now);
    const bySoonest = (a: CalendarEntry, b: CalendarEntry) => a.eventStartDate.localeCompare(b.eventStartDate);
    return [...upcoming.sort(bySoonest), ...past.sort(bySoonest).reverse()];
  }, [query.data, now]);
  return { query, sorted };
}

/** SPEC §2: My Calendar Events under the sidebar calendar. */
export function MyCalendarEvents({ userId, onOpenEvent, onLogin }: { userId: string | null; onOpenEvent: OpenEvent; onLogin: () => void }) {
  const { query, sorted } = useSavedEvents(userId);
  const remove = useRemoveFromCalendar(userId);
  let body;
  if (!userId) {
    body = (
      <p className={styles.empty}>
        {fillSlots(t('{logIn} to save events to your own calendar.', { logIn: slot(0) }), [
          <Button key="log-in" variant="link" size="sm" onClick={onLogin}>
            {t('Log in')}
          </Button>,
        ])}
      </p>
    );
  } else if (query.isError && sorted.length === 0) {
    body = (
      <p role="alert" className={styles.empty}>
        {errorMessage(query.error)}
      </p>
    );
  } else if (sorted.length === 0) {
    body = <p className={styles.empty}>{t('Events you add to your calendar show up here.')}</p>;
  } else {
    body = <EntryList entries={sorted} label={t('My calendar events')} onOpenEvent={onOpenEvent} onRemove={(e) => void remove(e)} />;
  }
  return (
    <Card title={t('My Calendar Events')} icon={<CalendarHeart aria-hidden="true" size={18} />}>
      {body}
    </Card>
  );
}

/** SPEC §2: the phone's My Calendar modal: a month of the user's saved events and the chosen day's list. */
export function MyCalendarModal({
  userId,
  open,
  onClose,
  onOpenEvent,
}: {
  userId: string;
  open: boolean;
  onClose: () => void;
  onOpenEvent: OpenEvent;
}) {
  return (
    <Modal open={open} onClose={onClose} title={t('My Calendar')} size="sm">
      <MyCalendarBody
        userId={userId}
        onOpenEvent={(id) => {
          onClose();
          onOpenEvent(id);
        }}
      />
    </Modal>
  );
}

function MyCalendarBody({ userId, onOpenEvent }: { userId: string; onOpenEvent: OpenEvent }) {
  const { sorted } = useSavedEvents(userId);
  const [day, setDay] = useState(today);
  const byDay = useMemo(() => entriesByDay(sorted), [sorted]);
  const marked = useMemo(() => new Set(byDay.keys()), [byDay]);
  const key = dayKey(day);
  const chosen = byDay.get(key) ?? [];
  return (
    <>
      <MonthCalendar label={t('My calendar')} value={day} onChange={setDay} onMonthChange={() => undefined} markedDays={marked} />
      <h3 className={styles.dayHeading} aria-live="polite">
        {formatDay(key)}
      </h3>
      {chosen.length === 0 ? (
        <p className={styles.empty}>{t(MESSAGES.noEventsForDay)}</p>
      ) : (
        <EntryList entries={chosen} label={t('My events on {day}', { day: formatDay(key) })} onOpenEvent={onOpenEvent} />
      )}
    </>
  );
}

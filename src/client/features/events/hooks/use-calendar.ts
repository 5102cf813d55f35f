import { useEffect } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { t } from '../../../../shared/i18n.ts';
import { addedToCalendar, alreadyInCalendar, removedFromCalendar } from '../../../../shared/messages.ts';
import type { CalendarEntry } from '../../../../shared/schemas/events.ts';
import { useToast } from '../../../components/toast-context.ts';
import { notifyFailure } from '../../../lib/failures.ts';
import { notify } from '../../../lib/in-session-notifications.ts';
import { storage } from '../../../lib/storage.ts';
import { addToMyCalendar, fetchCalendarDay, fetchCalendarDays, fetchMyCalendar, removeFromMyCalendar } from '../api/events-api.ts';
import { viewerTimeZone } from '../../../lib/dates.ts';

export const calendarKeys = {
  month: (month: string, tz: string) => ['calendar', 'month', month, tz] as const,
  day: (day: string, tz: string) => ['calendar', 'day', day, tz] as const,
  mine: (userId: string) => ['calendar', 'mine', userId] as const,
};

/**
 * The days of one month ('YYYY-MM') that have an event, in the browser's time zone; the previous month's dots
 * stay shown while the next month's load.
 */
export function useCalendarDays(month: string) {
  const tz = viewerTimeZone();
  return useQuery({
    queryKey: calendarKeys.month(month, tz),
    queryFn: ({ signal }) => fetchCalendarDays(month, tz, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** The events of one day ('YYYY-MM-DD') in the browser's time zone, soonest first. */
export function useCalendarDay(day: string) {
  const tz = viewerTimeZone();
  return useQuery({
    queryKey: calendarKeys.day(day, tz),
    queryFn: ({ signal }) => fetchCalendarDay(day, tz, signal),
    staleTime: 60_000,
  });
}

/**
 * The signed-in user's saved events (SPEC §3 myCalendarEvents): read from the server, so the calendar
 * follows the user to another device, and kept in storage, so it shows at once on the next load.
 */
export function useMyCalendar(userId: string | null) {
  const query = useQuery({
    queryKey: calendarKeys.mine(userId ?? ''),
    queryFn: ({ signal }) => fetchMyCalendar(signal),
    enabled: userId !== null,
    initialData: () => (userId ? (storage.getMyCalendarEvents() as CalendarEntry[]) : undefined),
    initialDataUpdatedAt: 0,
  });
  const { data } = query;
  useEffect(() => {
    if (userId && data) storage.setMyCalendarEvents(data);
  }, [userId, data]);
  return query;
}

/** Whether the event is in the signed-in user's calendar, as the server last said (false for a visitor). */
export function useInMyCalendar(userId: string | null, eventId: string): boolean {
  return useMyCalendar(userId).data?.some((entry) => entry._id === eventId) ?? false;
}

/**
 * SPEC §4 Add to Calendar (the caller checks the login): a duplicate gives an info notification; otherwise
 * a success notification, and a toast (routine success needs no OK: decision 031).
 */
export function useAddToCalendar(userId: string | null) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return async (event: { _id: string; title: string }): Promise<void> => {
    if (!userId) return;
    const saved = queryClient.getQueryData<CalendarEntry[]>(calendarKeys.mine(userId)) ?? [];
    if (saved.some((entry) => entry._id === event._id)) {
      notify(alreadyInCalendar(event.title), 'info');
      return;
    }
    try {
      const added = await addToMyCalendar(event._id);
      await queryClient.invalidateQueries({ queryKey: calendarKeys.mine(userId) });
      if (!added) {
        notify(alreadyInCalendar(event.title), 'info');
        return;
      }
      notify(addedToCalendar(event.title), 'success');
      toast(addedToCalendar(event.title));
    } catch (error) {
      notifyFailure(t('add the event to your calendar'), error);
    }
  };
}

export function useRemoveFromCalendar(userId: string | null) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return async (event: { _id: string; title: string }): Promise<void> => {
    if (!userId) return;
    const key = calendarKeys.mine(userId);
    const before = queryClient.getQueryData<CalendarEntry[]>(key);
    queryClient.setQueryData<CalendarEntry[]>(key, (list) => list?.filter((entry) => entry._id !== event._id));
    try {
      await removeFromMyCalendar(event._id);
      notify(removedFromCalendar(event.title), 'info');
      toast(removedFromCalendar(event.title));
    } catch (error) {
      queryClient.setQueryData(key, before);
      notifyFailure(t('remove the event from your calendar'), error);
    }
    void queryClient.invalidateQueries({ queryKey: key });
  };
}

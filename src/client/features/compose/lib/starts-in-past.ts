import { isEventType } from '../../../../shared/vocabulary.ts';
import type { PostFormState } from './form-state.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Whether an event's start, its earliest date, is before `now`: its start date and time, or for a cultural
 * event any available day before today (in the browser's time zone, as the inputs are).
 */
export function startsInPast(form: PostFormState, now: Date = new Date()): boolean {
  if (!isEventType(form.type)) return false;
  const start = form.eventStartDate ? new Date(form.eventStartDate).getTime() : Number.NaN;
  if (Number.isFinite(start) && start < now.getTime()) return true;
  if (form.type !== 'culturalEvent') return false;
  const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return form.availableDates.some((day) => day.value !== '' && day.value < today);
}

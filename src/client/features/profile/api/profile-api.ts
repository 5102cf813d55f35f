import type { Locale } from '../../../../shared/i18n.ts';
import type { ChangePasswordInput } from '../../../../shared/schemas/auth.ts';
import type { CalendarFeedStatus, NewCalendarFeed } from '../../../../shared/schemas/calendar-files.ts';
import type { ProfileStats } from '../../../../shared/schemas/profile.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { schemas } from '../../../lib/schemas.ts';

export const fetchProfileStats = (signal?: AbortSignal): Promise<ProfileStats> =>
  apiRequest('/users/me/stats', { schema: schemas.ProfileStatsSchema, signal });

/** PUT /api/users/profile/avatar: a predefined avatar's path, or a picture as a data URL. */
export const updateAvatar = async (avatar: string): Promise<string> =>
  (await apiRequest('/users/profile/avatar', { method: 'PUT', body: { avatar }, schema: schemas.AvatarAnswerSchema })).avatar;

/** PUT /api/profile/locale: the account's language, in which its emails and notifications are said (decision 055). */
export const saveLocale = async (locale: Locale): Promise<Locale> =>
  (await apiRequest('/profile/locale', { method: 'PUT', body: { locale }, schema: schemas.LocaleAnswerSchema })).locale;

/** PUT /api/auth/password: the current password and a new one; the other sessions are signed out. */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await apiRequest('/auth/password', { method: 'PUT', body: input, schema: schemas.OkSchema });
}

/** POST /api/auth/logout-all: signs out every session of the account, this one included. */
export async function signOutEverywhere(): Promise<void> {
  await apiRequest('/auth/logout-all', { method: 'POST', schema: schemas.OkSchema });
}

/** GET /api/calendar/feed: whether the student has a calendar feed link, and since when. */
export const fetchCalendarFeed = (signal?: AbortSignal): Promise<CalendarFeedStatus> =>
  apiRequest('/calendar/feed', { schema: schemas.CalendarFeedStatusSchema, signal });

/** POST /api/calendar/feed: a new feed link, shown this once; the old one stops working. */
export const createCalendarFeed = (): Promise<NewCalendarFeed> =>
  apiRequest('/calendar/feed', { method: 'POST', schema: schemas.NewCalendarFeedSchema });

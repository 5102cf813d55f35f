import type { OptionalEmailKind } from '../../../../shared/email-kinds.ts';
import type { EmailPreferences, UnsubscribeAnswer } from '../../../../shared/schemas/email-preferences.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { schemas } from '../../../lib/schemas.ts';

/** GET /api/profile/email-preferences: each optional kind of email, on or off. */
export const fetchEmailPreferences = (signal?: AbortSignal): Promise<EmailPreferences> =>
  apiRequest('/profile/email-preferences', { schema: schemas.EmailPreferencesSchema, signal });

/** PUT /api/profile/email-preferences: the kinds named turn on or off; answers every kind as it is now. */
export const updateEmailPreferences = (preferences: Partial<Record<OptionalEmailKind, boolean>>): Promise<EmailPreferences> =>
  apiRequest('/profile/email-preferences', { method: 'PUT', body: { preferences }, schema: schemas.EmailPreferencesSchema });

const unsubscribePath = (token: string) => `/email/unsubscribe?token=${encodeURIComponent(token)}`;

/** What an email's unsubscribe link turns off (no session needed, nothing changes). */
export const fetchUnsubscribe = (token: string, signal?: AbortSignal): Promise<UnsubscribeAnswer> =>
  apiRequest(unsubscribePath(token), { schema: schemas.UnsubscribeAnswerSchema, signal, auth: false, forceLogoutOn401: false });

/** Turns the link's kind of email off. */
export const confirmUnsubscribe = (token: string): Promise<UnsubscribeAnswer> =>
  apiRequest(unsubscribePath(token), { method: 'POST', schema: schemas.UnsubscribeAnswerSchema, auth: false, forceLogoutOn401: false });

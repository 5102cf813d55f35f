/** A student's choice of emails, and one-click unsubscribe (decision 042). */
import { z } from 'zod';
import { OPTIONAL_EMAIL_KINDS, type OptionalEmailKind } from '../email-kinds.ts';
import { MESSAGES } from '../messages.ts';

const on = z.boolean({ error: MESSAGES.emailKindUnknown });

/** Each optional kind, on (true) or off (false). */
export const EmailPreferencesSchema = z.object({
  preferences: z.object(
    Object.fromEntries(OPTIONAL_EMAIL_KINDS.map((kind) => [kind, on])) as Record<OptionalEmailKind, typeof on>,
  ),
});
export type EmailPreferences = z.infer<typeof EmailPreferencesSchema>;

/** PUT /api/profile/email-preferences: the kinds to change, each on or off; a kind not named stays as it is. */
export const EmailPreferencesInputSchema = z
  .object({
    preferences: z
      .record(z.string(), on, { error: MESSAGES.emailPreferencesEmpty })
      .refine((value) => Object.keys(value).every((kind) => (OPTIONAL_EMAIL_KINDS as readonly string[]).includes(kind)), {
        error: MESSAGES.emailKindUnknown,
      })
      .refine((value) => Object.keys(value).length > 0, { error: MESSAGES.emailPreferencesEmpty }),
  });
export type EmailPreferencesInput = z.infer<typeof EmailPreferencesInputSchema>;

/** The one-click link's token (newToken's 43 characters, base64url). */
export const UnsubscribeQuerySchema = z.object({
  token: z
    .string({ error: MESSAGES.unsubscribeTokenInvalid })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: MESSAGES.unsubscribeTokenInvalid }),
});

/** What a link turns off: shown before the student confirms, and answered once it is done. */
export const UnsubscribeAnswerSchema = z.object({
  kind: z.enum(OPTIONAL_EMAIL_KINDS),
  /** The account's address, so the student sees whose emails stop. */
  email: z.string(),
  /** Whether the kind is off now. */
  off: z.boolean(),
});
export type UnsubscribeAnswer = z.infer<typeof UnsubscribeAnswerSchema>;

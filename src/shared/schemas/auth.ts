import { z } from 'zod';
import { LOCALES, t } from '../i18n.ts';
import { LIMITS } from '../limits.ts';
import { MESSAGES } from '../messages.ts';
import { hasHiddenCharacters, hasLetter, isReservedName } from '../person-name.ts';

const requiredString = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message });

/** RFC 2606 reserves `.invalid`: never a real address, so Quad uses it for the addresses of detached accounts. */
const isReservedInvalid = (address: string) => address.endsWith('.invalid');

const email = requiredString(MESSAGES.emailPasswordRequired)
  .max(LIMITS.emailMax, { error: MESSAGES.emailInvalid })
  .toLowerCase()
  .pipe(z.email({ error: MESSAGES.emailInvalid }))
  .refine((address) => !isReservedInvalid(address), { error: MESSAGES.emailInvalid });

const passwordForLogin = z
  .string({ error: MESSAGES.emailPasswordRequired })
  .min(1, { error: MESSAGES.emailPasswordRequired })
  .max(LIMITS.passwordMax, { error: MESSAGES.passwordTooLong });

export const LoginInputSchema = z.object({
  email,
  password: passwordForLogin,
});
export type LoginInput = z.infer<typeof LoginInputSchema>;

/**
 * A person's name wherever one is chosen: required, 2 to 50 characters, nothing hidden or reordering, a
 * letter of any script, and not the product's or its staff's name (see person-name.ts).
 */
export const PersonNameSchema = requiredString(MESSAGES.nameRequired)
  .pipe(z.string().refine((name) => !hasHiddenCharacters(name), { error: MESSAGES.nameHiddenCharacters }))
  .pipe(
    z
      .string()
      .min(LIMITS.nameMin, { error: MESSAGES.nameLength })
      .max(LIMITS.nameMax, { error: MESSAGES.nameLength })
      .refine(hasLetter, { error: MESSAGES.nameNeedsLetter })
      .refine((name) => !isReservedName(name), { error: MESSAGES.nameReserved }),
  );

/** A new password wherever one is chosen (sign-up, a reset): sign-up's rules. */
const newPassword = passwordForLogin.pipe(z.string().min(LIMITS.passwordMin, { error: MESSAGES.passwordTooShort }));

/** A language Quad speaks (decision 055). */
export const LocaleSchema = z.enum(LOCALES, { error: () => t('Please choose English or Hindi.') });

export const RegisterInputSchema = z.object({
  name: PersonNameSchema,
  email,
  password: newPassword,
  /** The language the form was shown in (decision 055): the account's emails are written in it. */
  locale: LocaleSchema.optional(),
});
export type RegisterInput = z.infer<typeof RegisterInputSchema>;

/**
 * PUT /api/auth/password: the new password follows sign-up's rules. The current one is required when the account
 * has a password (an account that signs in with Google only has none, and cannot set one this way: decision 024).
 */
export const ChangePasswordInputSchema = z
  .object({
    currentPassword: z
      .string({ error: MESSAGES.currentPasswordRequired })
      .max(LIMITS.passwordMax, { error: MESSAGES.passwordTooLong })
      .optional(),
    newPassword: z
      .string({ error: MESSAGES.newPasswordRequired })
      .min(1, { error: MESSAGES.newPasswordRequired })
      .max(LIMITS.passwordMax, { error: MESSAGES.passwordTooLong })
      .pipe(z.string().min(LIMITS.passwordMin, { error: MESSAGES.passwordTooShort })),
  })
  .refine((input) => input.currentPassword !== input.newPassword, {
    error: MESSAGES.newPasswordSame,
    path: ['newPassword'],
  });
export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>;

/** The one-time ticket that the Google redirect carries, exchanged for a session. */
export const TicketExchangeInputSchema = z.object({
  token: z.string({ error: MESSAGES.googleTicketInvalid }).min(1, { error: MESSAGES.googleTicketInvalid }).max(200),
});
export type TicketExchangeInput = z.infer<typeof TicketExchangeInputSchema>;

/** The token of an account email's link (verify your email, reset your password). */
const accountToken = (message: string) => z.string({ error: message }).min(1, { error: message }).max(200, { error: message });

/** POST /api/auth/verify-email. */
export const VerifyEmailInputSchema = z.object({ token: accountToken(MESSAGES.verifyEmailTokenInvalid) });
export type VerifyEmailInput = z.infer<typeof VerifyEmailInputSchema>;

/** POST /api/auth/password-reset: the account's email. */
export const PasswordResetRequestSchema = z.object({ email });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>;

/** POST /api/auth/password-reset/confirm: the link's token and the new password (sign-up's rules). */
export const PasswordResetConfirmSchema = z.object({
  token: accountToken(MESSAGES.passwordResetTokenInvalid),
  password: z.string({ error: MESSAGES.newPasswordRequired }).min(1, { error: MESSAGES.newPasswordRequired }).pipe(newPassword),
});
export type PasswordResetConfirm = z.infer<typeof PasswordResetConfirmSchema>;

/** The answer of a password reset request: the same whether or not the account exists. */
export const AcceptedSchema = z.object({ message: z.string() });

/**
 * The signed-in user as SPEC §3 and §7 give it: flat, token included. `emailVerified` (ours, decision 041): an
 * account whose email is not verified may browse, but not post, comment or register. The server always sends
 * it; a session a browser stored before it existed lacks it until the client next reads /api/auth/me.
 */
export const SessionUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  isAdmin: z.boolean(),
  emailVerified: z.boolean().optional(),
  /** Moderation (decision 044): a moderator; a suspension in force, until when and why. */
  isModerator: z.boolean().optional(),
  suspendedUntil: z.string().nullable().optional(),
  suspensionReason: z.string().nullable().optional(),
  /** The language the account chose (decision 055); null: none yet. */
  locale: LocaleSchema.nullable().optional(),
  token: z.string(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

/** The current user without the token (GET /api/auth/me). */
export const MeSchema = SessionUserSchema.omit({ token: true });
export type Me = z.infer<typeof MeSchema>;

export const OkSchema = z.object({ ok: z.literal(true) });

/** What the client needs to know about this server before anyone signs in. */
export const PublicConfigSchema = z.object({
  googleEnabled: z.boolean(),
  supportEmail: z.string(),
  /** The campus gate (decision 045): the domains (`iitb.ac.in`, `*.iitb.ac.in`) whose addresses may contribute; empty when off. */
  allowedEmailDomains: z.array(z.string()).default([]),
  /** Reading needs a signed-in account. */
  privateCampus: z.boolean().default(false),
  /** The payment gateway hosts may choose for a paid event (decision 074), or null where none is set up. */
  paymentGateway: z.enum(['razorpay']).nullable().default(null),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

import { z } from 'zod';
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

export const RegisterInputSchema = z.object({
  name: PersonNameSchema,
  email,
  password: passwordForLogin.pipe(z.string().min(LIMITS.passwordMin, { error: MESSAGES.passwordTooShort })),
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

/** The signed-in user as SPEC §3 and §7 give it: flat, token included. */
export const SessionUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  isAdmin: z.boolean(),
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
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

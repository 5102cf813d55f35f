/** The admin panel's People section (decision 044): find an account, its role and state; roles, warnings, suspensions. */
import { z } from 'zod';
import { MESSAGES } from '../messages.ts';

export const ROLES = ['member', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** How long a suspension may last at most. */
export const SUSPENSION_MAX_MS = 366 * 24 * 60 * 60 * 1000;

export const PeopleQuerySchema = z.object({
  q: z.string({ error: MESSAGES.peopleSearchTooShort }).trim().min(2, { error: MESSAGES.peopleSearchTooShort }).max(100, { error: MESSAGES.peopleSearchTooShort }),
});

export const PersonAccountSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  emailVerified: z.boolean(),
  /** A suspension in force: until when, and why; null otherwise. */
  suspendedUntil: z.string().nullable(),
  suspensionReason: z.string().nullable(),
});
export type PersonAccount = z.infer<typeof PersonAccountSchema>;
export const PersonAccountListSchema = z.array(PersonAccountSchema);

export const RoleInputSchema = z.object({ role: z.enum(ROLES) });

export const WarningInputSchema = z.object({
  message: z.string({ error: MESSAGES.warningRequired }).trim().min(1, { error: MESSAGES.warningRequired }).max(500, { error: MESSAGES.warningRequired }),
});

export const SuspensionInputSchema = z.object({
  /** An instant (ISO 8601 with its offset): the server checks it is in the future and within a year. */
  until: z.iso.datetime({ offset: true, error: MESSAGES.suspendUntilInvalid }),
  reason: z.string({ error: MESSAGES.suspendReasonRequired }).trim().min(1, { error: MESSAGES.suspendReasonRequired }).max(300, { error: MESSAGES.suspendReasonRequired }),
});
export type SuspensionInput = z.infer<typeof SuspensionInputSchema>;

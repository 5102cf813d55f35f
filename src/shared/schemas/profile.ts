/** The profile: stats counted by the database, and the avatar (SPEC §2 Profile, §5 Avatar, §9). */
import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { MESSAGES } from '../messages.ts';
import { isDataUrl, isPredefinedAvatar } from '../vocabulary.ts';
import { LocaleSchema } from './auth.ts';

export { PREDEFINED_AVATARS, isPredefinedAvatar } from '../vocabulary.ts';

/** The size a data URL decodes to, from its base64 length. */
export const dataUrlBytes = (dataUrl: string): number => {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1).replace(/\s+/g, '');
  return Math.max(0, Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0));
};

/** PUT /api/users/profile/avatar: a predefined avatar, or an uploaded picture as a data URL (2MB at most). */
export const AvatarInputSchema = z.object({
  avatar: z
    .string({ error: MESSAGES.avatarRequired })
    .trim()
    .min(1, { error: MESSAGES.avatarRequired })
    // A 2MB picture is about 2.7MB of base64; anything far beyond is refused before it is looked at.
    .max(Math.ceil((LIMITS.avatarMaxBytes * 4) / 3) + 200, { error: MESSAGES.avatarTooLarge })
    .refine((v) => isPredefinedAvatar(v) || isDataUrl(v), { error: MESSAGES.avatarRequired })
    .refine((v) => !isDataUrl(v) || dataUrlBytes(v) <= LIMITS.avatarMaxBytes, { error: MESSAGES.avatarTooLarge }),
});
export type AvatarInput = z.infer<typeof AvatarInputSchema>;
export const AvatarAnswerSchema = z.object({ avatar: z.string() });

/** PUT /api/profile/locale: the language the account reads Quad and its emails in (decision 055). */
export const LocaleInputSchema = z.object({ locale: LocaleSchema });
export type LocaleInput = z.infer<typeof LocaleInputSchema>;

/**
 * SPEC §2's stats: the user's posts, the likes and comments they received, and registrations for their events;
 * and (ours) the events they registered for themselves.
 */
export const ProfileStatsSchema = z.object({
  posts: z.number().int(),
  likes: z.number().int(),
  comments: z.number().int(),
  registrations: z.number().int(),
  eventsRegistered: z.number().int(),
});
export type ProfileStats = z.infer<typeof ProfileStatsSchema>;

import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { MESSAGES } from '../messages.ts';

/*
 * Deleting your account (decision 048): what will happen, told before you confirm, and the confirmation.
 */

export const POSTS_CHOICES = ['remove', 'keep-anonymous'] as const;
export type PostsChoice = (typeof POSTS_CHOICES)[number];

/** What deleting the caller's account would do now. */
export const DeletionPreviewSchema = z.object({
  /** true: confirm with the password; false (a Google account): confirm by typing the account's email. */
  hasPassword: z.boolean(),
  /** Your Consights: removed, or kept as anonymous Consights nobody can link to you. */
  consights: z.number().int(),
  /** Your events: always removed; their registrants are told they are cancelled. */
  events: z.number().int(),
  /** Your other posts (news): always removed. */
  otherPosts: z.number().int(),
  /** Your registrations for other people's events: cancelled. */
  registrations: z.number().int(),
  comments: z.number().int(),
  likes: z.number().int(),
});
export type DeletionPreview = z.infer<typeof DeletionPreviewSchema>;

export const DeleteAccountInputSchema = z.object({
  posts: z.enum(POSTS_CHOICES, { error: MESSAGES.deleteAccountPostsChoice }),
  password: z.string().max(LIMITS.passwordMax).optional(),
  email: z.string().max(LIMITS.emailMax).optional(),
});
export type DeleteAccountInput = z.infer<typeof DeleteAccountInputSchema>;

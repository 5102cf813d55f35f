/**
 * The kinds of Web Push Quad sends (decision 051). A push is an in-app notification delivered to the student's
 * devices as well, so its kinds are those of the notifications that matter with Quad closed: the optional
 * emails' kinds whose change also writes a notification, and comments on one's posts, which have no email. A
 * student turns each kind on or off for push apart from email; security mail is never pushed.
 */
import type { OptionalEmailKind } from './email-kinds.ts';

/** The kind a push shares with an email, or one that is push only. */
type Kind = OptionalEmailKind | 'post-comment';

export const PUSH_KINDS = ['waitlist-offer', 'registration-changed', 'event-changed', 'post-comment', 'report-outcome', 'club-news'] as const satisfies readonly Kind[];

export type PushKind = (typeof PUSH_KINDS)[number];

export function isPushKind(kind: string): kind is PushKind {
  return (PUSH_KINDS as readonly string[]).includes(kind);
}

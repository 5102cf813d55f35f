/**
 * The kinds of email Quad sends. Security mail (proving an address, resetting a password) always goes; a
 * student may turn each other kind off from the profile, and every one of them carries a one-click
 * unsubscribe (RFC 8058). A kind joins this list with the feature that sends it: the profile lists no email
 * Quad does not send.
 */
export const SECURITY_EMAIL_KINDS = [
  'verify-email',
  'password-reset',
  // Moderation (decision 044): a warning or a suspension concerns the account itself, like security mail.
  'account-warning',
  'account-suspended',
  // Clubs (decision 081): an invitation an officer sends to an address, a direct message like a warning.
  'club-invite',
] as const;

export const OPTIONAL_EMAIL_KINDS = [
  'registration-confirmed',
  'event-changed',
  'event-reminder',
  'report-outcome',
  // At the door (decision 049)
  'waitlist-offer',
  'registration-changed',
  // Clubs (decision 081): a followed club's new events and announcements
  'club-news',
] as const;

export const EMAIL_KINDS = [...SECURITY_EMAIL_KINDS, ...OPTIONAL_EMAIL_KINDS] as const;

export type SecurityEmailKind = (typeof SECURITY_EMAIL_KINDS)[number];
export type OptionalEmailKind = (typeof OPTIONAL_EMAIL_KINDS)[number];
export type EmailKind = (typeof EMAIL_KINDS)[number];

export function isOptionalEmailKind(kind: string): kind is OptionalEmailKind {
  return (OPTIONAL_EMAIL_KINDS as readonly string[]).includes(kind);
}

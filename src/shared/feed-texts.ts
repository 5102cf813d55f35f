/**
 * The message texts Home can show at once (part of `MESSAGES`, see `message-texts.ts`) and the failure messages
 * of its actions (re-exported by `messages.ts`): in a module of their own, so the client's first load carries
 * these and not every text. `what` in the families below is a phrase the caller has put through `t()` itself.
 */
import { activeLocale, INTL_LOCALE, t } from './i18n.ts';
// SPEC §8: generic failures
export const unknownError = 'An unknown error occurred.';
export const loginFailed = 'An error occurred. Please try again.';
export const loginNetwork = 'An error occurred. Please check your network connection.';
export const renderFailure = 'Something went wrong. Please try again.';

// Ours: the feed
export const postDeleted = 'The post was deleted.';
export const linkCopied = 'Link copied.';
export const noPostsYet = 'No posts yet.';
export const noSearchResults = 'No posts match your search.';
export const postMissing = 'This post could not be found. It may have been removed.';

/** SPEC §8: 'Failed to {like|unlike} post. Please try again.' */
export const failedToToggleLike = (action: 'like' | 'unlike') =>
  action === 'like' ? t('Failed to like post. Please try again.') : t('Failed to unlike post. Please try again.');

/** SPEC §8: the 'Failed to <verb>: {message}' family. */
export const failedTo = (what: string, message: string) => t('Failed to {what}: {message}', { what, message });

/** SPEC §8: the 'Network error: Could not <verb> ...' family. */
export const networkError = (what: string) => t('Network error: Could not {what}.', { what });

// The texts the first load shows beside Home's: the shell's banners and prompts, a post card's menu, sign-in's
// Google answers (moved here so that message-texts.ts stays out of the first load).
export const eventNotFound = 'Event not found.';
export const googleNotConfigured = 'Google sign-in is not configured on this server.';
export const googleUnverified = 'Your Google account email is not verified, so it cannot be used to sign in.';
export const googleFailed = 'Google sign-in failed. Please try again.';
export const noNewsMatches = 'No news matches your search.';
export const reported = 'Reported';
export const linkShared = 'Link shared.';
export const verifyEmailBanner = 'Check your inbox to verify your email address. Until then you can browse, but not post, comment or register.';
export const verifyEmailResend = 'Resend email';
export const verifyEmailSent = 'We sent you a new verification email.';
export const emailAlreadyVerified = 'Your email is already verified.';
export const postedAnonymously = 'Posted anonymously';
/** Google sign-in with an account outside ALLOWED_EMAIL_DOMAINS (or whose Workspace domain is not one); a fixed text, as the address carries only its code. */
export const campusGoogleOnly = 'This Google account is not a campus account: Quad is open to students with a campus email address. Please sign in with your campus Google account.';
/** The welcome a visitor sees instead of the feed on a private campus. */
export const privateCampusWelcomeTitle = 'Welcome to Quad';
export const privateCampusWelcome = 'Your campus community: events, news and consights from fellow students. Log in or sign up to read them.';
/**
 * A suspension's end as every text shows it: the same words in the app, its emails and its refusals. In English
 * as `en-GB` writes it (12 Mar 2030, 10:00 UTC); in Hindi with `hi-IN`'s month names.
 */
export const suspensionEnd = (iso: string): string => {
  const locale = activeLocale();
  const when = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : INTL_LOCALE[locale], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  return `${when.format(new Date(iso))} UTC`;
};
export const suspendedUntil = (until: string) =>
  t('Your account is suspended until {until}. Until then you can browse Quad, but not post, comment, like, report or register for events.', {
    until: suspensionEnd(until),
  });
export const suspensionBannerReason = (reason: string) => t('Reason: {reason}', { reason });
export const blockPerson = (name: string) => t('Block {name}', { name });
export const blockConfirm = (name: string) =>
  t('Block {name}? Their posts and comments will be hidden from you, and they will not be able to comment on your posts. They are not told.', { name });
export const blockedToast = (name: string) => t('{name} is blocked.', { name });
export const closeComments = 'Close comments';
export const openComments = 'Open comments';
export const commentsClosedToast = 'Comments are closed on this post.';
export const commentsOpenedToast = 'Comments are open again on this post.';
export const eventFullJoinWaitlist = 'Full - join the waitlist';
export const offlineBanner = 'You are offline.';
export const offlineBannerHint = 'You are reading what this device saved. Likes and comments are sent when the connection returns.';
export const waitingForConnection = 'Waiting for a connection';
export const queuedLikeFailed = 'A like you made offline could not be sent.';
export const queuedCommentFailed = 'A comment you wrote offline could not be sent.';
export const updateReady = 'A new version of Quad is ready.';
export const updateReload = 'Reload';
export const updateLater = 'Later';
export const updateFormOpenTitle = 'Reload now?';
export const updateFormOpen = 'You have a form open. Reloading closes it, and what you typed there may be lost.';
export const updateFormOpenConfirm = 'Reload';
export const updateFormOpenCancel = 'Keep editing';
export const installTitle = 'Install Quad';
export const installHint = 'Add Quad to your home screen: it opens like an app, and what you read stays readable when the Wi-Fi drops.';
export const installAction = 'Install';
export const installDismiss = 'No thanks';

/**
 * The message texts Home can show at once (part of `MESSAGES`, see `message-texts.ts`) and the failure messages
 * of its actions (re-exported by `messages.ts`): in a module of their own, so the client's first load carries
 * these and not every text. `what` in the families below is a phrase the caller has put through `t()` itself.
 */
import { t } from './i18n.ts';
// SPEC §8: generic failures
export const unknownError = 'An unknown error occurred.';
export const loginFailed = 'An error occurred. Please try again.';
export const loginNetwork = 'An error occurred. Please check your network connection.';
export const renderFailure = 'Something went wrong. Please try again.';

// Ours: the feed
export const postDeleted = 'The post was deleted.';
export const linkCopied = 'Link copied to the clipboard.';
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

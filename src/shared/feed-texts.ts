/**
 * The message texts Home can show at once (part of `MESSAGES`, see `message-texts.ts`): in a module of their
 * own, so the client's first load carries these and not every text.
 */
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

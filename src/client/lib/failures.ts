/** SPEC §8's texts for a failed call, and the in-session notification that carries them. */
import { failedTo, networkError } from '../../shared/messages.ts';
import { errorMessage, NetworkError } from './api-client.ts';
import { notify } from './in-session-notifications.ts';

/** The server's message for a failed call, or SPEC §8's fallback, in the reader's language. */
export const failureMessage = (error: unknown): string => errorMessage(error);

/**
 * 'Network error: Could not <what>.' when the call got no answer, else 'Failed to <what>: {message}'. `what` is a
 * phrase the caller has put through `t()`.
 */
export const failureText = (what: string, error: unknown): string =>
  error instanceof NetworkError ? networkError(what) : failedTo(what, failureMessage(error));

/** Adds SPEC §8's text as an error notification and answers it. */
export function notifyFailure(what: string, error: unknown): string {
  const text = failureText(what, error);
  notify(text, 'error');
  return text;
}

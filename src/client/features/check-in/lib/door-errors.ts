import { ApiError, NetworkError } from '../../../lib/api-client.ts';

/**
 * Whether a failed call never reached a server that could answer it (no signal, a timeout, the server down or
 * overloaded): the door then works from what it keeps and tries again. Any other answer is final.
 */
export const unreachable = (error: unknown): boolean =>
  error instanceof NetworkError ||
  (error instanceof DOMException && error.name === 'TimeoutError') ||
  (error instanceof ApiError && (error.status >= 500 || error.status === 408 || error.status === 429));

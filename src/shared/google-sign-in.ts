/**
 * A failed Google sign-in sends the browser back to `/?authError=<code>`. Only these codes exist; the client
 * shows the message of a code it knows and ignores anything else, so no text from the address is ever shown.
 * Each code names the key of its text in MESSAGES.
 */
export const GOOGLE_ERROR_CODES = {
  google_failed: 'googleFailed',
  google_unverified: 'googleUnverified',
  google_not_configured: 'googleNotConfigured',
  google_outside_campus: 'campusGoogleOnly',
} as const;

export type GoogleErrorCode = keyof typeof GOOGLE_ERROR_CODES;

export const isGoogleErrorCode = (value: string): value is GoogleErrorCode => Object.hasOwn(GOOGLE_ERROR_CODES, value);

import { OPTIONAL_EMAIL_KINDS, type OptionalEmailKind } from '../../../shared/email-kinds.ts';
import type { EmailPreferences, UnsubscribeAnswer } from '../../../shared/schemas/email-preferences.ts';

/** Every optional kind, on unless the student turned it off. */
export function presentPreferences(optedOut: readonly string[]): EmailPreferences {
  const off = new Set(optedOut);
  return {
    preferences: Object.fromEntries(OPTIONAL_EMAIL_KINDS.map((kind) => [kind, !off.has(kind)])) as Record<OptionalEmailKind, boolean>,
  };
}

export const presentUnsubscribe = (kind: OptionalEmailKind, email: string, off: boolean): UnsubscribeAnswer => ({ kind, email, off });

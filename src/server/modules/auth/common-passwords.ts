/**
 * The 10,000 most common passwords of zxcvbn-ts's list (decision 079), compared without regard to case: a new
 * password among them is refused at sign-up, a change and a reset. Read once, when first asked.
 */
import { createRequire } from 'node:module';
import { MESSAGES } from '../../../shared/messages.ts';
import { badRequest } from '../../lib/http-errors.ts';

const TOP = 10_000;
let common: Set<string> | null = null;

function commonPasswords(): Set<string> {
  if (!common) {
    const require = createRequire(import.meta.url);
    const { dictionary } = require('@zxcvbn-ts/language-common') as { dictionary: Record<string, string[]> };
    common = new Set((dictionary['passwords-common'] ?? []).slice(0, TOP).map((p) => p.toLowerCase()));
  }
  return common;
}

export const isCommonPassword = (password: string): boolean => commonPasswords().has(password.toLowerCase());

/** Refuses a new password that is one of the most common ones, with a 400 saying so. */
export function assertUncommonPassword(password: string): void {
  if (isCommonPassword(password)) throw badRequest(MESSAGES.passwordTooCommon);
}

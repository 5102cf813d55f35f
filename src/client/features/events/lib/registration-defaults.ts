/**
 * What a student wrote last time, offered again (decision 079): the phone number of their newest registration,
 * and for each question the new event asks, the newest answer they gave to a question of that label.
 */
import { parseRegistrationFields } from '../../../../shared/registration-rules.ts';
import type { Registration } from '../../../../shared/schemas/events.ts';
import type { RegistrationTarget, RegistrationValues } from './registration-form.ts';

export interface RegistrationDefaults {
  phone: string;
  answers: Record<string, string>;
}

/** The defaults from the student's registrations, newest first (as the server lists them). */
export function registrationDefaults(
  event: Pick<RegistrationTarget, 'registrationFields'>,
  registrations: readonly Pick<Registration, 'phone' | 'customFields' | 'timestamp'>[],
): RegistrationDefaults {
  const newest = [...registrations].sort((a, b) => b.timestamp.localeCompare(a.timestamp));
  const answers: Record<string, string> = {};
  for (const field of parseRegistrationFields(event.registrationFields)) {
    const answer = newest.map((r) => r.customFields[field.label]?.trim() ?? '').find(Boolean);
    // A list keeps only an answer that is still one of its options.
    if (answer && (!field.options || field.options.includes(answer))) answers[field.label] = answer;
  }
  return { phone: newest.find((r) => r.phone.trim())?.phone.trim() ?? '', answers };
}

/** The values with the defaults put in the fields still empty: what the student already typed stays. */
export function withDefaults(values: RegistrationValues, defaults: RegistrationDefaults): RegistrationValues {
  const custom = { ...values.custom };
  for (const [label, answer] of Object.entries(defaults.answers)) {
    if (label in custom && !custom[label]?.trim()) custom[label] = answer;
  }
  return { ...values, phone: values.phone.trim() ? values.phone : defaults.phone, custom };
}

import type { RegistrationStatus } from '../../../../shared/schemas/events.ts';

/** Each state's name, in English: said in the reader's language where it is shown (`t(STATUS_LABELS[s])`). */
export const STATUS_LABELS: Record<RegistrationStatus, string> = {
  confirmed: 'Confirmed',
  awaiting_payment: 'Awaiting payment',
  waitlisted: 'Waitlisted',
  offered: 'Offered a seat',
  cancelled: 'Cancelled',
  checked_in: 'Checked in',
};

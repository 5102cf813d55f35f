/** The names of roles and join policies, in the reader's language. */
import { t } from '../../../../shared/i18n.ts';

export function roleLabel(role: string | null | undefined): string {
  switch (role) {
    case 'owner':
      return t('Owner');
    case 'officer':
      return t('Officer');
    case 'alumni':
      return t('Alumni');
    case 'requested':
      return t('Requested');
    default:
      return t('Member');
  }
}

export function joinPolicyLabel(policy: string): string {
  if (policy === 'approval') return t('By approval');
  if (policy === 'invite') return t('By invitation');
  return t('Open to all');
}

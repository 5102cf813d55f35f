/** What a pending edit changes, field by field (old → new), for the reviewers. */
import { t } from '../../../../shared/i18n.ts';
import type { Club } from '../api/club-wire.ts';

export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

const LABELS: Record<string, () => string> = {
  name: () => t('Name'),
  description: () => t('Description'),
  category: () => t('Category'),
  logo: () => t('Logo'),
  banner: () => t('Banner'),
  contactEmail: () => t('Contact email'),
  website: () => t('Website'),
  instagram: () => t('Instagram'),
  chatLink: () => t('Chat group link'),
  joinPolicy: () => t('How to join'),
};

const shown = (value: unknown): string => (typeof value === 'string' && value !== '' ? value : typeof value === 'boolean' || typeof value === 'number' ? String(value) : t('(none)'));

export function pendingChangesOf(club: Club): FieldChange[] {
  const changes = club.pendingChanges ?? {};
  return Object.entries(changes)
    .filter(([field, after]) => field in LABELS && after !== (club as Record<string, unknown>)[field])
    .map(([field, after]) => {
      const picture = field === 'logo' || field === 'banner';
      return {
        field: LABELS[field]?.() ?? field,
        before: picture ? ((club as Record<string, unknown>)[field] ? t('a picture') : t('(none)')) : shown((club as Record<string, unknown>)[field]),
        after: picture ? (after ? t('a new picture') : t('(none)')) : shown(after),
      };
    });
}

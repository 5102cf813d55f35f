/** The club form's state, its checks (said the way the post form says them), and the request it makes. */
import { t } from '../../../../shared/i18n.ts';
import { CLUB_LIMITS, SLUG_PATTERN, type ClubInput, type ClubUpdate, type JoinPolicy } from '../../../../shared/schemas/clubs.ts';
import type { Club } from '../api/club-wire.ts';

export interface ClubFormState {
  name: string;
  slug: string;
  /** Whether the student typed the address; until then it follows the name. */
  slugEdited: boolean;
  category: string;
  description: string;
  /** A data URL just chosen, a stored `/media/...` address, or null. */
  logo: string | null;
  banner: string | null;
  contactEmail: string;
  website: string;
  instagram: string;
  chatLink: string;
  joinPolicy: JoinPolicy;
}

export const emptyClubForm = (): ClubFormState => ({
  name: '',
  slug: '',
  slugEdited: false,
  category: '',
  description: '',
  logo: null,
  banner: null,
  contactEmail: '',
  website: '',
  instagram: '',
  chatLink: '',
  joinPolicy: 'open',
});

/** The form for editing: the club's pending edit over its approved fields, so a manager sees what they sent. */
export function clubFormOf(club: Club): ClubFormState {
  const merged = { ...club, ...(club.pendingChanges ?? {}) };
  return {
    name: merged.name,
    slug: club.slug,
    slugEdited: true,
    category: merged.category,
    description: merged.description,
    logo: merged.logo ?? null,
    banner: merged.banner ?? null,
    contactEmail: merged.contactEmail ?? '',
    website: merged.website ?? '',
    instagram: merged.instagram ?? '',
    chatLink: merged.chatLink ?? '',
    joinPolicy: merged.joinPolicy ?? 'open',
  };
}

/** A name as an address: lower case, words joined by single hyphens, at most the address's length. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, CLUB_LIMITS.slugMax)
    .replace(/-+$/g, '');
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const isLink = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

/** The first problem with the form, in the reader's language; null when it may be sent. */
export function clubFormProblem(form: ClubFormState, creating: boolean): string | null {
  const name = form.name.trim();
  if (!name || (creating && !form.slug.trim()) || !form.category || !form.description.trim()) {
    return creating ? t('Please fill in the Name, Address, Category and Description fields.') : t('Please fill in the Name, Category and Description fields.');
  }
  if (name.length < CLUB_LIMITS.nameMin || name.length > CLUB_LIMITS.nameMax) {
    return t("The club's name must be {min} to {max} characters.", { min: CLUB_LIMITS.nameMin, max: CLUB_LIMITS.nameMax });
  }
  if (creating) {
    const slug = form.slug.trim();
    if (slug.length < CLUB_LIMITS.slugMin || slug.length > CLUB_LIMITS.slugMax || !SLUG_PATTERN.test(slug)) {
      return t('The address must be {min} to {max} lower-case letters, digits or single hyphens.', {
        min: CLUB_LIMITS.slugMin,
        max: CLUB_LIMITS.slugMax,
      });
    }
  }
  if (form.contactEmail.trim() && !EMAIL.test(form.contactEmail.trim())) return t('Please enter a valid contact email.');
  const links = [form.website, form.instagram, form.chatLink].map((link) => link.trim()).filter(Boolean);
  if (links.some((link) => !isLink(link))) return t('Please enter each link in full, starting with https://.');
  return null;
}

const orNull = (value: string): string | null => value.trim() || null;

/** The fields the server takes, from the form. */
export function clubFieldsOf(form: ClubFormState): ClubUpdate {
  return {
    name: form.name.trim(),
    description: form.description.trim(),
    category: form.category,
    logo: form.logo,
    banner: form.banner,
    contactEmail: orNull(form.contactEmail),
    website: orNull(form.website),
    instagram: orNull(form.instagram),
    chatLink: orNull(form.chatLink),
    joinPolicy: form.joinPolicy,
  };
}

export const clubInputOf = (form: ClubFormState): ClubInput => ({ ...(clubFieldsOf(form) as Required<Pick<ClubInput, 'name' | 'description' | 'category'>>), slug: form.slug.trim() });

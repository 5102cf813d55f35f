/**
 * A club's fields as the owner writes them, checked and turned into columns (decision 081): the category must be
 * one the admin keeps, the contact an email, the links web addresses; an empty text clears a field. Pictures go
 * through the picture queue as posts' do (media.service's prepareImages and storeImages), outside the transaction.
 */
import { CLUB_MESSAGES as M } from '../../../shared/club-messages.ts';
import type { ClubUpdate } from '../../../shared/schemas/clubs.ts';
import type { AppContext } from '../../context.ts';
import type { Updateable } from 'kysely';
import type { ClubsTable } from '../../database/schema.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { prepareImages, type PreparedImages } from '../media/media.service.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The columns of the public fields an edit may change, by field. */
export const COLUMN_OF = {
  name: 'name',
  description: 'description',
  category: 'category',
  logo: 'logo',
  banner: 'banner',
  contactEmail: 'contact_email',
  website: 'website',
  instagram: 'instagram',
  chatLink: 'chat_link',
  joinPolicy: 'join_policy',
} as const satisfies Record<keyof ClubUpdate, keyof ClubsTable>;

/** Fields that take effect at once even on an approved club: how members join is the officers' running choice. */
export const IMMEDIATE_FIELDS: readonly (keyof ClubUpdate)[] = ['joinPolicy'];

const blankToNull = (value: string | null | undefined): string | null | undefined => (value === undefined ? undefined : value === null || value.trim() === '' ? null : value.trim());

function checkLink(value: string | null | undefined): void {
  if (!value) return;
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) throw badRequest(M.invalidLink());
}

/** The fields normalised and checked (but for the category, which the service checks against the list). */
export function normaliseFields<T extends ClubUpdate>(input: T): T {
  const out: ClubUpdate = { ...input };
  for (const key of ['contactEmail', 'website', 'instagram', 'chatLink', 'logo', 'banner'] as const) {
    if (key in out) out[key] = blankToNull(out[key]);
  }
  if (out.contactEmail) {
    out.contactEmail = out.contactEmail.toLowerCase();
    if (!EMAIL.test(out.contactEmail)) throw badRequest(M.invalidEmail());
  }
  checkLink(out.website);
  checkLink(out.instagram);
  checkLink(out.chatLink);
  return out as T;
}

/** The logo and banner uploaded (data URLs) or named (stored `/media/` addresses): CPU work, call outside transactions. */
export async function preparePictures(ctx: AppContext, input: ClubUpdate): Promise<{ prepared: PreparedImages; fields: ClubUpdate }> {
  const refs = [input.logo, input.banner].filter((v): v is string => typeof v === 'string' && v !== '');
  const prepared = await prepareImages(ctx, refs);
  const fields: ClubUpdate = { ...input };
  if (typeof fields.logo === 'string') fields.logo = prepared.urlOf(fields.logo);
  if (typeof fields.banner === 'string') fields.banner = prepared.urlOf(fields.banner);
  return { prepared, fields };
}

/** The columns a set of fields writes. */
export function columnsOf(fields: ClubUpdate): Updateable<ClubsTable> {
  const columns: Partial<Record<string, string | null>> = {};
  for (const [field, column] of Object.entries(COLUMN_OF) as [keyof ClubUpdate, string][]) {
    if (fields[field] !== undefined) columns[column] = fields[field] ?? null;
  }
  return columns;
}

import type { Catalog } from '../../i18n.ts';

/** The profile, moderation, email and push choices, and the server's own texts. */
export const account: Catalog = {};

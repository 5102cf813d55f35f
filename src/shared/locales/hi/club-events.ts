import type { Catalog } from '../../i18n.ts';

/** Clubs (decision 081). */
export const clubEvents: Catalog = {
};

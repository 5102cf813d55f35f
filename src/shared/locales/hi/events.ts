import type { Catalog } from '../../i18n.ts';

/** Events, the post form, registrations, tickets and the door. */
export const events: Catalog = {};

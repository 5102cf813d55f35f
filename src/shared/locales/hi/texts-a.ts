import type { Catalog } from '../../i18n.ts';

/** The fixed texts of message-texts.ts, from its start to the notice emails. */
export const textsA: Catalog = {};

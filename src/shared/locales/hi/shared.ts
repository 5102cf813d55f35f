import type { Catalog } from '../../i18n.ts';

/** The texts of messages.ts and feed-texts.ts that take values. */
export const shared: Catalog = {};

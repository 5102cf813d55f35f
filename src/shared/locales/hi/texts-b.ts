import type { Catalog } from '../../i18n.ts';

/** The fixed texts of message-texts.ts from the notice emails on, and its texts that take values. */
export const textsB: Catalog = {};

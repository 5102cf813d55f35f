import type { Catalog } from '../../i18n.ts';

/** Quad offline (decisions 050 and 078): what a screen says when it cannot be read without a connection. */
export const offline: Catalog = {
  'Comments are not available offline.': 'टिप्पणियाँ ऑफ़लाइन उपलब्ध नहीं हैं।',
};

import type { Catalog } from '../../i18n.ts';

/** A bank statement's import and its outcomes (decision 072). */
export const statements: Catalog = {
};

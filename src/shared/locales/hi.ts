/**
 * The Hindi catalogue (decision 055): every English template Quad shows or emails, in Hindi. One part per area of
 * the product, merged here; `catalogue.test.ts` fails when an id used anywhere is missing from it, or when a
 * translation names other values than its English template.
 */
import type { Catalog } from '../i18n.ts';
import { common } from './hi/common.ts';

export const hi: Catalog = {
  ...common,
};

import type { Catalog } from '../../i18n.ts';

/** The words every screen shares. */
export const common: Catalog = {
  'just now': 'अभी-अभी',
  Language: 'भाषा',
};

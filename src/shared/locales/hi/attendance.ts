import type { Catalog } from '../../i18n.ts';

/** Following clubs and the events a student attended (decision 081). */
export const attendance: Catalog = {
  'Events I attended': 'मेरे भाग लिए इवेंट',
  'Only you can see this.': 'इसे केवल आप देख सकते हैं।',
};

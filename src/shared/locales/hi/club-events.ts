import type { Catalog } from '../../i18n.ts';

/** Clubs (decision 081): club-hosted events. */
export const clubEvents: Catalog = {
  'Upcoming events': 'आने वाले इवेंट',
  'Past events': 'पिछले इवेंट',
  'Loading events…': 'इवेंट लोड हो रहे हैं…',
  'Could not load the club’s events.': 'क्लब के इवेंट लोड नहीं हो सके।',
  'No upcoming events yet.': 'अभी कोई आने वाला इवेंट नहीं है।',
  'No past events.': 'कोई पिछला इवेंट नहीं है।',
};

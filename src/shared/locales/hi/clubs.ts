import type { Catalog } from '../../i18n.ts';

/** Clubs (decision 081). */
export const clubs: Catalog = {
  'News from a club you follow': 'आपके फ़ॉलो किए क्लब की खबर',
  'Clubs I follow': 'मेरे फ़ॉलो किए क्लब',
  'A new event or announcement from a club you follow or belong to.': 'आपके फ़ॉलो किए या आपके सदस्यता वाले क्लब का नया इवेंट या घोषणा।',
};

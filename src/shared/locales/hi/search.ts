import type { Catalog } from '../../i18n.ts';

/** Search everywhere (decision 076): results across every screen, counted by type. */
export const search: Catalog = {
  '{count} in {place}': '{place} में {count}',
  'Also:': 'यह भी:',
  'Type in the search box to search every screen of Quad.': 'Quad की हर स्क्रीन में खोजने के लिए सर्च बॉक्स में लिखें।',
  'Searching for “{text}”': '“{text}” खोजा जा रहा है',
  'Could not search': 'खोज नहीं हो सकी',
  'Nothing on Quad matches “{text}”': 'Quad पर “{text}” से मेल खाता कुछ नहीं मिला',
  '{n, plural, one {# result} other {# results}} for “{text}”': '“{text}” के लिए {n, plural, one {# नतीजा} other {# नतीजे}}',
  'Show results from': 'नतीजे यहाँ से दिखाएँ',
  'Everywhere ({count})': 'हर जगह ({count})',
  'Loading more results': 'और नतीजे लोड हो रहे हैं',
  'More results': 'और नतीजे',
};

import type { Catalog } from '../../i18n.ts';

/** Every screen's address (decision 075): the titles of the pages that have one, and an address the app does not have. */
export const addresses: Catalog = {
  'Page not found': 'पेज नहीं मिला',
  'There is nothing at this address.': 'इस पते पर कुछ नहीं है।',
  'Search: {text}': 'खोज: {text}',
  'Check-in: {event}': 'चेक-इन: {event}',
  'Registrations: {event}': 'पंजीकरण: {event}',
};

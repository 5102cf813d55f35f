import type { Catalog } from '../../i18n.ts';

/** Clubs (decision 081): club-hosted events. */
export const clubEvents: Catalog = {
  'Upcoming events': 'आने वाले इवेंट',
  'Past events': 'पिछले इवेंट',
  'Loading events…': 'इवेंट लोड हो रहे हैं…',
  'Could not load the club’s events.': 'क्लब के इवेंट लोड नहीं हो सके।',
  'No upcoming events yet.': 'अभी कोई आने वाला इवेंट नहीं है।',
  'No past events.': 'कोई पिछला इवेंट नहीं है।',
  'Club not found.': 'क्लब नहीं मिला।',
  'Only an owner or officer of {club} can do that.': 'यह केवल {club} का कोई मालिक या पदाधिकारी कर सकता है।',
  '{club} is not an approved club, so it cannot host events.': '{club} स्वीकृत क्लब नहीं है, इसलिए यह इवेंट आयोजित नहीं कर सकता।',
  '{club} is inactive, so it cannot host new events.': '{club} निष्क्रिय है, इसलिए यह नए इवेंट आयोजित नहीं कर सकता।',
  'Only events can be posted as a club.': 'क्लब के नाम से केवल इवेंट पोस्ट किए जा सकते हैं।',
  'That club already hosts this event.': 'यह क्लब पहले से इस इवेंट का आयोजक है।',
  'An event can have at most {max} co-host clubs.': 'किसी इवेंट के अधिकतम {max} सह-आयोजक क्लब हो सकते हैं।',
  'That club is not invited to co-host this event.': 'यह क्लब इस इवेंट का सह-आयोजक बनने के लिए आमंत्रित नहीं है।',
  'Only the event’s hosts can invite a club to co-host it.': 'केवल इवेंट के आयोजक ही किसी क्लब को सह-आयोजक बनने के लिए आमंत्रित कर सकते हैं।',
  'Only the event’s hosts, or the co-host club’s owners and officers, can do that.': 'यह केवल इवेंट के आयोजक, या सह-आयोजक क्लब के मालिक और पदाधिकारी कर सकते हैं।',
  'You get this because you follow {club} or are one of its members.': 'आपको यह इसलिए मिला क्योंकि आप {club} को फ़ॉलो करते हैं या इसके सदस्य हैं।',
  'See the event': 'इवेंट देखें',
  '{club} posted an event: {title}': '{club} ने एक इवेंट पोस्ट किया: {title}',
  '{club} was invited to co-host “{title}”: accept it on the event’s page.': '{club} को “{title}” का सह-आयोजक बनने का न्योता मिला है: इवेंट के पेज पर इसे स्वीकार करें।',
  '{club} accepted to co-host “{title}”.': '{club} ने “{title}” का सह-आयोजक बनना स्वीकार किया।',
};

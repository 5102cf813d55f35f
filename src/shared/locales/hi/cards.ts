import type { Catalog } from '../../i18n.ts';

/** Cards, notifications and signing in to act (decision 080): the price and registration on an event card, and why the login opened. */
export const cards: Catalog = {
  // Signing in to act: why the login modal opened
  'Log in to like this post': 'इस पोस्ट को लाइक करने के लिए लॉग इन करें',
  'Log in to comment': 'टिप्पणी करने के लिए लॉग इन करें',
  'Log in to report this post': 'इस पोस्ट की रिपोर्ट करने के लिए लॉग इन करें',
  'Log in to register': 'पंजीकरण करने के लिए लॉग इन करें',
  'Log in to add this to your calendar': 'इसे अपने कैलेंडर में जोड़ने के लिए लॉग इन करें',
  // An event card's price and the viewer's registration
  Free: 'निःशुल्क',
  'Free, or from {price}': 'निःशुल्क, या {price} से शुरू',
  'You’re going': 'आप जा रहे हैं',
  // Notifications that name the post
  'Your Consight "{title}" is live.': 'आपका कॉन्साइट "{title}" लाइव हो गया है।',
  'Your post "{title}" was approved and is now live.': 'आपकी पोस्ट "{title}" मंज़ूर हो गई और अब लाइव है।',
  // The admin's pending card: the seats asked for
  Capacity: 'क्षमता',
  '{count, plural, one {# seat} other {# seats}}': '{count, plural, one {# सीट} other {# सीटें}}',
  '{count, plural, one {# seat} other {# seats}} on each date': 'हर तारीख पर {count, plural, one {# सीट} other {# सीटें}}',
};

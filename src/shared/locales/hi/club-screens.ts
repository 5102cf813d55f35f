import type { Catalog } from '../../i18n.ts';

/** Clubs (decision 081): the directory, a club's page, its forms and the admin's queue. */
export const clubScreens: Catalog = {
  Owner: 'मालिक',
  Officer: 'पदाधिकारी',
  Alumni: 'पूर्व सदस्य',
  Requested: 'अनुरोध भेजा गया',
  Member: 'सदस्य',
  'By approval': 'मंज़ूरी से',
  'By invitation': 'निमंत्रण से',
  'Open to all': 'सबके लिए खुला',
  'Your clubs': 'आपके क्लब',
  'Loading your clubs': 'आपके क्लब लोड हो रहे हैं',
  'You are not in any club yet.': 'आप अभी किसी क्लब में नहीं हैं।',
  'Find clubs': 'क्लब खोजें',
};

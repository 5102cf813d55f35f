import type { Catalog } from '../../i18n.ts';

/** Following clubs and the events a student attended (decision 081). */
export const attendance: Catalog = {
  "The feed's view can only be 'following'.": "फ़ीड का व्यू केवल 'following' हो सकता है।",
  'Log in to see the events of the clubs you follow.': 'अपने फ़ॉलो किए क्लबों के इवेंट देखने के लिए लॉग इन करें।',
  'Follow clubs to see their events here.': 'क्लबों को फ़ॉलो करें, उनके इवेंट यहाँ दिखेंगे।',
  'Events I attended': 'मेरे भाग लिए इवेंट',
  'Events you are checked in at show here.': 'जिन इवेंट में आपकी चेक-इन हुई, वे यहाँ दिखते हैं।',
  'Only you can see this.': 'इसे केवल आप देख सकते हैं।',
  'Shown on your profile.': 'आपकी प्रोफ़ाइल पर दिखाया गया।',
  'Show on my profile': 'मेरी प्रोफ़ाइल पर दिखाएँ',
  'Download CSV': 'CSV डाउनलोड करें',
  'This student keeps the events they attended to themselves.': 'यह छात्र अपने भाग लिए इवेंट किसी को नहीं दिखाते।',
  'Attendance at our events': 'हमारे इवेंट में उपस्थिति',
  'Club not found.': 'क्लब नहीं मिला।',
  "Only the club's owners and officers see its attendance.": 'क्लब की उपस्थिति केवल उसके मालिक और पदाधिकारी देखते हैं।',
  'Loading the events you attended…': 'आपके भाग लिए इवेंट लोड हो रहे हैं…',
  'Checked in {time}': '{time} को चेक-इन',
  Following: 'फ़ॉलो किए',
  'All events': 'सभी इवेंट',
  'Which events': 'कौन-से इवेंट',
  'Find clubs': 'क्लब खोजें',
  'Loading attendance…': 'उपस्थिति लोड हो रही है…',
  'No events of this club yet.': 'इस क्लब का अभी कोई इवेंट नहीं है।',
  '{checkedIn} of {registered} registered were checked in': '{registered} पंजीकृत में से {checkedIn} की चेक-इन हुई',
};

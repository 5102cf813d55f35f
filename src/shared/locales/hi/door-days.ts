import type { Catalog } from '../../i18n.ts';

/** The door knows the day (decision 077): a ticket refused on a day it is not for, and checking it in anyway. */
export const doorDays: Catalog = {
  'This event is on {days}': 'यह कार्यक्रम {days} को है',
  'This ticket is for {days}': 'यह टिकट {days} के लिए है',
  'Not for today': 'आज के लिए नहीं',
  'Check in anyway': 'फिर भी चेक इन करें',
};

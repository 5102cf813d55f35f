import type { Catalog } from '../../i18n.ts';

/** The profile, moderation, email and push choices, and the server's own texts. */
export const account: Catalog = {
  // ---- Languages (decision 055): the account's language ----
  'Please choose English or Hindi.': 'कृपया अंग्रेज़ी या हिन्दी चुनें।',

  // ---- Stored notifications ----
  '{commenter} commented on your post "{title}".': '{commenter} ने आपकी पोस्ट "{title}" पर टिप्पणी की।',

  // ---- The notice emails' lines ----
  '{start} to {end}': '{start} से {end} तक',
  'When: {when}': 'कब: {when}',
  'Dates: {dates}': 'तारीख़ें: {dates}',
  'Where: {where}': 'कहाँ: {where}',
  'The moderator’s note: {note}': 'मॉडरेटर की टिप्पणी: {note}',
  'Ticket code: {code}': 'टिकट कोड: {code}',
  'Tickets: {tickets}': 'टिकट: {tickets}',
  'Total: {total}': 'कुल: {total}',
  'What you entered: {entered}': 'आपने जो भरा: {entered}',
  'Stop these emails: {url}': 'ये ईमेल बंद करें: {url}',

  // ---- The account emails: verify your email, reset your password ----
  'Verify your email for Quad': 'Quad के लिए अपना ईमेल सत्यापित करें',
  'Welcome to Quad, {name}': 'Quad में आपका स्वागत है, {name}',
  'Please confirm that this address is yours. Until you do, you can browse Quad, but not post, comment or register for events.':
    'कृपया पुष्टि करें कि यह पता आपका ही है। तब तक आप Quad देख सकते हैं, लेकिन पोस्ट, टिप्पणी या इवेंट के लिए रजिस्टर नहीं कर सकते।',
  'The link works for 24 hours. You can ask for a new one from the banner at the top of Quad.':
    'यह लिंक 24 घंटे तक काम करता है। आप Quad में सबसे ऊपर दिखने वाले बैनर से नया लिंक मँगा सकते हैं।',
  'Verify my email': 'मेरा ईमेल सत्यापित करें',
  'You get this email because someone signed up to Quad with this address. If it was not you, ignore it.':
    'आपको यह ईमेल इसलिए मिला है क्योंकि किसी ने इस पते से Quad पर साइन अप किया है। अगर वह आप नहीं थे, तो इसे अनदेखा करें।',
  'Reset your Quad password': 'अपना Quad पासवर्ड रीसेट करें',
  'Choose a new password': 'नया पासवर्ड चुनें',
  'Hello {name}, someone (we hope you) asked to reset the password of your Quad account.':
    'नमस्ते {name}, किसी ने (हमें उम्मीद है कि आपने ही) आपके Quad खाते का पासवर्ड रीसेट करने का अनुरोध किया है।',
  'The link works once, for 30 minutes. A new password signs your account out on every device.':
    'यह लिंक केवल एक बार, 30 मिनट तक काम करता है। नया पासवर्ड रखते ही आपका खाता हर डिवाइस से साइन आउट हो जाता है।',
  'If you did not ask for this, ignore this email: your password stays as it is.':
    'अगर आपने यह अनुरोध नहीं किया था, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा।',
};

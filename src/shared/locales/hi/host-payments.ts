import type { Catalog } from '../../i18n.ts';

/** The host's side of paid registrations: the registrations screen's views, payments and undo, and the door (decision 072). */
export const hostPayments: Catalog = {
  // The views and the search (src/client/features/host-registrations/components/registration-filters.tsx)
  All: 'सभी',
  'Payment pending': 'भुगतान बाकी',
  'Payment sent (waiting for you)': 'भुगतान भेजा गया (आपकी पुष्टि बाकी)',
  Offered: 'सीट की पेशकश',
  'Search registrations': 'पंजीकरण खोजें',
  'Name, email, phone, payment reference (QD-…) or UTR': 'नाम, ईमेल, फ़ोन, भुगतान संदर्भ (QD-…) या UTR',
  'No registrations here match “{query}”.': 'यहाँ कोई पंजीकरण “{query}” से मेल नहीं खाता।',
  'Show every registration': 'सभी पंजीकरण दिखाएँ',
  // Each registration's payment in words (lib/payment-words.ts, components/registration-row.tsx)
  'UTR {utr}': 'UTR {utr}',
  'Paid {amount}': '{amount} चुकाए गए',
  'Payment sent: {reference}': 'भुगतान भेजा गया: {reference}',
  'Payment sent': 'भुगतान भेजा गया',
  '{paid} received, {left} left; payment sent: {reference}': '{paid} मिले, {left} बाकी; भुगतान भेजा गया: {reference}',
  '{paid} received': '{paid} मिले',
  'held until {until}': '{until} तक रखी है',
  'Mark unpaid': 'बिना भुगतान मानें',
  // Marking paid, its undo, and rejecting (components/payment-undo.tsx, hooks/use-payment-actions.ts, components/reason-modal.tsx)
  Undo: 'वापस लें',
  '{name} marked unpaid: their ticket no longer works, and the seat waits for their payment.':
    '{name} को बिना भुगतान माना गया: उनका टिकट अब नहीं चलेगा, और सीट उनके भुगतान की प्रतीक्षा करेगी।',
  'Mark {name} unpaid?': '{name} को बिना भुगतान मानें?',
  'Their ticket stops working, and their seat waits for the payment again.': 'उनका टिकट काम करना बंद कर देगा, और उनकी सीट फिर से भुगतान की प्रतीक्षा करेगी।',
  'Payment rejected: {name} is told why, and can pay again or correct the reference.':
    'भुगतान अस्वीकार: {name} को कारण बताया गया है, वे फिर से भुगतान कर सकते हैं या संदर्भ ठीक कर सकते हैं।',
  'Their seat stays held for the payment: they can pay again, or correct the reference they gave if it was wrong.':
    'भुगतान के लिए उनकी सीट रखी रहेगी: वे फिर से भुगतान कर सकते हैं, या दिया गया संदर्भ गलत हो तो उसे ठीक कर सकते हैं।',
  // The door (src/client/features/check-in/lib/payment-at-door.ts)
  'Payment pending — no ticket yet': 'भुगतान बाकी — अभी टिकट नहीं',
  'Payment sent, not confirmed yet — no ticket yet': 'भुगतान भेजा गया, अभी पुष्टि नहीं हुई — अभी टिकट नहीं',
  'Payment pending: {amount} — no ticket yet': 'भुगतान बाकी: {amount} — अभी टिकट नहीं',
  'Payment sent, not confirmed yet: {amount} — no ticket yet': 'भुगतान भेजा गया, अभी पुष्टि नहीं हुई: {amount} — अभी टिकट नहीं',
  'They say they paid: the host or a co-host can confirm it in Manage registrations, and then check them in.':
    'उनका कहना है कि उन्होंने भुगतान कर दिया है: होस्ट या सह-होस्ट ‘पंजीकरण प्रबंधित करें’ में इसकी पुष्टि कर सकते हैं, फिर उनका चेक-इन करें।',
  'Their seat waits for the payment: once the host confirms it, they get a ticket and can be checked in.':
    'उनकी सीट भुगतान की प्रतीक्षा में है: होस्ट के पुष्टि करते ही उन्हें टिकट मिलेगा और उनका चेक-इन हो सकेगा।',
};

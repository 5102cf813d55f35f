import type { Catalog } from '../../i18n.ts';

/** A bank statement's import and its outcomes (decision 073). */
export const statements: Catalog = {
  // The import and its columns
  'Bank statement': 'बैंक स्टेटमेंट',
  'Import bank statement': 'बैंक स्टेटमेंट इम्पोर्ट करें',
  'Import the CSV your bank or UPI app exports. Payments that carry a registration’s reference are confirmed for you; the rest wait for you below.':
    'अपने बैंक या UPI ऐप से निकाली गई CSV इम्पोर्ट करें। जिन भुगतानों में किसी रजिस्ट्रेशन का रेफ़रेंस है, वे अपने-आप पक्के हो जाते हैं; बाकी नीचे आपका इंतज़ार करते हैं।',
  'Uploading the statement': 'स्टेटमेंट अपलोड हो रहा है',
  'Matching payments…': 'भुगतान मिलाए जा रहे हैं…',
  'This statement has no credits.': 'इस स्टेटमेंट में कोई जमा राशि नहीं है।',
  '{n, plural, one {# debit or other line} other {# debits and other lines}} left alone.':
    '{n, plural, one {# डेबिट या दूसरी पंक्ति} other {# डेबिट और दूसरी पंक्तियाँ}} छोड़ दी गईं।',
  'Which column holds what?': 'किस कॉलम में क्या है?',
  Date: 'तारीख़',
  'Description (narration, remarks)': 'विवरण (नैरेशन, रिमार्क्स)',
  'Amount received (credit)': 'मिली राशि (क्रेडिट)',
  'Amount paid out (debit), if apart': 'दी गई राशि (डेबिट), अगर अलग कॉलम में हो',
  'Reference or UTR, if any': 'रेफ़रेंस या UTR, अगर हो',
  'Import with these columns': 'इन कॉलम के साथ इम्पोर्ट करें',
  'Please choose the date, the amount received and the description (or the reference).': 'कृपया तारीख़, मिली राशि और विवरण (या रेफ़रेंस) चुनें।',
  // Outcomes
  '{n} matched': '{n} मिल गए',
  '{n} paid less': '{n} ने कम भुगतान किया',
  '{n} paid more': '{n} ने ज़्यादा भुगतान किया',
  '{n} paid twice': '{n} ने दो बार भुगतान किया',
  '{n, plural, one {# for a cancelled registration} other {# for cancelled registrations}}':
    '{n, plural, one {# रद्द रजिस्ट्रेशन के लिए} other {# रद्द रजिस्ट्रेशनों के लिए}}',
  '{n, plural, one {# needs you} other {# need you}}': '{n, plural, one {# को आपकी ज़रूरत है} other {# को आपकी ज़रूरत है}}',
  '{n} imported before': '{n} पहले इम्पोर्ट हो चुके',
  'Matched: confirmed, tickets sent': 'मिल गए: पक्के, टिकट भेजे गए',
  'Paid less: still waiting for the rest': 'कम भुगतान: बाकी राशि का इंतज़ार',
  'Paid more: confirmed, give back the difference': 'ज़्यादा भुगतान: पक्का, अंतर लौटाएँ',
  'Paid twice: give it back': 'दो बार भुगतान: लौटाएँ',
  'For a cancelled registration: give it back': 'रद्द रजिस्ट्रेशन के लिए: लौटाएँ',
  'Need you: no registration found': 'आपकी ज़रूरत: कोई रजिस्ट्रेशन नहीं मिला',
  'Imported before: nothing changed': 'पहले इम्पोर्ट हो चुका: कुछ नहीं बदला',
  'Paid less than owed: {left} is still to pay. The seat stays held.': 'बकाया से कम भुगतान: अभी {left} देना बाकी है। सीट रोकी हुई है।',
  'Paid more than owed: give back {refund}. The seat is confirmed.': 'बकाया से ज़्यादा भुगतान: {refund} लौटाएँ। सीट पक्की है।',
  'This registration was paid already: give back {refund}.': 'इस रजिस्ट्रेशन का भुगतान पहले ही हो चुका था: {refund} लौटाएँ।',
  'This registration is cancelled: give back {refund}.': 'यह रजिस्ट्रेशन रद्द है: {refund} लौटाएँ।',
  'The UTR a registrant gave is in this row, but the amount is not what they owe: please check it.':
    'किसी रजिस्ट्रेंट का दिया UTR इस पंक्ति में है, पर राशि उनके बकाये जितनी नहीं है: कृपया जाँच लें।',
  'More than one registrant gave the UTR in this row: please check which one paid.':
    'इस पंक्ति का UTR एक से ज़्यादा रजिस्ट्रेंट ने दिया है: कृपया देखें कि भुगतान किसने किया।',
  'The reference is of a registration that holds no seat to pay for (waitlisted or offered).':
    'यह रेफ़रेंस ऐसे रजिस्ट्रेशन का है जिसकी कोई सीट भुगतान के लिए रुकी नहीं है (वेटलिस्ट या ऑफ़र)।',
  'No payment reference or UTR of this event was found in this row.': 'इस पंक्ति में इस इवेंट का कोई भुगतान रेफ़रेंस या UTR नहीं मिला।',
  // The rows that wait for the host
  'Payments that need you ({n})': 'भुगतान जिन्हें आपकी ज़रूरत है ({n})',
  'The registration this payment is for': 'यह भुगतान किस रजिस्ट्रेशन का है',
  'Choose a registration awaiting payment': 'भुगतान की राह देखता रजिस्ट्रेशन चुनें',
  '{left} to pay': '{left} देना बाकी',
  'Payment confirmed for {name}.': '{name} का भुगतान पक्का हुआ।',
  'Mark as settled': 'निपटा हुआ मानें',
  'Marked as settled: nothing was confirmed.': 'निपटा हुआ माना गया: कुछ भी पक्का नहीं किया गया।',
  // The server's refusals
  'Please choose the CSV file your bank or UPI app exported.': 'कृपया अपने बैंक या UPI ऐप से निकाली गई CSV फ़ाइल चुनें।',
  'This statement is larger than 2 MB. Please export a shorter period.': 'यह स्टेटमेंट 2 MB से बड़ा है। कृपया कम अवधि का स्टेटमेंट निकालें।',
  'This statement has more than {max} rows. Please export a shorter period.': 'इस स्टेटमेंट में {max} से ज़्यादा पंक्तियाँ हैं। कृपया कम अवधि का स्टेटमेंट निकालें।',
  'This file could not be read as a CSV statement. Please export it again as CSV.': 'यह फ़ाइल CSV स्टेटमेंट के रूप में पढ़ी नहीं जा सकी। कृपया इसे फिर से CSV में निकालें।',
  'Quad could not tell which columns hold the date, the amount and the description. Please choose them.':
    'Quad समझ नहीं पाया कि किन कॉलम में तारीख़, राशि और विवरण हैं। कृपया उन्हें चुनें।',
  'There is no column "{name}" in this statement.': 'इस स्टेटमेंट में "{name}" नाम का कोई कॉलम नहीं है।',
  'That statement row was not found.': 'स्टेटमेंट की वह पंक्ति नहीं मिली।',
  'This statement row is settled already.': 'स्टेटमेंट की यह पंक्ति पहले ही निपटाई जा चुकी है।',
};

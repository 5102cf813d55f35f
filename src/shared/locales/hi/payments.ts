import type { Catalog } from '../../i18n.ts';

/** Paying for a seat: the payment screen, its states and its emails (decision 072). */
export const payments: Catalog = {
  'Please give the UPI ID payments go to, like name@okaxis.': 'कृपया वह UPI ID दें जिस पर भुगतान जाए, जैसे name@okaxis।',
  'Please give the name the UPI ID is registered to.': 'कृपया वह नाम दें जिसके नाम पर UPI ID दर्ज है।',

  // One registration state, everywhere (src/shared/registration-state.ts)
  'You’re in': 'आपकी सीट पक्की है',
  'Payment pending: {amount} by {when}': 'भुगतान बाकी: {when} तक {amount}',
  'Payment pending: {amount}': 'भुगतान बाकी: {amount}',
  'Payment sent: the host is checking it': 'भुगतान भेजा गया: होस्ट इसकी जाँच कर रहे हैं',
  'On the waitlist, #{position}': 'प्रतीक्षा सूची में, #{position}',
  'On the waitlist': 'प्रतीक्षा सूची में',
  'A seat is yours to claim until {until}': '{until} तक एक सीट आपके लिए रखी है',
  'A seat is yours to claim': 'एक सीट आपके लिए रखी है',
  'PAYMENT PENDING': 'भुगतान बाकी',
  'PAYMENT SENT': 'भुगतान भेजा गया',
  'ON THE WAITLIST · #{position}': 'प्रतीक्षा सूची में · #{position}',
  'ON THE WAITLIST': 'प्रतीक्षा सूची में',
  'SEAT OFFERED · CLAIM IT': 'सीट मिली · इसे लें',
  CANCELLED: 'रद्द',
  'CHECKED IN': 'प्रवेश हो गया',
  '{paid} received, {left} left': '{paid} मिले, {left} बाकी',
  'Payment not accepted: {reason}. Pay again or correct the reference.': 'भुगतान स्वीकार नहीं हुआ: {reason}। फिर से भुगतान करें या संदर्भ ठीक करें।',
  'Put {reference} in the payment note': 'भुगतान के नोट में {reference} लिखें',
  // The payment screen (src/client/features/events/components/payment-panel.tsx and its parts)
  'Pay {amount}': '{amount} चुकाएँ',
  'Pay by {when}, or the seat goes to the next in line.': '{when} तक भुगतान करें, वरना सीट कतार में अगले व्यक्ति को मिल जाएगी।',
  'The host’s QR code to pay {amount}': '{amount} चुकाने के लिए होस्ट का QR कोड',
  'Scan it with any UPI app and pay {amount}.': 'इसे किसी भी UPI ऐप से स्कैन करें और {amount} चुकाएँ।',
  'UPI QR code: pay {amount} to {name}': 'UPI QR कोड: {name} को {amount} चुकाएँ',
  'Pay {amount} with a UPI app': 'UPI ऐप से {amount} चुकाएँ',
  'Scan with any UPI app: the amount and the note are filled in.': 'किसी भी UPI ऐप से स्कैन करें: राशि और नोट अपने-आप भर जाते हैं।',
  'Save QR': 'QR सहेजें',
  'UPI ID': 'UPI ID',
  'Copy UPI ID': 'UPI ID कॉपी करें',
  'Pay to': 'किसे भुगतान करें',
  Reference: 'संदर्भ',
  'Copy reference {reference}': 'संदर्भ {reference} कॉपी करें',
  Copy: 'कॉपी करें',
  Copied: 'कॉपी हो गया',
  'Could not copy: select the text and copy it yourself.': 'कॉपी नहीं हो सका: टेक्स्ट चुनकर ख़ुद कॉपी करें।',
  'Some UPI apps refuse a prefilled payment to a personal UPI ID. If yours does, scan the code (a saved QR works from your gallery), or copy the UPI ID and pay {amount} by hand.':
    'कुछ UPI ऐप निजी UPI ID पर पहले से भरा भुगतान नहीं लेते। ऐसा हो तो कोड स्कैन करें (सहेजा हुआ QR गैलरी से भी चलता है), या UPI ID कॉपी करके {amount} ख़ुद चुकाएँ।',
  'After paying': 'भुगतान के बाद',
  'UTR / UPI transaction ID (12 digits)': 'UTR / UPI लेन-देन ID (12 अंक)',
  'Your UPI app shows it with the payment, after you pay.': 'भुगतान के बाद आपका UPI ऐप इसे भुगतान के साथ दिखाता है।',
  'Correct the payment reference': 'भुगतान संदर्भ ठीक करें',
  'You sent {reference}. Wrong? Correct it below.': 'आपने {reference} भेजा। ग़लत है? नीचे ठीक करें।',
  'Your seat is held, but it is not a ticket yet: pay to get your ticket.': 'आपकी सीट रखी गई है, पर यह अभी टिकट नहीं है: टिकट पाने के लिए भुगतान करें।',
  'Pay later': 'बाद में चुकाएँ',
  'Your seat is confirmed as soon as Razorpay tells Quad you paid: nothing to send.': 'Razorpay के Quad को आपके भुगतान की सूचना देते ही आपकी सीट पक्की हो जाती है: कुछ भेजना नहीं है।',
  'This event is paid: your seat is held as you register, and you pay on the next screen.': 'यह इवेंट सशुल्क है: पंजीकरण करते ही आपकी सीट रख ली जाती है, और आप अगली स्क्रीन पर भुगतान करते हैं।',
  'Reading your registration…': 'आपका पंजीकरण पढ़ा जा रहा है…',
  // The host's form: paid by UPI ID (src/client/features/compose/components/payment-fields.tsx)
  'Name on the UPI ID': 'UPI ID पर दर्ज नाम',
  'name@okaxis': 'name@okaxis',
  'Each student gets a QR code and an app link for what they owe, with a reference that shows on your statement.':
    'हर छात्र को उसकी बकाया राशि के लिए एक QR कोड और ऐप लिंक मिलता है, एक संदर्भ के साथ जो आपके स्टेटमेंट में दिखता है।',
  // My tickets: seats held that are not tickets yet (src/client/features/tickets/components/pending-seats.tsx)
  'Seats that are not tickets yet': 'सीटें जो अभी टिकट नहीं हैं',
  'Not a ticket yet: your ticket comes once the host confirms your payment.': 'अभी टिकट नहीं: होस्ट के भुगतान की पुष्टि करते ही आपका टिकट आएगा।',
  'Not a ticket yet: claim the seat on the event’s page.': 'अभी टिकट नहीं: इवेंट के पेज पर सीट लें।',
  'Not a ticket yet: pay to get your ticket.': 'अभी टिकट नहीं: टिकट पाने के लिए भुगतान करें।',
  'Claim your seat': 'अपनी सीट लें',
  'The seat is held for you: pay to make it yours.': 'सीट आपके लिए रखी गई है: इसे अपना बनाने के लिए भुगतान करें।',
  'If nothing is paid by then, the seat goes to the next in line.': 'तब तक भुगतान न हुआ तो सीट कतार में अगले व्यक्ति को मिलेगी।',
  // ---- notices ----
  'Seat held at "{title}": pay {amount} to make it yours.': '"{title}" में सीट रखी गई है: इसे अपना बनाने के लिए {amount} चुकाएँ।',
  'Seat held at "{title}": pay {amount} by {until}.': '"{title}" में सीट रखी गई है: {until} तक {amount} चुकाएँ।',
  'We received {paid} for "{title}": {left} is left to pay.': '"{title}" के लिए हमें {paid} मिले: {left} चुकाना बाकी है।',
  'Payment not accepted for "{title}": {reason} Your seat is still held: pay again or correct the reference.':
    '"{title}" का भुगतान स्वीकार नहीं हुआ: {reason} आपकी सीट अब भी रखी है: फिर से भुगतान करें या रेफ़रेंस ठीक करें।',
  'Reminder: your seat at "{title}" is held until {until}. Pay {amount} before then, or it goes to the next in line.':
    'याद दिलाना: "{title}" में आपकी सीट {until} तक रखी है। उससे पहले {amount} चुकाएँ, वरना यह कतार में अगले व्यक्ति को मिलेगी।',
  'Payment received, you’re in: {title}': 'भुगतान मिल गया, आपकी सीट पक्की: {title}',
  'Your seat is still held for you: pay again, or correct the payment reference, on Quad.':
    'आपकी सीट अब भी आपके लिए रखी है: Quad पर फिर से भुगतान करें, या भुगतान रेफ़रेंस ठीक करें।',
  'Seat held: pay {amount} for {title}': 'सीट रखी गई: {title} के लिए {amount} चुकाएँ',
  'Seat held: pay {amount} by {until} for {title}': 'सीट रखी गई: {title} के लिए {until} तक {amount} चुकाएँ',
  'Hi {name}, your seat is held. Pay {amount} to make it yours: your ticket comes by email once the payment is confirmed.':
    'नमस्ते {name}, आपकी सीट रखी गई है। इसे अपना बनाने के लिए {amount} चुकाएँ: भुगतान की पुष्टि होते ही आपका टिकट ईमेल से आएगा।',
  'Pay by {until}, or the seat goes to the next in line.': '{until} तक भुगतान करें, वरना सीट कतार में अगले व्यक्ति को मिलेगी।',
  'Put {reference} in the payment note.': 'भुगतान नोट में {reference} लिखें।',
  'Pay now': 'अभी भुगतान करें',
  '{left} left to pay for {title}': '{title} के लिए {left} चुकाना बाकी',
  'We received {paid}. {left} is left to pay: your seat stays held until then.': 'हमें {paid} मिले। {left} चुकाना बाकी है: तब तक आपकी सीट रखी रहेगी।',
  'Reminder: pay by {until} for {title}': 'याद दिलाना: {title} के लिए {until} तक भुगतान करें',
  'Your seat is held until {until}. Pay {amount} before then, or it goes to the next in line.':
    'आपकी सीट {until} तक रखी है। उससे पहले {amount} चुकाएँ, वरना यह कतार में अगले व्यक्ति को मिलेगी।',
  'This registration has no confirmed payment to take back.': 'इस पंजीकरण में वापस लेने के लिए कोई पुष्ट भुगतान नहीं है।',
};

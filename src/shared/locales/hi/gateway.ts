import type { Catalog } from '../../i18n.ts';

/** Paying through a payment gateway, Razorpay (decision 074). */
export const gateway: Catalog = {
  'Payment through Razorpay is not set up on this campus: choose another payment method.':
    'इस कैंपस पर Razorpay से भुगतान की सुविधा नहीं है: भुगतान का कोई और तरीका चुनें।',
  'This registration is not paid through Razorpay.': 'इस पंजीकरण का भुगतान Razorpay से नहीं होता।',
  'Nothing is left to pay for this registration.': 'इस पंजीकरण का कुछ भी भुगतान बाकी नहीं है।',
  'Razorpay could not be reached: try again in a minute.': 'Razorpay से संपर्क नहीं हो सका: एक मिनट बाद फिर कोशिश करें।',
  Razorpay: 'Razorpay',
  'Each student pays on Razorpay’s page for their seat; the seat is theirs as soon as Razorpay says it is paid.':
    'हर छात्र अपनी सीट का भुगतान Razorpay के पेज पर करता है; Razorpay के भुगतान की पुष्टि करते ही सीट उसकी हो जाती है।',
  'Razorpay received {amount} from {name} for "{title}", but {left} was owed, so the seat was not confirmed. Confirm it yourself, or refund the payment from Razorpay’s dashboard.':
    'Razorpay को "{title}" के लिए {name} से {amount} मिले, पर बकाया {left} था, इसलिए सीट पक्की नहीं हुई। इसे खुद पक्का करें, या Razorpay के डैशबोर्ड से भुगतान लौटा दें।',
  'Razorpay received {amount} from {name} for "{title}" after the seat stopped waiting for a payment. Refund it from Razorpay’s dashboard unless it is owed.':
    'Razorpay को "{title}" के लिए {name} से {amount} तब मिले जब सीट भुगतान की प्रतीक्षा में नहीं थी। अगर यह बकाया नहीं है तो Razorpay के डैशबोर्ड से लौटा दें।',
};

import type { Catalog } from '../../i18n.ts';

/** Paying for a seat: the payment screen, its states and its emails (decision 072). */
export const payments: Catalog = {
  'Please give the UPI ID payments go to, like name@okaxis.': 'कृपया वह UPI ID दें जिस पर भुगतान जाए, जैसे name@okaxis।',
  'Please give the name the UPI ID is registered to.': 'कृपया वह नाम दें जिसके नाम पर UPI ID दर्ज है।',
};

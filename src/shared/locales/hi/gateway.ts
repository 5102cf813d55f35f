import type { Catalog } from '../../i18n.ts';

/** Paying through a payment gateway, Razorpay (decision 072). */
export const gateway: Catalog = {
};

import { CURRENCY_SYMBOL } from '../../shared/limits.ts';

const grouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** SPEC §9: rupees, e.g. '₹1,250'. */
export const rupees = (amount: number): string => `${CURRENCY_SYMBOL}${grouping.format(amount)}`;

/** SPEC §2: a price shown as FREE when 0 (or not set). */
export const priceLabel = (amount: number | null | undefined): string => (amount ? rupees(amount) : 'FREE');

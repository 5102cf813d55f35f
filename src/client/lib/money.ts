import { CURRENCY_SYMBOL } from '../../shared/limits.ts';

const grouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** SPEC §9: rupees, e.g. '₹1,250'. */
export const rupees = (amount: number): string => `${CURRENCY_SYMBOL}${grouping.format(amount)}`;

/** SPEC §2: a price shown as FREE when 0 (or not set). */
export const priceLabel = (amount: number | null | undefined): string => (amount ? rupees(amount) : 'FREE');

/**
 * What a choice of options costs before one is chosen: FREE when every option is (or there is none), the
 * single price when they all cost the same, else the lowest to the highest ('₹200 – ₹500').
 */
export function priceRange(prices: readonly number[]): string {
  const paid = prices.filter((p) => p > 0);
  if (paid.length === 0) return 'FREE';
  const lowest = Math.min(...prices);
  const highest = Math.max(...prices);
  return lowest === highest ? rupees(lowest) : `${rupees(lowest)} \u2013 ${rupees(highest)}`;
}

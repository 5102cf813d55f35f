import { activeLocale, INTL_LOCALE, t, type Locale } from '../../shared/i18n.ts';
import { CURRENCY_SYMBOL } from '../../shared/limits.ts';

/** Lakh and crore grouping in both languages (`en-IN`, `hi-IN`), built once per language. */
const groupings = new Map<Locale, Intl.NumberFormat>();
function grouping(): Intl.NumberFormat {
  const locale = activeLocale();
  let format = groupings.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: 2 });
    groupings.set(locale, format);
  }
  return format;
}

/** SPEC §9: rupees, e.g. '₹1,250'. */
export const rupees = (amount: number): string => `${CURRENCY_SYMBOL}${grouping().format(amount)}`;

/** SPEC §2: a price shown as FREE when 0 (or not set). */
export const priceLabel = (amount: number | null | undefined): string => (amount ? rupees(amount) : t('FREE'));

/**
 * What a choice of options costs before one is chosen: FREE when every option is (or there is none), the
 * single price when they all cost the same, else the lowest to the highest ('₹200 – ₹500').
 */
export function priceRange(prices: readonly number[]): string {
  const paid = prices.filter((p) => p > 0);
  if (paid.length === 0) return t('FREE');
  const lowest = Math.min(...prices);
  const highest = Math.max(...prices);
  return lowest === highest ? rupees(lowest) : `${rupees(lowest)} \u2013 ${rupees(highest)}`;
}

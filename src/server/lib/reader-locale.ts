/**
 * The languages the server writes in (decision 055): every catalogue is loaded once, when this file is first
 * imported (by whatever says a text in its reader's language), and an account's stored language is read here.
 */
import { DEFAULT_LOCALE, isLocale, loadCatalog, type Locale } from '../../shared/i18n.ts';
import { hi } from '../../shared/locales/hi.ts';

loadCatalog('hi', hi);

/** The account's chosen language, when it stores one Quad speaks; else null. */
export const accountLocale = (stored: string | null | undefined): Locale | null => (isLocale(stored) ? stored : null);

/** The language a text for this reader is written in: the one their account chose, else English. */
export const readerLocale = (stored: string | null | undefined): Locale => accountLocale(stored) ?? DEFAULT_LOCALE;

/**
 * The reader's language (decision 055): chosen in the profile (kept in this browser and on the account, for
 * emails), else the browser's first language Quad speaks. Hindi's catalogue loads only when Hindi is used; the
 * page's `lang` follows, and the app below the providers renders again in the new language.
 */
import { useSyncExternalStore } from 'react';
import { activeLocale, i18n, isLocale, loadCatalog, localeFrom, type Locale } from '../../shared/i18n.ts';

const STORAGE_KEY = 'quad.locale';
let hindiLoaded = false;

function storedLocale(): Locale | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

/** The language to start in: the reader's choice in this browser, else the browser's. */
export const initialLocale = (): Locale => storedLocale() ?? localeFrom(typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language]);

/** Loads what `locale` needs and makes it the page's language. */
export async function applyLocale(locale: Locale): Promise<void> {
  if (locale === 'hi' && !hindiLoaded) {
    const [{ hi }, { enableTemplateCompiler }] = await Promise.all([import('../../shared/locales/hi.ts'), import('../../shared/i18n-compiler.ts')]);
    // Hindi's templates are compiled as they are said; English's came compiled with the build (decision 055).
    enableTemplateCompiler();
    loadCatalog('hi', hi);
    hindiLoaded = true;
  }
  i18n.activate(locale);
  document.documentElement.lang = locale;
  document.documentElement.dir = 'ltr';
}

/**
 * At sign-in: the account's saved language is applied when this browser has no choice of its own (a choice made
 * here wins; it is not stored, so the next account signed in here brings its own).
 */
export async function adoptAccountLocale(locale: Locale | null | undefined): Promise<void> {
  if (!locale || storedLocale() !== null || locale === activeLocale()) return;
  await applyLocale(locale);
}

/** The reader chose a language: it is kept in this browser and applied. */
export async function chooseLocale(locale: Locale): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // A browser that keeps nothing: the choice lasts this page.
  }
  await applyLocale(locale);
}

const subscribe = (onChange: () => void) => i18n.on('change', onChange);

/** The active language; a component using it renders again when it changes. */
export const useLocale = (): Locale => useSyncExternalStore(subscribe, activeLocale, activeLocale);

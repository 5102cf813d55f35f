/**
 * Languages (decision 055): every text Quad shows or emails goes through `t()`, backed by Lingui's runtime. A
 * message's id is its English text, written as an ICU MessageFormat template (`{name}` for a value, `{n, plural,
 * one {...} other {...}}` for a count; a literal apostrophe before a brace is written twice: `''{label}''`). English
 * needs no catalogue: the id is the message. The Hindi catalogue (`locales/hi.ts`) maps each id to its Hindi
 * template; it is loaded only where Hindi is used. Shared by the server (emails, in the recipient's language) and
 * the client; no DOM, no node:*.
 */
import { setupI18n } from '@lingui/core';

export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** Each language in its own words, for the switch. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };
/** The BCP 47 tag dates, times, numbers and prices are formatted with (Indian conventions in both). */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

/** A catalogue: English template to translated template. */
export type Catalog = Record<string, string>;

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The first of the reader's languages Quad speaks (`navigator.languages`, Accept-Language), else English. */
export function localeFrom(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const base = tag.trim().toLowerCase().split(/[-_;]/)[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}

/** A template compiled by Lingui's compiler: what `t()` renders without compiling anything. */
export type CompiledTemplate = unknown[] | string;

/**
 * Lingui decodes `\\uXXXX` and `\\xXX` in what it renders; text Quad did not write (a title, a server's message) must
 * come out as typed, so each backslash goes in as the escape of a backslash.
 */
export const keepBackslashes = (text: string): string => (text.includes('\\') ? text.replaceAll('\\', '\\u005C') : text);

/**
 * The one Lingui instance: the client's active language, and the server's (English unless `inLocale`). It has no
 * template compiler until `enableTemplateCompiler()` (src/shared/i18n-compiler.ts) gives it one: the server does at
 * start, the client with the Hindi catalogue; the client's English templates arrive compiled by the build
 * (scripts/vite-compiled-templates.ts), so the compiler stays out of the first load.
 */
export const i18n = /* @__PURE__ */ setupI18n({ locale: DEFAULT_LOCALE, messages: { en: {}, hi: {} } });

let compiling = false;
/** Called by enableTemplateCompiler. */
export const templatesCompile = (): void => {
  compiling = true;
};

/** A template with simple `{name}` values only, filled without the compiler (a text the build did not see). */
const fill = (message: string, values: Record<string, unknown>): string =>
  message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/**
 * The text of `message` (its English template) in the active language, with its values. `compiled`: the template
 * compiled by the build, for English without the compiler.
 */
export function t(message: string, values?: Record<string, unknown>, compiled?: CompiledTemplate): string {
  let kept: Record<string, unknown> | undefined;
  if (values) {
    kept = {};
    for (const [name, value] of Object.entries(values)) kept[name] = typeof value === 'string' ? keepBackslashes(value) : value;
  }
  if (!compiling && (i18n.messages as Record<string, unknown>)[message] === undefined) {
    if (compiled !== undefined) return i18n._({ id: message, message: compiled as unknown as string, ...(kept ? { values: kept } : {}) });
    return kept ? fill(message, kept) : message;
  }
  return i18n._(message, kept);
}

/** Adds a catalogue's messages to a language. */
export function loadCatalog(locale: Locale, catalog: Catalog): void {
  i18n.load(locale, catalog);
}

/** The active language. */
export const activeLocale = (): Locale => (isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE);

/**
 * Runs `render` with `locale` active and puts the previous one back: for text made synchronously in another
 * language than the process's (an email in its recipient's). `render` must not await.
 */
export function inLocale<T>(locale: Locale, render: () => T): T {
  const previous = i18n.locale;
  if (previous === locale) return render();
  i18n.activate(locale);
  try {
    return render();
  } finally {
    i18n.activate(previous);
  }
}

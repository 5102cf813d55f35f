import { afterEach, describe, expect, it } from 'vitest';
import { activeLocale, i18n, inLocale, loadCatalog, localeFrom, t } from './i18n.ts';

afterEach(() => i18n.activate('en'));

describe('t()', () => {
  it('renders an English template with its values, plurals and a quoted placeholder', () => {
    expect(t('{n, plural, one {# seat} other {# seats}} left', { n: 1 })).toBe('1 seat left');
    expect(t('{n, plural, one {# seat} other {# seats}} left', { n: 3 })).toBe('3 seats left');
    expect(t("The field ''{label}'' must be exactly 10 digits.", { label: 'Phone' })).toBe("The field 'Phone' must be exactly 10 digits.");
    expect(t("It's “fine”: no values.")).toBe("It's “fine”: no values.");
  });

  it('shows what people typed exactly as typed: backslash sequences and braces included', () => {
    expect(t('Title: {x}', { x: 'a\\u0041 \\x41 {b}' })).toBe('Title: a\\u0041 \\x41 {b}');
    expect(t('Registration for "{unclosed" failed')).toBe('Registration for "{unclosed" failed');
    expect(t('A server said \\u0041')).toBe('A server said \\u0041');
  });

  it('speaks the catalogue of the active language, and English where it has no entry', () => {
    loadCatalog('hi', { '{n, plural, one {# seat} other {# seats}} left': '{n, plural, one {# सीट} other {# सीटें}} बची हैं' });
    i18n.activate('hi');
    expect(t('{n, plural, one {# seat} other {# seats}} left', { n: 5 })).toBe('5 सीटें बची हैं');
    expect(t('Not translated yet')).toBe('Not translated yet');
  });

  it('renders in another language for one synchronous call and puts the previous one back', () => {
    loadCatalog('hi', { Hello: 'नमस्ते' });
    expect(inLocale('hi', () => t('Hello'))).toBe('नमस्ते');
    expect(activeLocale()).toBe('en');
    expect(t('Hello')).toBe('Hello');
  });

  it("takes the first of the reader's languages Quad speaks", () => {
    expect(localeFrom(['fr-FR', 'hi-IN', 'en'])).toBe('hi');
    expect(localeFrom(['en-GB', 'hi'])).toBe('en');
    expect(localeFrom(['ta-IN'])).toBe('en');
  });
});

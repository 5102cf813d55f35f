import { afterEach, describe, expect, it } from 'vitest';
import { activeLocale, i18n } from '../../shared/i18n.ts';
import { adoptAccountLocale, chooseLocale } from './locale.ts';

afterEach(() => {
  i18n.activate('en');
  document.documentElement.lang = 'en';
  localStorage.clear();
});

describe("an account's language at sign-in", () => {
  it('is applied when this browser has no choice of its own, and not kept as this browser’s', async () => {
    await adoptAccountLocale('hi');
    expect(activeLocale()).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem('quad.locale')).toBeNull();
  });

  it('gives way to a choice made in this browser, and to none', async () => {
    await chooseLocale('en');
    await adoptAccountLocale('hi');
    expect(activeLocale()).toBe('en');
    localStorage.clear();
    await adoptAccountLocale(null);
    await adoptAccountLocale(undefined);
    expect(activeLocale()).toBe('en');
  });
});

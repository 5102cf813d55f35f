/** The catalogues (decision 055): every English text has its Hindi, naming the same values. */
import { describe, expect, it } from 'vitest';
import { hi } from '../src/shared/locales/hi.ts';
import { usedTexts, valueNames } from './i18n-texts.ts';

describe('the Hindi catalogue', () => {
  it('has every text Quad shows or emails', () => {
    const missing = [...usedTexts()].filter(([id]) => !(id in hi)).map(([id, at]) => `${at}: ${id}`);
    expect(missing).toEqual([]);
  });

  it('names in each translation the values of its English template, and every template compiles', () => {
    const wrong = Object.entries(hi).flatMap(([id, translation]) => {
      try {
        return JSON.stringify(valueNames(id)) === JSON.stringify(valueNames(translation)) ? [] : [`${id} => ${translation}`];
      } catch (error) {
        return [`${id}: ${(error as Error).message}`];
      }
    });
    expect(wrong).toEqual([]);
  });

  it('is Hindi: every translation is written in Devanagari', () => {
    const latinOnly = Object.entries(hi).filter(([id, translation]) => translation !== id && /\p{L}/u.test(translation) && !/\p{Script=Devanagari}/u.test(translation));
    expect(latinOnly.map(([id]) => id)).toEqual([]);
  });
});

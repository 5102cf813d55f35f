/**
 * Every text Quad shows, emails or pushes, said with sample values in English and in Hindi (decision 055): what a
 * person reads never holds a piece of template (`{`, `}`, a plural's `#`), whichever branch of a plural it takes.
 */
import { describe, expect, it } from 'vitest';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { enableTemplateCompiler } from '../src/shared/i18n-compiler.ts';
import { inLocale, t } from '../src/shared/i18n.ts';
import { usedTexts } from './i18n-texts.ts';

enableTemplateCompiler();

type Values = Record<string, string | number>;

/** Sample values for a template: every count as `count` (1 and 7 reach both plural branches), every word as a word. */
function samples(template: string, count: number): Values {
  const values: Values = {};
  const walk = (tokens: unknown) => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens as unknown[]) {
      if (!Array.isArray(token)) continue;
      const [name, kind, branches] = token as [unknown, unknown, unknown];
      if (typeof name === 'string') values[name] = kind === 'plural' || kind === 'selectordinal' || kind === 'number' ? count : kind === 'select' ? 'other' : 'Asha';
      if (branches && typeof branches === 'object') for (const branch of Object.values(branches)) walk(branch);
    }
  };
  walk(compileMessageOrThrow(template));
  return values;
}

/** A template's own `#` outside its plurals (as in "#{position}") is text, not a leftover. */
const literalHashes = (template: string): number => (template.replace(/\{[^{}]*,\s*(plural|selectordinal)\s*,(?:[^{}]|\{[^{}]*\})*\}/g, '').match(/#/g) ?? []).length;

describe('every text, said', () => {
  it('keeps no piece of template in English or in Hindi, in either branch of a plural', () => {
    const leftovers: string[] = [];
    for (const [id, at] of usedTexts()) {
      for (const count of [1, 7]) {
        const values = samples(id, count);
        for (const locale of ['en', 'hi'] as const) {
          const said = inLocale(locale, () => t(id, values));
          const hashes = (said.match(/#/g) ?? []).length;
          if (/[{}]/.test(said) || hashes > literalHashes(id)) leftovers.push(`${at} (${locale}, ${count}): ${said}`);
        }
      }
    }
    expect(leftovers).toEqual([]);
  });
});

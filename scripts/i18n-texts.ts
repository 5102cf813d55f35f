/**
 * The texts Quad shows or emails (decision 055): every string of `message-texts.ts` and every literal passed to
 * `t()` anywhere in src/, found by parsing the sources with TypeScript. Used by the catalogue's test and by
 * `npm run i18n:missing`, which prints what the Hindi catalogue lacks, by file.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import * as TEXTS from '../src/shared/texts.ts';

const ROOT = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'locales' || name === 'test' ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every literal id given to t() in a file, with where it is. */
function literalIds(file: string): { id: string; at: string }[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: { id: string; at: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 't') {
      const [first] = node.arguments;
      if (first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))) {
        const { line } = source.getLineAndCharacterOfPosition(first.getStart());
        found.push({ id: first.text, at: `${relative(ROOT, file)}:${line + 1}` });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every string among the fixed texts, nested maps included. */
function fixedTexts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(fixedTexts);
  return [];
}

/** The names of the values a template takes. */
export function valueNames(template: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown) => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens as unknown[]) {
      if (!Array.isArray(token)) continue;
      const [name, , branches] = token as [unknown, unknown, unknown];
      if (typeof name === 'string') names.add(name);
      if (branches && typeof branches === 'object') for (const branch of Object.values(branches)) walk(branch);
    }
  };
  walk(compileMessageOrThrow(template));
  return [...names].sort();
}

/** Every text in use, with the first place it is used. */
export function usedTexts(): Map<string, string> {
  const used = new Map<string, string>();
  for (const text of fixedTexts(TEXTS)) used.set(text, 'src/shared/texts.ts');
  for (const file of sources(join(ROOT, 'src'))) for (const { id, at } of literalIds(file)) if (!used.has(id)) used.set(id, at);
  return used;
}


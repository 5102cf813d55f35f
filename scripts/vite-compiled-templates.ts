/**
 * The client's English templates compiled by the build (decision 055): every `t('... {value} ...', values)` call
 * in src/ gets the template's compiled form as a third argument, so English renders without Lingui's compiler in
 * the first load. Calls are found by parsing with TypeScript, before the code is transformed.
 */
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import ts from 'typescript';
import type { Plugin } from 'vite';
import { keepBackslashes } from '../src/shared/i18n.ts';

const SOURCE = /[\\/]src[\\/](client|shared)[\\/].*\.tsx?$/;

/** The code with each template call given its compiled template; null when it has none. */
export function compileTemplateCalls(code: string, file: string): string | null {
  if (!code.includes('t(') || !code.includes('{')) return null;
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const inserts: { at: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 't') {
      const [template, values, given] = node.arguments;
      if (template && !given && (ts.isStringLiteral(template) || ts.isNoSubstitutionTemplateLiteral(template)) && template.text.includes('{')) {
        const compiled = JSON.stringify(compileMessageOrThrow(keepBackslashes(template.text)));
        inserts.push(values ? { at: values.getEnd(), text: `, ${compiled}` } : { at: template.getEnd(), text: `, undefined, ${compiled}` });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (inserts.length === 0) return null;
  let result = code;
  for (const { at, text } of inserts.sort((a, b) => b.at - a.at)) result = result.slice(0, at) + text + result.slice(at);
  return result;
}

export function compiledTemplates(): Plugin {
  return {
    name: 'quad-compiled-templates',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!SOURCE.test(file) || /\.test\.tsx?$/.test(file)) return null;
      const result = compileTemplateCalls(code, file);
      return result === null ? null : { code: result, map: null };
    },
  };
}

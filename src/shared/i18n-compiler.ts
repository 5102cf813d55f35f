/**
 * The ICU template compiler (decision 055): the server turns it on at start, the client with the Hindi catalogue.
 * The client's first load in English goes without it: its templates arrive compiled by the build.
 */
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { i18n, keepBackslashes, templatesCompile, type CompiledTemplate } from './i18n.ts';

const compiled = new Map<string, CompiledTemplate>();

/** A template compiled once (bounded: ids are source texts); one that does not compile is shown as it is. */
export function compileTemplate(message: string): CompiledTemplate {
  let result = compiled.get(message);
  if (result === undefined) {
    try {
      result = compileMessageOrThrow(keepBackslashes(message));
    } catch {
      // Not a template (a server's message with a stray brace, say).
      result = [message];
    }
    if (compiled.size < 10_000) compiled.set(message, result);
  }
  return result;
}

/** Lets `t()` compile any template: catalogue entries, and templates the build did not see. */
export function enableTemplateCompiler(): void {
  i18n.setMessagesCompiler(compileTemplate as Parameters<typeof i18n.setMessagesCompiler>[0]);
  templatesCompile();
}

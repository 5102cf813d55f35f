/**
 * oidc-provider says on the console, as it loads and as a provider starts, that it runs on a Node it does
 * not support (Node 20) and with its quick-start settings: in-memory storage, its own signing keys, its
 * built-in login and consent forms. All of that is true, and meant, of a provider that lives for one test
 * file, so those lines are left out of the test output. Only those: any other line, the provider's other
 * warnings and every line of our own, is written as before. Imported before oidc-provider itself.
 */

/** The provider's announcements of what the tests chose on purpose (see its lib/helpers/attention.js). */
const EXPECTED = [
  'Unsupported runtime.',
  'a quick start development-only in-memory adapter is used',
  'quick start development-only signing keys are used',
  'a quick start development-only feature devInteractions is enabled',
];

// eslint-disable-next-line no-control-regex -- the provider colours its lines on a terminal
const COLOURS = /\u001b\[[0-9;]*m/g;

/** Whether a console call is one of the provider's expected announcements. */
export function isExpectedProviderNotice(args: readonly unknown[]): boolean {
  if (args.length !== 1 || typeof args[0] !== 'string') return false;
  const text = args[0].replace(COLOURS, '');
  const match = /^oidc-provider (?:WARNING|NOTICE): (.*)$/s.exec(text);
  return match !== null && EXPECTED.some((start) => match[1]?.startsWith(start));
}

const wrappers = new WeakSet<object>();

/** Drops the expected announcements from console.warn and console.info; safe to call more than once. */
export function quietOidcProvider(target: Console = console): void {
  for (const method of ['warn', 'info'] as const) {
    const write = target[method].bind(target);
    if (wrappers.has(Object.getOwnPropertyDescriptor(target, method)?.value as object)) continue;
    const quiet = (...args: unknown[]) => {
      if (!isExpectedProviderNotice(args)) write(...args);
    };
    wrappers.add(quiet);
    target[method] = quiet;
  }
}

quietOidcProvider();

/**
 * The test provider's quick-start announcements stay out of the test output; every other console line,
 * ours above all, still reaches it.
 */
import { afterEach, describe, expect, it } from 'vitest';

// Both modules are imported inside the tests, after the console is recorded: the filter is put in place as
// it loads, on the console of that moment.

const written: string[] = [];
const { warn, info } = console;

afterEach(() => {
  console.warn = warn;
  console.info = info;
  written.length = 0;
});

/** The console as the test runner sees it: every line that reaches it is kept. */
function recordConsole(): void {
  console.warn = (...args: unknown[]) => void written.push(args.map(String).join(' '));
  console.info = (...args: unknown[]) => void written.push(args.map(String).join(' '));
}

describe('the OpenID test provider, quietly', () => {
  it('starts a real provider without a line of its quick-start announcements in the output', async () => {
    recordConsole();
    // Loaded after the recorder is in place, so the announcements made as oidc-provider loads count too.
    const { startOidcProvider } = await import('./oidc-provider.ts');
    const provider = await startOidcProvider({ redirectUri: 'http://127.0.0.1:3999/api/auth/google/callback' });
    const discovery = await fetch(`${provider.issuer}/.well-known/openid-configuration`);
    expect(discovery.status).toBe(200);
    await discovery.body?.cancel();
    await provider.close();
    console.warn('Quad: something of ours went wrong');
    expect(written).toEqual(['Quad: something of ours went wrong']);
  });

  it('drops only the expected announcements: other provider warnings and our own lines are kept', async () => {
    recordConsole();
    const { isExpectedProviderNotice, quietOidcProvider } = await import('./quiet-oidc-provider.ts');
    quietOidcProvider();
    quietOidcProvider();
    console.warn('oidc-provider WARNING: Unsupported runtime. Use Node.js v22.x LTS, or a later LTS release.');
    console.warn('\u001b[31;1moidc-provider WARNING: quick start development-only signing keys are used\u001b[0m');
    console.warn('oidc-provider WARNING: already parsed request body detected');
    console.info('oidc-provider NOTICE: default renderError function called');
    console.warn('expected 200, got 500: oidc-provider WARNING: Unsupported runtime.');
    console.warn('oidc-provider WARNING: Unsupported runtime.', 'and more');
    expect(written).toEqual([
      'oidc-provider WARNING: already parsed request body detected',
      'oidc-provider NOTICE: default renderError function called',
      'expected 200, got 500: oidc-provider WARNING: Unsupported runtime.',
      'oidc-provider WARNING: Unsupported runtime. and more',
    ]);
    expect(isExpectedProviderNotice(['our own line'])).toBe(false);
  });
});

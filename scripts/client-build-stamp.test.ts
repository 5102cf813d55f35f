/**
 * `npm start` builds the client again exactly when what it is made from changed: a changed, added, removed
 * or renamed source, or no build, or no record of what the build was made from.
 */
import { mkdirSync, mkdtempSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearStamp, planClientBuild, writeStamp } from './client-build-stamp.ts';

let root: string;

function write(path: string, content: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}

/** A project as a build leaves it: sources, the built client, and the record of its sources. */
function builtProject(): void {
  write('src/client/index.html', '<div id="root"></div>');
  write('src/client/main.tsx', 'render(<App />);');
  write('src/client/public/favicon.svg', '<svg/>');
  write('src/shared/limits.ts', 'export const LIMITS = { title: 120 };');
  write('vite.config.ts', 'export default {};');
  write('tsconfig.json', '{}');
  write('package-lock.json', '{"lockfileVersion":3}');
  write('dist/client/index.html', '<script src="/assets/index.js"></script>');
  writeStamp(root, planClientBuild(root).digest);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'quad-build-stamp-'));
  builtProject();
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('planClientBuild', () => {
  it('skips the build when nothing it is made from changed, even when files were touched', () => {
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'src/client/main.tsx'), later, later);
    // Files outside the client's sources do not count.
    write('src/server/main.ts', 'listen();');
    write('README.md', '# Quad');
    expect(planClientBuild(root)).toMatchObject({ build: false });
  });

  it.each([
    ['a client source changes', () => write('src/client/main.tsx', 'render(<App strict />);')],
    ['the page changes', () => write('src/client/index.html', '<div id="app"></div>')],
    ['a public file changes', () => write('src/client/public/favicon.svg', '<svg viewBox="0 0 1 1"/>')],
    ['a shared source changes', () => write('src/shared/limits.ts', 'export const LIMITS = { title: 140 };')],
    ['a source is added', () => write('src/client/features/help/help.tsx', 'export {};')],
    ['a source is removed', () => rmSync(join(root, 'src/client/public/favicon.svg'))],
    ['a source is renamed', () => renameSync(join(root, 'src/client/main.tsx'), join(root, 'src/client/entry.tsx'))],
    ['the Vite settings change', () => write('vite.config.ts', 'export default { base: "/quad/" };')],
    ['the TypeScript settings change', () => write('tsconfig.json', '{"compilerOptions":{}}')],
    ['the locked dependencies change', () => write('package-lock.json', '{"lockfileVersion":3,"packages":{}}')],
  ])('builds when %s', (_case, change) => {
    change();
    expect(planClientBuild(root)).toMatchObject({ build: true, reason: 'its sources changed' });
  });

  it('builds when there is no build, or no record of what it was made from', () => {
    clearStamp(root);
    expect(planClientBuild(root)).toMatchObject({ build: true, reason: 'the last build does not say what it was made from' });
    writeStamp(root, planClientBuild(root).digest);
    rmSync(join(root, 'dist/client'), { recursive: true });
    expect(planClientBuild(root)).toMatchObject({ build: true, reason: 'there is no build yet' });
  });

  it('skips again once the changed sources are built', () => {
    write('src/shared/limits.ts', 'export const LIMITS = { title: 140 };');
    const plan = planClientBuild(root);
    expect(plan.build).toBe(true);
    writeStamp(root, plan.digest);
    expect(planClientBuild(root)).toMatchObject({ build: false, digest: plan.digest });
  });
});

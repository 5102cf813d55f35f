/**
 * Whether the client needs building: a digest of everything the client build reads (its sources, the shared
 * code, the Vite and TypeScript settings, the locked dependencies) is written beside the build when it
 * succeeds, and `npm start` builds again only when the digest of the files as they are differs, or when
 * there is no build or no digest. Content, not modification times: a checkout or a `touch` rebuilds
 * nothing, a changed file always rebuilds.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** What the client build is made from, relative to the project root (index.html and public/ are in src/client). */
export const CLIENT_SOURCES = ['src/client', 'src/shared', 'vite.config.ts', 'tsconfig.json', 'package-lock.json'];
/** The build (vite.config.ts's outDir) and the digest of the sources it was made from, beside it. */
export const CLIENT_OUTPUT = 'dist/client';
export const CLIENT_STAMP = 'dist/client-sources.sha256';

export interface BuildPlan {
  build: boolean;
  /** Why, in a few words, for the terminal. */
  reason: string;
  /** The digest of the sources as they are now. */
  digest: string;
}

function filesUnder(root: string, path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const child = join(path, entry.name);
    if (entry.isDirectory()) return filesUnder(root, child);
    return entry.isFile() ? [child] : [];
  });
}

/** One digest of the files' paths and contents, the same on every machine for the same files. */
export function digestSources(root: string, sources: readonly string[] = CLIENT_SOURCES): string {
  const files = sources
    .flatMap((source) => filesUnder(root, source))
    .map((file) => relative(root, join(root, file)).split(sep).join('/'))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) {
    const content = createHash('sha256').update(readFileSync(join(root, file))).digest('hex');
    hash.update(`${file}\u0000${content}\n`);
  }
  return hash.digest('hex');
}

/** Builds when there is no build, no digest of what it was made from, or a different one. */
export function planClientBuild(
  root: string,
  { sources = CLIENT_SOURCES, output = CLIENT_OUTPUT, stamp = CLIENT_STAMP, entry = 'index.html' } = {},
): BuildPlan {
  const digest = digestSources(root, sources);
  if (!existsSync(join(root, output, entry))) return { build: true, reason: 'there is no build yet', digest };
  const stampFile = join(root, stamp);
  if (!existsSync(stampFile)) return { build: true, reason: 'the last build does not say what it was made from', digest };
  if (readFileSync(stampFile, 'utf8').trim() !== digest) return { build: true, reason: 'its sources changed', digest };
  return { build: false, reason: 'its sources have not changed since the last build', digest };
}

/** Forgets what the build was made from (before a build: one that fails leaves no valid stamp). */
export function clearStamp(root: string, stamp = CLIENT_STAMP): void {
  rmSync(join(root, stamp), { force: true });
}

/** Records what a successful build was made from. */
export function writeStamp(root: string, digest: string, stamp = CLIENT_STAMP): void {
  writeFileSync(join(root, stamp), `${digest}\n`);
}

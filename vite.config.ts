import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { clearStamp, digestSources, writeStamp } from './scripts/client-build-stamp.ts';

const root = fileURLToPath(new URL('./src/client', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/client', import.meta.url));
const projectRoot = fileURLToPath(new URL('.', import.meta.url));

/** Writes .br and .gz beside every text file of the build, at the highest levels: compressed once, served often. */
function precompress(): Plugin {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'quad-precompress',
    apply: 'build',
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(file)) continue;
        const bytes = readFileSync(file);
        if (bytes.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/**
 * Records what a successful build was made from (scripts/client-build-stamp.ts), whichever command ran it,
 * so `npm start` builds again only when that changed. The record is removed as a build starts: one that
 * fails leaves none, and the next start builds.
 */
function recordSources(): Plugin {
  let digest = '';
  let written = false;
  return {
    name: 'quad-record-sources',
    apply: 'build',
    buildStart() {
      digest = digestSources(projectRoot);
      written = false;
      clearStamp(projectRoot);
    },
    writeBundle() {
      written = true;
    },
    // After the other plugins' closeBundle (the compressed copies), and only when the build succeeded.
    closeBundle: {
      order: 'post',
      sequential: true,
      handler(error?: Error) {
        if (written && !error) writeStamp(projectRoot, digest);
      },
    },
  };
}

export default defineConfig({
  root,
  plugins: [react(), precompress(), recordSources()],
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    // es2022 stays: a newer target (es2024, esnext) changes no byte of the output (checked for issue 8).
    target: 'es2022',
    // Every browser we serve preloads modules itself (Chrome 66, Firefox 115, Safari 17); an older one
    // only fetches the first-load chunks one after another. The polyfill cost every visitor 0.4 KB.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // zod and the module that configures it share one chunk, so the configuration runs before any
          // schema is built in another chunk (see src/client/lib/zod-setup.ts).
          groups: [
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]lib[\\/]zod-setup\.ts$/ },
            // React, TanStack Query and lucide's icon renderer (not the icons) in one chunk: every page needs them
            // whole, and as one file they are 1.7 KB (gzip) smaller than spread over the three shared chunks
            // rolldown made by itself, and their hash changes only when a dependency does.
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/]((react|react-dom|scheduler|@tanstack[\\/][^\\/]+)[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](Icon|createLucideIcon|context|defaultAttributes|shared)\b)/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' },
  },
});

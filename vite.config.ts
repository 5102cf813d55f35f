import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import type { ModuleInfo } from 'rolldown';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { clearStamp, digestSources, writeStamp } from './scripts/client-build-stamp.ts';
import { compiledTemplates } from './scripts/vite-compiled-templates.ts';
import { pwaDescription, pwaShortcutAdd, pwaShortcutAddHint, pwaShortcutEvents, pwaShortcutEventsHint } from './src/shared/message-texts.ts';

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

/** app/theme.css's page background (--color-bg): the splash screen and the installed app's bars. */
const PAGE_BACKGROUND = '#0f1115';

/**
 * Quad installed on a phone (decision 050): the web app manifest, and the service worker built from our own
 * src/client/sw.ts (injectManifest) with the app shell's precache list. The page registers it after the first
 * render (features/pwa/lib/service-worker.ts), so the plugin injects nothing.
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: '.',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  // The glob below already lists the icons; the plugin adds the manifest to the precache itself.
  includeManifestIcons: false,
  manifest: {
    id: '/',
    name: 'Quad',
    short_name: 'Quad',
    description: pwaDescription,
    lang: 'en',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: PAGE_BACKGROUND,
    background_color: PAGE_BACKGROUND,
    categories: ['social', 'education'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    // The app has no router: app/boot-link.ts reads these once at boot and opens the screen or the post form.
    shortcuts: [
      {
        name: pwaShortcutEvents,
        description: pwaShortcutEventsHint,
        url: '/?screen=events',
        icons: [{ src: '/icons/shortcut-events.png', sizes: '96x96', type: 'image/png' }],
      },
      {
        name: pwaShortcutAdd,
        description: pwaShortcutAddHint,
        url: '/?compose=1',
        icons: [{ src: '/icons/shortcut-add.png', sizes: '96x96', type: 'image/png' }],
      },
    ],
  },
  injectManifest: {
    // The app shell: the page, every script and style (screens that load later too, so they open offline),
    // fonts, icons and the bundled avatars. Not the compressed copies (the server picks those per request), not
    // source maps, and not the door's 1 MB QR decoder (.wasm): the service worker keeps it once a door loads it.
    globPatterns: ['**/*.{html,js,css,svg,png,woff2}'],
    globIgnores: ['**/*.map', '**/*.br', '**/*.gz', 'sw.js'],
    maximumFileSizeToCacheInBytes: 1024 * 1024,
    rollupFormat: 'iife',
  },
  devOptions: { enabled: false },
});

/** Our code, and the icons it draws: what the shell chunk may take. */
const SHELL_CODE = /[\\/]src[\\/]client[\\/]|[\\/]src[\\/]shared[\\/]|[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
/**
 * Not in the shell: what the entry reaches only through a namespace (MESSAGES) or a type but screens that load later
 * use; and main.tsx, whose top-level await of the Hindi catalogue and its compiler (which import the shell) would
 * wait on itself if it were in the chunk they import.
 */
const LATER_CODE = /[\\/]src[\\/](shared[\\/](message-texts|i18n-compiler)|client[\\/]main)\.tsx?$/;

/**
 * Whether the entry imports a module statically, directly or through others: the code every first load runs.
 * Not the entry itself, nor what the groups before take (zod, the vendor chunk, the message compiler).
 */
function firstLoad(id: string, context: { getModuleInfo(id: string): ModuleInfo | null }): boolean {
  const known = new Map<string, boolean>();
  const reach = (moduleId: string, seen: Set<string>): boolean => {
    const cached = known.get(moduleId);
    if (cached !== undefined) return cached;
    if (seen.has(moduleId)) return false;
    seen.add(moduleId);
    const info = context.getModuleInfo(moduleId);
    const result = !!info && (info.isEntry || info.importers.some((importer) => reach(importer, seen)));
    known.set(moduleId, result);
    return result;
  };
  if (!SHELL_CODE.test(id) || LATER_CODE.test(id)) return false;
  const info = context.getModuleInfo(id);
  return !!info && !info.isEntry && reach(id, new Set());
}

export default defineConfig({
  root,
  // The PWA plugin (decision 050) builds src/client/sw.ts with the app shell's precache list and writes the manifest.
  plugins: [compiledTemplates(), react(), pwa, precompress(), recordSources()],
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    // es2022 stays: a newer target (es2024, esnext) changes no byte of the output (checked when the first load was measured).
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
            // The message compiler, which only the Hindi catalogue loads: @lingui/core imports it, for development only.
            {
              name: 'i18n-compiler',
              test: /[\\/]node_modules[\\/](moo|@messageformat[\\/]parser|@lingui[\\/]message-utils)[\\/]/,
            },
            // Our own code that the page needs before its first render, in one chunk: rolldown would split it into
            // some fifty files of a few hundred bytes (each module shared with a screen that loads later gets its
            // own), each compressed on its own; and the compiler above came along. 129.3 KB became 119.0 (gzip).
            { name: (id, context) => (firstLoad(id, context) ? 'shell' : null) },
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

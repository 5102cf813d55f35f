/**
 * `npm run icons`: draws Quad's app icons from the brand (the favicon's Q on its violet, app/theme.css's
 * --color-primary-bg) with sharp, into src/client/public/icons/. The PNGs are committed: the build copies them
 * and the manifest (vite.config.ts) names them, so run this again only when the brand changes.
 *
 * - icon-192.png, icon-512.png: "any" purpose, the favicon's rounded square on a transparent ground.
 * - maskable-192.png, maskable-512.png: full bleed, the Q inside the central 80% circle a platform may keep.
 * - apple-touch-icon.png (180): full bleed and opaque (iOS rounds the corners itself and fills transparency black).
 * - shortcut-events.png, shortcut-add.png (96): the manifest's shortcuts to Events and to Add.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const BRAND = '#5b4be0';
const OUT = 'src/client/public/icons';

// The favicon's Q (src/client/public/favicon.svg), drawn in a 32-unit box, centred on (16, 16.5).
const Q_PATH =
  'M16 7.5a8.5 8.5 0 1 0 4.9 15.45l2.6 2.55 2.1-2.1-2.55-2.6A8.5 8.5 0 0 0 16 7.5zm0 3.4a5.1 5.1 0 1 1 0 10.2 5.1 5.1 0 0 1 0-10.2z';

/** The Q scaled by `scale` about the centre of a 32-unit box. */
const q = (scale: number) =>
  `<g transform="translate(16 16) scale(${scale}) translate(-16 -16.5)"><path d="${Q_PATH}" fill="#fff"/></g>`;

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${body}</svg>`;

// The favicon itself: a rounded square, the Q at its own size.
const anyIcon = svg(`<rect width="32" height="32" rx="9" fill="${BRAND}"/>${q(1)}`);
// Full bleed; the Q (18 units wide at scale 1) at 0.85 spans 48% of the side, well inside the 80% safe circle.
const maskable = svg(`<rect width="32" height="32" fill="${BRAND}"/>${q(0.85)}`);
const apple = svg(`<rect width="32" height="32" fill="${BRAND}"/>${q(1)}`);
// Lucide's calendar and plus, white on the brand's rounded square.
const glyph = (paths: string) =>
  svg(
    `<rect width="32" height="32" rx="9" fill="${BRAND}"/><g transform="translate(6 6) scale(0.8333)" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${paths}</g>`,
  );
const eventsIcon = glyph('<path d="M8 2v4"/><path d="M16 2v4"/><rect width="18" height="18" x="3" y="4" rx="2"/><path d="M3 10h18"/>');
const addIcon = glyph('<path d="M5 12h14"/><path d="M12 5v14"/>');

const icons: { file: string; source: string; size: number; opaque?: boolean }[] = [
  { file: 'icon-192.png', source: anyIcon, size: 192 },
  { file: 'icon-512.png', source: anyIcon, size: 512 },
  { file: 'maskable-192.png', source: maskable, size: 192, opaque: true },
  { file: 'maskable-512.png', source: maskable, size: 512, opaque: true },
  { file: 'apple-touch-icon.png', source: apple, size: 180, opaque: true },
  { file: 'shortcut-events.png', source: eventsIcon, size: 96 },
  { file: 'shortcut-add.png', source: addIcon, size: 96 },
];

mkdirSync(OUT, { recursive: true });
for (const icon of icons) {
  let image = sharp(Buffer.from(icon.source), { density: (72 * icon.size) / 32 }).resize(icon.size, icon.size);
  if (icon.opaque) image = image.flatten({ background: BRAND });
  await image.png({ compressionLevel: 9, palette: true }).toFile(join(OUT, icon.file));
  console.log(`${OUT}/${icon.file} (${icon.size}×${icon.size})`);
}

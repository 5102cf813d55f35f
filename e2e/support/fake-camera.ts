/**
 * A camera that films one QR code: Chromium's fake capture device plays a Y4M file made here from the code's
 * matrix, so the door's real scanning code (its QR reader and the WebAssembly it loads) reads it as it would a
 * phone held up to the camera.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import QRCode from 'qrcode';
import { chromiumPath } from './chromium.ts';

const WIDTH = 640;
const HEIGHT = 480;
/** The white border around a QR code its readers need, in modules. */
const QUIET_ZONE = 4;
// Studio-range luma (C420jpeg decoders read either way): dark modules near black, the rest near white.
const DARK = 16;
const LIGHT = 235;

/**
 * A YUV4MPEG2 (C420) video of `text` as a QR code, scaled up on a white frame: `frames` identical frames that
 * Chromium loops.
 */
export function qrVideo(text: string, frames = 10): Buffer {
  const { size, data } = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
  const modules = size + 2 * QUIET_ZONE;
  const scale = Math.floor((Math.min(WIDTH, HEIGHT) * 0.9) / modules);
  if (scale < 2) throw new Error(`A QR code of ${size} modules does not fit a ${WIDTH}×${HEIGHT} frame.`);
  const left = Math.floor((WIDTH - modules * scale) / 2) + QUIET_ZONE * scale;
  const top = Math.floor((HEIGHT - modules * scale) / 2) + QUIET_ZONE * scale;

  const luma = Buffer.alloc(WIDTH * HEIGHT, LIGHT);
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      if (!data[row * size + col]) continue;
      for (let y = 0; y < scale; y += 1) {
        const start = (top + row * scale + y) * WIDTH + left + col * scale;
        luma.fill(DARK, start, start + scale);
      }
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  return Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]);
}

/** Writes the video of `text` to a fresh temporary file and answers its path. */
export function writeQrVideo(text: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'quad-camera-')), 'ticket.y4m');
  writeFileSync(path, qrVideo(text));
  return path;
}

/** A Chromium whose camera films the video file (permission granted without asking). */
export function launchBrowserWithCamera(videoFile: string): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${videoFile}`,
    ],
  });
}

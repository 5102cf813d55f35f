/**
 * Reading QR codes from the camera (decision 053): the browser's BarcodeDetector where it has one that reads QR
 * codes, else the `barcode-detector` ponyfill (ZXing compiled to WebAssembly). The WebAssembly file is bundled by
 * Vite and served from our own origin; the ponyfill's default (a CDN) is never asked. Both load on the first
 * "Start camera", not with the door.
 */
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

export interface QrDetector {
  /** The text of every QR code in the frame. */
  detect(source: HTMLVideoElement): Promise<string[]>;
}

interface DetectorLike {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>;
}
interface DetectorClass {
  new (options: { formats: string[] }): DetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeDetector(): Promise<DetectorLike | null> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    return (await Native.getSupportedFormats()).includes('qr_code') ? new Native({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

async function ponyfillDetector(): Promise<DetectorLike> {
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
  await prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: ['qr_code'] });
}

let loading: Promise<QrDetector> | null = null;

/** The page's one QR detector, loaded on first use (a failed load is tried again next time). */
export function loadQrDetector(): Promise<QrDetector> {
  loading ??= (async () => {
    const detector = (await nativeDetector()) ?? (await ponyfillDetector());
    return { detect: async (source) => (await detector.detect(source)).map((code) => code.rawValue) };
  })();
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

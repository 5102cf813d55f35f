/**
 * Reads the text of a QR code in a picture, as a phone's scanner would: zxing (the decoder the door's
 * BarcodeDetector polyfill runs in the browser) in WebAssembly, fed the picture's pixels decoded by sharp.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

let prepared = false;

export async function readQr(picture: Buffer): Promise<string[]> {
  if (!prepared) {
    const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
    void prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) }, fireImmediately: true });
    prepared = true;
  }
  const { data, info } = await sharp(picture).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const image = { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height, colorSpace: 'srgb' };
  const found = await readBarcodes(image as unknown as ImageData, { formats: ['QRCode'] });
  return found.map((code) => code.text);
}

import { useEffect, useState } from 'react';

/**
 * The QR code of a UPI request as a PNG data URL, drawn in the browser (the qrcode library loads with the first
 * payment screen): black on white with its quiet zone, so every UPI app's scanner reads it. Null until drawn.
 */
export function usePaymentQr(uri: string | null, width = 480): string | null {
  const [image, setImage] = useState<{ uri: string; url: string } | null>(null);
  useEffect(() => {
    if (!uri) return;
    let live = true;
    void import('qrcode').then(({ toDataURL }) =>
      toDataURL(uri, { errorCorrectionLevel: 'M', margin: 4, width, color: { dark: '#000000', light: '#ffffff' } }).then((url) => {
        if (live) setImage({ uri, url });
      }),
    );
    return () => {
      live = false;
    };
  }, [uri, width]);
  return uri && image?.uri === uri ? image.url : null;
}

const COARSE = '(pointer: coarse)';
const coarseNow = (): boolean => typeof window.matchMedia === 'function' && window.matchMedia(COARSE).matches;

/** Whether the page is used with a finger (a phone): a UPI app on the same device can then take the payment. */
export function useCoarsePointer(): boolean {
  const [coarse, setCoarse] = useState(coarseNow);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(COARSE);
    const onChange = () => setCoarse(query.matches);
    query.addEventListener?.('change', onChange);
    return () => query.removeEventListener?.('change', onChange);
  }, []);
  return coarse;
}

import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchMyTickets } from '../api/tickets-api.ts';

export const ticketKeys = {
  /** The live stream reads every ['tickets', ...] again when a registration of the viewer changes. */
  mine: (userId: string) => ['tickets', userId] as const,
};

export function useMyTickets(userId: string) {
  return useQuery({ queryKey: ticketKeys.mine(userId), queryFn: ({ signal }) => fetchMyTickets(signal) });
}

/**
 * The QR code of a ticket's token as a PNG data URL: black on white with its quiet zone, drawn at `width` pixels
 * (the qrcode library loads with the first ticket shown). Null until drawn.
 */
export function useQrImage(token: string | null, width = 480): string | null {
  const [image, setImage] = useState<{ token: string; url: string } | null>(null);
  useEffect(() => {
    if (!token) return;
    let live = true;
    void import('qrcode').then(({ toDataURL }) =>
      toDataURL(token, { errorCorrectionLevel: 'M', margin: 4, width, color: { dark: '#000000', light: '#ffffff' } }).then((url) => {
        if (live) setImage({ token, url });
      }),
    );
    return () => {
      live = false;
    };
  }, [token, width]);
  return token && image?.token === token ? image.url : null;
}

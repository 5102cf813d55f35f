import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { registrationStateOf } from '../../../../shared/registration-state.ts';
import { fetchMyRegistrations, fetchMyTickets } from '../api/tickets-api.ts';

export const ticketKeys = {
  /** The live stream reads every ['tickets', ...] again when a registration of the viewer changes. */
  mine: (userId: string) => ['tickets', userId] as const,
  /** Seats held that are not tickets yet: read again with the tickets. */
  pending: (userId: string) => ['tickets', userId, 'pending'] as const,
};

export function useMyTickets(userId: string) {
  return useQuery({ queryKey: ticketKeys.mine(userId), queryFn: ({ signal }) => fetchMyTickets(signal) });
}

/** The student's seats that are not tickets yet: a payment owed or sent, a seat offered to claim (decision 072). */
export function usePendingSeats(userId: string) {
  return useQuery({
    queryKey: ticketKeys.pending(userId),
    queryFn: ({ signal }) => fetchMyRegistrations(signal),
    select: (registrations) =>
      registrations.filter((r) => {
        const state = registrationStateOf(r);
        return state === 'awaiting_payment' || state === 'payment_sent' || state === 'offered';
      }),
  });
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

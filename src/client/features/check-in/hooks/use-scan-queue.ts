import { useCallback, useEffect, useRef, useState } from 'react';
import { scansRefused } from '../../../../shared/messages.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { sendScans, type ScanInput, type ScansAnswer } from '../api/check-in-api.ts';
import { unreachable } from '../lib/door-errors.ts';
import type { DoorStore, QueuedScan } from '../lib/door-store.ts';
import { useOnline } from './use-online.ts';

/** The most scans one request sends (the API's bound). */
export const SYNC_BATCH = 200;
/** How long a sync waits for the server before trying again later. */
export const SYNC_TIMEOUT_MS = 15_000;
/** The first wait before trying again, doubled each failure up to the last. */
export const RETRY_FIRST_MS = 5_000;
export const RETRY_MAX_MS = 60_000;

const toInput = ({ scanId, token, registrationId, scannedAt, override }: QueuedScan): ScanInput => ({
  scanId,
  scannedAt,
  ...(override ? { override } : {}),
  ...(token !== undefined ? { token } : {}),
  ...(registrationId !== undefined ? { registrationId } : {}),
});

/**
 * The scans this device keeps until the server has answered them (decision 053): sent when the page opens, when the
 * browser says the network is back, and after a failure with a growing wait; each server answer is handed to
 * `onSynced` with the scans it answers. A batch the server refuses outright (the door closed to this account) is
 * dropped and said.
 */
export function useScanQueue(eventId: string, store: DoorStore | null, onSynced: (answer: ScansAnswer, sent: readonly QueuedScan[]) => void) {
  const [queue, setQueue] = useState<QueuedScan[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const online = useOnline();
  const flushing = useRef(false);
  const retry = useRef<{ timer: ReturnType<typeof setTimeout> | undefined; delay: number }>({ timer: undefined, delay: RETRY_FIRST_MS });
  const syncedRef = useRef(onSynced);
  const flushRef = useRef<() => Promise<void>>(async () => undefined);
  useEffect(() => {
    syncedRef.current = onSynced;
  });

  const reload = useCallback(async () => {
    if (store) setQueue(await store.loadQueue().catch(() => []));
  }, [store]);

  const flush = useCallback(async () => {
    if (!store || flushing.current) return;
    clearTimeout(retry.current.timer);
    flushing.current = true;
    try {
      for (;;) {
        if (!navigator.onLine) break;
        const batch = (await store.loadQueue()).slice(0, SYNC_BATCH);
        if (batch.length === 0) break;
        const ids = batch.map((s) => s.scanId);
        try {
          const answer = await sendScans(eventId, batch.map(toInput), AbortSignal.timeout(SYNC_TIMEOUT_MS));
          await store.removeScans(ids);
          syncedRef.current(answer, batch);
        } catch (error) {
          if (unreachable(error)) throw error;
          await store.removeScans(ids);
          setRefusal(scansRefused(batch.length, errorMessage(error)));
        }
        await reload();
      }
      retry.current.delay = RETRY_FIRST_MS;
    } catch {
      retry.current.timer = setTimeout(() => void flushRef.current(), retry.current.delay);
      retry.current.delay = Math.min(retry.current.delay * 2, RETRY_MAX_MS);
    } finally {
      flushing.current = false;
      await reload();
    }
  }, [eventId, store, reload]);

  useEffect(() => {
    flushRef.current = flush;
  }, [flush]);

  // What waited from before (a reload, a crash) shows at once and is sent; and again whenever the network returns.
  useEffect(() => {
    if (!store) return;
    let shown = true;
    void store
      .loadQueue()
      .catch(() => [])
      .then((waiting) => {
        if (shown) setQueue(waiting);
        if (online) void flush();
      });
    return () => {
      shown = false;
    };
  }, [store, online, flush]);

  useEffect(() => {
    const timers = retry.current;
    return () => clearTimeout(timers.timer);
  }, []);

  /** Keeps a scan until the server answers it, and tries to send it now. */
  const enqueue = useCallback(
    async (scan: QueuedScan) => {
      if (!store) return;
      await store.addScan(scan).catch(() => undefined);
      await reload();
      if (navigator.onLine) void flush();
    },
    [store, reload, flush],
  );

  /** Takes a waiting scan back (an undo before it was sent); false once it may be on its way. */
  const withdraw = useCallback(
    async (scanId: string): Promise<boolean> => {
      if (!store || flushing.current) return false;
      await store.removeScans([scanId]);
      await reload();
      return true;
    },
    [store, reload],
  );

  return { queue, online, refusal, enqueue, withdraw, flush };
}

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { t } from '../../../../shared/i18n.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { storage } from '../../../lib/storage.ts';
import { sendScans, undoCheckIn, type ScansAnswer } from '../api/check-in-api.ts';
import { doorKeys, patchDoor, withCheckIn, withCounts, withoutCheckIn, type DoorData } from '../lib/door-cache.ts';
import { unreachable } from '../lib/door-errors.ts';
import { doorStore, type QueuedScan } from '../lib/door-store.ts';
import { localVerdict, resultOf, type DoorResult, type PendingCheckIns, type ScanRequest } from '../lib/local-verdict.ts';
import { useScanQueue } from './use-scan-queue.ts';

/** How long a scan waits for the server before the door answers it itself and keeps it to send later. */
export const SCAN_TIMEOUT_MS = 6_000;
/** The most answers after a sync the door lists (the newest first). */
const SYNCED_SHOWN = 20;

export interface DoorNotice {
  text: string;
  tone: 'info' | 'error';
}

function newScanId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** This device's check-ins that wait to be sent, by registration. */
const pendingCheckInsOf = (queue: readonly QueuedScan[]): PendingCheckIns =>
  new Map(queue.flatMap((q) => (q.local.result === 'checked_in' && q.local.registrationId ? [[q.local.registrationId, q.scannedAt] as const] : [])));

/**
 * The door at work (decision 053): each scan (a QR code's text, or a registration checked in by name) is sent at
 * once when there is signal and answered by the server; without it (or when the server does not answer in time)
 * the door answers from its snapshot, keeps the scan and sends it later. After a sync, every answer that differs
 * from the one the door gave (a ticket another door checked in first) is listed.
 */
export function useDoor(eventId: string) {
  const queryClient = useQueryClient();
  const user = storage.getCurrentUser();
  const userId = user?._id ?? null;
  const userName = user?.name ?? null;
  const store = useMemo(() => (userId ? doorStore(userId, eventId) : null), [userId, eventId]);
  const [result, setResult] = useState<DoorResult | null>(null);
  const [notice, setNotice] = useState<DoorNotice | null>(null);
  const [synced, setSynced] = useState<DoorResult[]>([]);
  const [working, setWorking] = useState<ReadonlySet<string>>(() => new Set());

  const snapshotNow = useCallback(() => queryClient.getQueryData<DoorData>(doorKeys.snapshot(eventId))?.snapshot, [queryClient, eventId]);

  const applyAnswer = useCallback(
    (answer: ScansAnswer) =>
      patchDoor(queryClient, eventId, (snapshot) =>
        answer.results.reduce(
          (next, o) =>
            (o.result === 'checked_in' || o.result === 'already') && o.registrationId && o.checkedInAt
              ? withCheckIn(o.registrationId, { at: o.checkedInAt, by: o.checkedInBy })(next)
              : next,
          withCounts(answer.counts)(snapshot),
        ),
      ),
    [queryClient, eventId],
  );

  const onSynced = useCallback(
    (answer: ScansAnswer, sent: readonly QueuedScan[]) => {
      applyAnswer(answer);
      const local = new Map(sent.map((s) => [s.scanId, s.local.result]));
      const differing = answer.results.filter((o) => local.get(o.scanId) !== o.result).map(resultOf);
      if (differing.length > 0) setSynced((list) => [...differing.reverse(), ...list].slice(0, SYNCED_SHOWN));
      // The big result of a scan now synced shows the server's answer.
      setResult((shown) => {
        const outcome = shown && answer.results.find((o) => o.scanId === shown.scanId);
        return outcome ? resultOf(outcome) : shown;
      });
    },
    [applyAnswer],
  );

  const { queue, online, refusal, enqueue, withdraw } = useScanQueue(eventId, store, onSynced);
  const pending = useMemo(() => pendingCheckInsOf(queue), [queue]);
  const latest = useRef({ pending, queue });
  useEffect(() => {
    latest.current = { pending, queue };
  });

  /** What each shown result's scan named, so that "Check in anyway" sends the same ticket again. */
  const requests = useRef(new Map<string, ScanRequest>());

  const scan = useCallback(
    async (request: ScanRequest, override = false) => {
      const input = { scanId: newScanId(), scannedAt: new Date().toISOString(), ...request, ...(override ? { override } : {}) };
      requests.current.clear();
      requests.current.set(input.scanId, request);
      setNotice(null);
      if (navigator.onLine) {
        try {
          const answer = await sendScans(eventId, [input], AbortSignal.timeout(SCAN_TIMEOUT_MS));
          applyAnswer(answer);
          const outcome = answer.results[0];
          if (outcome) setResult(resultOf(outcome));
          return;
        } catch (error) {
          if (!unreachable(error)) {
            setNotice({ text: errorMessage(error), tone: 'error' });
            return;
          }
        }
      }
      const snapshot = snapshotNow();
      if (!snapshot) {
        setNotice({ text: t(MESSAGES.doorNoSavedList), tone: 'error' });
        return;
      }
      try {
        const local = await localVerdict(snapshot, request, latest.current.pending, { scanId: input.scanId, scannedAt: input.scannedAt, by: userName, override });
        setResult(local);
        if (local.pending) await enqueue({ ...input, local });
      } catch (error) {
        setNotice({ text: errorMessage(error), tone: 'error' });
      }
    },
    [eventId, applyAnswer, snapshotNow, userName, enqueue],
  );

  /** Runs an action on one registration, marked as working meanwhile (its buttons wait). */
  const on = useCallback(async (registrationId: string, action: () => Promise<void>) => {
    setWorking((set) => new Set(set).add(registrationId));
    try {
      await action();
    } finally {
      setWorking((set) => {
        const next = new Set(set);
        next.delete(registrationId);
        return next;
      });
    }
  }, []);

  const checkIn = useCallback(
    (registrationId: string, override = false) => on(registrationId, () => scan({ registrationId }, override)),
    [on, scan],
  );

  /** "Check in anyway" (decision 077): the refused scan sent again, as a check-in the event's log marks so. */
  const checkInAnyway = useCallback(
    (refused: DoorResult) => {
      const request = requests.current.get(refused.scanId) ?? (refused.registrationId ? { registrationId: refused.registrationId } : null);
      if (!request) return Promise.resolve();
      return refused.registrationId ? on(refused.registrationId, () => scan(request, true)) : scan(request, true);
    },
    [on, scan],
  );

  const undo = useCallback(
    (registrationId: string) =>
      on(registrationId, async () => {
        setNotice(null);
        const undone = () => {
          setResult((shown) => (shown?.registrationId === registrationId ? null : shown));
          setNotice({ text: t(MESSAGES.checkInUndone), tone: 'info' });
        };
        // A check-in still waiting on this device is simply not sent.
        const waiting = latest.current.queue.find((q) => q.local.result === 'checked_in' && q.local.registrationId === registrationId);
        if (waiting && (await withdraw(waiting.scanId))) {
          undone();
          return;
        }
        const snapshot = snapshotNow();
        if (!navigator.onLine || !snapshot) {
          setNotice({ text: t(MESSAGES.undoNeedsConnection), tone: 'error' });
          return;
        }
        try {
          const { counts } = await undoCheckIn(eventId, registrationId, snapshot.event.type === 'culturalEvent' ? snapshot.today : null);
          patchDoor(queryClient, eventId, (s) => withoutCheckIn(registrationId)(withCounts(counts)(s)));
          undone();
        } catch (error) {
          setNotice({ text: unreachable(error) ? t(MESSAGES.undoNeedsConnection) : errorMessage(error), tone: 'error' });
        }
      }),
    [on, withdraw, snapshotNow, eventId, queryClient],
  );

  return {
    result,
    notice,
    synced,
    clearSynced: useCallback(() => setSynced([]), []),
    queue,
    pending,
    online,
    refusal,
    working,
    scan,
    checkIn,
    checkInAnyway,
    undo,
  };
}

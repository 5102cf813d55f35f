/**
 * What a door keeps in the browser (decision 053), per account and event: the last snapshot (the attendees and the
 * key, to check tickets without signal) and the scans waiting to be sent. Both live in IndexedDB (a fest's list is
 * larger than localStorage should hold, and writes there do not block the page); a browser without it (or one
 * that refuses it) keeps them in memory for the page's life. A snapshot goes two days after it was last saved; a
 * waiting scan stays until the server has answered it.
 */
import type { DoorSnapshot } from '../../../../shared/schemas/door.ts';
import type { DoorResult } from './local-verdict.ts';

export interface StoredSnapshot {
  snapshot: DoorSnapshot;
  savedAt: string;
}

/** A scan made without signal, as it will be sent, with the answer the door gave it then. */
export interface QueuedScan {
  scanId: string;
  token?: string;
  registrationId?: string;
  scannedAt: string;
  /** Checked in anyway, on a day the ticket is not for (decision 077). */
  override?: boolean;
  local: DoorResult;
}

export interface DoorStore {
  loadSnapshot(): Promise<StoredSnapshot | null>;
  saveSnapshot(snapshot: DoorSnapshot): Promise<void>;
  removeSnapshot(): Promise<void>;
  /** The waiting scans, oldest first. */
  loadQueue(): Promise<QueuedScan[]>;
  addScan(scan: QueuedScan): Promise<void>;
  removeScans(scanIds: readonly string[]): Promise<void>;
}

/** How long a snapshot is kept after it was last saved. */
export const SNAPSHOT_KEPT_MS = 2 * 86_400_000;
const DB_NAME = 'quad-door';
const SNAPSHOTS = 'snapshots';
const SCANS = 'scans';

type SnapshotRecord = StoredSnapshot & { key: string };
type ScanRecord = QueuedScan & { key: string };

const done = <T>(request: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
const committed = (tx: IDBTransaction): Promise<void> =>
  new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });

let opened: Promise<IDBDatabase | null> | null = null;

/** The door's database, once per page, with snapshots past their time removed; null without IndexedDB. */
function database(): Promise<IDBDatabase | null> {
  opened ??= (async () => {
    if (typeof indexedDB === 'undefined') return null;
    try {
      const request = indexedDB.open(DB_NAME, 1);
      request.onupgradeneeded = () => {
        const db = request.result;
        db.createObjectStore(SNAPSHOTS, { keyPath: 'key' });
        db.createObjectStore(SCANS, { keyPath: 'scanId' }).createIndex('key', 'key');
      };
      const db = await done(request);
      const tx = db.transaction(SNAPSHOTS, 'readwrite');
      const store = tx.objectStore(SNAPSHOTS);
      const cutoff = new Date(Date.now() - SNAPSHOT_KEPT_MS).toISOString();
      for (const record of (await done(store.getAll())) as SnapshotRecord[]) {
        if (record.savedAt < cutoff) store.delete(record.key);
      }
      await committed(tx);
      return db;
    } catch {
      return null;
    }
  })();
  return opened;
}

const memorySnapshots = new Map<string, StoredSnapshot>();
const memoryScans = new Map<string, ScanRecord>();

const byTime = (a: QueuedScan, b: QueuedScan) => (a.scannedAt < b.scannedAt ? -1 : a.scannedAt > b.scannedAt ? 1 : 0);
const strip = ({ key: _key, ...scan }: ScanRecord): QueuedScan => scan;

/** The store of one account's door of one event. */
export function doorStore(userId: string, eventId: string): DoorStore {
  const key = `${userId}:${eventId}`;
  return {
    async loadSnapshot() {
      const db = await database();
      if (!db) return memorySnapshots.get(key) ?? null;
      const record = (await done(db.transaction(SNAPSHOTS).objectStore(SNAPSHOTS).get(key))) as SnapshotRecord | undefined;
      return record ? { snapshot: record.snapshot, savedAt: record.savedAt } : null;
    },
    async saveSnapshot(snapshot) {
      const stored = { snapshot, savedAt: new Date().toISOString() };
      const db = await database();
      if (!db) {
        memorySnapshots.set(key, stored);
        return;
      }
      const tx = db.transaction(SNAPSHOTS, 'readwrite');
      tx.objectStore(SNAPSHOTS).put({ key, ...stored } satisfies SnapshotRecord);
      await committed(tx);
    },
    async removeSnapshot() {
      const db = await database();
      if (!db) {
        memorySnapshots.delete(key);
        return;
      }
      const tx = db.transaction(SNAPSHOTS, 'readwrite');
      tx.objectStore(SNAPSHOTS).delete(key);
      await committed(tx);
    },
    async loadQueue() {
      const db = await database();
      const records = db
        ? ((await done(db.transaction(SCANS).objectStore(SCANS).index('key').getAll(key))) as ScanRecord[])
        : [...memoryScans.values()].filter((r) => r.key === key);
      return records.map(strip).sort(byTime);
    },
    async addScan(scan) {
      const record: ScanRecord = { key, ...scan };
      const db = await database();
      if (!db) {
        memoryScans.set(scan.scanId, record);
        return;
      }
      const tx = db.transaction(SCANS, 'readwrite');
      tx.objectStore(SCANS).put(record);
      await committed(tx);
    },
    async removeScans(scanIds) {
      const db = await database();
      if (!db) {
        for (const id of scanIds) memoryScans.delete(id);
        return;
      }
      const tx = db.transaction(SCANS, 'readwrite');
      for (const id of scanIds) tx.objectStore(SCANS).delete(id);
      await committed(tx);
    },
  };
}

/** Forgets what this page kept in memory (tests). */
export function forgetMemoryStore(): void {
  memorySnapshots.clear();
  memoryScans.clear();
}

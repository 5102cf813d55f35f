import type { SessionUser } from '../../shared/schemas/auth.ts';

/** SPEC §3 Client storage: the three localStorage keys and their shapes. */
export const STORAGE_KEYS = {
  currentUser: 'currentUser',
  likedPosts: 'likedPosts',
  myCalendarEvents: 'myCalendarEvents',
} as const;

/** The post form's drafts (decision 030) are kept under keys that begin with this; they go when the session ends. */
const DRAFT_PREFIX = 'postDraft:';

/** An event saved to the personal calendar: its id plus whatever the events feature stores. */
export type StoredCalendarEvent = { _id: string } & Record<string, unknown>;

/**
 * The stored shapes, checked by hand: storage is read before anything else renders, and zod is not part of
 * the first load (decision 014). A value of the wrong shape counts as absent.
 */
type Guard<T> = (value: unknown) => value is T;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isSessionUserOrNull: Guard<SessionUser | null> = (v): v is SessionUser | null =>
  v === null ||
  (isRecord(v) &&
    typeof v._id === 'string' &&
    typeof v.name === 'string' &&
    typeof v.email === 'string' &&
    (v.avatar === null || typeof v.avatar === 'string') &&
    typeof v.isAdmin === 'boolean' &&
    typeof v.token === 'string');
const isStringList: Guard<string[]> = (v): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
const isCalendarEvents: Guard<StoredCalendarEvent[]> = (v): v is StoredCalendarEvent[] =>
  Array.isArray(v) && v.every((x) => isRecord(x) && typeof x._id === 'string');

/** localStorage can be missing or throw (private mode, disabled storage): never let that break the app. */
function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Reads a JSON value; corrupt JSON or a wrong shape yields the fallback and the bad entry is removed. */
function readJson<T>(key: string, guard: Guard<T>, fallback: T): T {
  const store = safeStorage();
  if (!store) return fallback;
  let raw: string | null;
  try {
    raw = store.getItem(key);
  } catch {
    return fallback;
  }
  if (raw === null) return fallback;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (guard(parsed)) return parsed;
  } catch {
    // Corrupt JSON: fall through.
  }
  removeKey(key);
  return fallback;
}

function writeJson(key: string, value: unknown): void {
  try {
    safeStorage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage disabled: the app keeps working from memory.
  }
}

function removeKey(key: string): void {
  try {
    safeStorage()?.removeItem(key);
  } catch {
    // Ignore: nothing to clean.
  }
}

export const storage = {
  getCurrentUser: (): SessionUser | null => readJson(STORAGE_KEYS.currentUser, isSessionUserOrNull, null),
  setCurrentUser: (user: SessionUser): void => writeJson(STORAGE_KEYS.currentUser, user),
  removeCurrentUser: (): void => removeKey(STORAGE_KEYS.currentUser),

  getLikedPosts: (): string[] => readJson(STORAGE_KEYS.likedPosts, isStringList, []),
  setLikedPosts: (ids: readonly string[]): void => writeJson(STORAGE_KEYS.likedPosts, ids),

  getMyCalendarEvents: (): StoredCalendarEvent[] =>
    readJson(STORAGE_KEYS.myCalendarEvents, isCalendarEvents, []),
  setMyCalendarEvents: (events: readonly StoredCalendarEvent[]): void =>
    writeJson(STORAGE_KEYS.myCalendarEvents, events),

  /** The post form's draft named `name` (parsed JSON, unchecked: the form checks its shape), or null. */
  getDraft: (name: string): unknown => readJson(DRAFT_PREFIX + name, (v): v is unknown => v !== null, null),
  /** Keeps a draft; false when the browser refused it (storage full or disabled). */
  setDraft: (name: string, value: unknown): boolean => {
    try {
      const store = safeStorage();
      if (!store) return false;
      store.setItem(DRAFT_PREFIX + name, JSON.stringify(value));
      return true;
    } catch {
      return false;
    }
  },
  removeDraft: (name: string): void => removeKey(DRAFT_PREFIX + name),

  /**
   * SPEC §4: logging out clears the stored user and liked posts (registrations live in the query cache).
   * The saved calendar goes too: the server keeps it for the user, and the next person at this browser
   * must not see it (decision 010).
   */
  clearSession: (): void => {
    removeKey(STORAGE_KEYS.currentUser);
    removeKey(STORAGE_KEYS.likedPosts);
    removeKey(STORAGE_KEYS.myCalendarEvents);
    // The post form's drafts are the user's own words: the next person at this browser must not be offered them.
    const store = safeStorage();
    try {
      const keys = store ? Array.from({ length: store.length }, (_, i) => store.key(i)) : [];
      for (const key of keys) if (key?.startsWith(DRAFT_PREFIX)) removeKey(key);
    } catch {
      // Storage disabled: nothing was kept.
    }
  },
};

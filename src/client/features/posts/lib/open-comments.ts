/** SPEC §4: only one post has its comments open at a time. Holds the id of the card showing them. */
import { useSyncExternalStore } from 'react';

let openOwner: string | null = null;
const listeners = new Set<() => void>();

export function setOpenComments(owner: string | null): void {
  openOwner = owner;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const read = () => openOwner;

/** Whether the card `owner` has its comments open. */
export const useCommentsOpen = (owner: string): boolean => useSyncExternalStore(subscribe, read, read) === owner;

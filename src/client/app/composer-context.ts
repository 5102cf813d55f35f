import { createContext, useContext } from 'react';
import type { Post } from '../../shared/schemas/posts.ts';

/** Opens the post form: empty for Add, filled for Edit (events and cultural events, SPEC §6). */
export interface Composer {
  open(post?: Post): void;
}

export const ComposerContext = createContext<Composer>({ open: () => undefined });

export const useComposer = (): Composer => useContext(ComposerContext);

import { useCallback, useState } from 'react';

const SINGLE_POST_PATH = /^\/posts\/([^/?#]+)\/?$/;

/** SPEC §2: the only address the app reads is /posts/{id}. */
export function readSinglePostId(pathname: string = window.location.pathname): string | null {
  const raw = SINGLE_POST_PATH.exec(pathname)?.[1];
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** The post a shared link opened, until the person navigates to a screen. */
export function useSinglePost() {
  const [postId, setPostId] = useState<string | null>(() => readSinglePostId());
  const leave = useCallback(() => setPostId(null), []);
  return { postId, leave };
}

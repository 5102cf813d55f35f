import { useState } from 'react';

/**
 * True from the first time `open` is true: a lazily loaded modal is mounted when first opened and then stays
 * mounted, so its closing (animation, focus back to the button that opened it) works as if it had always
 * been there.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

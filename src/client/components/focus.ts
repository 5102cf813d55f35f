/** Focus helpers shared by the modal components. */

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements inside `root` that Tab can reach, in document order. */
export function focusableElements(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[hidden], [inert]') && element.getAttribute('aria-hidden') !== 'true',
  );
}

/** Moves focus into `root`: to an element marked `data-autofocus`, else the first field, else `root`. */
export function focusInitial(root: HTMLElement): void {
  const preferred = root.querySelector<HTMLElement>('[data-autofocus]');
  const target = preferred ?? focusableElements(root)[0] ?? root;
  target.focus();
}

/** The page's content (the shell's `<main>`), where the focus goes when the control it came from is gone. */
function focusMain(): void {
  document.querySelector<HTMLElement>('main[tabindex]')?.focus({ preventScroll: true });
}

const lost = () => document.activeElement === null || document.activeElement === document.body;

/**
 * Gives the focus back to `opener` as a modal closes. When the opener is gone (Log in, once signed in; a post
 * just deleted), or goes in the render that follows, the focus moves to the page's content rather than being lost
 * on the body (SC 2.4.3).
 */
export function returnFocus(opener: HTMLElement | null): void {
  if (opener?.isConnected) opener.focus();
  if (lost()) {
    focusMain();
    return;
  }
  if (!opener) return;
  const watch = new MutationObserver(() => {
    if (opener.isConnected) return;
    watch.disconnect();
    if (lost()) focusMain();
  });
  watch.observe(document.body, { childList: true, subtree: true });
  // Only the render that follows the close: a control removed later took the focus away by other means.
  setTimeout(() => watch.disconnect(), 1000);
}

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

/** Whether the person asked their system for less motion (then scrolling jumps instead of gliding). */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Thin wrappers around browser navigation, so the code that calls them can be tested
 * (jsdom's `window.location` cannot be stubbed).
 */
export function reloadPage(): void {
  window.location.reload();
}

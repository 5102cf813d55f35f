/**
 * The open modals, innermost last. Only the top one reacts to Escape and traps focus, and the app
 * behind them is made inert while any is open.
 */
const stack: HTMLElement[] = [];

const APP_ROOT_ID = 'root';

function setBackgroundInert(inert: boolean): void {
  const appRoot = document.getElementById(APP_ROOT_ID);
  if (appRoot) appRoot.inert = inert;
  document.body.classList.toggle('modal-open', inert);
}

export function pushModal(element: HTMLElement): void {
  stack.push(element);
  setBackgroundInert(true);
}

export function removeModal(element: HTMLElement): void {
  const index = stack.indexOf(element);
  if (index !== -1) stack.splice(index, 1);
  if (stack.length === 0) setBackgroundInert(false);
}

export function isTopModal(element: HTMLElement): boolean {
  return stack[stack.length - 1] === element;
}

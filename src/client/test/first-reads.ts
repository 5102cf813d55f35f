import { FIRST_READS_ELEMENT_ID } from '../../shared/first-reads.ts';

/** Puts in the page what the server puts in Home's page for a visitor (decision 058): `text` as the element's JSON. */
export function pageHolds(text: string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_READS_ELEMENT_ID;
  element.textContent = text;
  document.body.append(element);
}

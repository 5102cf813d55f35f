import { Fragment } from 'react';
import type { ReactNode } from 'react';

/**
 * An element inside a translated sentence (decision 055): the sentence is one template, said whole in the reader's
 * language, and the element goes where the language puts it. `fillSlots(t('On {title}', { title: slot(0) }),
 * [<strong>{title}</strong>])`.
 */
export const slot = (index: number): string => String.fromCharCode(0xe000 + index);

const SLOTS = /([\uE000-\uE0FF])/;

/** The sentence with each slot replaced by its element. */
export function fillSlots(text: string, elements: readonly ReactNode[]): ReactNode {
  return text.split(SLOTS).map((part, i) => {
    const index = part.length === 1 ? part.charCodeAt(0) - 0xe000 : -1;
    return index >= 0 && index < elements.length ? <Fragment key={i}>{elements[index]}</Fragment> : part;
  });
}

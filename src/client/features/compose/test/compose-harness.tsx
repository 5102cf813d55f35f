/**
 * Test doubles at the browser boundary for the post form: XMLHttpRequest (apiUpload's transport) and the
 * picture decoding/encoding APIs jsdom lacks (createImageBitmap, canvas).
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import type { Post } from '../../../../shared/schemas/posts.ts';
import { makePost } from '../../../test/make-post.ts';

export { stubXhr, type SentRequest } from '../../../test/xhr.ts';

export const RESIZED = 'data:image/jpeg;base64,AAAA';

/** Fakes createImageBitmap and canvas so a picked picture "resizes" to RESIZED. Returns the drawn sizes. */
export function stubImageApis() {
  const drawn: Array<{ width: number; height: number }> = [];
  vi.stubGlobal('createImageBitmap', vi.fn(async () => ({ width: 3000, height: 1500, close: () => undefined })));
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    // The canvas is sized before its context is asked for.
    const size = { width: this.width, height: this.height };
    return {
      fillStyle: '',
      fillRect: () => undefined,
      drawImage: () => drawn.push(size),
    } as unknown as CanvasRenderingContext2D;
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(RESIZED);
  return drawn;
}

export const pngFile = (name = 'photo.png') => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

export const formDialog = (name = 'Create a post') => screen.getByRole('dialog', { name });

/** Types into the fields named by their labels. */
export function fill(values: Record<string, string>, dialog = formDialog()) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  }
}

export const click = (label: string, dialog = formDialog()) => fireEvent.click(within(dialog).getByLabelText(label));
export const press = (name: string | RegExp, dialog = formDialog()) =>
  fireEvent.click(within(dialog).getByRole('button', { name }));
export const submit = (dialog = formDialog()) => press(/^(Publish|Submit for approval|Save changes)$/, dialog);

export const EVENT_DETAILS = { Location: 'Main auditorium', 'Start date and time': '2030-05-01T18:00', Duration: '2 hours' };

/** A saved post as the API answers it, owned by the viewer (the form edits it). */
export const post = (overrides: Partial<Post> = {}): Post =>
  makePost({ _id: 'p1', title: 'Hello', content: 'World', canEdit: true, canDelete: true, canReport: false, ...overrides });

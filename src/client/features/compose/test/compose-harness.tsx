/**
 * Test doubles at the browser boundary for the post form: XMLHttpRequest (apiUpload's transport) and the
 * picture decoding/encoding APIs jsdom lacks (createImageBitmap, canvas).
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import type { Post } from '../../../../shared/schemas/posts.ts';
import { makePost } from '../../../test/make-post.ts';

export interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

type Answer = { status: number; body: unknown } | 'network-error';

/**
 * Replaces XMLHttpRequest with a fake that answers with `answer(request)` (which may wait, e.g. for the form to show
 * its upload state); returns the sent requests.
 */
export function stubXhr(answer: (request: SentRequest) => Answer | Promise<Answer>) {
  const sent: SentRequest[] = [];
  class FakeXhr {
    method = '';
    url = '';
    headers: Record<string, string> = {};
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(body: string) {
      const request = { method: this.method, url: this.url, headers: this.headers, body: JSON.parse(body) as unknown };
      sent.push(request);
      const reply = async () => {
        const result = await answer(request);
        if (result === 'network-error') {
          this.onerror?.();
          return;
        }
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        this.status = result.status;
        this.responseText = JSON.stringify(result.body);
        this.onload?.();
      };
      setTimeout(() => void reply(), 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

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

/** XMLHttpRequest (apiUpload's transport, for bodies with pictures) replaced by a fake, at the browser boundary. */
import { vi } from 'vitest';

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

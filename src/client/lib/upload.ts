/**
 * A JSON request that reports upload progress (XMLHttpRequest: fetch cannot), for posts that carry
 * images. Same contract as apiRequest: bearer token, `{message}` errors as ApiError, NetworkError when
 * no answer came, and SPEC §4's 401 rule.
 */
import type { z } from 'zod';
import { ApiError, NetworkError, type HttpMethod, type SchemaSource } from './api-client.ts';
import { reloadPage } from './browser.ts';
import { storage } from './storage.ts';

export interface UploadOptions<T> {
  method: HttpMethod;
  body: unknown;
  schema?: SchemaSource<T>;
  /** Called with 0..1 as the body goes up. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export function apiUpload<T = unknown>(path: string, options: UploadOptions<T>): Promise<T> {
  const { method, body, schema, onProgress, signal } = options;
  const loading = typeof schema === 'function' ? schema() : schema;
  if (loading instanceof Promise) loading.catch(() => undefined);
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `/api${path}`);
    xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.setRequestHeader('Accept', 'application/json');
    const token = storage.getCurrentUser()?.token;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new NetworkError());
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    xhr.onload = () => {
      let data: unknown;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        data = undefined;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        if (xhr.status === 401 && token) {
          storage.removeCurrentUser();
          reloadPage();
        }
        const message =
          typeof data === 'object' && data !== null && typeof (data as { message?: unknown }).message === 'string'
            ? (data as { message: string }).message
            : undefined;
        reject(new ApiError(xhr.status, message || undefined, data));
        return;
      }
      onProgress?.(1);
      if (!loading) {
        resolve(data as T);
        return;
      }
      const status = xhr.status;
      Promise.resolve(loading).then(
        (validator: z.ZodType<T>) => {
          const parsed = validator.safeParse(data);
          if (parsed.success) resolve(parsed.data);
          else reject(new ApiError(status, undefined));
        },
        (error: unknown) => reject(new NetworkError(error)),
      );
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(JSON.stringify(body));
  });
}

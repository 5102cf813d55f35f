import type { z } from 'zod';
import { i18n, t } from '../../shared/i18n.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { reloadPage } from './browser.ts';
import { takeFirstRead } from './first-reads.ts';
import { storage } from './storage.ts';

/** The server answered with an error status. `message` is the server's text, else SPEC §8's fallback. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The `message` field of the server's answer, when it sent one. */
  readonly serverMessage: string | undefined;
  /** The whole error answer, for one that says more than its message (the columns a statement has, say). */
  readonly body: unknown;

  constructor(status: number, serverMessage: string | undefined, body?: unknown) {
    super(serverMessage ?? MESSAGES.unknownError);
    this.status = status;
    this.serverMessage = serverMessage;
    this.body = body;
  }
}

/** The request never got an answer (offline, DNS, CORS, server down). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(cause?: unknown) {
    super(MESSAGES.unknownError, { cause });
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A schema, or a function that loads one. */
export type SchemaSource<T> = z.ZodType<T> | (() => Promise<z.ZodType<T>>);

export interface RequestOptions<T> {
  method?: HttpMethod;
  body?: unknown;
  /** Send the stored user's bearer token (default true). Login and register pass false (SPEC §7). */
  auth?: boolean;
  /**
   * Apply SPEC §4's rule on a 401 (forget the user, reload the page). Default true. Logout turns it off:
   * a dead token there already means "logged out".
   */
  forceLogoutOn401?: boolean;
  /**
   * Validates the answer; a mismatch is reported as an unknown error. A loader (lib/schemas.ts) starts loading
   * the schema, and zod with it, alongside the request.
   */
  schema?: SchemaSource<T>;
  signal?: AbortSignal;
}

const API_BASE = '/api';

async function readJsonBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed;
  } catch {
    return undefined;
  }
}

/** The `message` field of an error answer (`{message}`, SPEC §7), when there is a usable one. */
function messageOf(body: unknown): string | undefined {
  // Checked by hand: an error must show even when the schemas have not loaded (offline, say).
  const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

/** Calls the API under /api. Resolves with the parsed JSON answer, throws ApiError or NetworkError. */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  return (await apiRequestWithHeaders(path, options)).data;
}

/** Like apiRequest, but also resolves with the answer's headers (for example a `Link` header of a paged list). */
export async function apiRequestWithHeaders<T = unknown>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<{ data: T; headers: Headers }> {
  const { schema, method = 'GET', body } = options;
  // A visitor's first reads on Home come with the page (decision 058), written by this same server for this same
  // build: neither a request nor a schema (and zod with it) stands between them and the first posts. Never for a
  // signed-in reader, whose answers are their own.
  const held = method === 'GET' && body === undefined ? takeFirstRead(path) : null;
  if (held && !storage.getCurrentUser()) return held as { data: T; headers: Headers };
  // Loading starts with the request, so the schema is usually in before the answer.
  const loading = typeof schema === 'function' ? schema() : schema;
  // A failed load surfaces below, where the answer is validated; never as an unhandled rejection.
  if (loading instanceof Promise) loading.catch(() => undefined);
  const response = await send(path, options);
  const data = await readJsonBody(response);
  if (!response.ok) throw failure(response, data, options);
  if (!loading) return { data: data as T, headers: response.headers };
  let validator: z.ZodType<T>;
  try {
    validator = await loading;
  } catch (error) {
    // The schema's chunk could not load (offline after the first load, a new deployment): a network failure.
    throw new NetworkError(error);
  }
  const parsed = validator.safeParse(data);
  if (!parsed.success) throw new ApiError(response.status, undefined);
  return { data: parsed.data, headers: response.headers };
}

/** GETs a file (a CSV export, say) with the session's token, under the same error rules as apiRequest. */
export async function apiDownload(path: string): Promise<{ blob: Blob; headers: Headers }> {
  const response = await send(path, {});
  if (!response.ok) throw failure(response, await readJsonBody(response), {});
  return { blob: await response.blob(), headers: response.headers };
}

async function send(path: string, options: RequestOptions<unknown>): Promise<Response> {
  const { method = 'GET', body, auth = true, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = auth ? storage.getCurrentUser()?.token : undefined;
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
}

/** The error for a failed answer, after SPEC §4's 401 rule. */
function failure(response: Response, data: unknown, options: RequestOptions<unknown>): ApiError {
  const { auth = true, forceLogoutOn401 = true } = options;
  // SPEC §4: on any 401 the stored user is removed and the page reloads. A request sent without a
  // session (a visitor, or a failed login) has nobody to log out, so it just fails.
  const sentToken = auth && storage.getCurrentUser()?.token;
  if (response.status === 401 && sentToken && forceLogoutOn401) {
    storage.removeCurrentUser();
    reloadPage();
  }
  return new ApiError(response.status, messageOf(data), data);
}

/**
 * A text the server wrote, in the reader's language (decision 055): one of Quad's fixed texts is said in the
 * active language; any other (one quoting a title, say) is shown as the server wrote it, never read as a template.
 */
export function serverText(message: string): string {
  return Object.hasOwn(i18n.messages, message) ? t(message) : message;
}

/** SPEC §8: the text to show for a failed call (the server's, else `fallback`), in the reader's language. */
export function errorMessage(error: unknown, fallback: string = MESSAGES.unknownError): string {
  if (error instanceof ApiError && error.serverMessage !== undefined) return serverText(error.serverMessage);
  return t(fallback);
}

import { isErrorBody, type ErrorBody } from '@/shared/errors';

/**
 * Errors from the API: status, code, the English message and its stable key (decision 022), and per
 * field the key where the server sent one, else the field's message (lib/error-text.ts shows either).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly key?: string;
  readonly fields?: Record<string, string>;
  /** Seconds to wait before trying again (the Retry-After header of a 429), when the server said. */
  readonly retryAfterSec?: number;

  constructor(
    status: number,
    code: string,
    message: string,
    fields?: Record<string, string>,
    key?: string,
    retryAfterSec?: number,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.key = key;
    this.retryAfterSec = retryAfterSec;
  }
}

/**
 * An error body as an ApiError: each field's key where it has one, else its message. Route actions that
 * return an error body (`AppError.toBody()`) give it to the page the same way.
 */
export function toApiError(status: number, body: ErrorBody, retryAfterSec?: number): ApiError {
  const { code, message, key, fields, fieldKeys } = body.error;
  const fieldMessages = fields || fieldKeys ? { ...fields, ...fieldKeys } : undefined;
  return new ApiError(status, code, message, fieldMessages, key, retryAfterSec);
}

/**
 * How requests leave: the browser's fetch, or — while the server renders a first page
 * (src/web/entry-server.tsx) — the server's own API answered in-process.
 */
let send: typeof fetch = (input, init) => fetch(input, init);

export function setApiTransport(transport: typeof fetch) {
  send = transport;
}

type Query = Record<string, string | number | boolean | null | undefined>;

export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

export async function apiFetch<T>(
  path: string,
  options: { method?: string; body?: unknown; query?: Query; signal?: AbortSignal; formData?: FormData } = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.formData) {
    body = options.formData;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await send(withQuery(path, options.query), {
      method: options.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', 'Network error. Please check your connection.');
  }
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    if (isErrorBody(data)) {
      const retryAfter = Number(response.headers.get('retry-after'));
      throw toApiError(response.status, data, retryAfter > 0 ? retryAfter : undefined);
    }
    throw new ApiError(response.status, 'HTTP_' + response.status, response.statusText || 'Request failed');
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

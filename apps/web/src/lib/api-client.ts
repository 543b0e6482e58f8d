import type { ApiIssue } from '@pawrx/contracts/envelope';
import { ApiError, NetworkError } from './api-errors';
import { readToken } from './token-storage';

// The one fetch wrapper of the web app: JSON in and out, bearer token from storage, typed errors.
// Features build their calls on `api.*`; nothing else in the app calls fetch.

const API_BASE = (import.meta.env.VITE_API_BASE ?? '').replace(/\/$/, '');

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type RequestOptions = {
  method?: HttpMethod;
  /** Sent as JSON unless it is FormData or a Blob. */
  body?: unknown;
  /** Attach `Authorization: Bearer <token>` when a token is stored. Default true. */
  auth?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** 'blob' for downloads (PDF reports); default 'json'. */
  responseType?: 'json' | 'blob';
};

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * Called when a request that carried a bearer token gets 401: the session is gone (expired or
 * revoked). The auth context listens to sign the user out. Returns the unsubscribe function.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export function apiUrl(path: string): string {
  return `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
}

function isRawBody(body: unknown): body is BodyInit {
  return body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function toApiError(status: number, payload: unknown): ApiError {
  const body = (payload && typeof payload === 'object' ? payload : {}) as {
    message?: unknown;
    error?: unknown;
    code?: unknown;
    issues?: unknown;
    data?: unknown;
  };
  const message =
    typeof body.message === 'string'
      ? body.message
      : typeof body.error === 'string'
        ? body.error
        : undefined;
  return new ApiError({
    status,
    message,
    code: typeof body.code === 'string' ? body.code : undefined,
    issues: Array.isArray(body.issues) ? (body.issues as ApiIssue[]) : undefined,
    data: body.data,
  });
}

async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, auth = true, signal, responseType = 'json' } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = auth ? readToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  let requestBody: BodyInit | undefined;
  if (body !== undefined) {
    if (isRawBody(body)) requestBody = body;
    else {
      headers['Content-Type'] = 'application/json';
      requestBody = JSON.stringify(body);
    }
  }

  let response: Response;
  try {
    response = await fetch(apiUrl(path), { method, headers, body: requestBody, signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }

  if (!response.ok) {
    const error = toApiError(response.status, await readJson(response));
    if (response.status === 401 && token) unauthorizedListeners.forEach((listener) => listener());
    throw error;
  }
  if (responseType === 'blob') return (await response.blob()) as T;
  return (await readJson(response)) as T;
}

type BodyOptions = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: BodyOptions) => apiRequest<T>(path, options),
  post: <T>(path: string, body?: unknown, options?: BodyOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: BodyOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: BodyOptions) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  /** `options.body` for the few deletions that carry one (the account's password). */
  delete: <T>(path: string, options?: BodyOptions & { body?: unknown }) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
  /** GET a file (e.g. the PDF medical report) as a Blob. */
  download: (path: string, options?: BodyOptions) =>
    apiRequest<Blob>(path, { ...options, responseType: 'blob' }),
};

export { ApiError, NetworkError, errorMessage } from './api-errors';

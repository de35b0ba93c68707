import { parseCookie } from 'cookie';
import ky, { type KyInstance, type Options } from 'ky';

/**
 * The one HTTP client of the browser app (ky). Every mutating call carries `X-CSRFToken`, read
 * from the `csrftoken` cookie at the moment of the call (so the token rotated by login is picked
 * up); when the cookie is missing, `GET /api/_allauth/browser/v1/config` is called first to get
 * one. A CSRF rejection (403 HTML) is retried once with a fresh token. Every call takes an
 * AbortSignal so leaving a page cancels its requests.
 *
 * Calls never throw on an HTTP status: they resolve to `{ status, body }` and the caller decides
 * (allauth answers 401 for "not signed in", which is not a failure). Network errors and aborts throw.
 */

export const CSRF_COOKIE = 'csrftoken';
export const CONFIG_PATH = '_allauth/browser/v1/config';
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface ApiResponse<T = unknown> {
  status: number;
  body: T | null;
}

export class CsrfTokenError extends Error {
  constructor() {
    super('Failed to fetch CSRF token.');
    this.name = 'CsrfTokenError';
  }
}

/** One cookie of `document.cookie` (or of the given header), decoded; null when absent. */
export function readCookie(name: string, cookies = typeof document === 'undefined' ? '' : document.cookie) {
  return parseCookie(cookies)[name] ?? null;
}

export interface ApiClientOptions {
  /** Where `/api` lives; defaults to the page's origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Reads `document.cookie` unless given (tests). */
  cookies?: () => string;
  /** The interface language, sent as Accept-Language so server texts (questionnaires) match it. */
  language?: () => string | undefined;
}

export interface ApiClient {
  request<T = unknown>(
    method: string,
    path: string,
    opts?: { json?: unknown; signal?: AbortSignal; headers?: Record<string, string> },
  ): Promise<ApiResponse<T>>;
  get<T = unknown>(
    path: string,
    signal?: AbortSignal,
    headers?: Record<string, string>,
  ): Promise<ApiResponse<T>>;
  /** The CSRF token, fetching `config` first when the cookie is missing; throws CsrfTokenError. */
  csrfToken(signal?: AbortSignal): Promise<string>;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const cookies = options.cookies ?? (() => (typeof document === 'undefined' ? '' : document.cookie));
  const kyOptions: Options = {
    prefix: '/api',
    credentials: 'same-origin',
    retry: 0,
    timeout: 30_000,
    throwHttpErrors: false,
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const language = options.language?.();
          if (language) request.headers.set('Accept-Language', language);
        },
      ],
    },
  };
  if (options.baseUrl) kyOptions.baseUrl = options.baseUrl;
  if (options.fetch) kyOptions.fetch = options.fetch;
  const http: KyInstance = ky.create(kyOptions);

  let pendingConfig: Promise<unknown> | null = null;
  async function csrfToken(signal?: AbortSignal, refresh = false): Promise<string> {
    const current = readCookie(CSRF_COOKIE, cookies());
    if (current && !refresh) return current;
    try {
      // Concurrent callers share one config request.
      pendingConfig ??= http.get(CONFIG_PATH, signal ? { signal } : {}).finally(() => (pendingConfig = null));
      await pendingConfig;
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new CsrfTokenError();
    }
    const token = readCookie(CSRF_COOKIE, cookies());
    if (!token) throw new CsrfTokenError();
    return token;
  }

  async function parse<T>(response: Response): Promise<ApiResponse<T>> {
    const type = response.headers.get('content-type') ?? '';
    let body: T | null = null;
    if (type.includes('json')) body = (await response.json().catch(() => null)) as T | null;
    return { status: response.status, body };
  }

  async function request<T>(
    method: string,
    path: string,
    opts: { json?: unknown; signal?: AbortSignal; headers?: Record<string, string> } = {},
  ): Promise<ApiResponse<T>> {
    const send = async (refreshToken: boolean) => {
      const headers: Record<string, string> = { ...opts.headers };
      if (MUTATING.has(method)) headers['X-CSRFToken'] = await csrfToken(opts.signal, refreshToken);
      return http(path, {
        method,
        headers,
        ...(opts.json !== undefined ? { json: opts.json } : {}),
        ...(opts.signal ? { signal: opts.signal } : {}),
      });
    };
    let response = await send(false);
    const csrfRejected =
      MUTATING.has(method) &&
      response.status === 403 &&
      (response.headers.get('content-type') ?? '').includes('text/html');
    if (csrfRejected) response = await send(true);
    return parse<T>(response);
  }

  return {
    request,
    get: (path, signal, headers) => request('GET', path, { ...(signal ? { signal } : {}), headers }),
    csrfToken: (signal) => csrfToken(signal),
  };
}

let currentLanguage: string | undefined;
/** Sets the Accept-Language of later calls (the interface language). */
export function setRequestLanguage(language: string) {
  currentLanguage = language;
}

/** The app's client: same origin as the page. */
export const api = createApiClient({ language: () => currentLanguage });

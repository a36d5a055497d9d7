import type { ErrorCode } from '../../contracts/common';
import { PAGE_ROUTES } from '../../contracts/routes';
import { t } from '../i18n/runtime';
import { showToast } from '../ui/notify';
import { ApiError, isAbortError, NetworkError } from './errors';
import { currentLocation, navigateTo, type AppLocation } from './navigator';
import { askForPasscode } from './passcode-required';
import { showPageFailure, type PageFailure } from './page-failure';
import { tokenStore, type TokenStore } from './token';

type QueryValue = string | number | boolean | null | undefined;

/** Anything with zod's parse: the call's answer type is what it returns. */
export interface AnswerSchema<T> {
  parse(data: unknown): T;
}

/**
 * How a call names the schema of its answer: the schema itself, or a function that imports it.
 * Calls made by the code of every page's first download (the shell, the header's cart, the
 * catalogue) import theirs, so zod and the contracts arrive with the first answer that needs them
 * and not with the page (docs/decisions/083-web-kits.md). An empty answer (204) is `z.undefined()`.
 */
type AnswerCheck<T> = AnswerSchema<T> | (() => Promise<AnswerSchema<T>>);

export interface ApiOptions<T> {
  /** Query string values; null and undefined are left out, arrays repeat the key. */
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  /** Sent as JSON (FormData and URLSearchParams are sent as they are). */
  body?: unknown;
  /**
   * The zod schema from src/contracts that checks the answer and gives it its type. Required: an
   * answer the schema rejects is a failure (an unreadable answer), never a value typed on trust.
   */
  schema: AnswerCheck<T>;
  /**
   * true (default): 401 goes to sign-in, 404 shows the not-found page, other statuses the error page,
   * network failures a toast. false: the caller gets the ApiError and tells the shopper itself.
   */
  handleErrors?: boolean;
  /**
   * Statuses the caller tells the user itself, in place (a report's 400 for a bad range); every
   * other failure is handled as `handleErrors` says.
   */
  ownStatuses?: readonly number[];
  /** Send the bearer token (default true); sign-in and sign-out rely on the session cookie instead. */
  auth?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  tokens: Pick<TokenStore, 'get' | 'drop'>;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  location: () => AppLocation;
  showFailure: (failure: PageFailure) => void;
  /** Shows a generic error toast with the given text. */
  toastError: (message: string) => void;
  translate: (id: string, values?: Record<string, string>) => string;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function buildUrl(path: string, query?: ApiOptions<unknown>['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) if (item !== null && item !== undefined) params.append(key, String(item));
  }
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

/** The text of an unexpected failure, for the generic toast (rr §8). */
export function oopsMessage(error: unknown, translate: ApiClientDeps['translate']): string {
  if (!(error instanceof Error)) return translate('api.somethingWentWrong');
  return translate('api.oops', { message: error.message || translate('api.unexpectedError') });
}

const UNREADABLE = Symbol('unreadable');

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  return type.includes('json') ? (JSON.parse(text) as unknown) : text;
}

async function loadSchema<T>(check: AnswerCheck<T>, translate: ApiClientDeps['translate']): Promise<AnswerSchema<T>> {
  if (typeof check !== 'function') return check;
  try {
    return await check();
  } catch (cause) {
    throw new NetworkError(translate('api.networkError'), { cause });
  }
}

export function createApiClient(deps: ApiClientDeps) {
  function signInPath(): string {
    const { pathname, search } = deps.location();
    if (pathname.toLowerCase() === PAGE_ROUTES.logon.toLowerCase()) return `${pathname}${search}`;
    return `${PAGE_ROUTES.logon}?returnUrl=${encodeURIComponent(`${pathname}${search}`)}`;
  }

  /** rr §8: 401 → sign-in, 404 → not-found page, anything else → the error page. */
  function handleStatus(error: ApiError, locationKey: string): void {
    error.handled = true;
    // An answer that arrives after the shopper moved on must not replace the page they are on now.
    const stillThere = deps.location().key === locationKey;
    if (error.status === 401) {
      deps.tokens.drop();
      deps.navigate(signInPath());
    } else if (error.code === 'passcode_required') {
      // A passcode page's password ran out: its gate asks for it again, over what the page holds.
      askForPasscode();
    } else if (error.code === 'preview_read_only') {
      // A preview of the store refuses every write: say so where the shopper is, in their language.
      deps.toastError(deps.translate('api.previewReadOnly'));
    } else if (!stillThere) {
      return;
    } else if (error.status === 404) {
      deps.showFailure({ kind: 'notFound', locationKey });
    } else {
      deps.showFailure({
        kind: 'error',
        locationKey,
        status: error.status,
        message: error.message,
        statusText: error.statusText,
        data: error.data,
      });
    }
  }

  async function send(method: HttpMethod, url: string, options: Omit<ApiOptions<unknown>, 'schema'>): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (options.auth !== false) headers.Authorization = `Bearer ${await deps.tokens.get()}`;
    let body: BodyInit | undefined;
    if (options.body instanceof FormData || options.body instanceof URLSearchParams) body = options.body;
    else if (options.body instanceof Blob) {
      // A file sent as it is (a product picture, rr §7 /api/images/upload): the server reads its type from its bytes.
      body = options.body;
      headers['Content-Type'] = options.body.type || 'application/octet-stream';
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['Content-Type'] = 'application/json';
    }
    try {
      return await deps.fetch(url, { method, headers, body, credentials: 'same-origin', signal: options.signal });
    } catch (error) {
      if (isAbortError(error)) throw error;
      throw new NetworkError(deps.translate('api.networkError'), { cause: error });
    }
  }

  async function request<T>(method: HttpMethod, path: string, options: ApiOptions<T>): Promise<T> {
    const handleErrors = options.handleErrors !== false;
    const locationKey = deps.location().key;
    const url = buildUrl(path, options.query);
    // An imported schema loads while the call travels; a failed import is a failed download.
    const schema = loadSchema(options.schema, deps.translate);
    schema.catch(() => undefined);
    try {
      let response = await send(method, url, options);
      if (response.status === 401 && options.auth !== false) {
        // The stored token may have been issued before a server restart or a sign-out elsewhere:
        // try once more with a fresh one before sending the shopper to sign in.
        deps.tokens.drop();
        response = await send(method, url, options);
      }
      const body = await readBody(response).catch(() => UNREADABLE);
      if (!response.ok) {
        const failure = (body && typeof body === 'object' ? body : {}) as { code?: unknown; message?: unknown; data?: unknown };
        throw new ApiError(
          response.status,
          // The server's codes are checked against ErrorCode by its tests (src/server/testing/contract-inject.ts).
          typeof failure.code === 'string' ? (failure.code as ErrorCode) : '',
          typeof failure.message === 'string' ? failure.message : response.statusText,
          response.statusText,
          failure.data ?? (typeof body === 'string' ? body : undefined),
        );
      }
      if (body === UNREADABLE) throw new NetworkError(deps.translate('api.unreadableAnswer'));
      const check = await schema;
      try {
        return check.parse(body);
      } catch (cause) {
        throw new NetworkError(deps.translate('api.unreadableAnswer'), { cause });
      }
    } catch (error) {
      if (!handleErrors || isAbortError(error)) throw error;
      if (error instanceof ApiError && options.ownStatuses?.includes(error.status)) throw error;
      if (error instanceof ApiError) handleStatus(error, locationKey);
      else {
        if (error instanceof NetworkError) error.handled = true;
        deps.toastError(oopsMessage(error, deps.translate));
      }
      throw error;
    }
  }

  return {
    request,
    get: <T>(path: string, options: Omit<ApiOptions<T>, 'body'>) => request<T>('GET', path, options),
    post: <T>(path: string, options: ApiOptions<T>) => request<T>('POST', path, options),
    put: <T>(path: string, options: ApiOptions<T>) => request<T>('PUT', path, options),
    delete: <T>(path: string, options: ApiOptions<T>) => request<T>('DELETE', path, options),
  };
}


const appDeps: ApiClientDeps = {
  fetch: (...args) => fetch(...args),
  tokens: tokenStore,
  navigate: navigateTo,
  location: currentLocation,
  showFailure: showPageFailure,
  // One id: a burst of failing calls (offline) shows one toast, not a stack.
  toastError: (message) => showToast('Error', message, { id: 'api-error' }),
  translate: t,
};

/**
 * Replaces how the app's calls travel and whom they tell. The server renderer (entry-server.tsx)
 * sends them in-process with the request's token, and tells nobody: a failure there leaves the
 * query empty and the browser repeats the call after hydration, where the usual handling applies.
 */
export function configureApiClient(overrides: Partial<ApiClientDeps>): void {
  Object.assign(appDeps, overrides);
}

const browserClient = createApiClient(appDeps);

export const apiGet = browserClient.get;
export const apiPost = browserClient.post;
export const apiPut = browserClient.put;
export const apiDelete = browserClient.delete;

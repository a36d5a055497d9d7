import type { TokenResponse } from '../../contracts/auth';
import type { ErrorCode } from '../../contracts/common';
import { TOKEN_MIN_LENGTH_EXCLUSIVE } from '../../domain/constants';
import { sessionStore, STORAGE_KEYS } from '../storage-keys';
import { ApiError, NetworkError } from './errors';

export const TOKEN_PATH = '/Account/GetToken';

/**
 * A token is treated as expired this long before its expiry, so it does not die on the way to the
 * server. Not a spec value: a safety margin of ours (docs/decisions/022-web-shell.md).
 */
const EXPIRY_MARGIN_MS = 30_000;

/** rr §4, §9: reused while longer than 10 characters and not expired. */
export function isTokenUsable(token: TokenResponse | null, now: number): token is TokenResponse {
  if (!token || token.accessToken.length <= TOKEN_MIN_LENGTH_EXCLUSIVE) return false;
  const expires = Date.parse(token.expiresUtc);
  return Number.isFinite(expires) && expires - EXPIRY_MARGIN_MS > now;
}

/**
 * The shape of tokenResponseSchema, checked by hand: this runs before the first page renders, and
 * zod would add its weight to the first download (docs/decisions/022-web-shell.md).
 */
function isTokenResponse(body: unknown): body is TokenResponse {
  const candidate = body as Partial<Record<keyof TokenResponse, unknown>> | null;
  return typeof candidate?.accessToken === 'string' && typeof candidate.expiresUtc === 'string';
}

export interface TokenStoreDeps {
  fetch: typeof fetch;
  storage: () => Storage | null;
  now: () => number;
}

export interface TokenStore {
  /** A usable bearer token: the stored one, or a fresh one from POST /Account/GetToken. */
  get(): Promise<string>;
  /** Forget the token (sign-in, sign-out, a 401): the next call fetches one for the new identity. */
  drop(): void;
  /**
   * Keep a token the server issued with the page: it speaks for whoever loaded the page, so it
   * replaces a stored one (which may be a visitor's from before a sign-in in another tab).
   */
  seed(token: TokenResponse): void;
}

export function createTokenStore(deps: TokenStoreDeps): TokenStore {
  let inFlight: Promise<string> | null = null;
  // Bumped by drop(): a fetch that started before a sign-in must not store the visitor's token after it.
  let generation = 0;

  function read(): TokenResponse | null {
    const storage = deps.storage();
    const accessToken = storage?.getItem(STORAGE_KEYS.accessToken);
    const expiresUtc = storage?.getItem(STORAGE_KEYS.accessTokenExpiresUtc);
    return accessToken && expiresUtc ? { accessToken, expiresUtc } : null;
  }

  function write(token: TokenResponse): void {
    const storage = deps.storage();
    try {
      storage?.setItem(STORAGE_KEYS.accessToken, token.accessToken);
      storage?.setItem(STORAGE_KEYS.accessTokenExpiresUtc, token.expiresUtc);
    } catch {
      // Storage full or refused: the token still serves this call; the next call fetches again.
    }
  }

  async function fetchToken(): Promise<TokenResponse> {
    let response: Response;
    try {
      response = await deps.fetch(TOKEN_PATH, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { Accept: 'application/json' },
      });
    } catch (error) {
      throw new NetworkError(error instanceof Error ? error.message : String(error), { cause: error });
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const failure = (body ?? {}) as { code?: ErrorCode; message?: string; data?: unknown };
      throw new ApiError(response.status, failure.code ?? '', failure.message ?? response.statusText, response.statusText, failure.data);
    }
    if (!isTokenResponse(body)) throw new NetworkError('The token answer could not be read.');
    return { accessToken: body.accessToken, expiresUtc: body.expiresUtc };
  }

  return {
    get() {
      const stored = read();
      if (isTokenUsable(stored, deps.now())) return Promise.resolve(stored.accessToken);
      // Concurrent callers share one request (cat §6: fetched first when missing or expired).
      if (!inFlight) {
        const started = generation;
        const request = fetchToken()
          .then((token) => {
            if (started === generation) write(token);
            return token.accessToken;
          })
          .finally(() => {
            if (inFlight === request) inFlight = null;
          });
        inFlight = request;
      }
      return inFlight;
    },
    seed(token) {
      if (!isTokenResponse(token) || !isTokenUsable(token, deps.now())) return;
      generation += 1;
      inFlight = null;
      write(token);
    },
    drop() {
      generation += 1;
      inFlight = null;
      const storage = deps.storage();
      storage?.removeItem(STORAGE_KEYS.accessToken);
      storage?.removeItem(STORAGE_KEYS.accessTokenExpiresUtc);
    },
  };
}

/** The browser's token store; tests build their own with createTokenStore. */
export const tokenStore: TokenStore = createTokenStore({
  fetch: (...args) => fetch(...args),
  storage: sessionStore,
  now: () => Date.now(),
});

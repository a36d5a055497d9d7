import type { ErrorCode } from '../../contracts/common';

/**
 * A call that reached the server and got a non-2xx answer: the status and the server's stable code
 * (one of the API's ErrorCodes, so comparing with a misspelt code fails the type check; '' when the
 * answer carried none of ours, e.g. a proxy's error page).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** True once the call layer has shown this failure (page, toast or redirect). */
  handled = false;

  constructor(
    readonly status: number,
    readonly code: ErrorCode | '',
    message: string,
    readonly statusText: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

/** The server could not be reached (offline, DNS, connection reset) or answered something unreadable. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  handled = false;
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException ? error.name === 'AbortError' : (error as { name?: unknown } | null)?.name === 'AbortError';
}

/** True when the call layer already told the user about this error, so nobody repeats it. */
export function isHandled(error: unknown): boolean {
  return (error instanceof ApiError || error instanceof NetworkError) && error.handled;
}

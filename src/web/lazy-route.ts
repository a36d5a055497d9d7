import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import { TIMING_MS, type Language } from '../domain/constants';
import { trackPageLoad } from './page-loads';

/** What the server renderer hands a page's prefetch: the page's address and the shopper's view of it. */
export interface PrefetchArgs {
  queryClient: QueryClient;
  url: URL;
  params: Params;
  language: Language;
  /** Debug mode from the page settings (a shopper's own debug toggle lives in their browser). */
  debug: boolean;
}

/** What a prefetch may tell the server renderer: the address names nothing, answer 404. */
export interface PrefetchResult {
  notFound: boolean;
}

/** What every page module exports. */
export interface PageModule {
  Component: ComponentType;
  /**
   * Server rendering only: fills the query cache with what the page's first render asks for, with
   * the same query options the page uses, so the HTML shows the page rather than its loading state.
   */
  prefetch?: (args: PrefetchArgs) => Promise<void | PrefetchResult>;
}

/**
 * What a route says of its page: the analytics page label (rr §2), the message id of the page's
 * <title>, and for pages, the module's source path (under src/web) and message catalogues, so the server
 * renderer can name the page's files and messages for the browser to fetch at once.
 */
export interface PageHandle {
  pageLabel: string;
  titleKey: string;
  source?: string;
  /** The message catalogues the page speaks in: its audience's, its feature's and any others it names. */
  messageParts?: readonly string[];
  /** Rendered on the server (routes.tsx says which pages are). */
  serverRendered?: boolean;
}

export type ChunkLoadErrorType = 'missing' | 'timeout';

/** A route's code chunk did not arrive (cat §8: 'Loading chunk failed' with its type and address). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';

  constructor(
    readonly type: ChunkLoadErrorType,
    /** The address that failed, or the module asked for when the browser did not say. */
    readonly request: string,
    options?: { cause?: unknown },
  ) {
    super(`Loading chunk failed. (${type}: ${request})`, options);
  }
}

/** The failing URL from a browser's dynamic-import error message, if it names one. */
export function failingAddress(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  return /(https?:\/\/[^\s'"]+|\/[^\s'"]+\.(?:m?js|css))/.exec(message)?.[1] ?? null;
}

/**
 * Races a dynamic import against cat §4's 120 s chunk time-out and turns any failure into a typed
 * ChunkLoadError for the route's error element.
 */
export function importWithTimeout<T>(load: () => Promise<T>, label: string, timeoutMs: number = TIMING_MS.chunkLoadTimeout): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout', label)), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof ChunkLoadError ? error : new ChunkLoadError('missing', failingAddress(error) ?? label, { cause: error }));
      },
    );
  });
}

/** A page's code, loaded once: the route renders it, the server render prefetches with it. */
export interface PageLoader {
  /** The module, once it has arrived: a page already loaded renders at once. */
  loaded(): PageModule | undefined;
  /**
   * Loads the module with the time-out, and its feature's messages at the same time. The same
   * promise answers every call, a failure included: the page's error page offers a reload (cat §8).
   */
  load(): Promise<PageModule>;
}

export function pageLoader(load: () => Promise<PageModule>, label: string, loadMessages: () => Promise<void> = () => Promise.resolve()): PageLoader {
  let module: PageModule | undefined;
  let pending: Promise<PageModule> | null = null;
  return {
    loaded: () => module,
    load() {
      pending ??= trackPageLoad(
        Promise.all([importWithTimeout(load, label), importWithTimeout(loadMessages, `${label} messages`)]).then(([arrived]) => {
          module = arrived;
          return arrived;
        }),
      );
      return pending;
    },
  };
}

import type { ComponentType } from 'react';
import { TIMING_MS } from '../domain/constants';

/** What every page module exports (React Router's lazy convention). */
export interface PageModule {
  Component: ComponentType;
  handle?: Partial<PageHandle> & Record<string, unknown>;
}

/** Route handle: the analytics page label (rr §2) and the message id of the page's <title>. */
export interface PageHandle {
  pageLabel: string;
  titleKey: string;
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

/**
 * The `lazy` of a page route: loads the module with the time-out, and its feature's messages at the
 * same time, and keeps the route's own handle (page label, title) under whatever handle the module adds.
 */
export function lazyPage(
  load: () => Promise<PageModule>,
  label: string,
  handle: PageHandle,
  loadMessages: () => Promise<void> = () => Promise.resolve(),
) {
  return async () => {
    const [module] = await Promise.all([importWithTimeout(load, label), importWithTimeout(loadMessages, `${label} messages`)]);
    return { Component: module.Component, handle: { ...handle, ...module.handle } };
  };
}

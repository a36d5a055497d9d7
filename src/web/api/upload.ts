import type { z } from 'zod';
import type { ErrorCode } from '../../contracts/common';
import { buildUrl, type ApiOptions } from './client';
import { ApiError, NetworkError } from './errors';
import { tokenStore } from './token';

export interface UploadOptions<T> {
  /** The file, sent as the raw body (no form encoding) with its own content type. */
  file: Blob;
  contentType: string;
  query?: ApiOptions<unknown>['query'];
  schema: z.ZodType<T>;
  /** The share of the body sent so far, 0 to 1 (XMLHttpRequest's upload events: fetch has none). */
  onUploadProgress?: (sent: number) => void;
  /** Translated words for a failure with no answer. */
  networkError: string;
}

/**
 * Posts a file as the request body with its upload's progress (issue 26's catalogue feed, up to
 * 200 MB): a non-2xx answer throws ApiError with the server's code and message, for the page to
 * show; nothing is handled here (no redirect, no toast).
 */
export async function uploadFile<T>(path: string, options: UploadOptions<T>): Promise<T> {
  const token = await tokenStore.get();
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path, options.query));
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Content-Type', options.contentType);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onUploadProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new NetworkError(options.networkError));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: a proxy's page
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        const failure = (body && typeof body === 'object' ? body : {}) as { code?: unknown; message?: unknown };
        reject(new ApiError(
          xhr.status, typeof failure.code === 'string' ? (failure.code as ErrorCode) : '',
          typeof failure.message === 'string' ? failure.message : xhr.statusText, xhr.statusText,
        ));
        return;
      }
      const parsed = options.schema.safeParse(body);
      if (parsed.success) resolve(parsed.data);
      else reject(new NetworkError(options.networkError));
    };
    xhr.send(options.file);
  });
}

import { buildUrl } from './client';
import { ApiError } from './errors';
import { tokenStore } from './token';

/**
 * Downloads a file the API makes (a report's CSV, issue 17) with the page's bearer token, and hands
 * it to the browser as a download under the name the server gave it. The bytes are kept as sent
 * (the CSV's byte-order mark included), never decoded and re-encoded.
 */
export async function downloadFile(path: string, query: Record<string, string | undefined>, fallbackName: string): Promise<string> {
  const response = await fetch(buildUrl(path, query), {
    headers: { Authorization: `Bearer ${await tokenStore.get()}` },
    credentials: 'same-origin',
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    throw new ApiError(response.status, (body.code ?? '') as ApiError['code'], body.message ?? response.statusText, response.statusText);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

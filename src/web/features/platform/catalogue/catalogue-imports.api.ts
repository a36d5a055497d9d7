import { useQuery } from '@tanstack/react-query';
import { applyResponseSchema, dryRunResponseSchema, importListResponseSchema } from '../../../../contracts/catalogue-feed';
import type { Language } from '../../../../domain/constants';
import { apiGet } from '../../../api/client';
import { uploadFile } from '../../../api/upload';
import { PLATFORM_QUERY_ROOT } from '../platform-me';

export const catalogueImportKeys = { history: [PLATFORM_QUERY_ROOT, 'catalogue-imports'] as const };

/** GET /api/platform/catalogue/imports; polled every second while an import runs (its progress). */
export function useImportHistory(polling: boolean) {
  return useQuery({
    queryKey: catalogueImportKeys.history,
    queryFn: ({ signal }) => apiGet('/api/platform/catalogue/imports', { schema: importListResponseSchema, signal }),
    staleTime: 0,
    refetchInterval: polling ? 1000 : false,
  });
}

interface Send {
  file: File;
  lang: Language;
  onUploadProgress: (sent: number) => void;
  networkError: string;
}

const CSV = 'text/csv; charset=utf-8';

/** POST /api/platform/catalogue/imports/dry-run: what the feed would do; nothing written. */
export function dryRunFeed({ file, lang, onUploadProgress, networkError }: Send) {
  return uploadFile('/api/platform/catalogue/imports/dry-run', { file, contentType: CSV, query: { lang }, schema: dryRunResponseSchema, onUploadProgress, networkError });
}

/** POST /api/platform/catalogue/imports: applies the feed, all or nothing. */
export function applyFeed({ file, lang, onUploadProgress, networkError }: Send) {
  return uploadFile('/api/platform/catalogue/imports', {
    file, contentType: CSV, query: { lang, fileName: file.name }, schema: applyResponseSchema, onUploadProgress, networkError,
  });
}

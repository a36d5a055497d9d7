import { useQuery } from '@tanstack/react-query';
import {
  productEditorSchema, productFamilyListSchema, uploadedImageSchema, type ChildEdit, type FamilyEdit,
} from '../../../../contracts/platform-products';
import type { Language } from '../../../../domain/constants';
import { apiGet, apiPost, apiPut } from '../../../api/client';
import { PLATFORM_QUERY_ROOT } from '../platform-me';

export const productEditorKeys = {
  list: (query: Record<string, string>) => [PLATFORM_QUERY_ROOT, 'products', query] as const,
  family: (id: number) => [PLATFORM_QUERY_ROOT, 'product-family', id] as const,
};

/** GET /api/platform/products: a page of families (q, page). */
export function useProductFamilies(query: Record<string, string>) {
  return useQuery({
    queryKey: productEditorKeys.list(query),
    queryFn: ({ signal }) => apiGet('/api/platform/products', { query, schema: productFamilyListSchema, signal }),
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
}

/** GET /api/platform/products/families/:familyId */
export function useProductEditor(id: number, lang: Language) {
  return useQuery({
    queryKey: productEditorKeys.family(id),
    queryFn: ({ signal }) => apiGet(`/api/platform/products/families/${id}`, { query: { lang }, schema: productEditorSchema, signal }),
    staleTime: Infinity,
  });
}

/** PUT /api/platform/products/families/:familyId: the page says what failed. */
export function saveFamily(id: number, body: FamilyEdit, lang: Language) {
  return apiPut(`/api/platform/products/families/${id}`, { query: { lang }, body, schema: productEditorSchema, handleErrors: false });
}

/** PUT /api/platform/products/products/:productId: the page says what failed. */
export function saveChild(id: number, body: ChildEdit, lang: Language) {
  return apiPut(`/api/platform/products/products/${id}`, { query: { lang }, body, schema: productEditorSchema, handleErrors: false });
}

/** POST /api/images/upload (rr §7): the file itself is the body; a refusal's message comes in the page's language. */
export function uploadImage(file: File, lang: Language) {
  return apiPost('/api/images/upload', { query: { lang }, body: file, schema: uploadedImageSchema, handleErrors: false });
}

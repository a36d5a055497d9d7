import { useQuery } from '@tanstack/react-query';
import {
  bannerListSchema, bannerResponseSchema, promotionListSchema, promotionResponseSchema, type BannerInput, type PromotionInput,
} from '../../../../contracts/platform-promotions';
import { apiGet, apiPost, apiPut } from '../../../api/client';
import { PLATFORM_QUERY_ROOT } from '../platform-me';

/** The platform's promotion and banner calls (issue 26); failures come back to the page (handleErrors: false). */
export const promotionKeys = {
  list: [PLATFORM_QUERY_ROOT, 'promotions'] as const,
  one: (id: number) => [PLATFORM_QUERY_ROOT, 'promotions', id] as const,
  banners: [PLATFORM_QUERY_ROOT, 'banners'] as const,
};

export function usePromotions() {
  return useQuery({
    queryKey: promotionKeys.list,
    queryFn: ({ signal }) => apiGet('/api/platform/promotions', { schema: promotionListSchema, signal }),
    staleTime: 0,
  });
}

export function usePromotion(id: number | null) {
  return useQuery({
    queryKey: promotionKeys.one(id ?? 0),
    queryFn: ({ signal }) => apiGet(`/api/platform/promotions/${id}`, { schema: promotionResponseSchema, signal, handleErrors: false }),
    enabled: id !== null,
    staleTime: 0,
  });
}

export const createPromotion = (body: PromotionInput) => apiPost('/api/platform/promotions', { body, schema: promotionResponseSchema, handleErrors: false });
export const updatePromotion = (id: number, body: PromotionInput) =>
  apiPut(`/api/platform/promotions/${id}`, { body, schema: promotionResponseSchema, handleErrors: false });
export const endPromotion = (id: number) => apiPost(`/api/platform/promotions/${id}/end`, { schema: promotionResponseSchema, handleErrors: false });

export function useBanners() {
  return useQuery({
    queryKey: promotionKeys.banners,
    queryFn: ({ signal }) => apiGet('/api/platform/banners', { schema: bannerListSchema, signal }),
    staleTime: 0,
  });
}

export const createBanner = (body: BannerInput) => apiPost('/api/platform/banners', { body, schema: bannerResponseSchema, handleErrors: false });
export const updateBanner = (id: number, body: BannerInput) =>
  apiPut(`/api/platform/banners/${id}`, { body, schema: bannerResponseSchema, handleErrors: false });

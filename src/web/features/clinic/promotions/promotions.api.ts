import { useQuery } from '@tanstack/react-query';
import { clinicPromotionListSchema, type ClinicPromotionList } from '../../../../contracts/clinic-promotions';
import { apiGet, apiPut } from '../../../api/client';
import { CLINIC_QUERY_ROOT } from '../staff-me';

/** The clinic admin's view of the platform's promotions and the switch of each (issue 26). */
export const clinicPromotionKeys = { list: [CLINIC_QUERY_ROOT, 'promotions'] as const };

export function useClinicPromotions() {
  return useQuery({
    queryKey: clinicPromotionKeys.list,
    queryFn: ({ signal }) => apiGet('/api/clinic/promotions', { schema: clinicPromotionListSchema, signal }),
    staleTime: 0,
  });
}

/** Switches a promotion off for the clinic's store, or on again; answers the list as it is now. */
export function switchPromotion(promotionId: number, switchedOff: boolean): Promise<ClinicPromotionList> {
  return apiPut(`/api/clinic/promotions/${promotionId}`, { schema: clinicPromotionListSchema, body: { switchedOff }, handleErrors: false });
}

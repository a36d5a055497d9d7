import { useQuery } from '@tanstack/react-query';
import { storeSettingsSchema, type HolidayCreate, type StoreSettingsUpdate } from '../../../../contracts/store-settings';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../api/client';
import { CLINIC_QUERY_ROOT } from '../staff-me';

/** The clinic admin's store settings calls (issue 17). */
export const settingsKey = [CLINIC_QUERY_ROOT, 'settings'] as const;

export function useSettings(enabled: boolean) {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => apiGet('/api/clinic/settings', { schema: storeSettingsSchema, signal }),
    enabled,
    staleTime: 0,
  });
}

const quiet = { schema: storeSettingsSchema, handleErrors: false } as const;
export const saveSettings = (body: StoreSettingsUpdate) => apiPut('/api/clinic/settings', { ...quiet, body });
export const addHoliday = (body: HolidayCreate) => apiPost('/api/clinic/settings/holidays', { ...quiet, body });
export const removeHoliday = (id: number) => apiDelete(`/api/clinic/settings/holidays/${id}`, quiet);
export const uploadLogo = (body: { contentType: string; dataBase64: string }) => apiPut('/api/clinic/settings/logo', { ...quiet, body });
export const removeLogo = () => apiDelete('/api/clinic/settings/logo', quiet);

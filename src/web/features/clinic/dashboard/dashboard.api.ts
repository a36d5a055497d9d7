import { useQuery } from '@tanstack/react-query';
import { dashboardSchema } from '../../../../contracts/clinic';
import { apiGet } from '../../../api/client';
import { clinicKeys } from '../clinic-keys';

export function useDashboard(enabled: boolean) {
  return useQuery({
    queryKey: clinicKeys.dashboard,
    queryFn: ({ signal }) => apiGet('/api/clinic/dashboard', { schema: dashboardSchema, signal }),
    enabled,
    staleTime: 0,
  });
}

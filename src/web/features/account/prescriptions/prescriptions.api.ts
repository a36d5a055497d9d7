import { accountPrescriptionsResponseSchema, requestRenewalResponseSchema } from '../../../../contracts/account-prescriptions';
import { apiGet, apiPost } from '../../../api/client';

/** One client function per "My prescriptions" call (issue 14). */
export const prescriptionsKey = ['account', 'prescriptions'] as const;

export function fetchPrescriptions(signal?: AbortSignal) {
  return apiGet('/api/account/prescriptions', { schema: accountPrescriptionsResponseSchema, signal });
}

export function requestRenewal(id: number, note: string) {
  return apiPost(`/api/account/prescriptions/${id}/renewal`, { body: { note }, schema: requestRenewalResponseSchema, handleErrors: false });
}

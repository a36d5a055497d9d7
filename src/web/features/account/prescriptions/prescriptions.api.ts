import { accountPrescriptionsResponseSchema, accountRenewalSchema, requestRenewalResponseSchema } from '../../../../contracts/account-prescriptions';
import { apiGet, apiPost } from '../../../api/client';

/** One client function per "My prescriptions" call (issue 14). */
export const prescriptionsKey = ['account', 'prescriptions'] as const;

export function fetchPrescriptions(signal?: AbortSignal) {
  return apiGet('/api/account/prescriptions', { schema: accountPrescriptionsResponseSchema, signal });
}

export function requestRenewal(id: number, note: string) {
  return apiPost(`/api/account/prescriptions/${id}/renewal`, { body: { note }, schema: requestRenewalResponseSchema, handleErrors: false });
}

/** Issue 28: a renewal reminder's page and the request it makes (once). */
export const renewalKey = (id: number) => ['account', 'renewal', id] as const;

export function fetchRenewal(id: number, signal?: AbortSignal) {
  return apiGet(`/api/account/renewals/${id}`, { schema: accountRenewalSchema, signal });
}

export function requestRenewalOf(id: number) {
  return apiPost(`/api/account/renewals/${id}/request`, { schema: accountRenewalSchema, handleErrors: false });
}

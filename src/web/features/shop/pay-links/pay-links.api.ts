import { useQuery } from '@tanstack/react-query';
import { humanCheckResponseSchema } from '../../../../contracts/payment-methods';
import { payLinkViewSchema, type PayLinkPayRequest } from '../../../../contracts/pay-links';
import { apiGet, apiPost } from '../../../api/client';

/** The pay-by-link page's calls (issue 27): the link's token says which payment; no sign-in. */
export const payLinkKey = (token: string) => ['payLink', token] as const;

export function usePayLink(token: string) {
  return useQuery({
    queryKey: payLinkKey(token),
    queryFn: ({ signal }) => apiGet('/api/paylinks', { query: { token }, schema: payLinkViewSchema, signal, handleErrors: false }).then((a) => a.payment),
    enabled: token !== '',
    retry: false,
    staleTime: 0,
    meta: { silentErrors: true },
  });
}

/** The human check for the link (v3, or the v2 challenge's answer): its proof is tied to the link's client. */
export const verifyPayLinkHuman = (token: string) => (response: string, isV2: boolean) =>
  apiPost('/api/paylinks/human-check', { body: { token, response, isV2 }, schema: humanCheckResponseSchema, handleErrors: false }).then((a) => a.returnObject);

export const payPayLink = (body: PayLinkPayRequest) =>
  apiPost('/api/paylinks/pay', { body, schema: payLinkViewSchema, handleErrors: false }).then((a) => a.payment);

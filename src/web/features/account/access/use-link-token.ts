import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { AccountTokenPurpose } from '../../../../contracts/account-flows';
import { fetchTokenStatus } from './account-flows.api';

/** The token of the emailed link (?token=) and whether it still works, asked once when the page opens. */
export function useLinkToken(purpose: AccountTokenPurpose) {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const status = useQuery({
    queryKey: ['account', 'linkToken', purpose, token],
    queryFn: ({ signal }) => fetchTokenStatus(token, purpose, signal),
    enabled: token !== '',
    staleTime: Infinity,
    retry: false,
    meta: { silentErrors: true },
  });
  const owner = status.data?.isSuccess ? status.data.returnValue : null;
  const invalid = token === '' || (status.data !== undefined && !status.data.isSuccess);
  return { token, owner, invalid, loading: status.isPending && token !== '', failed: status.isError };
}

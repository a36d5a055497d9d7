import { useSearchParams } from 'react-router';
import { LIST_MAX_PAGE } from '../../contracts/fields';

/**
 * A paged list's page, kept in the address (`?page=`, absent for the first) so back and a shared
 * link keep it; a page that is not a whole number from 1 reads as the first.
 */
export function usePageParam(): [page: number, toPage: (next: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.min(LIST_MAX_PAGE, Math.max(1, Math.trunc(Number(params.get('page'))) || 1));
  const toPage = (next: number) => {
    const nextParams = new URLSearchParams(params);
    if (next > 1) nextParams.set('page', String(next));
    else nextParams.delete('page');
    setParams(nextParams);
  };
  return [page, toPage];
}

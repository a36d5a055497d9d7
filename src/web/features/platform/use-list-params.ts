import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A searchable, paged platform list's state in the address (`?q=…&page=2`): the filters as applied,
 * the form's draft, the API query, and what the search form and the table's pages call.
 */
export function useListParams<F extends string>(filters: readonly F[]) {
  const [params, setParams] = useSearchParams();
  const current = Object.fromEntries(filters.map((k) => [k, params.get(k) ?? ''])) as Record<F, string>;
  const [draft, setDraft] = useState<Record<F, string>>(current);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const query = { ...Object.fromEntries(Object.entries<string>(current).filter(([, v]) => v)), ...(page > 1 ? { page: String(page) } : {}) } as Record<string, string>;

  return {
    draft,
    query,
    set: (key: F) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value })),
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      setParams(new URLSearchParams(Object.entries<string>(draft).filter(([, v]) => v.trim()).map(([k, v]) => [k, v.trim()])));
    },
    onPage: (next: number) => {
      const updated = new URLSearchParams(params);
      if (next > 1) updated.set('page', String(next));
      else updated.delete('page');
      setParams(updated);
    },
  };
}

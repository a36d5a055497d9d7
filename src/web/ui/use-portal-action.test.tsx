// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePortalAction } from './use-portal-action';

function setup() {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => usePortalAction<'approve' | 'deny'>({ failure: (e) => `failed: ${(e as Error).message}`, invalidate: ['portal'] }), { wrapper });
  return { result, invalidate };
}

describe('usePortalAction', () => {
  afterEach(cleanup);

  it('marks the running action busy, says its success and reads the portal again', async () => {
    const { result, invalidate } = setup();
    let finish: (text: string) => void = () => undefined;
    let running!: Promise<boolean>;
    act(() => { running = result.current.run('approve', () => new Promise((resolve) => { finish = resolve; })); });
    expect(result.current.busy).toBe('approve');
    await act(async () => { finish('Approved'); await running; });
    await expect(running).resolves.toBe(true);
    expect(result.current).toMatchObject({ busy: null, outcome: { type: 'Success', message: 'Approved' } });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['portal'] });
  });

  it('says a failure in the portal’s words, resolves false and reads the portal again all the same', async () => {
    const { result, invalidate } = setup();
    let ok: boolean | undefined;
    await act(async () => { ok = await result.current.run('deny', () => Promise.reject(new Error('refused'))); });
    expect(ok).toBe(false);
    expect(result.current).toMatchObject({ busy: null, outcome: { type: 'Error', message: 'failed: refused' } });
    expect(invalidate).toHaveBeenCalledTimes(1);
  });
});

import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

/** What a portal action said: shown in a Notice under the section's heading. */
export interface PortalOutcome {
  type: 'Success' | 'Error';
  message: ReactNode;
}

export interface PortalActionOptions {
  /** The words of a refused or failed call (the portal's own, per feature). */
  failure: (error: unknown) => ReactNode;
  /** Read again once the action is over, refused or not: the page then shows things as they are now. */
  invalidate?: QueryKey;
}

/**
 * A staff portal's action (clinic and platform): one at a time, which one is running (`busy`, the
 * key it was run with), its outcome for a Notice (the success's words the action returns, or the
 * failure's), and the portal's data read again after it. `run` resolves true when the action succeeded.
 */
export function usePortalAction<K extends string = 'action'>({ failure, invalidate }: PortalActionOptions) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<K | null>(null);
  const [outcome, setOutcome] = useState<PortalOutcome | null>(null);

  async function run(key: K, action: () => Promise<ReactNode>): Promise<boolean> {
    setBusy(key);
    setOutcome(null);
    try {
      setOutcome({ type: 'Success', message: await action() });
      return true;
    } catch (error) {
      setOutcome({ type: 'Error', message: failure(error) });
      return false;
    } finally {
      setBusy(null);
      if (invalidate) await queryClient.invalidateQueries({ queryKey: invalidate });
    }
  }

  return { busy, outcome, setOutcome, run };
}

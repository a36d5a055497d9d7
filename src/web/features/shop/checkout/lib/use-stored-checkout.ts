import { useCallback, useEffect, useMemo, useRef } from 'react';
import { getUserOptions, useUserOptions } from '../../../../shell/user-options';
import { startCheckout, type StoredCheckout } from './checkout-options';

/**
 * The checkout choices in the user's stored options (cc §3: checkoutDto "is kept in the user's
 * stored options"). The first visit stores a fresh idempotency key; `clear` forgets everything
 * after a successful order (cc §4), so the next checkout gets a new key.
 */
export function useStoredCheckout(): {
  stored: StoredCheckout;
  update: (change: (current: StoredCheckout) => StoredCheckout) => void;
  clear: () => void;
} {
  const { options, setOption } = useUserOptions();
  const stored = useMemo(() => startCheckout(options.checkout), [options.checkout]);
  // After a successful order the page is leaving: do not start a new checkout behind it.
  const cleared = useRef(false);

  useEffect(() => {
    if (!options.checkout && !cleared.current) setOption('checkout', stored);
  }, [options.checkout, setOption, stored]);

  const update = useCallback(
    (change: (current: StoredCheckout) => StoredCheckout) => {
      // Read the latest stored value, not the render's: two changes in one event must both count.
      const current = startCheckout(getUserOptions().checkout);
      const next = change(current);
      if (next !== current || !getUserOptions().checkout) setOption('checkout', next);
    },
    [setOption],
  );
  const clear = useCallback(() => {
    cleared.current = true;
    setOption('checkout', undefined);
  }, [setOption]);
  return { stored, update, clear };
}

import type { CheckoutFaults } from './checkout-settlement';

/** What a fault throws where the process would have died. */
export class SimulatedCrash extends Error {}

/** The windows of a placement where a killed process leaves work half done (docs/decisions/034-placing-an-order.md). */
export const CRASH_WINDOWS = ['afterClaim', 'afterAuthorization', 'beforeConfirmCommits'] as const;
export type CrashWindow = (typeof CRASH_WINDOWS)[number];

/** Faults that kill the placement in `window`. */
export function crashIn(window: CrashWindow): CheckoutFaults {
  return {
    [window]: () => {
      throw new SimulatedCrash('the server died here');
    },
  };
}

import { useEffect, useState } from 'react';
import { TIMING_MS } from '../../../domain/constants';

/**
 * cc §2: the street-confirmation modal counts 4 to 0 over 5 seconds, then its Save button enables.
 * Returns the number to show after `elapsedMs`, or null once the wait is over.
 */
export function countdownSeconds(elapsedMs: number, totalMs: number = TIMING_MS.streetConfirmationCountdown): number | null {
  if (elapsedMs >= totalMs) return null;
  return Math.max(0, Math.ceil((totalMs - Math.max(0, elapsedMs)) / 1000) - 1);
}

/** The countdown from the moment the calling component mounts (the modal's content mounts on open). */
export function useCountdown(totalMs: number = TIMING_MS.streetConfirmationCountdown): number | null {
  const [startedAt] = useState(() => Date.now());
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => {
      const now = Date.now() - startedAt;
      setElapsed(now);
      if (now >= totalMs) clearInterval(timer);
    }, 100);
    return () => clearInterval(timer);
  }, [startedAt, totalMs]);
  return countdownSeconds(elapsed, totalMs);
}

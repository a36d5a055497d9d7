/**
 * A card is valid through the last day of its expiry month. Month is 1-12. On its own, without the
 * card-number rules (card-validator): the checkout's saved-card list reads it (issue 29 §3).
 */
export function isCardExpired(month: number, year: number, now: Date): boolean {
  const current = now.getFullYear() * 12 + now.getMonth();
  return year * 12 + (month - 1) < current;
}

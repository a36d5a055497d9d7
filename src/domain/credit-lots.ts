import type { IsoDate } from './time';

/** One ledger entry as the balance needs it, in the order it was written. */
export interface LedgerEntry {
  amountCents: number;
  /** The instant it was written (ISO). */
  createdAt: string;
  /** The last day it may be spent (a goodwill credit with an expiry); null = never expires. */
  expiresOn: IsoDate | null;
}

/**
 * The account-credit balance on a day (issue 27): the sum of the entries, less what is left of each
 * credit whose last day has passed. Every credit is a lot; a spend or a take-back uses the lots that
 * expire first (the shopper keeps what lasts longest), never-expiring lots last; a lot is gone the day
 * after its `expiresOn`. A debit no lot covers (an old adjustment) is a debt the next credit pays first.
 * Entries must be in the order written (created_at, then id).
 */
export function availableCredit(entries: readonly LedgerEntry[], today: IsoDate): number {
  let lots: Array<{ cents: number; expiresOn: IsoDate | null }> = [];
  let debt = 0;
  const expireBefore = (day: IsoDate) => { lots = lots.filter((l) => l.expiresOn === null || l.expiresOn >= day); };
  for (const entry of entries) {
    expireBefore(entry.createdAt.slice(0, 10));
    if (entry.amountCents > 0) {
      const paid = Math.min(debt, entry.amountCents);
      debt -= paid;
      if (entry.amountCents > paid) lots.push({ cents: entry.amountCents - paid, expiresOn: entry.expiresOn });
      continue;
    }
    let owed = -entry.amountCents;
    lots.sort((a, b) => (a.expiresOn ?? '9999-12-31').localeCompare(b.expiresOn ?? '9999-12-31'));
    for (const lot of lots) {
      const used = Math.min(lot.cents, owed);
      lot.cents -= used;
      owed -= used;
      if (owed === 0) break;
    }
    lots = lots.filter((l) => l.cents > 0);
    debt += owed;
  }
  expireBefore(today);
  return lots.reduce((sum, l) => sum + l.cents, 0) - debt;
}

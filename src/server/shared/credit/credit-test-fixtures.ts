import type { Db } from '../../db/database';
import { creditBalance, giveCredit } from './credit.service';
import { insertCreditEntry } from './credit.queries';

/** The credit ledger's test kit: a shopper's balance, and a balance set through an adjustment entry. */
export const creditOf = (db: Db, userId: number): Promise<number> => creditBalance(db, userId);

export async function setCreditBalance(db: Db, userId: number, cents: number): Promise<void> {
  const delta = cents - (await creditBalance(db, userId));
  if (delta > 0) await giveCredit(db, { userId, cents: delta, kind: 'adjustment' }, new Date());
  if (delta < 0) await insertCreditEntry(db, { userId, amountCents: delta, kind: 'adjustment' }, new Date());
}

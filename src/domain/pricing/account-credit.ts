import type { Cents } from '../money';

export interface AccountCredit {
  applied: Cents;
  unused: Cents;
}

/**
 * cc §9: the credit applied is the lesser of the credit available and the total before credits,
 * and applies only when that total is above accountCreditAmountMinValue (strictly: a total equal
 * to the minimum gets no credit).
 */
export function applyAccountCredit(
  totalBeforeCredits: Cents,
  accountCreditAmountAvail: Cents,
  accountCreditAmountMinValue: Cents,
): AccountCredit {
  const available = Math.max(0, accountCreditAmountAvail);
  const applies = totalBeforeCredits > accountCreditAmountMinValue && totalBeforeCredits > 0;
  const applied = applies ? Math.min(available, totalBeforeCredits) : 0;
  return { applied, unused: available - applied };
}

/**
 * One balance of account credit over several orders still to come (issue 15's "Upcoming"), taken
 * in the order given (date order): each order uses what the ones before it left, so the first uses
 * it up first and the balance is never counted twice. Takes each order's total before credit and
 * returns each one's total after its share.
 */
export function shareAccountCredit(totalsBeforeCredits: readonly Cents[], accountCreditAmountAvail: Cents, accountCreditAmountMinValue: Cents): Cents[] {
  let left = Math.max(0, accountCreditAmountAvail);
  return totalsBeforeCredits.map((total) => {
    const credit = applyAccountCredit(total, left, accountCreditAmountMinValue);
    left = credit.unused;
    return total - credit.applied;
  });
}

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

/**
 * Account credit (issue 17): the ledger every other feature goes through. Orders spend it at the
 * claim and give it back at a cancellation, the cart reads the balance, returns give credit, the
 * seed and registration open balances. Imports no feature, so any feature may use it.
 */
export {
  clinicCreditHistory, creditBalance, creditHistory, giveCredit, giveGoodwillCredit, giveWelcomeCredit, spendCredit, takeBackCredit, undoOrderSpends,
  type StaffCreditResult,
} from './credit.service';

/**
 * Account credit (issue 17): the ledger every other feature goes through. Orders spend it at the
 * claim and give it back at a cancellation, the cart reads the balance, returns give credit, the
 * seed and registration open balances. Imports no feature, so any feature may use it.
 */
export { creditBalance, creditHistory, giveCredit, giveWelcomeCredit, spendCredit, undoOrderSpends } from './credit.service';

/** The shopper's account credit page's API (issue 17): `GET /api/account/credit`, the balance and history from the ledger (shared/credit). */
export { creditRoutes } from './credit.routes';

/** The shopper's favourites (issue 14): `/api/account/favourites…`, with each product's price and stock. */
export { favouritesRoutes } from './favourites.routes';

/** The clinic's clients (issue 16): `/api/clinic/clients…`. */
export { clientRoutes } from './clients.routes';

/** The clinic portal's dashboard (issue 16): `/api/clinic/me` and `/api/clinic/dashboard`. */
export { dashboardRoutes } from './dashboard.routes';

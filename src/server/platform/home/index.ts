/** The platform portal's home (issue 23): `/api/platform/me`. */
export { platformHomeRoutes } from './home.routes';

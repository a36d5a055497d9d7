/** The clinic portal's public module (issue 16): what the app and other features may use. */
export { clinicRoutes } from './clinic.routes';

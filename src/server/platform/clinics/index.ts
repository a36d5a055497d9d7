/** The platform's clinics (issue 25): the list, a clinic's page and its capabilities. */
export { platformClinicRoutes } from './clinics.routes';

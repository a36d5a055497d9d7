/** Master clinic policies in the clinic portal (issue 25): the admin's policies page and a master's children. */
export { clinicPolicyRoutes } from './policies.routes';

/** Master clinic policies for the platform's site administrators (issue 25): any clinic's, as its admin would. */
export { platformPolicyRoutes } from './policies.routes';

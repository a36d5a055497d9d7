/** Clinics join (issue 25): the public application and the platform's enrolment queue, decisions, going live and PINs. */
export { enrolmentRoutes } from './enrolment.routes';

/** Passcode pages (issue 28): a staff member gives their password again; routes behind it ask for it. */
export { clinicPasscodeRoutes } from './passcode.routes';

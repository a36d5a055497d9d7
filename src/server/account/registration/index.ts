/** The registration feature's public module: its plugin (registration and the account routes), registered by app.ts. */
export { registrationPlugin } from './registration.plugin';
/** Where a new clinic sits on the map (the platform's enrolment places an approved clinic like a typed-in one). */
export { locatePostalCode, provinceCentroid } from './fsa-locations';

/** The registration feature's public module: its plugin (registration and the account routes), registered by app.ts. */
export { registrationPlugin } from './registration.plugin';

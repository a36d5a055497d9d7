/** The clinic-info feature's public module: its routes, registered by app.ts. */
export { clinicInfoRoutes } from './clinic-info.routes';

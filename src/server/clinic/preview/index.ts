/** The clinic portal's preview of the store (issue 26): a staff member starts it for the clinic's clients. */
export { clinicPreviewRoutes } from './preview.routes';

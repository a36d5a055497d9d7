/** The platform's preview of the store (issue 26): a site administrator starts it for any clinic's client or visitor. */
export { platformPreviewRoutes } from './preview.routes';

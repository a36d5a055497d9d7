/** The shop's side of the preview of the store (issue 26): its banner's question and its exit. */
export { storePreviewRoutes } from './preview.routes';

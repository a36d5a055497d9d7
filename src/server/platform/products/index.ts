/** The product editor (issue 26): its routes for the platform audience. */
export { productEditorRoutes } from './products.routes';

/** The platform's catalogue (issue 26): the distributor's feed, its dry run first. */
export { catalogueImportRoutes } from './catalogue-import.routes';

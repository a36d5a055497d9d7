/**
 * The store-settings feature's public module (issue 17): the clinic admin's settings routes (and
 * the public logo), and the pickup hours the clinic's ready-for-pickup email quotes.
 */
export { storeSettingsRoutes } from './store-settings.routes';
export { pickupHoursLines } from './store-settings.service';

/** A clinic switching the platform's promotions off (and on again) for its store (issue 26). */
export { clinicPromotionRoutes } from './promotions.routes';

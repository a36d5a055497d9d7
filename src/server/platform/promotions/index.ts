/** The platform's promotions and banners (issue 26). */
export { platformPromotionRoutes } from './promotions.routes';

import { PAGE_ROUTES } from '../../../../contracts/routes';

export const platformPromotionPath = (id: number) => PAGE_ROUTES.platformPromotion.replace(':promotionId', String(id));

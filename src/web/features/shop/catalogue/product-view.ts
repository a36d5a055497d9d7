import type { ProductListItem } from '../../../../contracts/catalogue';
import { DISCONTINUED_FORMULA_MANUFACTURER_ID } from '../../../../domain/constants';
import type { AnalyticsList, AnalyticsProduct } from '../../../analytics/data-layer';
import { getPageSettings } from '../../../shell/page-settings';
import { discountOf, priceView } from './price-view';

/** Small shared helpers of the card and the details page. */

/** An image path below the image host (cat §9: the base address ends with a slash). */
export function imageUrl(path: string): string {
  if (/^(https?:)?\/\//i.test(path) || path.startsWith('/')) return path;
  return `${getPageSettings().imagesBaseUrl}${path}`;
}

/** cat §2: the placeholder differs for prescription, approval-required and other products. */
export function placeholderUrl(product: { isPrescriptionProduct: boolean; isApprovalRequired: boolean }): string {
  const name = product.isPrescriptionProduct ? 'rx' : product.isApprovalRequired ? 'approval' : 'bag';
  return imageUrl(`placeholders/${name}.svg`);
}

/** cat §9: manufacturer 235 carries a trademark sign on its name. */
export function manufacturerLabel(name: string, mfgId: number): string {
  return mfgId === DISCONTINUED_FORMULA_MANUFACTURER_ID && !name.endsWith('™') ? `${name}™` : name;
}

/** Category icons are loaded over https (cat §2). */
export function httpsUrl(url: string): string {
  return url.replace(/^http:\/\//i, 'https://');
}

/** A list item as an analytics product (GA4 item; the data layer adds currency CAD). */
export function analyticsItem(item: ProductListItem, index?: number, list?: AnalyticsList): AnalyticsProduct {
  const view = priceView(item.productPrice, { isBulkItem: item.isBulkItem });
  const { l1Name, l2Name, l3Name } = item.categoriesCombinedDto;
  return {
    id: item.productId,
    name: item.name,
    brand: item.mfgName,
    categories: [l1Name, l2Name, l3Name].filter((name): name is string => Boolean(name)),
    variant: item.productFormat,
    priceCents: view.yourPrice,
    discountCents: discountOf(view),
    index,
    listId: list?.id,
    listName: list?.name,
  };
}

/** Keeps '10 $' and '15 %' on one line (French puts a space before the sign). */
export function keepUnitsTogether(text: string): string {
  return text.replace(/(\d) ([$%])/g, '$1\u00a0$2');
}

/** cc §2: ingredients, guaranteed analysis and benefits are lists joined by a bullet character. */
export function splitOnBullet(text: string): string[] {
  return text
    .split('•')
    .map((part) => part.trim())
    .filter(Boolean);
}

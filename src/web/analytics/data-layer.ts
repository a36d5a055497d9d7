import { CURRENCY } from '../../domain/constants';
import type { Cents } from '../../domain/money';

/**
 * Shopping events for the tag manager in GA4's ecommerce shape (cat §1, DESIGN §4), currency CAD.
 * Amounts come in as integer cents and leave as decimal dollars, the unit GA4 expects.
 */

/** A product as the features know it; converted to a GA4 item here. */
export interface AnalyticsProduct {
  id: string | number;
  name: string;
  brand?: string;
  /** Category names from the top level down (up to five). */
  categories?: readonly string[];
  variant?: string;
  /** Unit price actually charged, in cents. */
  priceCents?: Cents;
  /** Unit discount in cents, when the price is reduced. */
  discountCents?: Cents;
  quantity?: number;
  /** Position in its list, from 0. */
  index?: number;
  coupon?: string;
  listId?: string;
  listName?: string;
}

export interface AnalyticsList {
  id?: string;
  name?: string;
}

export interface AnalyticsPromotion {
  id: string | number;
  name: string;
  creativeName?: string;
  creativeSlot?: string;
}

export interface Ga4Item {
  item_id: string;
  item_name: string;
  item_brand?: string;
  item_category?: string;
  item_category2?: string;
  item_category3?: string;
  item_category4?: string;
  item_category5?: string;
  item_variant?: string;
  item_list_id?: string;
  item_list_name?: string;
  price?: number;
  discount?: number;
  quantity?: number;
  index?: number;
  coupon?: string;
}

type DataLayerHost = { dataLayer?: unknown[] };

function dataLayer(): unknown[] {
  const host = globalThis as DataLayerHost;
  host.dataLayer ??= [];
  return host.dataLayer;
}

/** Cents to decimal dollars, exact to the cent (1999 → 19.99). */
export function toUnits(cents: Cents): number {
  return Math.round(cents) / 100;
}

function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

export function toGa4Item(product: AnalyticsProduct): Ga4Item {
  const [c1, c2, c3, c4, c5] = product.categories ?? [];
  return compact({
    item_id: String(product.id),
    item_name: product.name,
    item_brand: product.brand,
    item_category: c1,
    item_category2: c2,
    item_category3: c3,
    item_category4: c4,
    item_category5: c5,
    item_variant: product.variant,
    item_list_id: product.listId,
    item_list_name: product.listName,
    price: product.priceCents === undefined ? undefined : toUnits(product.priceCents),
    discount: product.discountCents === undefined ? undefined : toUnits(product.discountCents),
    quantity: product.quantity,
    index: product.index,
    coupon: product.coupon,
  });
}

/** Sum of unit price × quantity, in cents (quantity defaults to 1). */
export function valueCents(products: readonly AnalyticsProduct[]): Cents {
  return products.reduce((sum, product) => sum + (product.priceCents ?? 0) * (product.quantity ?? 1), 0);
}

/** GA4 asks to clear the previous ecommerce object before each push, so fields do not leak between events. */
function pushEcommerce(event: string, ecommerce: Record<string, unknown>): void {
  const layer = dataLayer();
  layer.push({ ecommerce: null });
  layer.push({ event, ecommerce: compact({ currency: CURRENCY, ...ecommerce }) });
}

const items = (products: readonly AnalyticsProduct[]) => products.map(toGa4Item);

export function trackViewItemList(list: AnalyticsList, products: readonly AnalyticsProduct[]): void {
  pushEcommerce('view_item_list', { item_list_id: list.id, item_list_name: list.name, items: items(products) });
}

export function trackSelectItem(list: AnalyticsList, product: AnalyticsProduct): void {
  pushEcommerce('select_item', { item_list_id: list.id, item_list_name: list.name, items: items([product]) });
}

export function trackViewItem(product: AnalyticsProduct): void {
  pushEcommerce('view_item', { value: toUnits(valueCents([product])), items: items([product]) });
}

export function trackAddToCart(products: readonly AnalyticsProduct[]): void {
  pushEcommerce('add_to_cart', { value: toUnits(valueCents(products)), items: items(products) });
}

export function trackRemoveFromCart(products: readonly AnalyticsProduct[]): void {
  pushEcommerce('remove_from_cart', { value: toUnits(valueCents(products)), items: items(products) });
}

export function trackAddToWishlist(product: AnalyticsProduct): void {
  pushEcommerce('add_to_wishlist', { value: toUnits(valueCents([product])), items: items([product]) });
}

/** valueCents: the cart's subtotal when known, else the sum of its lines. */
export function trackViewCart(products: readonly AnalyticsProduct[], totalCents?: Cents): void {
  pushEcommerce('view_cart', { value: toUnits(totalCents ?? valueCents(products)), items: items(products) });
}

export function trackBeginCheckout(products: readonly AnalyticsProduct[], options: { totalCents?: Cents; coupon?: string } = {}): void {
  pushEcommerce('begin_checkout', {
    value: toUnits(options.totalCents ?? valueCents(products)),
    coupon: options.coupon,
    items: items(products),
  });
}

export interface PurchaseDetails {
  transactionId: string | number;
  totalCents: Cents;
  taxCents?: Cents;
  shippingCents?: Cents;
  coupon?: string;
  products: readonly AnalyticsProduct[];
}

export function trackPurchase(purchase: PurchaseDetails): void {
  pushEcommerce('purchase', {
    transaction_id: String(purchase.transactionId),
    value: toUnits(purchase.totalCents),
    tax: purchase.taxCents === undefined ? undefined : toUnits(purchase.taxCents),
    shipping: purchase.shippingCents === undefined ? undefined : toUnits(purchase.shippingCents),
    coupon: purchase.coupon,
    items: items(purchase.products),
  });
}

export function trackViewPromotion(promotion: AnalyticsPromotion, products: readonly AnalyticsProduct[] = []): void {
  pushEcommerce('view_promotion', {
    promotion_id: String(promotion.id),
    promotion_name: promotion.name,
    creative_name: promotion.creativeName,
    creative_slot: promotion.creativeSlot,
    items: items(products),
  });
}

export interface PageView {
  pageLabel: string;
  path: string;
  title: string;
  language: string;
}

/** A page_view with the route's page label (rr §2), pushed on every navigation. */
export function trackPageView(view: PageView): void {
  dataLayer().push({
    event: 'page_view',
    page_label: view.pageLabel,
    page_path: view.path,
    page_title: view.title,
    language: view.language,
  });
}

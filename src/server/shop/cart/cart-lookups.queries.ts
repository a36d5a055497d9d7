import type { Db } from '../../db/database';
import { currentRxStatusId } from '../../../domain/prescription-lifecycle';
import { sql } from 'kysely';
import { flag } from '../../db/database';
import { creditBalance } from '../../shared/credit';
import { policyValues, switchedOffPromotionIdsOf } from '../../shared/clinic-policies';
import type { Selectable } from 'kysely';
import type { ProductTable } from '../../db/schema';
import type { PolicyValues } from '../../../domain/clinic-policies';
import type { Address, CartProduct, CartPromotion, PaymentMethod, Prescription, ShopperAccount, StoredCoupon } from './cart-model';

/**
 * What the cart reads from other features' tables (catalogue, promotions, pets, prescriptions,
 * addresses, cards, coupons). Read-only; shaped into the cart's own model.
 */

export const productColumns = [
  'id', 'family_id', 'name_en', 'name_fr', 'image', 'unit_price_cents', 'regular_unit_price_cents', 'auto_order_unit_price_cents',
  'rx_fee_cents', 'is_bulk_item', 'auto_order_discount_percentage', 'auto_order_discount_clinic_percentage',
  'auto_order_discount_sponsored_percentage', 'is_subscription', 'is_prescription_product', 'is_approval_required',
  'allow_browsing', 'is_in_stock', 'is_long_term_backorder', 'stock_quantity', 'last_reported_in_stock_at',
  'max_quantity_restriction_per_order',
] as const;

export async function findProducts(db: Db, ids: readonly number[]): Promise<CartProduct[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('products').select(productColumns).where('id', 'in', [...new Set(ids)]).execute();
  return rows.map(toCartProduct);
}

type ProductRow = Pick<Selectable<ProductTable>, (typeof productColumns)[number]>;

/** A products row (columns of `productColumns`) in the cart's own model. */
export function toCartProduct(r: ProductRow): CartProduct {
  return {
    id: Number(r.id),
    familyId: Number(r.family_id),
    nameEn: r.name_en,
    nameFr: r.name_fr,
    image: r.image,
    price: {
      unitPrice: Number(r.unit_price_cents),
      regularUnitPrice: Number(r.regular_unit_price_cents),
      autoOrderUnitPrice: Number(r.auto_order_unit_price_cents),
      rxFee: Number(r.rx_fee_cents),
      isBulkItem: flag(r.is_bulk_item),
      autoOrderDiscountPercentage: Number(r.auto_order_discount_percentage),
      autoOrderDiscountClinicPercentage: Number(r.auto_order_discount_clinic_percentage),
      autoOrderDiscountSponsoredPercentage: Number(r.auto_order_discount_sponsored_percentage),
    },
    isSubscription: flag(r.is_subscription),
    isPrescriptionProduct: flag(r.is_prescription_product),
    isApprovalRequired: flag(r.is_approval_required),
    isBulkItem: flag(r.is_bulk_item),
    allowBrowsing: flag(r.allow_browsing),
    isInStock: flag(r.is_in_stock),
    isLongTermBackorder: flag(r.is_long_term_backorder),
    stockQuantity: Number(r.stock_quantity),
    lastReportedInStockAt: r.last_reported_in_stock_at,
    maxQuantityRestrictionPerOrder: Number(r.max_quantity_restriction_per_order),
  };
}

export async function findProduct(db: Db, id: number): Promise<CartProduct | null> {
  return (await findProducts(db, [id]))[0] ?? null;
}

/**
 * Offers running now (start ≤ now < end, the end date is exclusive) whose 'buy' groups list one of
 * the products, or the offers with the given ids. Offers flagged not qualified for the store are left
 * out, and so are those the shopper's store switched off (`forUserId`: its clinic's or its master's
 * switch, docs/decisions/111-clinic-promotion-switch.md): cart, checkout, the buy-one-get-one
 * choices and AutoOrder runs then price without them. 'buy' groups become promoProductGroups, the
 * 'get' group the buy-one-get-one choices.
 */
export async function findActivePromotions(
  db: Db,
  now: Date,
  by: { productIds?: readonly number[]; promotionIds?: readonly number[]; forUserId: number | null },
): Promise<CartPromotion[]> {
  const at = now.toISOString();
  let query = db
    .selectFrom('promotions')
    .selectAll()
    .where('start_date', '<=', at)
    .where('end_date', '>', at)
    .where('is_not_qualified', '=', 0);
  if (by.forUserId !== null) query = query.where('id', 'not in', switchedOffPromotionIdsOf(db, by.forUserId));
  if (by.promotionIds) {
    if (by.promotionIds.length === 0) return [];
    query = query.where('id', 'in', [...by.promotionIds]);
  }
  if (by.productIds) {
    if (by.productIds.length === 0) return [];
    const productIds = [...new Set(by.productIds)];
    query = query.where('id', 'in', (eb) =>
      eb
        .selectFrom('promotion_groups as g')
        .innerJoin('promotion_group_products as gp', 'gp.group_id', 'g.id')
        .select('g.promotion_id')
        .where('g.kind', '=', 'buy')
        .where('gp.product_id', 'in', productIds),
    );
  }
  const promotions = await query.orderBy('id').execute();
  if (promotions.length === 0) return [];
  const groups = await db
    .selectFrom('promotion_groups as g')
    .leftJoin('promotion_group_products as gp', 'gp.group_id', 'g.id')
    .select(['g.id', 'g.promotion_id', 'g.kind', 'g.min_quantity', 'gp.product_id'])
    .where('g.promotion_id', 'in', promotions.map((p) => p.id))
    .orderBy('g.id')
    .orderBy('gp.product_id')
    .execute();

  return promotions.map((p): CartPromotion => {
    const mine = groups.filter((g) => g.promotion_id === p.id);
    const buyGroups = new Map<number, { groupId: number; minQuantity: number; groupProductIds: number[] }>();
    const getProductIds: number[] = [];
    for (const g of mine) {
      if (g.kind === 'get') {
        if (g.product_id !== null) getProductIds.push(Number(g.product_id));
        continue;
      }
      const group = buyGroups.get(g.id) ?? { groupId: Number(g.id), minQuantity: Number(g.min_quantity), groupProductIds: [] };
      if (g.product_id !== null) group.groupProductIds.push(Number(g.product_id));
      buyGroups.set(g.id, group);
    }
    return {
      specialOfferId: Number(p.id),
      promoTypeID: Number(p.promo_type_id),
      isInstantRebate: flag(p.is_instant_rebate),
      isForSubscriptionsOnly: flag(p.is_for_subscriptions_only),
      isAutoOrderOnlyOffer: flag(p.is_auto_order_only_offer),
      isPercentageDiscount: flag(p.is_percentage_discount),
      discountPercent: Number(p.discount_percent),
      rebateAmount: Number(p.rebate_amount_cents),
      promoProductGroups: [...buyGroups.values()],
      bogoGetOneProductIds: getProductIds,
      bogoDiscountPercent: Number(p.bogo_discount_percent),
      isHidden: flag(p.hide_promo_info_in_webstore),
      nameEn: p.name_en,
      nameFr: p.name_fr,
      descriptionEn: p.description_en,
      descriptionFr: p.description_fr,
    };
  });
}

/** One of the shopper's own pets that is not deleted, or null. */
export async function findOwnPet(db: Db, userId: number, petId: number): Promise<{ id: number; name: string } | null> {
  const row = await db
    .selectFrom('pets')
    .select(['id', 'name'])
    .where('id', '=', petId)
    .where('user_id', '=', userId)
    .where('is_deleted', '=', 0)
    .executeTakeFirst();
  return row ? { id: Number(row.id), name: row.name } : null;
}

/** The shopper's prescriptions with the status they have at `now` (an expired validated one is expired). */
export async function listPrescriptions(db: Db, userId: number, now: Date): Promise<Prescription[]> {
  const rows = await db
    .selectFrom('prescriptions as rx')
    .innerJoin('pets', 'pets.id', 'rx.pet_id')
    .select([
      'rx.id', 'rx.pet_id', 'pets.name as pet_name', 'rx.family_id', 'rx.rx_status_id', 'rx.quantity', 'rx.refill_quantity',
      'rx.refill_quantity_remaining', 'rx.expires_at',
    ])
    .where('rx.user_id', '=', userId)
    .orderBy('rx.id')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    petId: Number(r.pet_id),
    petName: r.pet_name,
    familyId: Number(r.family_id),
    rxStatusId: currentRxStatusId({
      rxStatusId: Number(r.rx_status_id), expiresAt: r.expires_at, refillQuantity: Number(r.refill_quantity),
      refillQuantityRemaining: Number(r.refill_quantity_remaining),
    }, now),
    quantity: Number(r.quantity),
    refillQuantity: Number(r.refill_quantity),
    refillQuantityRemaining: Number(r.refill_quantity_remaining),
  }));
}

export async function findShopperAccount(db: Db, userId: number): Promise<ShopperAccount> {
  const row = await db.selectFrom('users').select(['province', 'clinic_id']).where('id', '=', userId).executeTakeFirst();
  const clinicId = Number(row?.clinic_id ?? 0);
  const [accountCreditCents, policies] = await Promise.all([creditBalance(db, userId), policyValues(db, clinicId)]);
  return { accountCreditCents, province: row?.province ?? '', clinicId, policies };
}

/**
 * The policies in effect at the shopper's clinic (issue 25: its own, or its master clinic's), read
 * through the one resolver. The cart's quantity rule and the order cost range run on them.
 */
export async function findShopperPolicies(db: Db, userId: number): Promise<PolicyValues> {
  const row = await db.selectFrom('users').select(['clinic_id']).where('id', '=', userId).executeTakeFirst();
  return policyValues(db, Number(row?.clinic_id ?? 0));
}

/** The shopper's addresses that are not deleted: default shipping first, then oldest first. */
export async function listAddresses(db: Db, userId: number): Promise<Address[]> {
  const rows = await db
    .selectFrom('addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .where('is_deleted', '=', 0)
    .orderBy('is_default_shipping', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    locationName: r.location_name,
    street1: r.street1,
    street2: r.street2,
    city: r.city,
    province: r.province,
    postalCode: r.postal_code,
    isDefaultShipping: flag(r.is_default_shipping),
    isDefaultBilling: flag(r.is_default_billing),
  }));
}

/** The shopper's cards that are not deleted: default first. Never the token. */
export async function listPaymentMethods(db: Db, userId: number): Promise<PaymentMethod[]> {
  const rows = await db
    .selectFrom('payment_methods')
    .select(['id', 'brand', 'last4', 'exp_month', 'exp_year', 'card_holder', 'billing_address_id', 'is_default'])
    .where('user_id', '=', userId)
    .where('is_deleted', '=', 0)
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    brand: r.brand,
    last4: r.last4,
    expMonth: Number(r.exp_month),
    expYear: Number(r.exp_year),
    cardHolder: r.card_holder,
    billingAddressId: r.billing_address_id === null ? null : Number(r.billing_address_id),
    isDefault: flag(r.is_default),
  }));
}

/**
 * A coupon of the shopper's clinic by its code (any case; issue 17: coupons are the clinic's);
 * isCurrent tells whether it may be used now, usedByShopper whether the shopper already placed an
 * order with it (the one-use rule).
 */
export async function findCoupon(db: Db, code: string, now: Date, userId: number): Promise<StoredCoupon | null> {
  const row = await db
    .selectFrom('coupons as c')
    .innerJoin('users as u', 'u.clinic_id', 'c.clinic_id')
    .selectAll('c')
    .select((eb) => eb.exists(
      eb.selectFrom('coupon_redemptions as r').select('r.id').whereRef('r.coupon_id', '=', 'c.id').where('r.user_id', '=', userId),
    ).as('used'))
    .where('u.id', '=', userId)
    .where(sql<string>`lower(c.code)`, '=', code.trim().toLowerCase())
    .executeTakeFirst();
  if (!row) return null;
  const at = now.toISOString();
  const percent = Number(row.discount_percent);
  return {
    id: Number(row.id),
    code: row.code,
    discount: percent > 0 ? { kind: 'percent', percent } : { kind: 'fixed', amount: Number(row.discount_cents) },
    minimumSubtotal: Number(row.min_subtotal_cents),
    autoOrderOnly: flag(row.auto_order_only),
    notForAutoOrder: flag(row.not_for_auto_order),
    oneUsePerShopper: flag(row.one_use_per_shopper),
    usedByShopper: flag(row.used),
    isCurrent: flag(row.is_active) && row.starts_at <= at && (row.ends_at === null || row.ends_at > at),
    isExpired: row.ends_at !== null && row.ends_at <= at,
  };
}

import type { Language } from '../../../domain/constants';
import type { Db } from '../../db/database';
import { policyValues } from '../../shared/clinic-policies';
import { flag } from '../../db/database';

/** What checkout reads beyond the cart: the shopper's clinic and contact, the products' details. */

export interface ShopperClinic {
  id: number;
  name: string;
  province: string;
  restrictShippingToProvince: boolean;
  /** AutoOrders ship free from this item subtotal (the clinic's setting, issue 17). */
  autoOrderFreeShippingMinCents: number;
  /** rr §6: set by the platform (issue 25); false refuses every order, at checkout and from AutoOrders. */
  isAuthorisedToOrder: boolean;
}

export interface ShopperContact {
  email: string;
  firstName: string;
  language: Language;
  clinic: ShopperClinic;
}

export async function findShopperContact(db: Db, userId: number): Promise<ShopperContact> {
  const row = await db
    .selectFrom('users as u')
    .innerJoin('clinics as c', 'c.id', 'u.clinic_id')
    .select(['u.email', 'u.first_name', 'u.language', 'c.id as clinic_id', 'c.practice_name', 'c.province', 'c.autoorder_free_shipping_min_cents',
      'c.is_authorised_to_order'])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
  // The home-shipping province rule in effect: the clinic's own or its master clinic's (issue 25).
  const policies = await policyValues(db, Number(row.clinic_id));
  return {
    email: row.email,
    firstName: row.first_name,
    language: row.language === 'fr' ? 'fr' : 'en',
    clinic: {
      id: Number(row.clinic_id),
      name: row.practice_name,
      province: row.province,
      restrictShippingToProvince: policies.homeShippingWithinProvince,
      autoOrderFreeShippingMinCents: Number(row.autoorder_free_shipping_min_cents),
      isAuthorisedToOrder: flag(row.is_authorised_to_order),
    },
  };
}

export interface ProductDetails {
  isClinicPickupOnly: boolean;
  mfgSku: string;
  mfgName: string;
  formatEn: string;
  formatFr: string;
}

export async function findProductDetails(db: Db, productIds: readonly number[]): Promise<Map<number, ProductDetails>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('products as p')
    .innerJoin('product_families as f', 'f.id', 'p.family_id')
    .innerJoin('manufacturers as m', 'm.id', 'f.manufacturer_id')
    .select(['p.id', 'p.is_clinic_pickup_only', 'p.mfg_sku', 'm.name as mfg_name', 'p.product_format_en', 'p.product_format_fr'])
    .where('p.id', 'in', [...new Set(productIds)])
    .execute();
  return new Map(
    rows.map((r) => [
      Number(r.id),
      { isClinicPickupOnly: flag(r.is_clinic_pickup_only), mfgSku: r.mfg_sku, mfgName: r.mfg_name, formatEn: r.product_format_en, formatFr: r.product_format_fr },
    ]),
  );
}

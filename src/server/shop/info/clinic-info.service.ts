import type { StoreClinic, StoreClinicInfo } from '../../../contracts/clinic-info';
import { clinicLogoUrl, parseSocialLinks } from '../../../contracts/store-settings';
import { PROVINCES, type Language, type Province } from '../../../domain/constants';
import { localDay, upcomingHolidays, weekOf, type Weekday } from '../../../domain/clinic-hours';
import { POLICY_TOPICS, storePolicy, type PolicyTopic } from '../../../domain/store-policy';
import type { Db } from '../../db/database';
import { policyValues } from '../../shared/clinic-policies';
import {
  findApprovedClinicBySubdomain, findClinicLogoStamp, findClinicOfUser, listClinicHolidays, listClinicHours, listClinicPolicyTexts, type ClinicInfoRow,
} from './clinic-info.queries';

export interface StoreClinicAsker {
  /** The signed-in shopper, if any: their own clinic comes first. */
  userId: number | null;
  /** The webstore remembered in the consumer cookie (rr §2), for a visitor. */
  rememberedSubdomain: string | null;
  language: Language;
}

const isProvince = (value: string): value is Province => (PROVINCES as readonly string[]).includes(value);
const SUBDOMAIN = /^[a-z0-9][a-z0-9-]{0,62}$/i;

async function clinicFor(db: Db, asker: StoreClinicAsker): Promise<{ row: ClinicInfoRow; source: 'account' | 'remembered' } | null> {
  if (asker.userId !== null) {
    const row = await findClinicOfUser(db, asker.userId);
    if (row) return { row, source: 'account' };
  }
  if (asker.rememberedSubdomain && SUBDOMAIN.test(asker.rememberedSubdomain)) {
    const row = await findApprovedClinicBySubdomain(db, asker.rememberedSubdomain);
    if (row) return { row, source: 'remembered' };
  }
  return null;
}

/**
 * GET /api/store/clinic: the clinic whose store this is for the asker, its hours, the policies
 * its shoppers get (the spec's constants and the clinic's settings) and its own policy texts in
 * the asked language. Nobody known: no clinic, the store's default policies, no texts.
 */
export async function storeClinicInfo(db: Db, asker: StoreClinicAsker, now = new Date()): Promise<StoreClinicInfo> {
  const found = await clinicFor(db, asker);
  if (!found) return { source: 'none', clinic: null, policy: storePolicy(null), texts: {} };
  const { row, source } = found;
  const province = isProvince(row.province) ? row.province : null;
  const today = localDay(now, row.time_zone);
  // The policies in effect (issue 25): the clinic's own, or its master clinic's where it sets them.
  const policies = await policyValues(db, row.id);
  const [hours, texts, holidays, logo] = await Promise.all([
    listClinicHours(db, row.id), listClinicPolicyTexts(db, row.id, asker.language), listClinicHolidays(db, policies.holidayHours, today),
    findClinicLogoStamp(db, row.id),
  ]);
  const clinic: StoreClinic = {
    id: row.id,
    practiceName: row.practice_name,
    address: row.address,
    city: row.city,
    province: row.province,
    postalCode: row.postal_code,
    phone: row.phone,
    email: row.email,
    timeZone: row.time_zone,
    hours: hours.length === 0 ? [] : weekOf(hours.map((h) => ({ weekday: h.weekday as Weekday, opensAt: h.opens_at, closesAt: h.closes_at }))),
    holidays: upcomingHolidays(holidays.map((h) => ({ date: h.day, opensAt: h.opens_at, closesAt: h.closes_at, label: asker.language === 'fr' ? h.label_fr : h.label_en })), today),
    headerColour: row.header_colour,
    logoUrl: logo ? clinicLogoUrl(row.id, logo.updated_at) : null,
    socialLinks: parseSocialLinks(row.social_links_json),
  };
  const policy = storePolicy(
    province ? {
      province, returnWindowDays: policies.returnWindowDays, restrictShippingToProvince: policies.homeShippingWithinProvince,
      autoOrderFreeShippingMinCents: Number(row.autoorder_free_shipping_min_cents), maxQuantityPerOrder: policies.maxQuantityPerOrder,
    } : null,
  );
  const ownTexts: StoreClinicInfo['texts'] = {};
  for (const text of texts) {
    if (text.topic === 'returnPolicy') continue;
    if ((POLICY_TOPICS as readonly string[]).includes(text.topic) && text.body.trim() !== '') ownTexts[text.topic as PolicyTopic] = text.body;
  }
  const returnText = policies.returnPolicyText[asker.language];
  if (returnText.trim() !== '') ownTexts.returnPolicy = returnText;
  return { source, clinic, policy, texts: ownTexts };
}

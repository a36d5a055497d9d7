import { PostgresAdapter, sql } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { Db } from './database';
import * as catalogue from './migrations/2026-11-21-001-catalogue';
import * as accounts from './migrations/2026-11-21-002-accounts';
import * as registration from './migrations/2026-11-21-003-registration';
import * as cart from './migrations/2026-11-21-004-cart';
import * as orders from './migrations/2026-11-21-005-orders';
import * as clinicInfo from './migrations/2026-11-22-101-clinic-info';
import * as consents from './migrations/2026-11-22-102-consents';
import * as catalogueChanges from './migrations/2026-11-23-001-catalogue-changes';
import * as checkoutSettlement from './migrations/2026-11-23-002-checkout-settlement';
import * as lifecycle from './migrations/2026-11-23-100-lifecycle';
import * as petDetails from './migrations/2026-11-23-110-pet-details';
import * as orderReductions from './migrations/2026-11-23-111-order-reductions';
import * as accountSettings from './migrations/2026-11-23-120-account-settings';
import * as staff from './migrations/2026-11-23-140-staff';
import * as autoorders from './migrations/2026-11-23-130-autoorders';
import * as shipments from './migrations/2026-11-24-160-shipments';
import * as returnsCredit from './migrations/2026-11-24-170-returns-credit';
import * as returnsExtra from './migrations/2026-11-24-171-returns-extra';
import * as storeSettings from './migrations/2026-11-24-180-store-settings';
import * as clinicCoupons from './migrations/2026-11-24-190-clinic-coupons';
import * as platformAdmins from './migrations/2026-11-27-200-platform-admins';
import * as vetLicences from './migrations/2026-11-28-210-vet-licences';
import * as platformClinics from './migrations/2026-11-28-220-platform-clinics';
import * as clinicEnrolment from './migrations/2026-11-29-300-clinic-enrolment';
import * as orderingLimits from './migrations/2026-11-29-310-ordering-limits';
import * as masterClinicPolicies from './migrations/2026-11-30-400-master-clinic-policies';
import * as distributor from './migrations/2026-11-30-500-distributor';
import * as reinstatedOrders from './migrations/2026-11-30-510-reinstated-orders';
import * as welcomeCredits from './migrations/2026-11-30-520-welcome-credits';
import * as catalogueImports from './migrations/2026-11-30-700-catalogue-imports';
import * as cartSeenPrices from './migrations/2026-11-30-701-cart-seen-prices';
import * as productEditor from './migrations/2026-11-30-720-product-editor';
import * as bannerSchedule from './migrations/2026-11-30-730-banner-schedule';
import * as storePreviews from './migrations/2026-11-30-740-store-previews';
import * as clinicPromotionSwitches from './migrations/2026-11-30-750-clinic-promotion-switches';
import * as goodwillCredit from './migrations/2026-11-30-760-goodwill-credit';
import * as wellnessPlans from './migrations/2026-11-30-770-wellness-plans';
import * as customPayments from './migrations/2026-11-30-780-custom-payments';
import * as clinicStatements from './migrations/2026-11-30-790-clinic-statements';
import * as sessionPasscode from './migrations/2026-11-30-800-session-passcode';
import * as prescriptionRenewals from './migrations/2026-11-30-810-prescription-renewals';

/** Migrations are listed here (not read from disk) so they bundle and run the same everywhere. */
const migrations: Record<string, Migration> = {
  '2026-11-21-001-catalogue': catalogue,
  '2026-11-21-002-accounts': accounts,
  '2026-11-21-003-registration': registration,
  '2026-11-21-004-cart': cart,
  '2026-11-21-005-orders': orders,
  '2026-11-22-101-clinic-info': clinicInfo,
  '2026-11-22-102-consents': consents,
  '2026-11-23-001-catalogue-changes': catalogueChanges,
  '2026-11-23-002-checkout-settlement': checkoutSettlement,
  '2026-11-23-100-lifecycle': lifecycle,
  '2026-11-23-110-pet-details': petDetails,
  '2026-11-23-111-order-reductions': orderReductions,
  '2026-11-23-120-account-settings': accountSettings,
  '2026-11-23-140-staff': staff,
  '2026-11-23-130-autoorders': autoorders,
  '2026-11-24-160-shipments': shipments,
  '2026-11-24-170-returns-credit': returnsCredit,
  '2026-11-24-171-returns-extra': returnsExtra,
  '2026-11-24-180-store-settings': storeSettings,
  '2026-11-24-190-clinic-coupons': clinicCoupons,
  '2026-11-27-200-platform-admins': platformAdmins,
  '2026-11-28-210-vet-licences': vetLicences,
  '2026-11-28-220-platform-clinics': platformClinics,
  '2026-11-29-300-clinic-enrolment': clinicEnrolment,
  '2026-11-29-310-ordering-limits': orderingLimits,
  '2026-11-30-400-master-clinic-policies': masterClinicPolicies,
  '2026-11-30-500-distributor': distributor,
  '2026-11-30-510-reinstated-orders': reinstatedOrders,
  '2026-11-30-520-welcome-credits': welcomeCredits,
  '2026-11-30-700-catalogue-imports': catalogueImports,
  '2026-11-30-701-cart-seen-prices': cartSeenPrices,
  '2026-11-30-720-product-editor': productEditor,
  '2026-11-30-730-banner-schedule': bannerSchedule,
  '2026-11-30-740-store-previews': storePreviews,
  '2026-11-30-750-clinic-promotion-switches': clinicPromotionSwitches,
  '2026-11-30-760-goodwill-credit': goodwillCredit,
  '2026-11-30-770-wellness-plans': wellnessPlans,
  '2026-11-30-780-custom-payments': customPayments,
  '2026-11-30-790-clinic-statements': clinicStatements,
  '2026-11-30-800-session-passcode': sessionPasscode,
  '2026-11-30-810-prescription-renewals': prescriptionRenewals,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider, migrationTableSchema: await postgresSchemaOf(db) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/**
 * On PostgreSQL the migrator must look for its own tables in the schema we migrate; otherwise it
 * sees another schema's kysely_migration table (tests give each file a schema) and skips creating one.
 */
async function postgresSchemaOf(db: Db): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

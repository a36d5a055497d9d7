import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { clientRoutes } from './clients';
import { couponRoutes } from './coupons';
import { customPaymentRoutes } from './custom-payments';
import { dashboardRoutes } from './dashboard';
import { clinicInvoiceRoutes } from './invoices';
import { clinicOrderRoutes } from './orders';
import { clinicPasscodeRoutes } from './passcode';
import { clinicPolicyRoutes } from './policies';
import { clinicPromotionRoutes } from './promotions';
import { prescriptionRoutes } from './prescriptions';
import { renewalRoutes } from './renewals';
import { clinicPreviewRoutes } from './preview';
import { reportRoutes } from './reports';
import { returnsRoutes } from './returns';
import { settlementRoutes } from './settlement';
import { storeSettingsRoutes } from './settings';
import { staffRoutes } from './staff';
import { wellnessPlansClinicFeature } from './wellness-plans';

/**
 * The clinic portal (`/clinic`, `/api/clinic/...`): staff, veterinarians and the clinic admin, each
 * route behind the staff guard, scoped to the staff member's clinic and audited.
 */
export const clinicAudience = fp(async (app: FastifyInstance, { db, config }: { db: Db; config: Config }) => {
  await app.register(dashboardRoutes, { db });
  await app.register(clientRoutes, { db, config });
  await app.register(prescriptionRoutes, { db, config });
  await app.register(renewalRoutes, { db, config });
  await app.register(clinicOrderRoutes, { db, config });
  await app.register(couponRoutes, { db });
  await app.register(reportRoutes, { db });
  await app.register(settlementRoutes, { db });
  await app.register(clinicInvoiceRoutes, { db, config });
  await app.register(returnsRoutes, { db, config });
  await app.register(storeSettingsRoutes, { db });
  await app.register(clinicPolicyRoutes, { db });
  await app.register(clinicPromotionRoutes, { db });
  await app.register(staffRoutes, { db, config });
  await app.register(clinicPreviewRoutes, { db, config });
  await app.register(clinicPasscodeRoutes, { db });
  await app.register(customPaymentRoutes, { db, config });
  await app.register(wellnessPlansClinicFeature, { db, config });
}, { name: 'clinic' });

import type { SettlementSourceLine } from '../../../contracts/settlement';
import type { Db } from '../../db/database';
import { customPaymentSettlementLines } from '../custom-payments';
import { planPaymentSettlementLines } from '../wellness-plans';
import { chargebackSettlementLines, orderSettlementLines, refundSettlementLines } from './settlement.queries';

/** A feature's captures and refunds for one clinic in [fromIso, toIso) (src/contracts/settlement.ts). */
export type SettlementSource = (db: Db, clinicId: number, fromIso: string, toIso: string) => Promise<SettlementSourceLine[]>;

/**
 * Every source of the settlement report, in one place (issue 27): each feature that moves a clinic's
 * money through the payment gateway adds its source here.
 */
export const SETTLEMENT_SOURCES: readonly SettlementSource[] = [
  orderSettlementLines,
  refundSettlementLines,
  chargebackSettlementLines,
  planPaymentSettlementLines,
  customPaymentSettlementLines,
];

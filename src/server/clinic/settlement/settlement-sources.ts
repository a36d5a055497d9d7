import type { SettlementSourceLine } from '../../../contracts/settlement';
import type { Db } from '../../db/database';
import { chargebackSettlementLines, orderSettlementLines, refundSettlementLines } from './settlement.queries';

/** A feature's captures and refunds for one clinic in [fromIso, toIso) (src/contracts/settlement.ts). */
export type SettlementSource = (db: Db, clinicId: number, fromIso: string, toIso: string) => Promise<SettlementSourceLine[]>;

/**
 * Every source of the settlement report, in one place (issue 27): each feature that moves a clinic's
 * money through the payment gateway adds its source here (wellness plan payments'
 * planPaymentSettlementLines, custom payments' customPaymentSettlementLines).
 */
export const SETTLEMENT_SOURCES: readonly SettlementSource[] = [
  orderSettlementLines,
  refundSettlementLines,
  chargebackSettlementLines,
];

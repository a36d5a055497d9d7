import type { SettlementSourceLine } from '../../../contracts/settlement';
import type { Db } from '../../db/database';
import * as q from './custom-payments.queries';

const nameOf = (r: { first_name: string; last_name: string }) => `${r.first_name} ${r.last_name}`.trim();

/**
 * The custom payments' settlement source (issue 27, src/contracts/settlement.ts): each capture
 * (kind custom_payment, positive) and each refund made (kind refund, negative) of one clinic whose
 * gateway time falls in [fromIso, toIso), the instant the capture or refund was recorded. The
 * reference is the invoice number; providerId the gateway's capture or refund id.
 */
export async function customPaymentSettlementLines(db: Db, clinicId: number, fromIso: string, toIso: string): Promise<SettlementSourceLine[]> {
  const [captures, refunds] = await Promise.all([q.capturesIn(db, clinicId, fromIso, toIso), q.refundsIn(db, clinicId, fromIso, toIso)]);
  const lines: SettlementSourceLine[] = [
    ...captures.map((c) => ({
      kind: 'custom_payment' as const, providerId: c.capture_id!, reference: c.invoice_number, clientName: nameOf(c), occurredAt: c.paid_at!, amountCents: Number(c.amount_cents),
    })),
    ...refunds.map((r) => ({
      kind: 'refund' as const, providerId: r.provider_refund_id!, reference: r.invoice_number, clientName: nameOf(r), occurredAt: r.refunded_at!, amountCents: -Number(r.amount_cents),
    })),
  ];
  return lines.sort((a, b) => a.occurredAt.localeCompare(b.occurredAt) || a.providerId.localeCompare(b.providerId));
}

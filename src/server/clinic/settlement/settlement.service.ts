import type { SettlementLine, SettlementQuery, SettlementReport } from '../../../contracts/clinic-statements';
import type { SettlementLineKind } from '../../../contracts/settlement';
import type { Language } from '../../../domain/constants';
import { localDay } from '../../../domain/clinic-hours';
import { lineFee, PAYOUT_LOOKBACK_DAYS, PAYOUT_TIME_ZONE, payoutDay } from '../../../domain/settlement';
import { addDays, isIsoDate, type IsoDate } from '../../../domain/time';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { money, text, toCsv } from '../reports';
import { SETTLEMENT_SOURCES, type SettlementSource } from './settlement-sources';
import { feeRates } from './settlement.queries';

/**
 * The transaction settlement report (issue 27; rr §2): every line of every source whose payout day
 * falls in the period, with the platform's fee and the net deposited, grouped by payout day. Day
 * totals and period totals are sums of the lines, so they equal them by construction.
 */

/** A report covers at most this many payout days. */
export const SETTLEMENT_MAX_DAYS = 366;
const DEFAULT_DAYS = 30;

const zero = () => ({ amountCents: 0, feeCents: 0, netCents: 0 });
const add = (sum: ReturnType<typeof zero>, line: { amountCents: number; feeCents: number; netCents: number }) => {
  sum.amountCents += line.amountCents;
  sum.feeCents += line.feeCents;
  sum.netCents += line.netCents;
};

/** The settlement lines of the clinic whose payout day is in [from, to], oldest first. */
export async function settlementLines(db: Db, clinicId: number, from: IsoDate, to: IsoDate, sources: readonly SettlementSource[] = SETTLEMENT_SOURCES): Promise<SettlementLine[]> {
  // A capture pays out on a later day: read from a few days before the period, up to its last day.
  const fromIso = `${addDays(from, -PAYOUT_LOOKBACK_DAYS - 1)}T00:00:00.000Z`;
  const toIso = `${addDays(to, 1)}T00:00:00.000Z`;
  const [rates, ...batches] = await Promise.all([feeRates(db), ...sources.map((source) => source(db, clinicId, fromIso, toIso))]);
  const seen = new Set<string>();
  const lines: SettlementLine[] = [];
  for (const line of batches.flat()) {
    // A provider id is unique across sources: a line two sources report is counted once.
    if (seen.has(line.providerId)) continue;
    seen.add(line.providerId);
    const day = payoutDay(line.occurredAt);
    if (day < from || day > to) continue;
    const feeCents = lineFee(line, rates!);
    lines.push({ ...line, payoutDay: day, feeCents, netCents: line.amountCents - feeCents });
  }
  return lines.sort((a, b) => a.payoutDay.localeCompare(b.payoutDay) || a.occurredAt.localeCompare(b.occurredAt) || a.providerId.localeCompare(b.providerId));
}

/** The period asked, or the last 30 days to today (Toronto); 400 for a backwards or too long one. */
export function settlementRange(query: Pick<SettlementQuery, 'from' | 'to'>, now: Date): { from: IsoDate; to: IsoDate } {
  const to = query.to ?? localDay(now, PAYOUT_TIME_ZONE);
  const from = query.from ?? addDays(to, -(DEFAULT_DAYS - 1));
  if (!isIsoDate(from) || !isIsoDate(to)) throw new AppError(400, 'settlement_range_invalid', 'from and to must be dates (YYYY-MM-DD).');
  if (from > to) throw new AppError(400, 'settlement_range_invalid', 'Please choose a start date on or before the end date.');
  if (addDays(from, SETTLEMENT_MAX_DAYS) <= to) {
    throw new AppError(400, 'settlement_range_invalid', `A report covers at most ${SETTLEMENT_MAX_DAYS} days: please choose a shorter range.`);
  }
  return { from, to };
}

export async function settlementReport(db: Db, clinicId: number, query: Pick<SettlementQuery, 'from' | 'to'>, now: Date, sources?: readonly SettlementSource[]): Promise<SettlementReport> {
  const { from, to } = settlementRange(query, now);
  const lines = await settlementLines(db, clinicId, from, to, sources);
  const days: SettlementReport['days'] = [];
  const totals = zero();
  for (const line of lines) {
    let day = days.at(-1);
    if (day?.payoutDay !== line.payoutDay) {
      day = { payoutDay: line.payoutDay, lines: [], totals: zero() };
      days.push(day);
    }
    day.lines.push(line);
    add(day.totals, line);
    add(totals, line);
  }
  return { from, to, days, totals };
}

/** The platform's fees of the clinic's lines paid out in [from, to]: what the month's invoice bills. */
export async function platformFeesFor(db: Db, clinicId: number, from: IsoDate, to: IsoDate): Promise<{ feeCents: number; lines: number }> {
  const lines = await settlementLines(db, clinicId, from, to);
  return { feeCents: lines.reduce((sum, line) => sum + line.feeCents, 0), lines: lines.length };
}

const WORDS = {
  en: {
    header: ['Payout day', 'Kind', 'Reference', 'Client', 'Captured or refunded at', 'Provider id', 'Amount', 'Fee', 'Net'],
    kinds: { order: 'Order', autoorder: 'AutoOrder', plan_payment: 'Wellness plan payment', custom_payment: 'Custom payment', refund: 'Refund', chargeback: 'Chargeback', invoice_payment: 'Invoice payment' },
    total: 'Total', file: 'settlement',
  },
  fr: {
    header: ['Jour de versement', 'Type', 'Référence', 'Client', 'Encaissé ou remboursé le', 'Identifiant du fournisseur', 'Montant', 'Frais', 'Net'],
    kinds: { order: 'Commande', autoorder: 'Commande automatique', plan_payment: 'Paiement de plan de bien-être', custom_payment: 'Paiement personnalisé', refund: 'Remboursement', chargeback: 'Rétrofacturation', invoice_payment: 'Paiement de facture' },
    total: 'Total', file: 'reglement',
  },
} as const satisfies Record<Language, { header: readonly string[]; kinds: Record<SettlementLineKind, string>; total: string; file: string }>;

/** One payout day's lines as a CSV file (clinic/reports' format), with its total row. */
export async function settlementDayCsv(db: Db, clinicId: number, day: IsoDate, lang: Language): Promise<{ fileName: string; body: string }> {
  const words = WORDS[lang];
  const lines = await settlementLines(db, clinicId, day, day);
  const totals = zero();
  const rows = lines.map((line) => {
    add(totals, line);
    return [text(line.payoutDay), text(words.kinds[line.kind]), text(line.reference), text(line.clientName), text(line.occurredAt),
      text(line.providerId), money(line.amountCents), money(line.feeCents), money(line.netCents)];
  });
  rows.push([text(day), text(words.total), text(''), text(''), text(''), text(''), money(totals.amountCents), money(totals.feeCents), money(totals.netCents)]);
  return { fileName: `${words.file}-${day}.csv`, body: toCsv(words.header, rows) };
}

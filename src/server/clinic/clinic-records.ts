import type { PetInfo, PrescriptionInfo, RxState } from '../../contracts/clinic';
import { RX_STATUS, type Language } from '../../domain/constants';
import type { OrderStatus } from '../../domain/order-status';
import type { PrescriptionRow } from './clinic-records.queries';

/** How the portal's features show the clinic's records: prescriptions, pets and order rows. */
const RX_STATE_BY_ID = new Map<number, RxState>(Object.entries(RX_STATUS).map(([name, id]) => [id, name as RxState]));

/** The state a prescription shows: a validated one past its expiry date is expired (rr §4). */
export function rxStateOf(row: { rxStatusId: number; expiresAt: string | null }, now: Date): RxState {
  const state = RX_STATE_BY_ID.get(Number(row.rxStatusId)) ?? 'deleted';
  if (state === 'validated' && row.expiresAt && row.expiresAt <= now.toISOString()) return 'expired';
  return state;
}

export const nameIn = (language: Language, en: string | null, fr: string | null) => (language === 'fr' ? fr || en : en || fr) ?? '';

export function toPrescriptionInfo(row: PrescriptionRow, language: Language, now: Date): PrescriptionInfo {
  return {
    id: Number(row.id), petId: Number(row.petId), petName: row.petName, familyId: Number(row.familyId),
    productName: nameIn(language, row.productNameEn, row.productNameFr) || nameIn(language, row.familyNameEn, row.familyNameFr),
    state: rxStateOf(row, now), quantity: Number(row.quantity), refills: Number(row.refills), refillsRemaining: Number(row.refillsRemaining),
    requestedQuantity: Number(row.requestedQuantity), clientNote: row.clientNote, instructions: row.instructions, denialReason: row.denialReason,
    vetName: row.vetName, vetLicenceNumber: row.vetLicenceNumber, vetLicenceProvince: row.vetLicenceProvince, expiresAt: row.expiresAt, createdAt: row.createdAt, decidedAt: row.decidedAt, isRenewal: row.renewalOfId !== null,
  };
}

/** A pet's details, read from the columns the pet-details migration adds when they exist. */
export function toPetInfo(row: Record<string, unknown>): PetInfo {
  let breeds: string[] = [];
  if (typeof row.breeds_json === 'string') {
    try {
      const parsed: unknown = JSON.parse(row.breeds_json);
      if (Array.isArray(parsed)) breeds = parsed.filter((b): b is string => typeof b === 'string');
    } catch {
      breeds = [];
    }
  }
  const weight = row.weight_grams === null || row.weight_grams === undefined ? null : Number(row.weight_grams);
  return {
    id: Number(row.id), name: String(row.name), species: String(row.species), breeds,
    birthDate: typeof row.birth_date === 'string' && row.birth_date ? row.birth_date : null,
    weightGrams: weight !== null && Number.isFinite(weight) ? weight : null,
  };
}

/** An order row as the portal's lists show it (the clinic's orders, a client's orders). */
export interface OrderListRow {
  id: number | string;
  orderNumber: string;
  status: string;
  createdAt: string;
  totalCents: number | string;
  isClinicPickup: number | string;
  clientId: number | string;
  firstName: string;
  lastName: string;
}

export const toOrderSummary = (o: OrderListRow) => ({
  id: Number(o.id), orderNumber: o.orderNumber, status: o.status as OrderStatus, createdAt: o.createdAt, totalCents: Number(o.totalCents),
  isClinicPickup: Boolean(Number(o.isClinicPickup)), clientId: Number(o.clientId), clientName: `${o.firstName} ${o.lastName}`,
});

import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  EMAIL_IN_USE,
  MANUAL_CLINIC_ID,
  REGISTRATION_ERROR,
  type Clinic,
  type registrationRequestSchema,
} from '../../../contracts/registration';
import { TIME_ZONE_OF_PROVINCE } from '../../../domain/clinic-hours';
import { HOME_SHIPPING_WITHIN_CLINIC_PROVINCE_DEFAULT } from '../../../domain/constants';
import { formatLatLng, parseLatLng, type LatLng } from '../../../domain/geo';
import { normalizeClinicPhone, normalizePhone } from '../../../domain/validation/phone';
import { normalizePostalCode } from '../../../domain/validation/postal-code';
import { HUMAN_CHECK_FAILED_MESSAGE, HUMAN_CHECK_REQUEST_FAILED_MESSAGE } from '../../../contracts/human-check';
import { TERMS_VERSION } from '../../../domain/store-policy';
import { issueConfirmation } from '../access';
import { flag, type Db } from '../../db/database';
import { AppError } from '../../errors';
import type { HumanVerifier } from '../../integrations/human-check/human-check';
import { locatePostalCode, provinceCentroid } from './fsa-locations';
import { rankClinics } from './clinic-search';
import { isUniqueViolation } from '../../db/unique-violation';
import {
  emailIsRegistered,
  findClinicById,
  insertClinic,
  insertConsents,
  insertNewClinicRequest,
  insertUser,
  listOfferedClinics,
  type OfferedClinicRow,
} from './registration.queries';

type RegistrationInput = z.output<typeof registrationRequestSchema>;

/** Phones are stored as 613-555-0123 whatever separators the shopper typed (both are validated first). */
const normalizePhoneOrSelf = (phone: string) => normalizePhone(phone) ?? phone.trim();
const normalizeClinicPhoneOrSelf = (phone: string) => normalizeClinicPhone(phone) ?? phone.trim();

/**
 * rr §5 "captcha required", §8 messages: the human check runs before anything else, so a robot
 * learns nothing (not even whether an email is registered). A failed v3 check asks the page for
 * the v2 challenge; a verifier that cannot be reached is a 503, never a pass.
 */
export async function passHumanCheck(verifier: HumanVerifier, response: string, isV2: boolean): Promise<void> {
  let passed: boolean;
  try {
    passed = (await verifier.verify(response, isV2)).success;
  } catch {
    throw new AppError(503, REGISTRATION_ERROR.human_check_unavailable, HUMAN_CHECK_REQUEST_FAILED_MESSAGE);
  }
  if (!passed) throw new AppError(400, REGISTRATION_ERROR.human_check_failed, HUMAN_CHECK_FAILED_MESSAGE, { isV2 });
}

export const emailInUse = () => new AppError(400, EMAIL_IN_USE, 'This email address is already registered.');

export function isEmailAvailable(db: Db, email: string): Promise<boolean> {
  return emailIsRegistered(db, email).then((taken) => !taken);
}

export function toClinic(row: OfferedClinicRow, distanceInKm: number | null): Clinic {
  return {
    id: row.id,
    clinicID: row.id,
    practiceName: row.practice_name,
    clinicAddress: row.address,
    addressCity: row.city,
    addressStateID: row.province,
    addressZip: row.postal_code,
    clinicPhone: row.phone,
    phone: row.phone,
    clinicEmail: row.email,
    vetName: row.vet_name,
    subdomain: row.subdomain,
    masterClinicID: row.master_clinic_id,
    clinicDistribName: row.distributor_name,
    isLive: flag(row.is_live),
    distanceInKm,
  };
}

export interface ClinicSearch {
  subdomain?: string | undefined;
  prov?: string | undefined;
  name?: string | undefined;
  postalCode?: string | undefined;
  latLng?: string | undefined;
}

/** Clinic search (rr §7): nearest by postal code or position, by name, or the remembered webstore. */
export async function searchClinics(db: Db, query: ClinicSearch) {
  const postalCode = query.postalCode ? normalizePostalCode(query.postalCode) : null;
  const position: LatLng | null = query.latLng ? parseLatLng(query.latLng) : postalCode ? locatePostalCode(postalCode) : null;
  const rows = await listOfferedClinics(db, { subdomain: query.subdomain, province: query.prov });
  const ranked = rankClinics(
    rows.map((row) => ({ row, id: row.id, practiceName: row.practice_name, city: row.city, province: row.province, subdomain: row.subdomain, lat: row.latitude, lng: row.longitude })),
    { origin: position, name: query.name ?? null },
  );
  return {
    clinics: ranked.map(({ clinic, distanceInKm }) => toClinic(clinic.row, distanceInKm)),
    searchParams: { postalCode, latLng: position ? formatLatLng(position) : null },
  };
}

export async function listClinicLocations(db: Db) {
  const rows = await listOfferedClinics(db);
  return rows.map((row) => ({
    id: row.id,
    practiceName: row.practice_name,
    addressCity: row.city,
    addressStateID: row.province,
    subdomain: row.subdomain,
    latitude: row.latitude,
    longitude: row.longitude,
  }));
}

export interface RegistrationOutcome {
  isAutomaticRegistration: boolean;
  isClinicApprovedButNotLive: boolean;
}

/**
 * Registers a shopper with a clinic (rr §4). In one transaction: the account (unconfirmed, no
 * password yet), a clinic row for a clinic typed in by hand (not approved, not live, so never
 * offered to others; the request is kept for the store's staff), and the confirmation email.
 */
export async function registerShopper(db: Db, input: RegistrationInput, baseUrl: string, now = new Date()): Promise<RegistrationOutcome> {
  if (await emailIsRegistered(db, input.email)) throw emailInUse();
  const manual = input.clinicInfo.id === MANUAL_CLINIC_ID;
  const chosen = manual ? null : await findClinicById(db, input.clinicInfo.id);
  if (!manual) {
    if (!chosen) throw new AppError(400, REGISTRATION_ERROR.clinic_not_found, 'The chosen clinic does not exist.');
    if (!flag(chosen.is_approved)) throw new AppError(400, REGISTRATION_ERROR.clinic_not_approved, 'This clinic does not accept registrations yet.');
    // rr §8 "clinic not activated" (issue 25): an approved clinic takes registrations once its store is live.
    if (!flag(chosen.is_live)) throw new AppError(400, REGISTRATION_ERROR.clinic_not_activated, 'This clinic’s webstore is not open yet: it takes registrations once it is live.');
  }
  const timestamp = now.toISOString();
  try {
    await db.transaction().execute(async (trx) => {
      let clinicId = chosen?.id;
      let clinicName = chosen?.practice_name ?? '';
      if (!clinicId) {
        const info = input.clinicInfo;
        // spec rr §4: a manual clinic with no state takes the chosen province.
        const province = info.addressStateID ?? input.provinceId;
        const centre = provinceCentroid(province);
        clinicName = info.practiceName!.trim();
        clinicId = await insertClinic(trx, {
          practice_name: clinicName,
          address: '',
          city: info.addressCity!.trim(),
          province,
          postal_code: '',
          latitude: centre.lat,
          longitude: centre.lng,
          phone: normalizeClinicPhoneOrSelf(info.clinicPhone!),
          email: '',
          vet_name: info.vetName?.trim() || null,
          subdomain: `requested-${randomBytes(6).toString('hex')}`,
          master_clinic_id: null,
          is_automatic_registration: 0,
          is_live: 0,
          is_approved: 0,
          restrict_shipping_to_province: HOME_SHIPPING_WITHIN_CLINIC_PROVINCE_DEFAULT ? 1 : 0,
          time_zone: TIME_ZONE_OF_PROVINCE[province],
          distributor_name: '',
          created_at: timestamp,
        });
      }
      const userId = await insertUser(trx, {
        email: input.email,
        password_hash: null,
        first_name: input.firstName,
        last_name: input.lastName,
        phone: normalizePhoneOrSelf(input.phone),
        province: input.provinceId,
        language: input.language,
        clinic_id: clinicId,
        status: 'unconfirmed',
        failed_sign_ins: 0,
        locked_until: null,
        password_changed_at: null,
        account_credit_cents: 0,
        created_at: timestamp,
      });
      // issue 11 §9: each consent with its time, the CASL choice recorded whichever way it went.
      await insertConsents(trx, [
        { user_id: userId, kind: 'terms', granted: 1, source: 'registration', text_version: TERMS_VERSION, recorded_at: timestamp },
        { user_id: userId, kind: 'casl', granted: input.caslConsent ? 1 : 0, source: 'registration', text_version: TERMS_VERSION, recorded_at: timestamp },
      ]);
      if (manual) {
        const info = input.clinicInfo;
        await insertNewClinicRequest(trx, {
          user_id: userId,
          clinic_id: clinicId,
          practice_name: clinicName,
          city: info.addressCity!.trim(),
          province: info.addressStateID ?? input.provinceId,
          vet_name: info.vetName?.trim() || null,
          phone: normalizeClinicPhoneOrSelf(info.clinicPhone!),
          created_at: timestamp,
        });
      }
      await issueConfirmation(trx, { userId, email: input.email, firstName: input.firstName, language: input.language, clinicName }, baseUrl, now);
    });
  } catch (error) {
    // Two registrations of one email raced each other: the unique index refuses the second.
    if (isUniqueViolation(error)) throw emailInUse();
    throw error;
  }
  return {
    isAutomaticRegistration: chosen ? flag(chosen.is_automatic_registration) : false,
    isClinicApprovedButNotLive: chosen ? flag(chosen.is_approved) && !flag(chosen.is_live) : false,
  };
}

import { z } from 'zod';
import { CLINIC_NAME_SEARCH_MIN, EMAIL_MAX, LANGUAGES, NAME_MAX, PROVINCES } from '../domain/constants';
import { parseLatLng } from '../domain/geo';
import { unmetPasswordRules } from '../domain/validation/password';
import { normalizePersonName, validateEmail, validatePersonName } from '../domain/validation/person';
import { validateClinicPhone, validatePhone } from '../domain/validation/phone';
import { validatePostalCode } from '../domain/validation/postal-code';
import { MAX_DB_ID, text } from './fields';
import { codesByName } from './codes';

/**
 * Registration through a clinic (rr §2, §3, §5, §7). Every schema is built from a message function
 * so the server (English, for logs and API clients) and the web form (the shopper's language) share
 * one definition of every rule (STYLE §4). Messages are looked up by a stable validation code.
 */
export const validationCodes = [
  'required',
  'nameChars',
  'nameTooLong',
  'emailInvalid',
  'emailTooLong',
  'phoneInvalid',
  'provinceRequired',
  'searchOptionRequired',
  'postalCodeInvalid',
  'clinicNameMin',
  'clinicPhoneInvalid',
  'textTooLong',
  'latLngInvalid',
  'searchCriteriaRequired',
  'clinicRequired',
  'passwordRules',
  'passwordMismatch',
  'termsRequired',
  'captchaRequired',
] as const;
export type ValidationCode = (typeof validationCodes)[number];
export type MessageOf = (code: ValidationCode) => string;

/** The English wording, returned by the API in `message` (the web shows its own translation). */
export const englishValidationMessages: Record<ValidationCode, string> = {
  required: 'This field is required.',
  nameChars: 'Letters, spaces, hyphens and apostrophes only.',
  nameTooLong: `Maximum ${NAME_MAX} characters.`,
  emailInvalid: 'Please enter a valid email address.',
  emailTooLong: `Maximum ${EMAIL_MAX} characters.`,
  phoneInvalid: 'Please enter a valid phone number, for example 613-555-0123.',
  provinceRequired: 'Please choose a province.',
  searchOptionRequired: 'Please choose how to find your clinic.',
  postalCodeInvalid: 'Please enter a valid postal code, for example K1A 0B1.',
  clinicNameMin: `Please enter at least ${CLINIC_NAME_SEARCH_MIN} characters.`,
  clinicPhoneInvalid: 'Please enter 10 digits starting with 2 to 9; dashes are optional.',
  textTooLong: 'This text is too long.',
  latLngInvalid: 'The position must be "latitude,longitude".',
  searchCriteriaRequired: 'Give a postal code, a clinic name, a position or a webstore.',
  clinicRequired: 'Please choose a clinic.',
  passwordRules: 'At least 8 characters with a digit, an uppercase letter, a lowercase letter and a symbol.',
  passwordMismatch: 'The passwords do not match.',
  termsRequired: 'Please accept the terms of use to create your account.',
  captchaRequired: 'Please confirm that you are not a robot.',
};
export const englishMessage: MessageOf = (code) => englishValidationMessages[code];

/** The spec's search options (rr §3); searchBySubdomain is the remembered-clinic card. */
export const clinicSearchOptions = ['searchByPostalCode', 'searchByClinicName', 'manualEntry', 'searchBySubdomain'] as const;
export type ClinicSearchOption = (typeof clinicSearchOptions)[number];

/** Id of a clinic the shopper typed in (rr §3: "-1 for a manually entered one"). */
export const MANUAL_CLINIC_ID = -1;
const CLINIC_TEXT_MAX = 100;

/** A query parameter sent empty means "not given". */
const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

const fromValidator = <T extends string>(
  validate: (value: string) => T | null,
  codeOf: (error: T) => ValidationCode,
  m: MessageOf,
) =>
  text().superRefine((value, ctx) => {
    const error = validate(value);
    if (error) ctx.addIssue({ code: 'custom', message: m(codeOf(error)) });
  });

export function personFields(m: MessageOf = englishMessage) {
  const name = fromValidator(validatePersonName, (e) => (e === 'required' ? 'required' : e === 'tooLong' ? 'nameTooLong' : 'nameChars'), m)
    .transform(normalizePersonName);
  return {
    firstName: name,
    lastName: name,
    email: fromValidator(validateEmail, (e) => (e === 'required' ? 'required' : e === 'tooLong' ? 'emailTooLong' : 'emailInvalid'), m)
      .transform((value) => value.trim().toLowerCase()),
    phone: fromValidator(validatePhone, (e) => (e === 'required' ? 'required' : 'phoneInvalid'), m).transform((value) => value.trim()),
    provinceId: z.enum(PROVINCES, { error: m('provinceRequired') }),
  };
}

export const postalCodeField = (m: MessageOf = englishMessage) =>
  fromValidator(validatePostalCode, (e) => (e === 'required' ? 'required' : 'postalCodeInvalid'), m);

export const clinicNameSearchField = (m: MessageOf = englishMessage) =>
  text().trim().min(1, m('required')).min(CLINIC_NAME_SEARCH_MIN, m('clinicNameMin')).max(CLINIC_TEXT_MAX, m('textTooLong'));

/** The new-clinic form (rr §3, §5): name and city required, veterinarian optional, phone required. */
export function newClinicFields(m: MessageOf = englishMessage) {
  const clinicText = (required: boolean) => {
    const base = text().trim().max(CLINIC_TEXT_MAX, m('textTooLong'));
    return required ? base.min(1, m('required')) : base;
  };
  return {
    clinicName: clinicText(true),
    clinicCity: clinicText(true),
    vetName: clinicText(false).optional(),
    clinicPhone: fromValidator(validateClinicPhone, (e) => (e === 'required' ? 'required' : 'clinicPhoneInvalid'), m),
  };
}

/** The chosen clinic as the web sends it: any listed clinic's id, or -1 with the new-clinic fields. */
export function clinicInfoSchema(m: MessageOf = englishMessage) {
  const clinic = newClinicFields(m);
  return z
    .object({
      id: z.number().int().max(MAX_DB_ID),
      practiceName: text().optional(),
      addressCity: text().optional(),
      addressStateID: z.enum(PROVINCES).nullish(),
      vetName: text().nullish(),
      clinicPhone: text().optional(),
    })
    .superRefine((info, ctx) => {
      if (info.id !== MANUAL_CLINIC_ID) {
        if (info.id <= 0) ctx.addIssue({ code: 'custom', path: ['id'], message: m('clinicRequired') });
        return;
      }
      const fields = [
        ['practiceName', clinic.clinicName],
        ['addressCity', clinic.clinicCity],
        ['vetName', clinic.vetName],
        ['clinicPhone', clinic.clinicPhone],
      ] as const;
      for (const [key, schema] of fields) {
        const result = schema.safeParse(info[key] ?? (key === 'vetName' ? undefined : ''));
        if (!result.success) ctx.addIssue({ code: 'custom', path: [key], message: result.error.issues[0]!.message });
      }
    });
}

export function registrationRequestSchemaOf(m: MessageOf = englishMessage) {
  return z.object({
    ...personFields(m),
    clinicSearchOption: z.enum(clinicSearchOptions, { error: m('searchOptionRequired') }),
    clinicSubdomain: text().max(63).nullish(),
    /** The page's current language: the confirmation email is written in it. */
    language: z.enum(LANGUAGES).default('en'),
    clinicInfo: clinicInfoSchema(m),
    ...consentFields(m),
    /** rr §5 "captcha required": the human check's answer (a v3 token, or the v2 challenge's with recaptchaIsV2). */
    recaptchaResponse: text({ missing: m('captchaRequired') }).trim().min(1, m('captchaRequired')).max(4000, m('textTooLong')),
    recaptchaIsV2: z.boolean().default(false),
  });
}

/**
 * rr §5 "terms and anti-spam-law (CASL) acceptance" (issue 11 §9): the terms of use must be
 * accepted; consent to commercial email is a separate, optional choice, never given by default
 * (CASL: express consent is asked for on its own, not bundled with the terms). The server stores
 * each decision with its time.
 */
export function consentFields(m: MessageOf = englishMessage) {
  return {
    acceptTerms: z.literal(true, { error: m('termsRequired') }),
    caslConsent: z.boolean().default(false),
  };
}
export const registrationRequestSchema = registrationRequestSchemaOf();
export type RegistrationRequest = z.input<typeof registrationRequestSchema>;

/** The spec's answer shape: `{ isSuccess, returnValue, message }` (rr §7). */
export const apiResultSchema = <T extends z.ZodType>(returnValue: T) =>
  z.object({ isSuccess: z.boolean(), returnValue, message: z.string(), code: z.string().optional() });

export const registrationResultSchema = apiResultSchema(
  z.object({ isAutomaticRegistration: z.boolean(), isClinicApprovedButNotLive: z.boolean() }),
);

// GET /api/account/register/checkEmail/?e=
export const checkEmailQuerySchema = z.object({ e: personFields().email });
export const EMAIL_IN_USE = 'email_in_use' as const;
export const checkEmailResponseSchema = apiResultSchema(z.literal(EMAIL_IN_USE).nullable());

// GET /api/account/register/clinicSearch/
const subdomainSchema = text().trim().toLowerCase().regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'Not a webstore name.');
export const clinicSearchQuerySchema = z
  .object({
    subdomain: optionalParam(subdomainSchema),
    prov: optionalParam(z.enum(PROVINCES)),
    name: optionalParam(clinicNameSearchField()),
    postalCode: optionalParam(postalCodeField()),
    latLng: optionalParam(
      text().refine((value) => parseLatLng(value) !== null, englishMessage('latLngInvalid')),
    ),
  })
  .refine((q) => q.subdomain || q.name || q.postalCode || q.latLng, englishMessage('searchCriteriaRequired'));
/** What a caller sends (every parameter optional; at least one of subdomain, name, postalCode, latLng). */
export interface ClinicSearchQuery {
  subdomain?: string;
  prov?: (typeof PROVINCES)[number];
  name?: string;
  postalCode?: string;
  latLng?: string;
}

/** A clinic as the registration page shows it (rr §3 Clinic; staff and distributor ids are not used). */
export const clinicSchema = z.object({
  id: z.number(),
  clinicID: z.number(),
  practiceName: z.string(),
  clinicAddress: z.string(),
  addressCity: z.string(),
  addressStateID: z.string(),
  addressZip: z.string(),
  clinicPhone: z.string(),
  phone: z.string(),
  clinicEmail: z.string(),
  vetName: z.string().nullable(),
  subdomain: z.string(),
  masterClinicID: z.number().nullable(),
  clinicDistribName: z.string(),
  isLive: z.boolean(),
  /** From the searched postal code or position; null for a search by name or webstore alone. */
  distanceInKm: z.number().nullable(),
});
export type Clinic = z.infer<typeof clinicSchema>;

export const clinicSearchResponseSchema = apiResultSchema(
  z.object({
    clinics: z.array(clinicSchema),
    searchParams: z.object({ postalCode: z.string().nullable(), latLng: z.string().nullable() }),
  }),
);
export const NO_RESULTS_MESSAGE = 'No results were found.';

// GET /api/account/register/clinicLocations (answer not shown in the spec: every offered clinic's position)
export const clinicLocationsResponseSchema = apiResultSchema(
  z.object({
    locations: z.array(
      z.object({
        id: z.number(),
        practiceName: z.string(),
        addressCity: z.string(),
        addressStateID: z.string(),
        subdomain: z.string(),
        latitude: z.number(),
        longitude: z.number(),
      }),
    ),
  }),
);

/** Stable codes of registration failures; the web translates each (STYLE §10). */
export const registrationErrorCodes = ['email_in_use', 'clinic_not_found', 'clinic_not_approved', 'clinic_not_activated', 'human_check_failed', 'human_check_unavailable'] as const;
export const REGISTRATION_ERROR = codesByName(registrationErrorCodes);

/** Shared with the password pages; kept here so the registration form and confirm page agree. */
export function newPasswordFields(m: MessageOf = englishMessage) {
  return {
    password: text()
      .max(200, m('textTooLong'))
      .refine((value) => unmetPasswordRules(value).length === 0, m('passwordRules')),
    confirmPassword: text().min(1, m('required')),
  };
}

export const passwordsMatch = (m: MessageOf = englishMessage) =>
  [
    (value: { password: string; confirmPassword: string }) => value.password === value.confirmPassword,
    { message: m('passwordMismatch'), path: ['confirmPassword'] as PropertyKey[] },
  ] as const;

import type { FastifyInstance } from 'fastify';
import {
  checkEmailQuerySchema,
  checkEmailResponseSchema,
  clinicLocationsResponseSchema,
  clinicSearchQuerySchema,
  clinicSearchResponseSchema,
  EMAIL_IN_USE,
  NO_RESULTS_MESSAGE,
  registrationRequestSchema,
  registrationResultSchema,
} from '../../../contracts/registration';
import { CONSUMER_COOKIE } from '../../../contracts/page-settings';
import { PAGE_ROUTES } from '../../../contracts/routes';
import type { Db } from '../../db/database';
import type { HumanVerifier } from '../../integrations/human-check/human-check';
import { accountRouteKit } from '../account-routes';
import { REGISTRATION_RATE_LIMITS } from './rate-limits';
import { isEmailAvailable, listClinicLocations, passHumanCheck, registerShopper, searchClinics } from './registration.service';

export interface RegistrationRoutesOptions {
  db: Db;
  baseUrl: string;
  deliverEmails: () => void;
  humanVerifier: HumanVerifier;
}

/** The registration calls of the spec (rr §7), under their own paths and answer shapes. */
export async function registrationRoutes(app: FastifyInstance, { db, baseUrl, deliverEmails, humanVerifier }: RegistrationRoutesOptions) {
  const { public: visitor } = accountRouteKit(app, db, 'registration');

  visitor({
    method: 'GET', url: '/api/account/register/checkEmail/', summary: "Whether an email is free to register ('email_in_use' when not); rate limited per address",
    config: { rateLimit: REGISTRATION_RATE_LIMITS.checkEmail }, query: checkEmailQuerySchema, response: checkEmailResponseSchema,
    handler: async ({ query }) => {
      const available = await isEmailAvailable(db, query.e);
      return available
        ? { isSuccess: true, returnValue: null, message: '' }
        : { isSuccess: false, returnValue: EMAIL_IN_USE as typeof EMAIL_IN_USE, message: 'This email address is already registered.' };
    },
  });

  visitor({
    method: 'GET', url: '/api/account/register/clinicSearch/',
    summary: 'Clinics by postal code or position (nearest first, with distanceInKm), by name (5+ characters) or by webstore',
    config: { rateLimit: REGISTRATION_RATE_LIMITS.clinicSearch }, query: clinicSearchQuerySchema, response: clinicSearchResponseSchema,
    handler: async ({ query }) => {
      const found = await searchClinics(db, query);
      return { isSuccess: true, returnValue: found, message: found.clinics.length === 0 ? NO_RESULTS_MESSAGE : '' };
    },
  });

  visitor({
    method: 'POST', url: '/api/account/register/',
    summary:
      'Registers a shopper with a clinic (or a clinic typed in, id -1) and emails the confirmation link. Needs the terms accepted '
      + '(acceptTerms), stores the separate CASL choice (caslConsent) and runs the human check (recaptchaResponse, recaptchaIsV2) first',
    config: { rateLimit: REGISTRATION_RATE_LIMITS.register }, body: registrationRequestSchema, response: registrationResultSchema, errors: [400, 429, 503],
    handler: async ({ body }) => {
      await passHumanCheck(humanVerifier, body.recaptchaResponse, body.recaptchaIsV2);
      const outcome = await registerShopper(db, body, baseUrl);
      deliverEmails();
      return { isSuccess: true, returnValue: outcome, message: 'Thank you for registering.' };
    },
  });

  // rr §2: 'forget this webstore' clears the remembered clinic, signs out and returns to registration.
  visitor({
    method: 'GET', url: '/api/account/register/forgetWebstore', errors: [],
    summary: 'Forgets the remembered clinic (consumer cookie), then signs out and comes back to registration',
    handler: async ({ reply }) => {
      reply.clearCookie(CONSUMER_COOKIE, { path: '/' });
      return reply.redirect(`/logout?returnUrl=${encodeURIComponent(PAGE_ROUTES.register)}`);
    },
  });

  visitor({
    method: 'GET', url: '/api/account/register/clinicLocations', summary: 'Name, city and position of every clinic a shopper can register with',
    config: { rateLimit: REGISTRATION_RATE_LIMITS.clinicLocations }, response: clinicLocationsResponseSchema, errors: [429],
    handler: async () => ({ isSuccess: true, returnValue: { locations: await listClinicLocations(db) }, message: '' }),
  });
}

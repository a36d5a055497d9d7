import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../contracts/common';
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
import { REGISTRATION_RATE_LIMITS } from './rate-limits';
import { isEmailAvailable, listClinicLocations, passHumanCheck, registerShopper, searchClinics } from './registration.service';

export interface RegistrationRoutesOptions {
  db: Db;
  baseUrl: string;
  deliverEmails: () => void;
  humanVerifier: HumanVerifier;
}

const errors = { 400: errorResponseSchema, 429: errorResponseSchema };

/** The registration calls of the spec (rr §7), under their own paths and answer shapes. */
export async function registrationRoutes(app: FastifyInstance, { db, baseUrl, deliverEmails, humanVerifier }: RegistrationRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/account/register/checkEmail/', {
    config: { rateLimit: REGISTRATION_RATE_LIMITS.checkEmail },
    schema: {
      tags: ['registration'],
      summary: "Whether an email is free to register ('email_in_use' when not); rate limited per address",
      querystring: checkEmailQuerySchema,
      response: { 200: checkEmailResponseSchema, ...errors },
    },
  }, async (request) => {
    const available = await isEmailAvailable(db, request.query.e);
    return available
      ? { isSuccess: true, returnValue: null, message: '' }
      : { isSuccess: false, returnValue: EMAIL_IN_USE as typeof EMAIL_IN_USE, message: 'This email address is already registered.' };
  });

  r.get('/api/account/register/clinicSearch/', {
    config: { rateLimit: REGISTRATION_RATE_LIMITS.clinicSearch },
    schema: {
      tags: ['registration'],
      summary: 'Clinics by postal code or position (nearest first, with distanceInKm), by name (5+ characters) or by webstore',
      querystring: clinicSearchQuerySchema,
      response: { 200: clinicSearchResponseSchema, ...errors },
    },
  }, async (request) => {
    const found = await searchClinics(db, request.query);
    return { isSuccess: true, returnValue: found, message: found.clinics.length === 0 ? NO_RESULTS_MESSAGE : '' };
  });

  r.post('/api/account/register/', {
    config: { rateLimit: REGISTRATION_RATE_LIMITS.register },
    schema: {
      tags: ['registration'],
      summary:
        'Registers a shopper with a clinic (or a clinic typed in, id -1) and emails the confirmation link. Needs the terms accepted '
        + '(acceptTerms), stores the separate CASL choice (caslConsent) and runs the human check (recaptchaResponse, recaptchaIsV2) first',
      body: registrationRequestSchema,
      response: { 200: registrationResultSchema, ...errors, 503: errorResponseSchema },
    },
  }, async (request) => {
    await passHumanCheck(humanVerifier, request.body.recaptchaResponse, request.body.recaptchaIsV2);
    const outcome = await registerShopper(db, request.body, baseUrl);
    deliverEmails();
    return { isSuccess: true, returnValue: outcome, message: 'Thank you for registering.' };
  });

  // rr §2: 'forget this webstore' clears the remembered clinic, signs out and returns to registration.
  r.get('/api/account/register/forgetWebstore', {
    schema: { tags: ['registration'], summary: 'Forgets the remembered clinic (consumer cookie), then signs out and comes back to registration' },
  }, async (_request, reply) => {
    reply.clearCookie(CONSUMER_COOKIE, { path: '/' });
    return reply.redirect(`/logout?returnUrl=${encodeURIComponent(PAGE_ROUTES.register)}`);
  });

  r.get('/api/account/register/clinicLocations', {
    config: { rateLimit: REGISTRATION_RATE_LIMITS.clinicLocations },
    schema: {
      tags: ['registration'],
      summary: 'Name, city and position of every clinic a shopper can register with',
      response: { 200: clinicLocationsResponseSchema, 429: errorResponseSchema },
    },
  }, async () => ({ isSuccess: true, returnValue: { locations: await listClinicLocations(db) }, message: '' }));
}

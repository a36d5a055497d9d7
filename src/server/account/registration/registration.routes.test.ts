import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkEmailResponseSchema, clinicLocationsResponseSchema, clinicSearchResponseSchema } from '../../../contracts/registration';
import { injectChecked } from '../../testing/contract-inject';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';
import { hashAccountToken } from '../access';
import { passHumanCheck } from './registration.service';
import { freshIp, insertFixtureClinics, register, registration, tokenFromOutbox, type FixtureName } from './test-fixtures';
import { DAY_MS } from '../../../domain/time';

describe('passHumanCheck', () => {
  it('is a 503 with the spec\'s "request failed" message when the verifier cannot be asked, never a pass', async () => {
    const unreachable = { verify: () => Promise.reject(new Error('connect ETIMEDOUT')) };
    await expect(passHumanCheck(unreachable, 'token', false)).rejects.toMatchObject({ statusCode: 503, code: 'human_check_unavailable', message: 'Recaptcha verification request failed.' });
  });
});

describe.each(testEngines())('registration API on %s', (engine) => {
  let t: TestApp;
  let clinics: Record<FixtureName, number>;
  const counts = async () => ({
    users: Number((await t.database.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
    clinics: Number((await t.database.db.selectFrom('clinics').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
    emails: Number((await t.database.db.selectFrom('email_outbox').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
  });
  const search = (query: string, ip = freshIp()) =>
    injectChecked(t.app, { method: 'GET', url: `/api/account/register/clinicSearch/?${query}`, remoteAddress: ip }, clinicSearchResponseSchema);
  const checkEmail = (email: string, ip = freshIp()) =>
    injectChecked(t.app, { method: 'GET', url: `/api/account/register/checkEmail/?e=${encodeURIComponent(email)}`, remoteAddress: ip }, checkEmailResponseSchema);

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 50 });
    clinics = await insertFixtureClinics(t.database.db);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('GET /api/account/register/checkEmail/', () => {
    it('says a free address is free', async () => {
      const response = await checkEmail('nobody-yet@example.com');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ isSuccess: true, returnValue: null, message: '' });
    });

    it("answers 'email_in_use' for a registered address, whatever its case", async () => {
      expect((await register(t.app, registration('taken@example.com', clinics.automatic))).statusCode).toBe(200);
      const response = await checkEmail('  TAKEN@Example.com ');
      expect(response.json()).toMatchObject({ isSuccess: false, returnValue: 'email_in_use' });
    });

    it('refuses a malformed or over-long address with 400', async () => {
      expect((await checkEmail('not-an-email')).statusCode).toBe(400);
      expect((await checkEmail(`${'a'.repeat(95)}@example.com`)).statusCode).toBe(400);
      expect((await injectChecked(t.app, { method: 'GET', url: '/api/account/register/checkEmail/', remoteAddress: freshIp() }, checkEmailResponseSchema)).statusCode).toBe(400);
    });

    it('stops one address from testing emails faster than 20 a minute', async () => {
      const ip = freshIp();
      for (let i = 0; i < 20; i += 1) expect((await checkEmail(`probe${i}@example.com`, ip)).statusCode).toBe(200);
      const blocked = await checkEmail('probe-last@example.com', ip);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ isSuccess: false, code: 'rate_limited' });
      expect((await checkEmail('probe-other@example.com')).statusCode).toBe(200);
    });
  });

  describe('GET /api/account/register/clinicSearch/', () => {
    it('finds the nearest approved clinics to a postal code, with distances and the search parameters', async () => {
      const body = (await search('postalCode=y1a2c6')).json();
      expect(body.isSuccess).toBe(true);
      const found = body.returnValue.clinics;
      expect(found.length).toBeGreaterThan(0);
      expect(found.length).toBeLessThanOrEqual(10);
      expect(found[0]).toMatchObject({ id: clinics.automatic, practiceName: 'Aurora Borealis Animal Hospital', distanceInKm: 0, isLive: true });
      expect(found.map((c: { id: number }) => c.id)).not.toContain(clinics.notApproved);
      const distances = found.map((c: { distanceInKm: number }) => c.distanceInKm);
      expect([...distances].sort((a, b) => a - b)).toEqual(distances);
      expect(body.returnValue.searchParams).toEqual({ postalCode: 'Y1A 2C6', latLng: '60.7200,-135.0500' });
    });

    it('places an unknown forward sortation area at its region', async () => {
      const body = (await search('postalCode=Y0B%201A0')).json();
      expect(body.returnValue.clinics[0].distanceInKm).toBeGreaterThanOrEqual(0);
      expect(body.returnValue.searchParams.postalCode).toBe('Y0B 1A0');
    });

    it("searches from the browser's position", async () => {
      const body = (await search('latLng=64.06,-139.43')).json();
      expect(body.returnValue.clinics[0]).toMatchObject({ id: clinics.notLive, distanceInKm: 0, isLive: false });
      expect(body.returnValue.searchParams).toEqual({ postalCode: null, latLng: '64.0600,-139.4300' });
    });

    it('searches by name: words in any order, accents and case ignored, province filter', async () => {
      let found = (await search('name=YUKON%20elie%20CLINIQUE')).json().returnValue.clinics;
      expect(found.map((c: { id: number }) => c.id)).toEqual([clinics.manualApproval]);
      expect(found[0].distanceInKm).toBeNull();
      found = (await search('name=borealis&prov=YT')).json().returnValue.clinics;
      expect(found).toHaveLength(1);
      found = (await search('name=borealis&prov=ON')).json().returnValue.clinics;
      expect(found).toHaveLength(0);
    });

    it("says 'no results were found' when nothing matches, and never offers an unapproved clinic", async () => {
      for (const query of ['name=zzzzzzzz', 'name=carcross', 'subdomain=carcross']) {
        const body = (await search(query)).json();
        expect(body).toMatchObject({ isSuccess: true, message: 'No results were found.' });
        expect(body.returnValue.clinics).toEqual([]);
      }
    });

    it('finds the remembered webstore by its subdomain', async () => {
      const found = (await search('subdomain=AuroraFix')).json().returnValue.clinics;
      expect(found).toHaveLength(1);
      expect(found[0]).toMatchObject({ subdomain: 'aurorafix', clinicEmail: 'aurorafix@clinic.example', clinicPhone: '867-555-0100', addressStateID: 'YT' });
    });

    it.each([
      ['no criteria', ''],
      ['a name under 5 characters', 'name=bore'],
      ['a postal code starting with D', 'postalCode=D1A%201A1'],
      ['a postal code of the wrong shape', 'postalCode=12345'],
      ['a malformed position', 'latLng=north'],
      ['a position out of range', 'latLng=95,10'],
      ['an unknown province', 'name=borealis&prov=XX'],
    ])('refuses %s with 400', async (_label, query) => {
      const response = await search(query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ isSuccess: false });
    });

    it('gives the spec message for a bad postal code', async () => {
      expect((await search('postalCode=W1A%201A1')).json().message).toContain('valid postal code');
      expect((await search('name=abc')).json().message).toContain('at least 5 characters');
    });
  });

  describe('POST /api/account/register/', () => {
    it('creates an unconfirmed account with its clinic, a hashed single-use token and the email, in the page language', async () => {
      const response = await register(t.app, registration('new.shopper@example.com', clinics.automatic, { language: 'fr', email: 'New.Shopper@Example.com ' }));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        isSuccess: true,
        returnValue: { isAutomaticRegistration: true, isClinicApprovedButNotLive: false },
        message: 'Thank you for registering.',
      });
      const user = await t.database.db.selectFrom('users').selectAll().where('email', '=', 'new.shopper@example.com').executeTakeFirstOrThrow();
      expect(user).toMatchObject({
        status: 'unconfirmed',
        password_hash: null,
        clinic_id: clinics.automatic,
        first_name: 'Jeanne-Marie',
        last_name: 'Côté',
        phone: '867-555-0123',
        province: 'YT',
        language: 'fr',
      });
      const email = await t.database.db.selectFrom('email_outbox').selectAll().where('to_address', '=', user.email).executeTakeFirstOrThrow();
      expect(email.kind).toBe('confirm');
      expect(email.subject).toMatch(/Confirmez/);
      expect(email.body_text).toContain('Aurora Borealis Animal Hospital');
      expect(email.body_text).toMatch(/http:\/\/localhost:\d+\/Account\/ConfirmAccount\?token=[\w-]{43}/);
      const token = await tokenFromOutbox(t.database.db, user.email, 'confirm');
      const stored = await t.database.db.selectFrom('account_tokens').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
      expect(stored.token_hash).toBe(hashAccountToken(token));
      expect(stored.token_hash).not.toContain(token);
      expect(stored.purpose).toBe('confirm');
      expect(new Date(stored.expires_at).getTime()).toBeGreaterThan(Date.now() + 6 * DAY_MS);
    });

    it('refuses a clinic approved but not live yet (rr §8 "clinic not activated", issue 25), and tells when it does not register automatically', async () => {
      const notLive = await register(t.app, registration('not-live@example.com', clinics.notLive));
      expect(notLive.statusCode).toBe(400);
      expect(notLive.json()).toMatchObject({ isSuccess: false, code: 'clinic_not_activated', message: expect.stringMatching(/not open yet/) });
      expect(await t.database.db.selectFrom('users').select('id').where('email', '=', 'not-live@example.com').execute()).toEqual([]);
      const manual = await register(t.app, registration('by-hand-approval@example.com', clinics.manualApproval));
      expect(manual.json().returnValue).toEqual({ isAutomaticRegistration: false, isClinicApprovedButNotLive: false });
    });

    it('registers with a clinic typed in (id -1): a clinic nobody else is offered, in the chosen province', async () => {
      const response = await register(
        t.app,
        registration('typed-clinic@example.com', -1, {
          clinicSearchOption: 'manualEntry',
          provinceId: 'NS',
          clinicInfo: { id: -1, practiceName: 'Bluenose Vet', addressCity: 'Lunenburg', clinicPhone: '9025550199', vetName: '' },
        }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().returnValue).toEqual({ isAutomaticRegistration: false, isClinicApprovedButNotLive: false });
      const user = await t.database.db.selectFrom('users').selectAll().where('email', '=', 'typed-clinic@example.com').executeTakeFirstOrThrow();
      const clinic = await t.database.db.selectFrom('clinics').selectAll().where('id', '=', user.clinic_id).executeTakeFirstOrThrow();
      expect(clinic).toMatchObject({ practice_name: 'Bluenose Vet', city: 'Lunenburg', province: 'NS', phone: '902-555-0199', is_approved: 0, is_live: 0, vet_name: null });
      const request = await t.database.db.selectFrom('new_clinic_requests').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
      expect(request).toMatchObject({ clinic_id: clinic.id, practice_name: 'Bluenose Vet', province: 'NS', phone: '902-555-0199' });
      expect((await search('name=bluenose')).json().returnValue.clinics).toEqual([]);
    });

    it('stores the acceptance of the terms and the CASL choice, each with its time (issue 11 §9)', async () => {
      const before = Date.now();
      expect((await register(t.app, registration('consents-yes@example.com', clinics.automatic, { caslConsent: true }))).statusCode).toBe(200);
      expect((await register(t.app, registration('consents-no@example.com', clinics.automatic))).statusCode).toBe(200);
      const consentsOf = async (email: string) => {
        const user = await t.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
        return t.database.db.selectFrom('user_consents').selectAll().where('user_id', '=', user.id).orderBy('kind').execute();
      };
      const given = await consentsOf('consents-yes@example.com');
      expect(given.map((c) => [c.kind, c.granted, c.source])).toEqual([['casl', 1, 'registration'], ['terms', 1, 'registration']]);
      for (const c of given) expect(Date.parse(c.recorded_at)).toBeGreaterThanOrEqual(before - 1000);
      expect((await consentsOf('consents-no@example.com')).map((c) => [c.kind, c.granted])).toEqual([['casl', 0], ['terms', 1]]);
    });

    it('runs the human check before anything else: a failed check says the spec\'s message, even for a registered email', async () => {
      await register(t.app, registration('human-first@example.com', clinics.automatic));
      const failed = await register(t.app, registration('human-first@example.com', clinics.automatic, { recaptchaResponse: 'sandbox-fail' }));
      expect(failed.statusCode).toBe(400);
      expect(failed.json()).toMatchObject({ isSuccess: false, code: 'human_check_failed', message: 'Recaptcha verification failed.' });
      const v2 = await register(t.app, registration('human-v2@example.com', clinics.automatic, { recaptchaResponse: 'sandbox-v2-pass', recaptchaIsV2: true }));
      expect(v2.statusCode).toBe(200);
    });

    it('refuses a duplicate email with the in-use message and creates nothing', async () => {
      await register(t.app, registration('twice@example.com', clinics.automatic));
      const before = await counts();
      const response = await register(t.app, registration('TWICE@example.com', clinics.manualApproval));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ isSuccess: false, code: 'email_in_use', message: 'This email address is already registered.' });
      expect(await counts()).toEqual(before);
    });

    it('keeps one account when two registrations of an email race', async () => {
      const [a, b] = await Promise.all([
        register(t.app, registration('race@example.com', clinics.automatic)),
        register(t.app, registration('race@example.com', clinics.automatic)),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
      const users = await t.database.db.selectFrom('users').select('id').where('email', '=', 'race@example.com').execute();
      expect(users).toHaveLength(1);
    });

    it.each<[string, (id: number) => unknown, RegExp]>([
      ['a phone with letters', (id) => registration('bad1@example.com', id, { phone: '613-555-CALL' }), /phone/],
      ['a phone whose area code starts with 1', (id) => registration('bad2@example.com', id, { phone: '113-555-0123' }), /phone/],
      ['a first name with digits', (id) => registration('bad3@example.com', id, { firstName: 'R2D2' }), /firstName: Letters, spaces, hyphens and apostrophes only/],
      ['a last name over 50 characters', (id) => registration('bad4@example.com', id, { lastName: 'a'.repeat(51) }), /lastName: Maximum 50/],
      ['a malformed email', (id) => registration('not-an-email', id), /email/],
      ['an email over 100 characters', (id) => registration(`${'e'.repeat(90)}@example.com`, id), /email: Maximum 100/],
      ['an unknown province', (id) => ({ ...registration('bad5@example.com', id), provinceId: 'ZZ' }), /provinceId/],
      ['no search option', (id) => ({ ...registration('bad6@example.com', id), clinicSearchOption: undefined }), /clinicSearchOption/],
      ['a clinic id that does not exist', () => registration('bad7@example.com', 999_999), /does not exist/],
      ['a clinic that is not approved', (_id) => registration('bad8@example.com', clinics.notApproved), /does not accept registrations/],
      ['a typed-in clinic without a city', () => registration('bad9@example.com', -1, { clinicInfo: { id: -1, practiceName: 'Somewhere Vet', clinicPhone: '902-555-0199' } }), /addressCity/],
      ['a typed-in clinic with a bad phone', () => registration('bad10@example.com', -1, { clinicInfo: { id: -1, practiceName: 'Somewhere Vet', addressCity: 'Truro', clinicPhone: '(902) 555 0199' } }), /clinicPhone/],
      ['no clinic', (id) => ({ ...registration('bad11@example.com', id), clinicInfo: undefined }), /clinicInfo/],
      ['the terms not accepted', (id) => ({ ...registration('bad12@example.com', id), acceptTerms: false }), /acceptTerms: Please accept the terms of use/],
      ['the terms left out', (id) => ({ ...registration('bad13@example.com', id), acceptTerms: undefined }), /acceptTerms/],
      ['no human check answer', (id) => ({ ...registration('bad14@example.com', id), recaptchaResponse: '' }), /recaptchaResponse: Please confirm that you are not a robot/],
      ['a human check the sandbox fails (v3)', (id) => registration('bad15@example.com', id, { recaptchaResponse: 'sandbox-fail' }), /^Recaptcha verification failed\.$/],
      ['a wrong v2 challenge answer', (id) => registration('bad16@example.com', id, { recaptchaResponse: 'guess', recaptchaIsV2: true }), /^Recaptcha verification failed\.$/],
      ['a phone that cannot exist (exchange 055)', (id) => registration('bad17@example.com', id, { phone: '867-055-0123' }), /phone/],
    ])('refuses %s with 400 and creates nothing', async (_label, payload, message) => {
      const before = await counts();
      const response = await register(t.app, payload(clinics.automatic));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
      expect(await counts()).toEqual(before);
    });

    it('limits registrations per address', async () => {
      const ip = freshIp();
      for (let i = 0; i < 10; i += 1) {
        expect((await register(t.app, registration(`limit${i}@example.com`, clinics.automatic), ip)).statusCode).toBe(200);
      }
      const blocked = await register(t.app, registration('limit-last@example.com', clinics.automatic), ip);
      expect(blocked.statusCode).toBe(429);
      expect(await t.database.db.selectFrom('users').select('id').where('email', '=', 'limit-last@example.com').executeTakeFirst()).toBeUndefined();
    });
  });

  describe('GET /api/account/register/clinicLocations', () => {
    it('lists every approved clinic with its position', async () => {
      const body = (await injectChecked(t.app, { method: 'GET', url: '/api/account/register/clinicLocations', remoteAddress: freshIp() }, clinicLocationsResponseSchema)).json();
      const ids = body.returnValue.locations.map((l: { id: number }) => l.id);
      expect(ids).toContain(clinics.automatic);
      expect(ids).not.toContain(clinics.notApproved);
      expect(body.returnValue.locations.find((l: { id: number }) => l.id === clinics.automatic)).toMatchObject({ latitude: 60.72, longitude: -135.05, subdomain: 'aurorafix' });
    });
  });

  describe('GET /api/account/register/forgetWebstore', () => {
    it('clears the consumer cookie and goes through sign-out back to registration', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/account/register/forgetWebstore', cookies: { consumer: 'eyJzdWJkb21haW4iOiJtYXBsZXZldCJ9' } });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/logout?returnUrl=%2Faccount%2Fregister');
      const cleared = response.cookies.find((c) => c.name === 'consumer');
      expect(cleared?.value).toBe('');
      expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
      const logout = await t.app.inject({ method: 'GET', url: response.headers.location as string });
      expect(logout.headers.location).toBe('/account/register');
    });
  });

  describe('GET /dev/mail', () => {
    it('lists the outbox with relative links outside production', async () => {
      await register(t.app, registration('devmail@example.com', clinics.automatic));
      const response = await t.app.inject({ method: 'GET', url: '/dev/mail?to=devmail@example.com' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toMatch(/href="\/Account\/ConfirmAccount\?token=[\w-]{43}"/);
      expect(response.body).not.toContain('taken@example.com');
    });
  });
});

describe('GET /dev/mail in production', () => {
  it('does not exist', async () => {
    const t = await createTestApp('sqlite', { products: 0, env: { NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(40) } });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/dev/mail' });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Outbox');
    } finally {
      await t.close();
    }
  });
});

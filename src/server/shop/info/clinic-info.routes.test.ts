import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeClinicResponseSchema, type StoreClinicInfo } from '../../../contracts/clinic-info';
import { RETURN_WINDOW_DAYS } from '../../../domain/constants';
import { injectChecked } from '../../testing/contract-inject';
import { createClinic, createShopper } from '../../testing/fixtures';
import { createTestApp, signInAs, visitorToken, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';

const consumerCookie = (subdomain: string) => Buffer.from(JSON.stringify({ subdomain })).toString('base64');

describe.each(testEngines())('GET /api/store/clinic on %s', (engine) => {
  let t: TestApp;
  let visitor: string;

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 40 });
    visitor = await visitorToken(t.app);
  });
  afterAll(() => t.close());

  async function info(headers: Record<string, string>, query = '', cookies: Record<string, string> = {}): Promise<StoreClinicInfo> {
    const response = await injectChecked(t.app, { method: 'GET', url: `/api/store/clinic${query}`, headers, cookies }, storeClinicResponseSchema);
    expect(response.statusCode, response.body).toBe(200);
    return storeClinicResponseSchema.parse(response.json()).returnValue;
  }

  it('needs a token, and a known language', async () => {
    expect((await injectChecked(t.app, { method: 'GET', url: '/api/store/clinic' }, storeClinicResponseSchema)).statusCode).toBe(401);
    const bad = await injectChecked(t.app, { method: 'GET', url: '/api/store/clinic?lang=de', headers: { authorization: `Bearer ${visitor}` } }, storeClinicResponseSchema);
    expect(bad.statusCode).toBe(400);
  });

  it("gives a visitor without a remembered webstore the store's default policies and no clinic", async () => {
    const body = await info({ authorization: `Bearer ${visitor}` });
    expect(body).toMatchObject({ source: 'none', clinic: null, texts: {} });
    expect(body.policy).toMatchObject({
      returnWindowDays: RETURN_WINDOW_DAYS,
      homeShippingWithinClinicProvince: true,
      clinicProvince: null,
      standardDeliveryDays: { min: 5, max: 7 },
      pickupReadyDays: { min: 2, max: 3 },
      autoOrderFreeShippingMinCents: 0,
    });
  });

  it("gives the demo shopper their clinic's contact details, its hours from the database and its policies", async () => {
    const { headers } = await signInAs(t.app);
    const body = await info(headers);
    expect(body.source).toBe('account');
    expect(body.clinic).toMatchObject({
      practiceName: 'Maple Veterinary Hospital', address: '245 Bank Street', city: 'Ottawa', province: 'ON', postalCode: 'K2P 1X4',
      phone: '613-555-0142', email: 'info@maplevet.example.com', timeZone: 'America/Toronto',
    });
    expect(body.clinic!.hours).toHaveLength(7);
    expect(body.clinic!.hours[0]).toEqual({ weekday: 1, opensAt: '08:00', closesAt: '18:00' });
    expect(body.clinic!.hours[6]).toEqual({ weekday: 7, opensAt: null, closesAt: null });
    expect(body.policy).toMatchObject({ clinicProvince: 'ON', homeShippingWithinClinicProvince: true, returnWindowDays: 15 });
  });

  it("gives a visitor the remembered webstore's clinic, never an unapproved one", async () => {
    const remembered = await info({ authorization: `Bearer ${visitor}` }, '', { consumer: consumerCookie('vetplateau') });
    expect(remembered).toMatchObject({ source: 'remembered', clinic: { practiceName: 'Hôpital vétérinaire du Plateau', province: 'QC', timeZone: 'America/Toronto' } });
    const unapproved = await info({ authorization: `Bearer ${visitor}` }, '', { consumer: consumerCookie('rideaulakesvet') });
    expect(unapproved).toMatchObject({ source: 'none', clinic: null });
    const garbage = await info({ authorization: `Bearer ${visitor}` }, '', { consumer: 'not base64 json' });
    expect(garbage.source).toBe('none');
  });

  it("puts the shopper's own clinic before a remembered one", async () => {
    const { headers } = await signInAs(t.app);
    expect((await info(headers, '', { consumer: consumerCookie('vetplateau') })).clinic?.practiceName).toBe('Maple Veterinary Hospital');
  });

  it("serves the clinic's own policy texts in the asked language, its return window and province rule", async () => {
    const clinicId = await createClinic(t.database.db, { subdomain: `texts-${engine}` });
    const email = `texts-${engine}@example.com`;
    await createShopper(t.database.db, { email, password: 'Info-test-pass-1', clinicId });
    const db = t.database.db;
    await db.updateTable('clinics').set({ return_window_days: 30, restrict_shipping_to_province: 0 }).where('id', '=', clinicId).execute();
    await db.insertInto('clinic_policy_texts').values([
      { clinic_id: clinicId, topic: 'returnPolicy', language: 'en', body: 'Bring it back within 30 days.', updated_at: new Date().toISOString() },
      { clinic_id: clinicId, topic: 'returnPolicy', language: 'fr', body: 'Rapportez-le en 30 jours.', updated_at: new Date().toISOString() },
      { clinic_id: clinicId, topic: 'unknownTopic', language: 'en', body: 'ignored', updated_at: new Date().toISOString() },
    ]).execute();
    const { headers } = await signInAs(t.app, email, 'Info-test-pass-1');
    const en = await info(headers, '?lang=en');
    expect(en.texts).toEqual({ returnPolicy: 'Bring it back within 30 days.' });
    expect(en.policy).toMatchObject({ returnWindowDays: 30, homeShippingWithinClinicProvince: false });
    expect(en.clinic!.hours).toEqual([]);
    expect((await info(headers, '?lang=fr')).texts).toEqual({ returnPolicy: 'Rapportez-le en 30 jours.' });
  });
});

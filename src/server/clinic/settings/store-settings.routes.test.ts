import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeClinicResponseSchema } from '../../../contracts/clinic-info';
import { storeSettingsSchema, type StoreSettings } from '../../../contracts/store-settings';
import { AUTO_ORDER_REMINDER_DAYS, RETURN_WINDOW_DAYS } from '../../../domain/constants';
import { DELIVERY_PRICES } from '../../../domain/delivery';
import { addDays, DAY_MS } from '../../../domain/time';
import { localDay } from '../../../domain/clinic-hours';
import { dateFieldMessage } from '../../../contracts/fields';
import { createStaff, otherClinic } from '../clinic-test-fixtures';
import { insertOrder } from '../../testing/fixtures';
import { DEMO_SHOPPER, DEMO_STAFF } from '../../db/seed';
import { injectChecked } from '../../testing/contract-inject';
import { createTestApp, signInAs, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';
import { formatDate } from '../../../domain/date-format';

const PASSWORD = DEMO_SHOPPER.password;
type Headers = Record<string, string>;
/** The smallest PNG: a 1×1 transparent pixel. */
const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe.each(testEngines())('store settings API on %s', (engine) => {
  let t: TestApp;
  let admin: Headers;
  let vet: Headers;
  let staff: Headers;
  let shopper: Headers;
  let otherAdmin: Headers;
  let otherClinicId: number;

  const get = (headers: Headers) => injectChecked(t.app, { method: 'GET', url: '/api/clinic/settings', headers }, storeSettingsSchema);
  const put = (headers: Headers, payload: object) => injectChecked(t.app, { method: 'PUT', url: '/api/clinic/settings', headers, payload }, storeSettingsSchema);
  const toUpdate = (s: StoreSettings) => {
    const { holidays: _h, logoUrl: _l, ...rest } = s;
    return rest;
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 40 });
    const rx = await t.database.db.selectFrom('prescriptions').select('family_id').executeTakeFirstOrThrow();
    otherClinicId = (await otherClinic(t.database.db, PASSWORD, rx.family_id)).clinicId;
    await createStaff(t.database.db, { email: 'settings-other-admin@example.com', password: PASSWORD, clinicId: otherClinicId, isAdmin: true });
    admin = (await signInAs(t.app, DEMO_STAFF.admin.email, PASSWORD)).headers;
    vet = (await signInAs(t.app, DEMO_STAFF.veterinarian.email, PASSWORD)).headers;
    staff = (await signInAs(t.app, DEMO_STAFF.staff.email, PASSWORD)).headers;
    shopper = (await signInAs(t.app)).headers;
    otherAdmin = (await signInAs(t.app, 'settings-other-admin@example.com', PASSWORD)).headers;
  });
  afterAll(() => t.close());

  it('is for the clinic admin only: visitor 401, shopper, staff and veterinarian 403', async () => {
    expect((await injectChecked(t.app, { method: 'GET', url: '/api/clinic/settings' }, storeSettingsSchema)).statusCode).toBe(401);
    for (const headers of [shopper, staff, vet]) {
      const answer = await get(headers);
      expect(answer.statusCode).toBe(403);
    }
    expect((await get(shopper)).json().code).toBe('not_staff');
    expect((await get(vet)).json().code).toBe('clinic_admin_only');
    const before = await get(admin);
    expect((await put(vet, toUpdate(storeSettingsSchema.parse(before.json())))).statusCode).toBe(403);
    expect((await injectChecked(t.app, { method: 'POST', url: '/api/clinic/settings/holidays', headers: staff, payload: { date: '2030-12-25', opensAt: null, closesAt: null, labelEn: 'X', labelFr: 'X' } }, storeSettingsSchema)).statusCode).toBe(403);
  });

  it("gives the admin their clinic's settings with the spec's defaults", async () => {
    const s = storeSettingsSchema.parse((await get(admin)).json());
    expect(s).toMatchObject({
      practiceName: 'Maple Veterinary Hospital', timeZone: 'America/Toronto', province: 'ON', restrictShippingToProvince: true,
      autoOrderFreeShippingMinCents: DELIVERY_PRICES.autoOrderFreeShippingMinCents, headerColour: '', logoUrl: null,
      returnWindowDays: RETURN_WINDOW_DAYS, autoOrderReminderDays: AUTO_ORDER_REMINDER_DAYS,
    });
    expect(s.hours).toHaveLength(7);
  });

  it('refuses invalid settings with a 400 naming the field', async () => {
    const s = toUpdate(storeSettingsSchema.parse((await get(admin)).json()));
    const cases: [object, RegExp][] = [
      [{ ...s, email: 'not-an-email' }, /email must be an email address/],
      [{ ...s, headerColour: '#ffff00' }, /headerColour is too light/],
      [{ ...s, headerColour: 'teal' }, /headerColour must be a colour/],
      [{ ...s, socialLinks: { facebook: 'javascript:alert(1)' } }, /social link must be an https address/],
      [{ ...s, timeZone: 'Europe/Paris' }, /timeZone must be one of/],
      [{ ...s, hours: s.hours.map((d) => (d.weekday === 1 ? { ...d, opensAt: '18:00', closesAt: '08:00' } : d)) }, /closesAt must be after opensAt/],
      [{ ...s, autoOrderFreeShippingMinCents: -1 }, /must not be negative/],
      [{ ...s, postalCode: '12345' }, /postalCode must be a Canadian postal code/],
      [{ ...s, autoOrderFreeShippingMinCents: 12.5 }, /autoOrderFreeShippingMinCents must be a whole number of cents/],
      [{ ...s, autoOrderFreeShippingMinCents: 100_001 }, /autoOrderFreeShippingMinCents must be at most 100000/],
      [{ ...s, restrictShippingToProvince: 'yes' }, /restrictShippingToProvince must be true or false/],
      [{ ...s, returnWindowDays: 0 }, /returnWindowDays must be a whole number of days from 1 to 365/],
      [{ ...s, returnWindowDays: 366 }, /returnWindowDays must be a whole number of days from 1 to 365/],
      [{ ...s, returnWindowDays: 7.5 }, /returnWindowDays must be a whole number of days from 1 to 365/],
      [{ ...s, returnWindowDays: '15' }, /returnWindowDays must be a whole number of days from 1 to 365/],
      [{ ...s, autoOrderReminderDays: 0 }, /autoOrderReminderDays must be a whole number of days from 1 to 365/],
      [{ ...s, autoOrderReminderDays: 366 }, /autoOrderReminderDays must be a whole number of days from 1 to 365/],
      [{ ...s, autoOrderReminderDays: null }, /autoOrderReminderDays must be a whole number of days from 1 to 365/],
    ];
    for (const [payload, message] of cases) {
      const answer = await put(admin, payload);
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(answer.json().message).toMatch(message);
    }
    // A refused save changes nothing.
    expect(toUpdate(storeSettingsSchema.parse((await get(admin)).json()))).toEqual(s);
  });

  it('saves the settings, audits them, and the shop uses them (contact page, policies, checkout rules)', async () => {
    const s = toUpdate(storeSettingsSchema.parse((await get(admin)).json()));
    const changed = {
      ...s, phone: '613-555-0199', headerColour: '#1E3A8A', socialLinks: { facebook: 'https://facebook.com/maplevet', instagram: '' },
      texts: { ...s.texts, returnPolicy: { en: 'Bring it back within 30 days.', fr: 'Rapportez-le en 30 jours.' } },
      hours: s.hours.map((d) => (d.weekday === 6 ? { ...d, opensAt: '09:00', closesAt: '13:00' } : d)),
      autoOrderFreeShippingMinCents: 5000, restrictShippingToProvince: false, returnWindowDays: 30, autoOrderReminderDays: 7,
    };
    const saved = await put(admin, changed);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ phone: '613-555-0199', headerColour: '#1e3a8a', socialLinks: { facebook: 'https://facebook.com/maplevet' }, autoOrderFreeShippingMinCents: 5000 });
    expect(saved.json()).toMatchObject({ restrictShippingToProvince: false, returnWindowDays: 30, autoOrderReminderDays: 7 });
    expect(storeSettingsSchema.parse((await get(admin)).json())).toMatchObject({ restrictShippingToProvince: false, returnWindowDays: 30, autoOrderReminderDays: 7 });
    const audit = await t.database.db.selectFrom('audit_events').select(['action', 'entity']).where('entity', '=', 'settings').execute();
    expect(audit.map((a) => a.action)).toContain('update_settings');

    const { headers } = await signInAs(t.app);
    const info = storeClinicResponseSchema.parse((await injectChecked(t.app, { method: 'GET', url: '/api/store/clinic?lang=fr', headers }, storeClinicResponseSchema)).json()).returnValue;
    expect(info.clinic).toMatchObject({ phone: '613-555-0199', headerColour: '#1e3a8a', socialLinks: { facebook: 'https://facebook.com/maplevet' } });
    expect(info.clinic!.hours[5]).toEqual({ weekday: 6, opensAt: '09:00', closesAt: '13:00' });
    expect(info.texts.returnPolicy).toBe('Rapportez-le en 30 jours.');
    expect(info.policy.autoOrderFreeShippingMinCents).toBe(5000);
    expect(info.policy).toMatchObject({ homeShippingWithinClinicProvince: false, returnWindowDays: 30 });

    // Emptying a text brings back the store's default; the setting goes back.
    expect((await put(admin, { ...s, texts: { ...s.texts, returnPolicy: { en: '', fr: '' } } })).statusCode).toBe(200);
    const restored = storeClinicResponseSchema.parse((await injectChecked(t.app, { method: 'GET', url: '/api/store/clinic?lang=fr', headers }, storeClinicResponseSchema)).json()).returnValue;
    expect(restored.texts.returnPolicy).toBeUndefined();
    expect(restored.policy.autoOrderFreeShippingMinCents).toBe(0);
  });

  it("adds and removes holiday hours; the shop shows the coming ones; another clinic's id answers 404", async () => {
    const day = new Date(Date.now() + 10 * DAY_MS).toISOString().slice(0, 10);
    const bad = await injectChecked(t.app, { method: 'POST', url: '/api/clinic/settings/holidays', headers: admin, payload: { date: '2030-02-30', opensAt: null, closesAt: null, labelEn: 'X', labelFr: 'X' } }, storeSettingsSchema);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/date must be a date/);
    const half = await injectChecked(t.app, { method: 'POST', url: '/api/clinic/settings/holidays', headers: admin, payload: { date: day, opensAt: '10:00', closesAt: null, labelEn: 'X', labelFr: 'X' } }, storeSettingsSchema);
    expect(half.statusCode).toBe(400);

    const added = await injectChecked(t.app, { method: 'POST', url: '/api/clinic/settings/holidays', headers: admin, payload: { date: day, opensAt: null, closesAt: null, labelEn: 'Staff training', labelFr: 'Formation du personnel' } }, storeSettingsSchema);
    expect(added.statusCode, added.body).toBe(200);
    const holiday = storeSettingsSchema.parse(added.json()).holidays.find((h) => h.date === day)!;
    expect(holiday).toMatchObject({ opensAt: null, closesAt: null, labelFr: 'Formation du personnel' });
    const again = await injectChecked(t.app, { method: 'POST', url: '/api/clinic/settings/holidays', headers: admin, payload: { date: day, opensAt: null, closesAt: null, labelEn: 'Y', labelFr: 'Y' } }, storeSettingsSchema);
    expect(again.statusCode).toBe(409);

    const { headers } = await signInAs(t.app);
    const info = storeClinicResponseSchema.parse((await injectChecked(t.app, { method: 'GET', url: '/api/store/clinic?lang=fr', headers }, storeClinicResponseSchema)).json()).returnValue;
    expect(info.clinic!.holidays).toContainEqual({ date: day, opensAt: null, closesAt: null, label: 'Formation du personnel' });

    const cross = await injectChecked(t.app, { method: 'DELETE', url: `/api/clinic/settings/holidays/${holiday.id}`, headers: otherAdmin }, storeSettingsSchema);
    expect(cross.statusCode).toBe(404);
    expect(cross.json().code).toBe('holiday_not_found');
    const removed = await injectChecked(t.app, { method: 'DELETE', url: `/api/clinic/settings/holidays/${holiday.id}`, headers: admin }, storeSettingsSchema);
    expect(removed.statusCode).toBe(200);
    expect(storeSettingsSchema.parse(removed.json()).holidays.find((h) => h.id === holiday.id)).toBeUndefined();
  });

  it("refuses holiday hours before the clinic's today, and a day that does not exist; takes today", async () => {
    const { timeZone } = storeSettingsSchema.parse((await get(admin)).json());
    const today = localDay(new Date(), timeZone);
    const add = (date: string) => injectChecked(t.app, { method: 'POST', url: '/api/clinic/settings/holidays', headers: admin, payload: { date, opensAt: null, closesAt: null, labelEn: 'Closed', labelFr: 'Fermé' } }, storeSettingsSchema);
    const before = await t.database.db.selectFrom('clinic_holiday_hours').select('id').execute();
    for (const date of [addDays(today, -1), '2020-01-01']) {
      const past = await add(date);
      expect(past.statusCode, date).toBe(400);
      expect(past.json()).toMatchObject({ code: 'holiday_in_past', message: expect.stringContaining(today) });
    }
    for (const date of ['2031-02-31', '2031-13-45']) {
      const impossible = await add(date);
      expect(impossible.statusCode, date).toBe(400);
      expect(impossible.json().message).toContain(dateFieldMessage('date'));
    }
    expect(await t.database.db.selectFrom('clinic_holiday_hours').select('id').execute()).toEqual(before);
    const added = await add(today);
    expect(added.statusCode, added.body).toBe(200);
    const holiday = storeSettingsSchema.parse(added.json()).holidays.find((h) => h.date === today)!;
    expect((await injectChecked(t.app, { method: 'DELETE', url: `/api/clinic/settings/holidays/${holiday.id}`, headers: admin }, storeSettingsSchema)).statusCode).toBe(200);
  });

  it('takes a PNG logo, refuses anything else, and serves it to anyone', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64');
    const lying = await injectChecked(t.app, { method: 'PUT', url: '/api/clinic/settings/logo', headers: admin, payload: { contentType: 'image/png', dataBase64: svg } }, storeSettingsSchema);
    expect(lying.statusCode).toBe(400);
    expect(lying.json().code).toBe('logo_invalid');
    const svgType = await injectChecked(t.app, { method: 'PUT', url: '/api/clinic/settings/logo', headers: admin, payload: { contentType: 'image/svg+xml', dataBase64: svg } }, storeSettingsSchema);
    expect(svgType.statusCode).toBe(400);
    const big = await injectChecked(t.app, { method: 'PUT', url: '/api/clinic/settings/logo', headers: admin, payload: { contentType: 'image/png', dataBase64: Buffer.alloc(210 * 1024).toString('base64') } }, storeSettingsSchema);
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toMatch(/at most 200 KB/);
    expect((await injectChecked(t.app, { method: 'PUT', url: '/api/clinic/settings/logo', headers: vet, payload: { contentType: 'image/png', dataBase64: PNG_1PX } }, storeSettingsSchema)).statusCode).toBe(403);

    const saved = await injectChecked(t.app, { method: 'PUT', url: '/api/clinic/settings/logo', headers: admin, payload: { contentType: 'image/png', dataBase64: PNG_1PX } }, storeSettingsSchema);
    expect(saved.statusCode, saved.body).toBe(200);
    const url = storeSettingsSchema.parse(saved.json()).logoUrl!;
    const image = await t.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.equals(Buffer.from(PNG_1PX, 'base64'))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/api/store/clinic-logo/${otherClinicId}` })).statusCode).toBe(404);

    expect((await injectChecked(t.app, { method: 'DELETE', url: '/api/clinic/settings/logo', headers: admin }, storeSettingsSchema)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('quotes the clinic hours and the coming holiday hours in the ready-for-pickup email', async () => {
    const day = new Date(Date.now() + 5 * DAY_MS).toISOString().slice(0, 10);
    const added = await injectChecked(t.app, { method: 'POST', url: '/api/clinic/settings/holidays', headers: admin, payload: { date: day, opensAt: '10:00', closesAt: '14:00', labelEn: 'Half day', labelFr: 'Demi-journée' } }, storeSettingsSchema);
    expect(added.statusCode).toBe(200);
    const user = await t.database.db.selectFrom('users').select(['id', 'clinic_id']).where('email', '=', DEMO_SHOPPER.email).executeTakeFirstOrThrow();
    const product = await t.database.db.selectFrom('products').select('id').executeTakeFirstOrThrow();
    const order = await insertOrder(t.database.db, { userId: user.id, clinicId: user.clinic_id, status: 'validated', productId: product.id, petId: null, requiresApproval: false, isClinicPickup: true });
    const moved = await t.app.inject({ method: 'POST', url: `/api/clinic/orders/${order.id}/move`, headers: admin, payload: { move: 'ready_for_pickup' } });
    expect(moved.statusCode, moved.body).toBe(200);
    const mail = await t.database.db.selectFrom('email_outbox').select('body_text').where('kind', '=', 'order_ready_for_pickup').orderBy('id', 'desc').executeTakeFirstOrThrow();
    // The store's one clock and date (src/domain/date-format.ts): 12-hour and MM/dd/yyyy in English.
    expect(mail.body_text).toContain('Opening hours: Monday: 8:00\u00a0a.m.–6:00\u00a0p.m.');
    expect(mail.body_text).toContain(`${formatDate(day, 'en')} (Half day): 10:00\u00a0a.m.–2:00\u00a0p.m.`);
  });

  it("keeps each admin to their own clinic's settings", async () => {
    const other = storeSettingsSchema.parse((await get(otherAdmin)).json());
    expect(other.practiceName).not.toBe('Maple Veterinary Hospital');
  });
});

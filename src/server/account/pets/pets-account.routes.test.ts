import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountPetSchema, accountPetsResponseSchema, PET_MESSAGES } from '../../../contracts/account-pets';
import { RX_STATUS } from '../../../domain/constants';
import { DAY_MS } from '../../../domain/time';
import { addPet, addPrescription, plainProducts, shopperWithPet, type TestShopper } from '../../shop/cart/cart-test-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';

describe.each(testEngines())('"My pets" API on %s', (engine) => {
  let t: TestApp;
  let a: TestShopper;
  let b: TestShopper;
  beforeAll(async () => {
    t = await createTestApp(engine, { products: 50 });
    a = await shopperWithPet(t, 'mypets-a@example.com', 'Rex');
    b = await shopperWithPet(t, 'mypets-b@example.com', 'Tigger');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({ method, url, headers, payload: payload as object });
  const petRows = (userId: number) =>
    t.database.db.selectFrom('pets').select(['id', 'name', 'species', 'breeds_json', 'sex', 'birth_date', 'weight_grams', 'is_deleted'])
      .where('user_id', '=', userId).orderBy('id').execute();
  const full = { name: 'Pixel', code: 'cats', breeds: ['Siamese', ' Persian '], sex: 'female', birthDate: '2020-03-04', weightKg: 4.25 };

  it('adds a pet with its details through the spec path and lists it', async () => {
    const added = await call('POST', '/api/account/pets/add/', a.headers, full);
    expect(added.statusCode).toBe(200);
    const id = (added.json() as { id: number }).id;
    const list = accountPetsResponseSchema.parse((await call('GET', '/api/account/pets', a.headers)).json());
    expect(list.pets.find((p) => p.id === id)).toEqual({
      id, name: 'Pixel', code: 'cats', breeds: ['Siamese', 'Persian'], sex: 'female', birthDate: '2020-03-04', weightKg: 4.25, removalBlockedBy: null,
    });
    expect(list.pets.map((p) => p.name)).not.toContain('Tigger');
  });

  it('edits a pet: every field replaced, empty details cleared', async () => {
    const response = await call('PUT', `/api/account/pets/${a.petId}`, a.headers, { ...full, name: 'Rexy', code: 'dogs', breeds: ['Beagle'], sex: 'male', weightKg: 12 });
    expect(response.statusCode).toBe(200);
    expect(accountPetSchema.parse(response.json())).toMatchObject({ id: a.petId, name: 'Rexy', code: 'dogs', breeds: ['Beagle'], sex: 'male', weightKg: 12 });
    const cleared = await call('PUT', `/api/account/pets/${a.petId}`, a.headers, { name: 'Rexy', code: 'dogs', breeds: [], sex: '', birthDate: null, weightKg: null });
    expect(cleared.json()).toMatchObject({ breeds: [], sex: null, birthDate: null, weightKg: null });
  });

  const tomorrow = new Date(Date.now() + 2 * DAY_MS).toISOString().slice(0, 10);
  it.each([
    ['no name', { ...full, name: '' }, 'pet_name_required', 'Please select or enter Pet Name', 'name'],
    ['a name of 51 characters', { ...full, name: 'x'.repeat(51) }, 'pet_name_too_long', 'Pet name must be at most 50 characters', 'name'],
    ['no type', { ...full, code: undefined }, 'invalid_pet_type', 'Please choose the type of pet', 'code'],
    ['four breeds', { ...full, breeds: ['a', 'b', 'c', 'd'] }, 'pet_breeds_invalid', PET_MESSAGES.breedsMax, 'breeds'],
    ['a breed of 51 characters', { ...full, breeds: ['x'.repeat(51)] }, 'pet_breeds_invalid', PET_MESSAGES.breedTooLong, 'breeds'],
    ['a birth date in the future', { ...full, birthDate: tomorrow }, 'pet_birth_date_invalid', PET_MESSAGES.birthDateFuture, 'birthDate'],
    ['an impossible birth date', { ...full, birthDate: '2021-02-30' }, 'pet_birth_date_invalid', PET_MESSAGES.birthDateInvalid, 'birthDate'],
    ['a weight of 0', { ...full, weightKg: 0 }, 'pet_weight_invalid', PET_MESSAGES.weightRange, 'weightKg'],
    ['a weight of 2000 kg', { ...full, weightKg: 2000 }, 'pet_weight_invalid', PET_MESSAGES.weightRange, 'weightKg'],
    ['an unknown sex', { ...full, sex: 'other' }, 'pet_sex_invalid', PET_MESSAGES.sexInvalid, 'sex'],
  ])('refuses %s with 400 naming the field, on add and on edit, and saves nothing', async (_n, payload, code, message, field) => {
    const before = await petRows(a.userId);
    for (const [method, url] of [['POST', '/api/account/pets/add/'], ['PUT', `/api/account/pets/${a.petId}`]] as const) {
      const response = await call(method, url, a.headers, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ isSuccess: false, code, message, data: { field } });
    }
    expect(await petRows(a.userId)).toEqual(before);
  });

  it('refuses to remove a pet with a live prescription or an active AutoOrder, saying why, and removes it otherwise', async () => {
    const db = t.database.db;
    const [product] = await plainProducts(db, 1);
    const withRx = await addPet(db, a.userId, 'HasRx');
    await addPrescription(db, { userId: a.userId, petId: withRx, familyId: product!.familyId, status: RX_STATUS.notValidated, quantity: 0 });
    const withAutoOrder = await addPet(db, a.userId, 'HasAutoOrder');
    const sub = await db.insertInto('auto_order_subscriptions').values({
      user_id: a.userId, checkout_id: null, frequency_weeks: 4, next_order_date: '2030-01-01', shipping_address_id: null, billing_address_id: null,
      payment_method_id: null, shipping_option_id: 'standard', status: 'paused', created_at: new Date().toISOString(),
    }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('auto_order_items').values({ subscription_id: sub.id, product_id: product!.id, pet_id: withAutoOrder, quantity: 1 }).execute();

    const list = accountPetsResponseSchema.parse((await call('GET', '/api/account/pets', a.headers)).json());
    expect(list.pets.find((p) => p.id === withRx)?.removalBlockedBy).toBe('prescription');
    expect(list.pets.find((p) => p.id === withAutoOrder)?.removalBlockedBy).toBe('autoOrder');

    const before = await petRows(a.userId);
    const rx = await call('DELETE', `/api/account/pets/${withRx}`, a.headers);
    expect(rx.statusCode).toBe(409);
    expect(rx.json()).toMatchObject({ code: 'pet_has_prescription', data: { reason: 'prescription' } });
    const ao = await call('DELETE', `/api/account/pets/${withAutoOrder}`, a.headers);
    expect(ao.statusCode).toBe(409);
    expect(ao.json()).toMatchObject({ code: 'pet_has_auto_order', data: { reason: 'autoOrder' } });
    expect(await petRows(a.userId)).toEqual(before);

    // A cancelled AutoOrder no longer holds the pet.
    await db.updateTable('auto_order_subscriptions').set({ status: 'cancelled' }).where('id', '=', sub.id).execute();
    const removed = await call('DELETE', `/api/account/pets/${withAutoOrder}`, a.headers);
    expect(removed.statusCode).toBe(200);
    const after = accountPetsResponseSchema.parse((await call('GET', '/api/account/pets', a.headers)).json());
    expect(after.pets.map((p) => p.id)).not.toContain(withAutoOrder);
    expect((await call('DELETE', `/api/account/pets/${withAutoOrder}`, a.headers)).statusCode).toBe(404);
  });

  it("answers 404 to every pet route given another shopper's pet, and changes nothing", async () => {
    const before = await petRows(b.userId);
    const url = `/api/account/pets/${b.petId}`;
    for (const [method, path, payload] of [
      ['GET', url, undefined], ['PUT', url, full], ['DELETE', url, undefined], ['POST', '/api/account/pets/add/', { ...full, id: b.petId }],
    ] as const) {
      const response = await call(method, path, a.headers, payload);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.json()).toMatchObject({ code: 'pet_not_found' });
    }
    expect(await petRows(b.userId)).toEqual(before);
  });

  it('answers 401 without a signed-in shopper and 400 for a bad id', async () => {
    expect((await call('GET', '/api/account/pets', {})).statusCode).toBe(401);
    expect((await call('DELETE', `/api/account/pets/${a.petId}`, {})).statusCode).toBe(401);
    const bad = await call('DELETE', '/api/account/pets/abc', a.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('id');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPetResponseSchema } from '../../../contracts/cart-account';
import { injectChecked } from '../../testing/contract-inject';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';
import { cartApi, plainProducts, shopperWithPet, type TestShopper } from '../../shop/cart/cart-test-fixtures';

describe.each(testEngines())('POST /api/account/pets/add/ on %s', (engine) => {
  let t: TestApp;
  let a: TestShopper;
  let b: TestShopper;
  beforeAll(async () => {
    t = await createTestApp(engine, { products: 50 });
    a = await shopperWithPet(t, 'pets-a@example.com', 'Rex');
    b = await shopperWithPet(t, 'pets-b@example.com', 'Tigger');
  });
  afterAll(() => t.close());

  const addPet = (headers: Record<string, string>, payload?: unknown) =>
    injectChecked(t.app, { method: 'POST', url: '/api/account/pets/add/', headers, payload: payload as object }, addPetResponseSchema);
  const petsOf = (userId: number) => t.database.db.selectFrom('pets').select(['id', 'name', 'species']).where('user_id', '=', userId).orderBy('id').execute();

  it('saves a new pet, which can then be chosen when adding to the cart', async () => {
    const response = await addPet(a.headers, { name: '  Pixel  ', code: 'cats' });
    expect(response.statusCode).toBe(200);
    const pet = addPetResponseSchema.parse(response.json());
    expect(pet).toMatchObject({ name: 'Pixel', code: 'cats' });
    expect(await petsOf(a.userId)).toContainEqual({ id: pet.id, name: 'Pixel', species: 'cats' });

    const [product] = await plainProducts(t.database.db, 1);
    const api = cartApi(t, a.headers);
    const cart = api.cart(await api.add({ productId: product!.id, petId: pet.id, quantity: 1 }));
    expect(cart.cart!.items[0]).toMatchObject({ petId: pet.id, petName: 'Pixel' });
  });

  it('accepts id 0 or null as "new" and renames an own pet by its id', async () => {
    expect((await addPet(a.headers, { id: 0, name: 'Zero', code: 'birds' })).statusCode).toBe(200);
    expect((await addPet(a.headers, { id: null, name: 'Null', code: 'fish' })).statusCode).toBe(200);
    const renamed = await addPet(a.headers, { id: a.petId, name: 'Rexy', code: 'dogs' });
    expect(renamed.json()).toEqual({ id: a.petId, name: 'Rexy', code: 'dogs' });
  });

  it.each([
    ['no body', undefined, 'pet_name_required', 'Please select or enter Pet Name'],
    ['no name', { code: 'dogs' }, 'pet_name_required', 'Please select or enter Pet Name'],
    ['a blank name', { name: '   ', code: 'dogs' }, 'pet_name_required', 'Please select or enter Pet Name'],
    ['a name of 51 characters', { name: 'x'.repeat(51), code: 'dogs' }, 'pet_name_too_long', 'Pet name must be at most 50 characters'],
    ['an unknown species', { name: 'Nemo', code: 'dragons' }, 'invalid_pet_type', 'Please choose the type of pet'],
    ['no species', { name: 'Nemo' }, 'invalid_pet_type', 'Please choose the type of pet'],
    ['a text id', { id: 'abc', name: 'Nemo', code: 'fish' }, 'validation', undefined],
  ])('refuses %s with 400 and saves nothing', async (_name, payload, code, message) => {
    const before = await petsOf(a.userId);
    const response = await addPet(a.headers, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ isSuccess: false, code, ...(message ? { message } : {}) });
    expect(await petsOf(a.userId)).toEqual(before);
  });

  it("answers 404 for another shopper's pet and leaves it as it was", async () => {
    const before = await petsOf(b.userId);
    const response = await addPet(a.headers, { id: b.petId, name: 'Stolen', code: 'cats' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'pet_not_found' });
    expect(await petsOf(b.userId)).toEqual(before);
  });

  it('answers 401 without a signed-in shopper', async () => {
    expect((await addPet({}, { name: 'Anon', code: 'dogs' })).statusCode).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountPrescriptionsResponseSchema, COMMENT_TOO_LONG_MESSAGE, requestRenewalResponseSchema } from '../../../contracts/account-prescriptions';
import { COMMENT_MAX, RX_STATUS } from '../../../domain/constants';
import { DAY_MS } from '../../../domain/time';
import { addPet, cartApi, shopperWithPet, type TestShopper } from '../../shop/cart/cart-test-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';

describe.each(testEngines())('"My prescriptions" API and the cart\'s requests on %s', (engine) => {
  let t: TestApp;
  let a: TestShopper;
  let b: TestShopper;
  let approval: { id: number; familyId: number };
  let other: { id: number; familyId: number };

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 200 });
    a = await shopperWithPet(t, 'myrx-a@example.com', 'Rex');
    b = await shopperWithPet(t, 'myrx-b@example.com', 'Tigger');
    const rows = await t.database.db
      .selectFrom('products')
      .select(['id', 'family_id'])
      .where((eb) => eb.or([eb('is_approval_required', '=', 1), eb('is_prescription_product', '=', 1)]))
      .where('is_in_stock', '=', 1)
      .where('is_long_term_backorder', '=', 0)
      .where('is_bulk_item', '=', 0)
      .where('allow_browsing', '=', 1)
      .orderBy('id')
      .execute();
    const families = [...new Map(rows.map((r) => [r.family_id, r])).values()];
    expect(families.length, 'the catalogue has two prescription families').toBeGreaterThanOrEqual(2);
    approval = { id: families[0]!.id, familyId: families[0]!.family_id };
    other = { id: families[1]!.id, familyId: families[1]!.family_id };
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const rxRows = (userId: number) =>
    db().selectFrom('prescriptions').select(['id', 'pet_id', 'family_id', 'rx_status_id', 'product_id', 'requested_quantity', 'client_note', 'renewal_of_id'])
      .where('user_id', '=', userId).orderBy('id').execute();
  const insertRx = async (values: { userId: number; petId: number; familyId: number; status: number; expiresAt?: string | null; refills?: number; remaining?: number; productId?: number | null }) =>
    (await db().insertInto('prescriptions').values({
      user_id: values.userId, pet_id: values.petId, family_id: values.familyId, rx_status_id: values.status, quantity: 4,
      refill_quantity: values.refills ?? 2, refill_quantity_remaining: values.remaining ?? 1, vet_name: 'Dr. Vet', expires_at: values.expiresAt ?? null,
      created_at: new Date(Date.now() - 400 * DAY_MS).toISOString(), product_id: values.productId ?? null, decided_at: new Date(Date.now() - 399 * DAY_MS).toISOString(),
    }).returning('id').executeTakeFirstOrThrow()).id;
  const list = async (headers: Record<string, string>) =>
    accountPrescriptionsResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/account/prescriptions', headers })).json());
  const renew = (headers: Record<string, string>, id: number | string, payload: unknown = { note: '' }) =>
    t.app.inject({ method: 'POST', url: `/api/account/prescriptions/${id}/renewal`, headers, payload: payload as object });

  it('adding a prescription product to the cart sends one request per pet and family to the clinic, never twice', async () => {
    const api = cartApi(t, a.headers);
    await api.add({ productId: approval.id, petId: a.petId, quantity: 2 });
    await api.add({ productId: approval.id, petId: a.petId, quantity: 1 });
    const mine = (await rxRows(a.userId)).filter((r) => r.family_id === approval.familyId && r.pet_id === a.petId);
    expect(mine).toEqual([expect.objectContaining({ rx_status_id: RX_STATUS.notValidated, product_id: approval.id, requested_quantity: 2, client_note: '', renewal_of_id: null })]);
    // Another pet is another request.
    const second = await addPet(db(), a.userId, 'Second');
    await api.add({ productId: approval.id, petId: second, quantity: 1 });
    expect((await rxRows(a.userId)).filter((r) => r.family_id === approval.familyId)).toHaveLength(2);
    const view = await list(a.headers);
    expect(view.pets.find((p) => p.petId === a.petId)?.prescriptions[0]).toMatchObject({
      status: 'requested', familyId: approval.familyId, productId: approval.id, requestedQuantity: 2, canRequestRenewal: false, approvedAt: null,
    });
    await api.clear();
  });

  it('sends no request when the pet has an approved prescription, nor for a product without prescription', async () => {
    const pet = await addPet(db(), a.userId, 'Approved');
    await insertRx({ userId: a.userId, petId: pet, familyId: approval.familyId, status: RX_STATUS.validated, expiresAt: new Date(Date.now() + 100 * DAY_MS).toISOString() });
    const before = await rxRows(a.userId);
    const api = cartApi(t, a.headers);
    await api.add({ productId: approval.id, petId: pet, quantity: 1 });
    const plain = await db().selectFrom('products').select('id').where('is_approval_required', '=', 0).where('is_prescription_product', '=', 0)
      .where('is_in_stock', '=', 1).where('is_long_term_backorder', '=', 0).orderBy('id').executeTakeFirstOrThrow();
    await api.add({ productId: plain.id, petId: pet, quantity: 1 });
    expect(await rxRows(a.userId)).toEqual(before);
    await api.clear();
  });

  it('reads statuses in shopper words: approved, expired by date or used up, denied', async () => {
    const pet = await addPet(db(), a.userId, 'Statuses');
    const approved = await insertRx({ userId: a.userId, petId: pet, familyId: approval.familyId, status: RX_STATUS.validated, expiresAt: new Date(Date.now() + 30 * DAY_MS).toISOString() });
    const byDate = await insertRx({ userId: a.userId, petId: pet, familyId: other.familyId, status: RX_STATUS.validated, expiresAt: new Date(Date.now() - DAY_MS).toISOString() });
    const usedUp = await insertRx({ userId: a.userId, petId: pet, familyId: other.familyId, status: RX_STATUS.validated, refills: 2, remaining: 0, expiresAt: new Date(Date.now() + 30 * DAY_MS).toISOString() });
    const denied = await insertRx({ userId: a.userId, petId: pet, familyId: other.familyId, status: RX_STATUS.cancelled });
    const rxs = (await list(a.headers)).pets.find((p) => p.petId === pet)!.prescriptions;
    const status = (id: number) => rxs.find((r) => r.id === id);
    expect(status(approved)).toMatchObject({ status: 'approved', canRequestRenewal: false, vetName: 'Dr. Vet', refillQuantityRemaining: 1 });
    expect(status(approved)?.approvedAt).not.toBeNull();
    expect(status(byDate)).toMatchObject({ status: 'expired', canRequestRenewal: true });
    // issue 24 item 12: used up before its date says so, never "expired" beside a future date.
    expect(status(usedUp)).toMatchObject({ status: 'usedUp', canRequestRenewal: true });
    expect(status(denied)).toMatchObject({ status: 'denied', canRequestRenewal: false, approvedAt: null });
  });

  it('renews an expired prescription once, with the note; a second request is refused while the first waits', async () => {
    const pet = await addPet(db(), a.userId, 'Renewal');
    const expired = await insertRx({ userId: a.userId, petId: pet, familyId: other.familyId, status: RX_STATUS.validated, expiresAt: new Date(Date.now() - DAY_MS).toISOString(), productId: other.id });
    const response = await renew(a.headers, expired, { note: '  Same dose as last year, please.  ' });
    expect(response.statusCode).toBe(200);
    const created = requestRenewalResponseSchema.parse(response.json()).prescription;
    expect(created).toMatchObject({ status: 'requested', renewalOfId: expired, clientNote: 'Same dose as last year, please.', productId: other.id, requestedQuantity: 4 });
    const rows = await rxRows(a.userId);
    expect(rows.find((r) => r.id === created.id)).toMatchObject({ rx_status_id: RX_STATUS.notValidated, pet_id: pet, family_id: other.familyId, renewal_of_id: expired });

    const again = await renew(a.headers, expired);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'renewal_pending' });
    expect(await rxRows(a.userId)).toEqual(rows);
    const view = (await list(a.headers)).pets.find((p) => p.petId === pet)!.prescriptions.find((r) => r.id === expired);
    expect(view).toMatchObject({ canRequestRenewal: false, renewalPending: true });
  });

  it('refuses to renew an approved prescription, and a note over the limit with the spec message', async () => {
    const pet = await addPet(db(), a.userId, 'NoRenew');
    const approved = await insertRx({ userId: a.userId, petId: pet, familyId: other.familyId, status: RX_STATUS.validated, expiresAt: new Date(Date.now() + 30 * DAY_MS).toISOString() });
    const before = await rxRows(a.userId);
    const refused = await renew(a.headers, approved);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'renewal_not_allowed' });
    const expired = await insertRx({ userId: a.userId, petId: pet, familyId: approval.familyId, status: RX_STATUS.expired });
    const afterInsert = await rxRows(a.userId);
    expect(afterInsert.length).toBe(before.length + 1);
    const long = await renew(a.headers, expired, { note: 'x'.repeat(COMMENT_MAX + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(`note: ${COMMENT_TOO_LONG_MESSAGE}`);
    expect(await rxRows(a.userId)).toEqual(afterInsert);
  });

  it("answers 404 for another shopper's prescription and changes nothing; lists only one's own", async () => {
    const theirs = await insertRx({ userId: b.userId, petId: b.petId, familyId: other.familyId, status: RX_STATUS.expired });
    const before = await rxRows(b.userId);
    const response = await renew(a.headers, theirs);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'prescription_not_found' });
    expect(await rxRows(b.userId)).toEqual(before);
    expect((await list(a.headers)).pets.map((p) => p.petName)).not.toContain('Tigger');
    expect((await renew({}, theirs)).statusCode).toBe(401);
    expect((await renew(a.headers, 'abc')).statusCode).toBe(400);
  });
});

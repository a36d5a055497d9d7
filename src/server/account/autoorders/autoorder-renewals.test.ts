import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RX_STATUS } from '../../../domain/constants';
import { DEMO_SHOPPER } from '../../db/seed';
import { createShopper } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';
import { runRenewals } from '../prescriptions';
import { askRenewalsFor } from './autoorder-prescriptions';

/** Issue 28: an AutoOrder that needs the prescription asks for the renewal before its last refill, through the daily job's path. */
const DAY = 86_400_000;

describe.each(testEngines())('an AutoOrder asks for the renewal on %s', (engine) => {
  let t: TestApp;
  let clinicId: number;
  let familyId: number;
  let productId: number;
  let n = 0;
  const db = () => t.database.db;
  const iso = (ms: number) => new Date(Date.now() + ms).toISOString();
  const tasksOf = (rxId: number) => db().selectFrom('prescription_renewals').selectAll().where('prescription_id', '=', rxId).execute();
  const mails = (email: string, kind: string) => db().selectFrom('email_outbox').select(['subject', 'body_text']).where('to_address', '=', email).where('kind', '=', kind).execute();

  async function client(rx: { expiresAt: string | null; refills: number; remaining: number }) {
    const email = `ao-renew-${engine}-${++n}@example.com`;
    const userId = await createShopper(db(), { email, password: DEMO_SHOPPER.password, clinicId });
    const pet = await db().insertInto('pets').values({ user_id: userId, name: 'Rex', species: 'dogs', is_deleted: 0, created_at: new Date().toISOString() })
      .returning('id').executeTakeFirstOrThrow();
    const row = await db().insertInto('prescriptions').values({
      user_id: userId, pet_id: pet.id, family_id: familyId, product_id: productId, rx_status_id: RX_STATUS.validated, quantity: 2,
      refill_quantity: rx.refills, refill_quantity_remaining: rx.remaining, vet_name: 'Dr. Test', expires_at: rx.expiresAt, created_at: new Date().toISOString(),
    }).returning('id').executeTakeFirstOrThrow();
    return { userId, email, petId: pet.id, rxId: row.id };
  }

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 50 });
    clinicId = (await db().selectFrom('users').select('clinic_id').where('email', '=', DEMO_SHOPPER.email).executeTakeFirstOrThrow()).clinic_id;
    const rx = await db().selectFrom('products').select(['id', 'family_id']).where('is_prescription_product', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    familyId = rx.family_id;
    productId = rx.id;
  });
  afterAll(() => t.close());

  it("the check after an order makes the task and the reminder of a prescription on its last refill, once", async () => {
    const c = await client({ expiresAt: iso(300 * DAY), refills: 2, remaining: 1 });
    const items = [{ productId, petId: c.petId }];
    await db().transaction().execute((trx) => askRenewalsFor(trx, c.userId, items, 'http://shop.test', new Date()));
    await db().transaction().execute((trx) => askRenewalsFor(trx, c.userId, items, 'http://shop.test', new Date()));
    const tasks = await tasksOf(c.rxId);
    expect(tasks).toMatchObject([{ source: 'autoorder', reason: 'lastRefill' }]);
    expect(await mails(c.email, 'rx_renewal_reminder')).toHaveLength(1);
    await runRenewals(db(), 'http://shop.test', new Date());
    expect(await tasksOf(c.rxId)).toHaveLength(1);
  });

  it('a prescription with refills to spare and a far expiry asks for nothing', async () => {
    const c = await client({ expiresAt: iso(300 * DAY), refills: 5, remaining: 4 });
    await db().transaction().execute((trx) => askRenewalsFor(trx, c.userId, [{ productId, petId: c.petId }], 'http://shop.test', new Date()));
    expect(await tasksOf(c.rxId)).toEqual([]);
  });
});

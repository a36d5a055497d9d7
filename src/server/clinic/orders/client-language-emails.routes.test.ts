import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderMoveResponseSchema } from '../../../contracts/clinic';
import { frenchTextProblems } from '../../../domain/french-text';
import { DEMO_SHOPPER, DEMO_STAFF } from '../../db/seed';
import { injectChecked } from '../../testing/contract-inject';
import { createShopper, insertOrder } from '../../testing/fixtures';
import { createTestApp, signInAs, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';

const PASSWORD = DEMO_SHOPPER.password;
const FRENCH_SHOPPER = 'cliente.francophone@example.com';

/**
 * Issue 24 item 20: the cancellation and tracking emails are in the shopper's language, whichever
 * page the action came from. Here the clinic's staff work in English (their page, their account) and
 * the shopper reads French: her emails are French, as Quebec writes it.
 */
describe.each(testEngines())("the clinic's moves email the shopper in her language on %s", (engine) => {
  let t: TestApp;
  let englishStaff: Record<string, string>;
  let shopper: { userId: number; clinicId: number; productId: number };

  const db = () => t.database.db;
  const move = (orderId: number, body: object) =>
    injectChecked(t.app, { method: 'POST', url: `/api/clinic/orders/${orderId}/move`, headers: englishStaff, payload: body }, orderMoveResponseSchema);
  const lastEmailTo = (address: string) =>
    db().selectFrom('email_outbox').select(['subject', 'body_text']).where('to_address', '=', address).orderBy('id', 'desc').executeTakeFirstOrThrow();
  const newOrder = () => insertOrder(db(), { userId: shopper.userId, clinicId: shopper.clinicId, status: 'validated', productId: shopper.productId, petId: null, requiresApproval: false });

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 40 });
    const staffRow = await db().selectFrom('users').select(['id', 'clinic_id']).where('email', '=', DEMO_STAFF.staff.email).executeTakeFirstOrThrow();
    await db().updateTable('users').set({ language: 'en' }).where('id', '=', staffRow.id).execute();
    const userId = await createShopper(db(), { email: FRENCH_SHOPPER, password: PASSWORD, clinicId: staffRow.clinic_id });
    await db().updateTable('users').set({ language: 'fr', first_name: 'Gabrielle' }).where('id', '=', userId).execute();
    const plain = await db().selectFrom('products').select('id').where('is_prescription_product', '=', 0).where('is_approval_required', '=', 0)
      .orderBy('id').executeTakeFirstOrThrow();
    shopper = { userId, clinicId: staffRow.clinic_id, productId: plain.id };
    const signedIn = await signInAs(t.app, DEMO_STAFF.staff.email, PASSWORD);
    // The staff member's page is in English: its cookie and its browser say so.
    englishStaff = { ...signedIn.headers, cookie: `${signedIn.cookie}; lang=en`, 'accept-language': 'en-CA,en;q=0.9' };
  });
  afterAll(() => t.close());

  it('a cancellation from the English portal reaches the French shopper in French', async () => {
    const order = await newOrder();
    const response = await move(order.id, { move: 'cancel', reason: 'Produit retiré par le fabricant' });
    expect(response.statusCode).toBe(200);
    const email = await lastEmailTo(FRENCH_SHOPPER);
    expect(email.subject).toBe(`Votre commande ${order.orderNumber} est annulée`);
    expect(email.body_text).toContain('Votre clinique l’a annulée.');
    expect(email.body_text).toContain('Raison\u202f: Produit retiré par le fabricant');
    expect(email.body_text).not.toMatch(/Your order|Hello|Reason:/);
    expect([email.subject, email.body_text].flatMap((part) => frenchTextProblems(part))).toEqual([]);
  });

  it('the tracking email of an order shipped from the English portal is French too', async () => {
    const order = await newOrder();
    const response = await move(order.id, { move: 'ship', carrier: 'canada_post', trackingNumber: '7023 1234 5678' });
    expect(response.statusCode).toBe(200);
    const email = await lastEmailTo(FRENCH_SHOPPER);
    expect(email.subject).toBe(`Votre commande ${order.orderNumber} est expédiée`);
    expect(email.body_text).toContain('Postes Canada');
    expect(email.body_text).toContain('numéro de suivi 7023 1234 5678');
    expect(email.body_text).not.toMatch(/Your order|Canada Post|Hello/);
    expect([email.subject, email.body_text].flatMap((part) => frenchTextProblems(part))).toEqual([]);
  });
});

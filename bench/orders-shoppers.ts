import { randomBytes } from 'node:crypto';
import type { DatabaseHandle } from '../src/server/db/database';
import { DEMO_SHOPPER } from '../src/server/db/seed';
import { createShopper } from '../src/server/testing/fixtures';

/**
 * Shoppers for bench/orders.ts: accounts written into the database (at the demo shopper's clinic),
 * everything else through the public API as the web does it: sign-in, token, pet, home address, a
 * tokenized sandbox card with a passed human check.
 */
export interface BenchShopper {
  email: string;
  headers: Record<string, string>;
  petId: number;
}

const PASSWORD = 'Bench-orders-pass-1';
const HOME = { locationName: 'Home', street1: '100 Elgin Street', street2: '', city: 'Ottawa', state: 'ON', zipCode: 'K1P 5K8' };

export async function call<T>(base: string, path: string, init: { method?: string; headers?: Record<string, string>; body?: unknown } = {}): Promise<{ status: number; json: T; response: Response }> {
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? 'POST',
    headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : null) as T, response };
}

async function expectOk<T>(label: string, pending: Promise<{ status: number; json: T }>): Promise<T> {
  const { status, json } = await pending;
  if (status !== 200) throw new Error(`${label}: ${status} ${JSON.stringify(json)}`);
  return json;
}

export async function createBenchShoppers(database: DatabaseHandle, base: string, count: number): Promise<BenchShopper[]> {
  const demo = await database.db.selectFrom('users').select('clinic_id').where('email', '=', DEMO_SHOPPER.email).executeTakeFirstOrThrow();
  const run = randomBytes(4).toString('hex');
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const email = `bench-${run}-${i}@example.com`;
      await createShopper(database.db, { email, password: PASSWORD, clinicId: demo.clinic_id });
      const logon = await call(base, '/Account/Logon', { body: { email, password: PASSWORD } });
      if (logon.status !== 200) throw new Error(`sign-in: ${logon.status} ${JSON.stringify(logon.json)}`);
      const cookie = logon.response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
      const token = await expectOk<{ accessToken: string }>('token', call(base, '/Account/GetToken', { headers: { cookie } }));
      const headers = { authorization: `Bearer ${token.accessToken}` };
      const pet = await expectOk<{ id: number }>('pet', call(base, '/api/account/pets/add/', { headers, body: { name: 'Rex', code: 'dogs' } }));
      await expectOk('address', call(base, '/api/account/addresses/add/', { headers, body: HOME }));
      const card = await expectOk<{ token: string }>('tokenize', call(base, '/sandbox/payments/tokenize', {
        body: { number: '4242424242424242', expiryMonth: 12, expiryYear: new Date().getFullYear() + 2, cvd: '123' },
      }));
      const check = await expectOk<{ returnObject: { humanCheckToken: string } }>('human check', call(base, '/api/account/VerifyRecaptchaToken/', {
        headers, body: { response: 'bench-v3-token', isV2: false },
      }));
      await expectOk('card', call(base, '/api/account/paymentMethod/add/?updateCart=true', {
        headers, body: { token: card.token, cardHolder: 'Bench Shopper', humanCheckToken: check.returnObject.humanCheckToken },
      }));
      return { email, headers, petId: pet.id };
    }),
  );
}

/**
 * Plain products every shopper can order for home delivery (no prescription, approval, offer,
 * bulk, quantity limit or pickup-only rule), given stock that never runs out during a run.
 */
export async function stockedPlainProducts(database: DatabaseHandle, count: number): Promise<number[]> {
  const rows = await database.db
    .selectFrom('products')
    .select('id')
    .where('is_in_stock', '=', 1)
    .where('is_long_term_backorder', '=', 0)
    .where('is_prescription_product', '=', 0)
    .where('is_approval_required', '=', 0)
    .where('is_bulk_item', '=', 0)
    .where('is_clinic_pickup_only', '=', 0)
    .where('max_quantity_restriction_per_order', '=', 0)
    .where('id', 'not in', (eb) => eb.selectFrom('promotion_group_products').select('product_id'))
    .orderBy('id')
    .limit(count)
    .execute();
  const ids = rows.map((r) => r.id);
  await database.db.updateTable('products').set({ stock_quantity: 10_000_000 }).where('id', 'in', ids).execute();
  return ids;
}

/** One shopper's turn: put a product in the cart, then place the order. */
export async function addAndPlace(base: string, shopper: BenchShopper, productId: number): Promise<{ placeStatus: number; placeMs: number }> {
  const added = await call(base, '/api/cart/item/', { headers: shopper.headers, body: { productId, petId: shopper.petId, quantity: 1 } });
  if (added.status !== 200) return { placeStatus: -added.status, placeMs: 0 };
  const started = performance.now();
  const placed = await call(base, '/api/cart/placeOrder/', {
    headers: shopper.headers,
    body: { checkoutId: randomBytes(12).toString('hex'), createNewAutoOrderSubscription: false, orderShippingOptions: { '1': 'standard' } },
  });
  return { placeStatus: placed.status, placeMs: performance.now() - started };
}

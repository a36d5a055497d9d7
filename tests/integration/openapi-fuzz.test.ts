import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givePasscode } from '../../src/server/clinic/clinic-test-fixtures';
import { createTestApp, signInAs, type TestApp } from '../../src/server/testing/test-app';
import { DEMO_DISTRIBUTOR_USER, DEMO_SHOPPER, DEMO_SITE_ADMIN, DEMO_STAFF } from '../../src/server/db/seed';
import { testEngines } from '../../src/server/testing/test-database';
import {
  encodeParameter, operationsOf, requestOf, validValue, withControlCharacter, type FuzzRequest, type JsonSchema, type Operation,
} from './openapi-arbitraries';
import { installWriteLog, type WriteLog } from './write-log';

/**
 * Generated requests over the whole API (issue 10 §5), on each engine: every route of the OpenAPI
 * document (`GET /api/docs`), every parameter and body field, with values of the wrong type,
 * extremes, control characters and huge strings, as a visitor and as the signed-in demo shopper.
 * No answer is a 5xx, and a refused request (4xx) writes nothing. Each text field refuses control
 * characters with a 400 naming it. FUZZ_RUNS and FUZZ_SEED change how many requests and which.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
/** Each run sends RUNS requests to every route: the time grows with the API, not with a defect. */
const FUZZ_TIMEOUT_MS = 180_000;
const SEED = Number(process.env.FUZZ_SEED ?? 20261210);

/** Signing out would end the shopper's session for the rest of the test: those run as a visitor only. */
const ENDS_THE_SESSION = new Set(['POST /Account/Logoff', 'GET /logout']);

/**
 * A wrong password given for a passcode page is a refusal that is recorded (counted and audited,
 * issue 28), and the fifth signs the session out: as staff it is left to its own tests
 * (clinic/passcode/passcode.routes.test.ts); as a visitor it is refused before reading input.
 */
const RECORDS_A_WRONG_PASSWORD = new Set(['POST /api/clinic/passcode']);

/** Fields whose refusal the spec words itself (cc §8): the code names the field instead of the message. */
const FIELD_CODES: Record<string, string> = { couponCode: 'invalid_coupon_code' };

/** Routes only a clinic admin reaches (issue 17): their fields are checked as the demo clinic admin. */
const ADMIN_PATHS = ['/api/clinic/settings', '/api/clinic/staff', '/api/clinic/audit', '/api/clinic/coupons', '/api/clinic/reports', '/api/clinic/settlement', '/api/clinic/invoices',
  // Issue 27: a custom payment's refund is the admin's (its other routes are any staff member's).
  '/api/clinic/custom-payments/{paymentId}/refunds',
  // Issue 27: defining a wellness plan and refunding a plan payment are the admin's (the admin is staff for the rest).
  '/api/clinic/wellness-plans', '/api/clinic/wellness-payments'];

let address = 0;
/** Each request from its own address, so per-address rate limits do not answer in place of the route. */
const nextAddress = () => `10.${(++address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;

describe.each(testEngines())('generated requests over the OpenAPI document on %s', (engine) => {
  let t: TestApp;
  let operations: Operation[];
  let shopper: Record<string, string>;
  /** The clinic portal's routes (issue 16) refuse shoppers before reading input: their fields are checked as staff. */
  let staff: Record<string, string>;
  /** The clinic admin's routes (issue 17: settings, staff, audit) refuse other staff before reading input. */
  let admin: Record<string, string>;
  /** The platform's routes (issue 25) refuse everyone but site administrators before reading input. */
  let siteAdmin: Record<string, string>;
  /** The sandbox distributor's portal (issue 25) refuses everyone but the distributor's people. */
  let distributorPerson: Record<string, string>;
  let writes: WriteLog;

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 60 });
    operations = operationsOf((await t.app.inject({ method: 'GET', url: '/api/docs' })).json());
    shopper = (await signInAs(t.app)).headers;
    staff = (await signInAs(t.app, DEMO_STAFF.veterinarian.email, DEMO_SHOPPER.password)).headers;
    admin = (await signInAs(t.app, DEMO_STAFF.admin.email, DEMO_SHOPPER.password)).headers;
    // The statements are passcode pages (issue 28): their input is checked behind the passcode.
    await givePasscode(t.app, admin, DEMO_SHOPPER.password);
    siteAdmin = (await signInAs(t.app, DEMO_SITE_ADMIN.email, DEMO_SHOPPER.password)).headers;
    distributorPerson = (await signInAs(t.app, DEMO_DISTRIBUTOR_USER.email, DEMO_SHOPPER.password)).headers;
    // The email worker marks sent emails in the background; refused requests must not queue any.
    writes = await installWriteLog(t.database.db, engine, { ignoreUpdates: ['email_outbox'] });
  });
  afterAll(() => t.close());

  async function send(request: FuzzRequest, headers: Record<string, string>): Promise<LightMyRequestResponse> {
    const { method, url } = request;
    const remoteAddress = nextAddress();
    if (request.raw !== undefined) {
      return t.app.inject({ method: method as 'POST', url, remoteAddress, headers: { ...headers, 'content-type': 'application/json' }, payload: request.raw });
    }
    return t.app.inject({ method: method as 'POST', url, remoteAddress, headers, ...(request.payload === undefined ? {} : { payload: request.payload as object }) });
  }

  const describeRequest = (request: FuzzRequest, response: LightMyRequestResponse) =>
    `${request.method} ${request.url.slice(0, 300)} ${JSON.stringify(request.payload ?? request.raw ?? null)?.slice(0, 300)} → ${response.statusCode} ${response.body.slice(0, 300)}`;

  /** Sends one request: never a 5xx; a refusal leaves every table as it was. */
  async function sendAndCheck(request: FuzzRequest, headers: Record<string, string>): Promise<LightMyRequestResponse> {
    const before = await writes.count();
    const response = await send(request, headers);
    expect(response.statusCode, describeRequest(request, response)).toBeLessThan(500);
    if (response.statusCode >= 400 && (await writes.count()) !== before) {
      const written = await writes.tablesSince(before);
      expect(written, `a refused request wrote: ${describeRequest(request, response)}`).toEqual([]);
    }
    return response;
  }

  async function fuzz(ops: Operation[], headers: Record<string, string>) {
    for (const op of ops) {
      await fc.assert(fc.asyncProperty(requestOf(op), async (request) => {
        await sendAndCheck(request, headers);
      }), { numRuns: RUNS, seed: SEED, endOnFailure: true });
    }
  }

  it('answers every route without a server error, and a refusal writes nothing: a visitor', async () => {
    expect(operations.length).toBeGreaterThan(40);
    await fuzz(operations, {});
  }, FUZZ_TIMEOUT_MS);

  it('answers every clinic portal route without a server error, and a refusal writes nothing: a veterinarian', async () => {
    const clinic = operations.filter((op) => op.path.startsWith('/api/clinic/') && !RECORDS_A_WRONG_PASSWORD.has(`${op.method} ${op.path}`));
    expect(clinic.length).toBeGreaterThan(8);
    await fuzz(clinic, staff);
  }, FUZZ_TIMEOUT_MS);

  it('answers every platform route without a server error, and a refusal writes nothing: a site administrator', async () => {
    const platform = operations.filter((op) => op.path.startsWith('/api/platform/'));
    expect(platform.length).toBeGreaterThan(2);
    await fuzz(platform, siteAdmin);
  }, FUZZ_TIMEOUT_MS);

  it('answers every distributor portal route without a server error, and a refusal writes nothing: a distributor person', async () => {
    const portal = operations.filter((op) => op.path.startsWith('/api/platform/distributor/'));
    expect(portal.length).toBeGreaterThan(4);
    await fuzz(portal, distributorPerson);
  });

  it('answers every route without a server error, and a refusal writes nothing: the signed-in demo shopper', async () => {
    await fuzz(operations.filter((op) => !ENDS_THE_SESSION.has(`${op.method} ${op.path}`)), shopper);
    // Still signed in: the run exercised the shopper's routes, not a sign-in page.
    expect((await t.app.inject({ method: 'GET', url: '/api/account/me', headers: shopper })).json()).toMatchObject({ shopper: { email: 'demo@example.com' } });
  }, FUZZ_TIMEOUT_MS);

  /** The text fields of an operation: its string parameters and the string fields of its body (one level into objects). */
  function textFields(op: Operation): { where: 'path' | 'query' | 'body'; name: string; path: string[]; schema: JsonSchema }[] {
    const isText = (s: JsonSchema) => s.type === 'string' && !s.enum || (s.anyOf ?? []).some((a) => a.type === 'string' && !a.enum);
    const fields: ReturnType<typeof textFields> = op.parameters
      .filter((p) => (p.in === 'path' || p.in === 'query') && isText(p.schema))
      .map((p) => ({ where: p.in as 'path' | 'query', name: p.name, path: [p.name], schema: p.schema }));
    for (const [name, schema] of Object.entries(op.body?.properties ?? {})) {
      if (isText(schema)) fields.push({ where: 'body', name, path: [name], schema });
      for (const [inner, innerSchema] of Object.entries(schema.properties ?? {})) {
        if (isText(innerSchema)) fields.push({ where: 'body', name: `${name}.${inner}`, path: [name, inner], schema: innerSchema });
      }
    }
    return fields;
  }

  it('refuses a control character in any text field with a 400 naming the field, and writes nothing', async () => {
    let checked = 0;
    for (const op of operations.filter((o) => !ENDS_THE_SESSION.has(`${o.method} ${o.path}`))) {
      for (const field of textFields(op)) {
        const body = op.body ? fc.sample(validValue(op.body, 0, true), { numRuns: 1, seed: SEED })[0] as Record<string, unknown> : undefined;
        const values = withControlCharacter(fc.string({ maxLength: 8 }), { surrogates: field.where === 'body', multiLine: field.schema['x-multi-line'] === true });
        await fc.assert(fc.asyncProperty(values, async (value) => {
          let url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => (name === field.name ? encodeParameter(value) : '1'));
          if (field.where === 'query') url += `?${encodeURIComponent(field.name)}=${encodeParameter(value)}`;
          let payload: unknown = body;
          if (field.where === 'body') {
            payload = structuredClone(body ?? {});
            let target = payload as Record<string, unknown>;
            for (const key of field.path.slice(0, -1)) {
              if (typeof target[key] !== 'object' || target[key] === null) target[key] = {};
              target = target[key] as Record<string, unknown>;
            }
            target[field.path.at(-1)!] = value;
          }
          const headers = ADMIN_PATHS.some((p) => op.path.startsWith(p)) ? admin : op.path.startsWith('/api/clinic/') ? staff
            : op.path.startsWith('/api/platform/distributor/') ? distributorPerson : op.path.startsWith('/api/platform/') ? siteAdmin : shopper;
          const response = await sendAndCheck({ method: op.method, url, payload }, headers);
          const context = `${op.method} ${op.path} ${field.name}=${JSON.stringify(value)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
          expect(response.statusCode, context).toBe(400);
          const answer = response.json<{ code: string; message: string }>();
          if (FIELD_CODES[field.name]) expect(answer.code, context).toBe(FIELD_CODES[field.name]);
          else expect(answer.message, context).toContain(field.name);
        }), { numRuns: 3, seed: SEED, endOnFailure: true });
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(40);
  }, FUZZ_TIMEOUT_MS);

  it.each([
    ['/api/prods/details/2147483648', 'id'],
    ['/api/prods/promo/2147483648', 'promoId'],
    ['/api/cart/item/2147483648/getPromoProductChoices/', 'id'],
    ['/api/account/favourites/add/?productId=2147483648', 'productId'],
  ])('refuses an id beyond the database column (%s) with a 400 naming it', async (url, field) => {
    const response = await sendAndCheck({ method: url.includes('favourites') ? 'POST' : 'GET', url }, shopper);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(field);
  });

  it.each([
    ['a pet name', '/api/account/pets/add/', { name: 'Rex\u0000', code: 'dogs' }, 'name'],
    ['an address', '/api/account/addresses/add/', { locationName: 'Home', street1: '100 Elgin\u0000 Street', city: 'Ottawa', state: 'ON', zipCode: 'K1P 5K8' }, 'street1'],
    ['a card holder', '/api/account/paymentMethod/add/', { token: 'tok_x', cardHolder: 'Alex\u0000 Martin', humanCheckToken: 'x' }, 'cardHolder'],
    ['a typed-in clinic', '/api/account/register/', {
      firstName: 'Alex', lastName: 'Martin', email: 'nul-clinic@example.com', phone: '613-555-0101', provinceId: 'ON',
      clinicSearchOption: 'manualEntry', clinicInfo: { id: -1, practiceName: 'Maple\u0000 Vet', addressCity: 'Ottawa', clinicPhone: '613-555-0102' },
    }, 'clinicInfo.practiceName'],
  ])('refuses U+0000 in %s with a 400 naming the field, and saves nothing', async (_, url, payload, field) => {
    const response = await sendAndCheck({ method: 'POST', url, payload }, shopper);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(field);
  });
});

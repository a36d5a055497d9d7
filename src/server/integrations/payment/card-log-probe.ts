/**
 * Run by card-logging.test.ts in a child process: the real app at log level trace, whose log lines
 * (pino writes straight to stdout) the test reads. Sends cards to the tokenization endpoint in
 * every shape, good and bad, then adds one as a saved card and places an order with it.
 */
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { seedDemoData, DEMO_SHOPPER } from '../../db/seed';
import { createTestDatabase } from '../../testing/test-database';
import { SANDBOX_TEST_CARDS } from './sandbox-cards';

const database = await createTestDatabase('sqlite');
await seedDemoData(database.db, { products: 30 });
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'trace', SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000' });
const app = await buildApp({ config, db: database.db, webRoot: '/nonexistent-web-root' });
await app.ready();

const year = new Date().getFullYear() + 2;
const tokenize = (payload: string) =>
  app.inject({ method: 'POST', url: '/sandbox/payments/tokenize', headers: { 'content-type': 'application/json' }, payload });
let token = '';
for (const number of Object.values(SANDBOX_TEST_CARDS)) {
  const response = await tokenize(JSON.stringify({ number, expiryMonth: 12, expiryYear: year, cvd: number.startsWith('3') ? '1234' : '123' }));
  if (number === SANDBOX_TEST_CARDS.visa) token = response.json<{ token: string }>().token;
}
await tokenize(JSON.stringify({ number: '4242424242424241', expiryMonth: 12, expiryYear: year, cvd: '123' }));
await tokenize(JSON.stringify({ number: Number(SANDBOX_TEST_CARDS.visa), expiryMonth: 12, expiryYear: year, cvd: '123' }));
await tokenize(`{"number":"${SANDBOX_TEST_CARDS.visa}","expiryMonth":12,`);
await tokenize(JSON.stringify({ number: `${SANDBOX_TEST_CARDS.visa}${SANDBOX_TEST_CARDS.visa}`, expiryMonth: 12, expiryYear: year, cvd: '123' }));

const logon = await app.inject({ method: 'POST', url: '/Account/Logon', payload: DEMO_SHOPPER });
const cookie = `sid=${logon.cookies.find((c) => c.name === 'sid')!.value}`;
const access = (await app.inject({ method: 'POST', url: '/Account/GetToken', headers: { cookie } })).json<{ accessToken: string }>().accessToken;
const headers = { authorization: `Bearer ${access}` };
const check = await app.inject({ method: 'POST', url: '/api/account/VerifyRecaptchaToken/', headers, payload: { response: 'v3' } });
const humanCheckToken = check.json<{ returnObject: { humanCheckToken: string } }>().returnObject.humanCheckToken;
// A careless client sending the number to the store too: ignored, never stored or logged.
await app.inject({
  method: 'POST', url: '/api/account/paymentMethod/add/?updateCart=true', headers,
  payload: { token, cardHolder: 'Alex Martin', humanCheckToken, number: SANDBOX_TEST_CARDS.visa, cvv: '123' },
});
await app.inject({ method: 'POST', url: '/api/cart/placeOrder/', headers, payload: { checkoutId: 'probe-checkout-1', createNewAutoOrderSubscription: false, number: SANDBOX_TEST_CARDS.visa } });
await app.close();
await database.dispose();
process.stdout.write('\nPROBE-DONE\n');

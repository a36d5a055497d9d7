import type { Db } from '../src/server/db/database';
import { DEMO_SHOPPER } from '../src/server/db/seed';
import { percentile } from './stats';

interface ListAnswer { results: { productId: number; isInStock: boolean; isRequireVerification: boolean }[] }

/** Signs the demo shopper in over HTTP: the session cookie and a bearer token. */
export async function signIn(base: string): Promise<Record<string, string>> {
  const logon = await fetch(`${base}/Account/Logon`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO_SHOPPER),
  });
  const sid = logon.headers.getSetCookie().map((c) => c.split(';')[0]!).find((c) => c.startsWith('sid='));
  if (!sid) throw new Error(`sign-in failed: ${logon.status}`);
  const token = (await (await fetch(`${base}/Account/GetToken`, { method: 'POST', headers: { cookie: sid } })).json()) as { accessToken: string };
  return { cookie: sid, authorization: `Bearer ${token.accessToken}` };
}

const clearCart = (base: string, headers: Record<string, string>) => fetch(`${base}/api/cart/clearCart`, { method: 'PUT', headers });

/**
 * The cart answer (GET /api/cart/, priced, with its "you may also like" suggestions) for the demo
 * shopper with two products in the cart, one request at a time over loopback.
 */
export async function cartAnswerTime(base: string, visitor: Record<string, string>, db: Db, runs = 300) {
  const headers = await signIn(base);
  const pet = await db
    .selectFrom('pets').innerJoin('users', 'users.id', 'pets.user_id').select('pets.id')
    .where('users.email', '=', DEMO_SHOPPER.email).where('pets.is_deleted', '=', 0).orderBy('pets.id').executeTakeFirstOrThrow();
  const list = (await (await fetch(`${base}/api/prods/list?l1=10&pg=1`, { headers: visitor })).json()) as ListAnswer;
  await clearCart(base, headers);
  const picks = list.results.filter((r) => r.isInStock && !r.isRequireVerification).slice(0, 2);
  for (const pick of picks) {
    const added = await fetch(`${base}/api/cart/item/`, {
      method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ productId: pick.productId, petId: pet.id, quantity: 1 }),
    });
    if (!added.ok) throw new Error(`add to cart failed: ${added.status} ${await added.text()}`);
  }
  const times: number[] = [];
  let suggestions = 0;
  for (let i = 0; i < runs + 20; i++) {
    const started = performance.now();
    const answer = await fetch(`${base}/api/cart/`, { headers });
    const body = (await answer.json()) as { suggestedProds: unknown[] };
    if (i >= 20) times.push(performance.now() - started);
    suggestions = body.suggestedProds.length;
  }
  await clearCart(base, headers);
  console.log(`  cart answer (${picks.length} items, ${suggestions} suggestions), ${runs} one at a time: median ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms`);
}

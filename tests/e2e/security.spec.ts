import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import { DEMO_SHOPPER, signIn } from './helpers';

/**
 * What another site can make a visitor's browser do to the store (issue 10 §2, §7). The "other
 * site" is a tiny server of the test's own on another port: a page that posts a form to the store
 * as soon as it opens, with the attacker's own credentials (here the demo shopper's), so that what
 * the victim saves next would land in the attacker's account.
 */
let attacker: Server;
let attackerPort: number;

function autoSubmittingForm(target: string, enctype: string): string {
  return `<!doctype html><html><body>
<form id="f" method="post" action="${target}" enctype="${enctype}">
  <input name="email" value="${DEMO_SHOPPER.email}"><input name="password" value="${DEMO_SHOPPER.password}">
</form>
<script>document.getElementById('f').submit()</script>
</body></html>`;
}

test.beforeAll(async ({ baseURL }) => {
  attacker = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://attacker');
    const enctype = url.searchParams.get('enctype') ?? 'application/x-www-form-urlencoded';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(autoSubmittingForm(`${baseURL}/Account/Logon`, enctype));
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  attackerPort = (attacker.address() as AddressInfo).port;
});
test.afterAll(() => new Promise<void>((resolve) => attacker.close(() => resolve())));

test.describe('sign-in from another site', () => {
  for (const [label, host] of [['another site', '127.0.0.1'], ['another port of the same host', 'localhost']] as const) {
    for (const enctype of ['application/x-www-form-urlencoded', 'text/plain']) {
      test(`a form on ${label} (${enctype}) does not sign the visitor in`, async ({ page, context }) => {
        // A tab of its own: the other site is no page of the store's, so there is no app to wait for.
        const otherSite = await context.newPage();
        const refused = otherSite.waitForResponse((response) => response.url().endsWith('/Account/Logon') && response.request().method() === 'POST');
        await otherSite.goto(`http://${host}:${attackerPort}/?enctype=${encodeURIComponent(enctype)}`);
        expect((await refused).status()).toBeGreaterThanOrEqual(400);
        await otherSite.close();
        expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('sid');

        await page.goto('/products');
        await expect(page.locator('.account-menu__sign-in')).toBeVisible();
        await expect(page.getByText(`Hi, ${DEMO_SHOPPER.firstName}`)).toHaveCount(0);
      });
    }
  }

  test('our own sign-in page still signs in', async ({ page, context }) => {
    await signIn(page);
    await expect(page.getByText(`Hi, ${DEMO_SHOPPER.firstName}`)).toBeVisible();
    expect((await context.cookies()).map((cookie) => cookie.name)).toContain('sid');
  });
});

test.describe('the sign-in page return address', () => {
  for (const returnUrl of ['/.//evil.example', '//evil.example', '/\\evil.example', 'https://evil.example/', '/%2e//evil.example']) {
    test(`${returnUrl} stays on the store`, async ({ page, baseURL }) => {
      await signIn(page, { returnUrl });
      await expect(page.getByText(`Hi, ${DEMO_SHOPPER.firstName}`)).toBeVisible();
      expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
      await expect(page).toHaveURL(/\/products$/);
    });
  }

  test('a path of the store is where the shopper lands', async ({ page }) => {
    await signIn(page, { returnUrl: '/cart?from=sign-in' });
    await expect(page).toHaveURL(/\/cart\?from=sign-in$/);
  });
});

import type { BrowserContext } from '@playwright/test';
import { DEMO_STAFF } from '../../src/server/db/seed/demo-staff';
import { expect, test } from './fixtures';
import { checkDesktopAndPhone, reviewShot, signedInContext, switchLanguage } from './helpers';

/**
 * Issue 27 "Account credit from the clinic", one sign-in per person: the clinic admin opens a client's
 * page, is told what a form lacks, gives $20.00 of goodwill credit with a reason and an end date, then
 * takes $5.00 back (each with its toast, both in the history with who wrote them); the client reads
 * both, with the reasons, in the account's credit history in French.
 */
test('the clinic gives goodwill credit and takes some back; the client sees both in French', async ({ browser, baseURL, server, shopper }) => {
  test.setTimeout(120_000);
  const contexts: BrowserContext[] = [];
  const client = await server.db.selectFrom('users').select('id').where('email', '=', shopper.email).executeTakeFirstOrThrow();
  try {
    const adminContext = await signedInContext(browser, baseURL, DEMO_STAFF.admin.email, /\/clinic/);
    contexts.push(adminContext);
    const admin = await adminContext.newPage();
    await admin.goto(`/clinic/clients/${client.id}`);
    const section = admin.getByRole('region', { name: 'Account credit', exact: true });
    await expect(section.getByRole('heading', { name: 'Account credit' })).toBeVisible();

    const give = section.getByRole('form', { name: 'Give goodwill credit' });
    await give.getByRole('button', { name: 'Give credit' }).click();
    await expect(give.getByText('Enter an amount.')).toBeVisible();
    await expect(give.getByText('Enter a reason.')).toBeVisible();
    await give.getByLabel('Amount ($)').fill('20');
    await give.getByLabel('Reason (the client sees it)').fill('Sorry for the late delivery');
    await give.getByLabel('Usable until (optional)').fill('2099-12-31');
    await give.getByRole('button', { name: 'Give credit' }).click();
    await expect(admin.getByText('Goodwill credit given.')).toBeVisible();
    const history = section.getByRole('table', { name: 'Account credit history' });
    await expect(history.getByRole('row').filter({ hasText: 'Sorry for the late delivery' })).toContainText('+$20.00');

    const takeBack = section.getByRole('form', { name: 'Take back unused credit' });
    await takeBack.getByLabel('Amount ($)').fill('5.00');
    await takeBack.getByLabel('Reason (the client sees it)').fill('Part of it was given twice');
    await takeBack.getByRole('button', { name: 'Take back' }).click();
    await expect(admin.getByText('Credit taken back.')).toBeVisible();
    const takenRow = history.getByRole('row').filter({ hasText: 'Part of it was given twice' });
    await expect(takenRow).toContainText('−$5.00');
    await expect(takenRow).toContainText('Taken back');
    await checkDesktopAndPhone(admin, 'clinic/client-credit-en');
    await reviewShot(section, 'clinic/client-credit-section-en');
    // The same section in French: its words and amounts.
    await switchLanguage(admin, 'fr');
    const sectionFr = admin.getByRole('region', { name: 'Crédit de compte', exact: true });
    await expect(sectionFr.getByRole('row').filter({ hasText: 'Part of it was given twice' })).toContainText('−5,00\u00a0$');
    await expect(sectionFr.getByRole('form', { name: 'Reprendre du crédit inutilisé' })).toBeVisible();
    await reviewShot(sectionFr, 'clinic/client-credit-section-fr');
    await admin.setViewportSize({ width: 390, height: 844 });
    await reviewShot(sectionFr, 'clinic/client-credit-section-fr-390');

    // The client, in French: both entries with their reasons.
    const mine = await browser.newContext({ baseURL });
    contexts.push(mine);
    const page = await mine.newPage();
    const signedIn = await page.request.post('/Account/Logon', { data: { email: shopper.email, password: shopper.password } });
    expect(signedIn.ok(), await signedIn.text()).toBe(true);
    await page.goto('/account/credit');
    await switchLanguage(page, 'fr');
    const table = page.getByRole('table', { name: 'Historique' });
    await expect(table.getByRole('row').filter({ hasText: 'Crédit de bonne volonté de votre clinique' })).toContainText('Sorry for the late delivery');
    await expect(table.getByRole('row').filter({ hasText: 'Crédit de bonne volonté de votre clinique' })).toContainText('+20,00\u00a0$');
    const taken = table.getByRole('row').filter({ hasText: 'Repris par votre clinique' });
    await expect(taken).toContainText('Part of it was given twice');
    await expect(taken).toContainText('−5,00\u00a0$');
    await reviewShot(page, 'account/credit-fr');
  } finally {
    for (const context of contexts) await context.close();
  }
});

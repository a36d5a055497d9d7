import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { DEMO_SITE_ADMIN, DEMO_STAFF } from '../../src/server/db/seed/demo-staff';
import { STATEMENTS_DEMO_CLIENT } from '../../src/server/db/seed/demo-statements';
import { DEMO_SHOPPER } from '../../src/server/db/seed/shopper';
import { expect, test } from './fixtures';
import { checkDesktopAndPhone, expectNoSeriousA11yViolations, reviewShot, signedInContext, switchLanguage } from './helpers';

/**
 * Issue 27 "The clinic's statements", in English and in French: the clinic admin opens the
 * settlement report (the seeded payout day with an order and its refund, the day's and the
 * period's totals), downloads the day's CSV, pays part of last month's invoice by card, and chooses
 * to pay the older one by cheque, the 2 % service charge shown. In English the platform then records
 * the cheque received.
 */
const WORDS = {
  en: {
    order: 'Order', refund: 'Refund', dayTotal: 'Total of the day', download: 'Download CSV', netDeposited: 'Net deposited',
    pay: 'Pay by card', cheque: 'Cheque', payCheque: 'Pay by cheque', amount: 'Amount to pay ($)', number: 'Card number',
    month: 'Expiry month (MM)', year: 'Expiry year (YYYY)', cvd: 'Security code (CVD)', charge: 'Service charge (2%)', chequeTotal: 'Amount of the cheque',
    cardDone: 'Payment of $10.00 made with the card ending in 4242.', chargeShown: '$0.40', chequeShown: '$20.40', csvKind: 'Refund',
  },
  fr: {
    order: 'Commande', refund: 'Remboursement', dayTotal: 'Total du jour', download: 'Télécharger le CSV', netDeposited: 'Net déposé',
    pay: 'Payer par carte', cheque: 'Chèque', payCheque: 'Payer par chèque', amount: 'Montant à payer ($)', number: 'Numéro de carte',
    month: 'Mois d’expiration (MM)', year: 'Année d’expiration (AAAA)', cvd: 'Code de sécurité (CVD)', charge: 'Frais de service (2\u00a0%)', chequeTotal: 'Montant du chèque',
    cardDone: 'Paiement de 10,00\u00a0$ effectué avec la carte se terminant par 4242.', chargeShown: '0,40\u00a0$', chequeShown: '20,40\u00a0$', csvKind: 'Remboursement',
  },
} as const;

/**
 * The statements are passcode pages (issue 28): nothing of the report shows until the admin gives
 * their password again; a wrong one says how many tries are left, in the page's language.
 */
async function givePasscode(page: Page, language: 'en' | 'fr', checks: boolean) {
  const fr = language === 'fr';
  await expect(page.getByRole('heading', { name: fr ? 'Entrez votre mot de passe pour ouvrir cette page' : 'Enter your password to open this page' })).toBeVisible();
  await expect(page.getByRole('region', { name: fr ? /^Versé le / : /^Paid out on / })).toHaveCount(0);
  const password = page.getByLabel(fr ? 'Votre mot de passe' : 'Your password', { exact: true });
  await password.fill('not-my-password');
  await page.getByRole('button', { name: fr ? 'Continuer' : 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText(fr
    ? 'Ce n’est pas votre mot de passe. 4 essais restants avant votre déconnexion.'
    : 'That is not your password. 4 tries left before you are signed out.');
  if (checks) await expectNoSeriousA11yViolations(page);
  await reviewShot(page, `clinic/passcode-${language}-1280`);
  await password.fill(DEMO_SHOPPER.password);
  await page.getByRole('button', { name: fr ? 'Continuer' : 'Continue' }).click();
  await expect(password).toHaveCount(0);
}

async function settlementReport(page: Page, language: 'en' | 'fr', checks: boolean) {
  const w = WORDS[language];
  await page.goto('/clinic/settlement');
  if (language === 'fr') await switchLanguage(page, 'fr');
  await givePasscode(page, language, checks);
  const day = page.getByRole('region', { name: language === 'fr' ? /^Versé le / : /^Paid out on / }).filter({ hasText: STATEMENTS_DEMO_CLIENT.orderNumber });
  await expect(day).toHaveCount(1);
  const table = day.getByRole('table');
  await expect(table.getByRole('row').filter({ hasText: w.order }).filter({ hasText: STATEMENTS_DEMO_CLIENT.orderNumber })).toHaveCount(1);
  await expect(table.getByRole('row').filter({ hasText: w.refund }).filter({ hasText: STATEMENTS_DEMO_CLIENT.orderNumber })).toHaveCount(1);
  await expect(table.getByRole('row').filter({ hasText: w.dayTotal })).toBeVisible();
  await expect(page.getByRole('definition').first()).toBeVisible();
  await expect(page.getByText(w.netDeposited, { exact: true })).toBeVisible();
  if (checks) await checkDesktopAndPhone(page, `clinic/settlement-${language}`);
  else await reviewShot(page, `clinic/settlement-${language}-1280`);

  const [download] = await Promise.all([page.waitForEvent('download'), day.getByRole('button', { name: new RegExp(`^${w.download}`) }).click()]);
  expect(download.suggestedFilename()).toMatch(language === 'fr' ? /^reglement-\d{4}-\d{2}-\d{2}\.csv$/ : /^settlement-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv).toContain(STATEMENTS_DEMO_CLIENT.orderNumber);
  expect(csv).toContain(`"${w.csvKind}"`);
  expect(csv.trim().split('\r\n').at(-1)).toContain('"Total"');
}

async function payInvoices(page: Page, language: 'en' | 'fr', invoices: { last: string; older: string }, checks: boolean) {
  const w = WORDS[language];
  await page.goto('/clinic/invoices');
  const list = page.getByRole('table');
  await expect(list.getByRole('link', { name: invoices.last })).toBeVisible();
  if (checks) await checkDesktopAndPhone(page, `clinic/invoices-${language}`);
  else await reviewShot(page, `clinic/invoices-${language}-1280`);

  await list.getByRole('link', { name: invoices.last }).click();
  const pay = page.getByRole('form', { name: language === 'fr' ? 'Effectuer un paiement' : 'Make a payment' });
  await pay.getByLabel(w.amount).fill('10.00');
  await pay.getByLabel(w.number).fill('4242 4242 4242 4242');
  await pay.getByLabel(w.month).fill('12');
  await pay.getByLabel(w.year).fill(String(new Date().getFullYear() + 3));
  await pay.getByLabel(w.cvd).fill('123');
  await pay.getByRole('button', { name: w.pay }).click();
  await expect(page.getByText(w.cardDone)).toBeVisible();
  await expect(page.getByRole('table').filter({ hasText: '4242' })).toBeVisible();
  if (checks) await checkDesktopAndPhone(page, `clinic/invoice-${language}`);
  else await reviewShot(page, `clinic/invoice-${language}-1280`);

  await page.goto('/clinic/invoices');
  await page.getByRole('table').getByRole('link', { name: invoices.older }).click();
  const payOlder = page.getByRole('form', { name: language === 'fr' ? 'Effectuer un paiement' : 'Make a payment' });
  await payOlder.getByRole('radio', { name: w.cheque }).check();
  await payOlder.getByLabel(w.amount).fill('20.00');
  const facts = payOlder.getByRole('definition');
  await expect(payOlder.getByText(w.charge)).toBeVisible();
  const exactly = (text: string) => new RegExp(`^${text.replace(/[.$]/g, (c) => `\\${c}`)}$`);
  await expect(facts.filter({ hasText: exactly(w.chargeShown) })).toHaveCount(1);
  await expect(facts.filter({ hasText: exactly(w.chequeShown) })).toHaveCount(1);
  await expect(payOlder.getByText(w.chequeTotal)).toBeVisible();
  await reviewShot(page, `clinic/invoice-cheque-${language}-1280`);
  await payOlder.getByRole('button', { name: w.payCheque }).click();
  await expect(page.getByText(new RegExp(`${w.chequeShown.replace('$', '\\$')}`)).first()).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await reviewShot(page, `clinic/invoice-cheque-${language}-390`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const language of ['en', 'fr'] as const) {
  test(`the clinic admin reads the settlement report and pays invoices by card and cheque (${language})`, async ({ browser, baseURL, server }) => {
    test.setTimeout(180_000);
    const contexts: BrowserContext[] = [];
    const clinic = await server.db.selectFrom('users as u').innerJoin('staff_members as s', 's.user_id', 'u.id').select('s.clinic_id')
      .where('u.email', '=', DEMO_STAFF.admin.email).executeTakeFirstOrThrow();
    const rows = await server.db.selectFrom('clinic_invoices').select(['invoice_number']).where('clinic_id', '=', clinic.clinic_id).orderBy('month', 'desc').execute();
    const invoices = { last: rows[0]!.invoice_number, older: rows[1]!.invoice_number };
    try {
      const adminContext = await signedInContext(browser, baseURL, DEMO_STAFF.admin.email, /\/clinic/);
      contexts.push(adminContext);
      const page = await adminContext.newPage();
      await settlementReport(page, language, language === 'en');
      await payInvoices(page, language, invoices, language === 'en');

      if (language === 'en') {
        // The platform records the cheque the clinic chose: the invoice's balance goes down by its amount.
        const platformContext = await signedInContext(browser, baseURL, DEMO_SITE_ADMIN.email, /\/platform/);
        contexts.push(platformContext);
        const platform = await platformContext.newPage();
        await platform.goto('/platform/invoices');
        await platform.getByRole('button', { name: `Open invoice ${invoices.older}` }).click();
        const cheque = platform.getByRole('form', { name: 'Record the cheque of $20.40 received' });
        await cheque.getByLabel('Cheque number').fill('000451');
        await cheque.getByRole('button', { name: 'Record the cheque received' }).click();
        await expect(platform.getByText('The cheque is recorded: it counts as paid.')).toBeVisible();
        await checkDesktopAndPhone(platform, 'platform/invoices-en');
        await switchLanguage(platform, 'fr');
        await expect(platform.getByRole('heading', { name: 'Factures des cliniques' })).toBeVisible();
        await reviewShot(platform, 'platform/invoices-fr-1280');
      }
    } finally {
      for (const context of contexts) await context.close();
    }
  });
}

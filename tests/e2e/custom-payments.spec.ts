import type { BrowserContext, Page } from '@playwright/test';
import { DEMO_PAY_CLIENTS } from '../../src/server/db/seed/demo-custom-payments';
import { DEMO_STAFF } from '../../src/server/db/seed/demo-staff';
import { expect, test } from './fixtures';
import { checkDesktopAndPhone, expectNoSeriousA11yViolations, reviewShot, signedInContext, switchLanguage } from './helpers';

/**
 * Issue 27 "Custom payments and pay-by-link", in English and in French: the clinic sends a client a
 * pay-by-link; the client opens the emailed link without signing in and pays it with a card (the
 * checkout's card form, tokenized, the human check passing silently); the payment shows as paid in
 * the custom payments report; the clinic charges the client's saved card, then refunds part of it.
 */
const L = {
  en: {
    findClient: 'Find the client (name or email)', amount: 'Amount', invoice: 'Invoice number', description: 'Description',
    link: /Send a pay-by-link/, card: /Charge a saved card now/, send: 'Send the link', charge: 'Charge the card', open: 'Open', paid: 'Paid',
    partly: 'Partly refunded', holder: 'Name on card', number: 'Card number', month: 'Month', year: 'Year', cvv: 'CVV',
    pay: /^Pay \$/, thanks: /Thank you: this payment was made/, search: 'Client or invoice number', show: 'Show',
    refundAmount: 'Amount to refund', reason: 'Reason', refund: 'Refund to the card', refunded: /was refunded to the card/, typed: '85.50', shown: '$85.50',
  },
  fr: {
    findClient: 'Trouver le client (nom ou courriel)', amount: 'Montant', invoice: 'Numéro de facture', description: 'Description',
    link: /Envoyer un lien de paiement/, card: /Porter à une carte enregistrée maintenant/, send: 'Envoyer le lien', charge: 'Débiter la carte', open: 'Ouvert',
    paid: 'Payé', partly: 'Remboursé en partie', holder: 'Nom du titulaire de la carte', number: 'Numéro de carte', month: 'Mois', year: 'Année', cvv: 'CVV',
    pay: /^Payer /, thanks: /Merci\u202f: ce paiement a été fait/, search: 'Client ou numéro de facture', show: 'Afficher',
    refundAmount: 'Montant à rembourser', reason: 'Raison', refund: 'Rembourser sur la carte', refunded: /a été remboursé sur la carte/, typed: '85,50', shown: '85,50\u00a0$',
  },
} as const;

async function open(context: BrowserContext, path: string, language: 'en' | 'fr'): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  if ((await page.locator('html').getAttribute('lang')) !== language) await switchLanguage(page, language);
  return page;
}

for (const language of ['en', 'fr'] as const) {
  test(`staff send a pay-by-link the client pays, charge a saved card and refund part of it (${language})`, async ({ browser, baseURL }) => {
    test.setTimeout(150_000);
    const l = L[language];
    const client = DEMO_PAY_CLIENTS[language];
    const invoice = `PL-${language.toUpperCase()}-${Date.now() % 1_000_000}`;
    const checks = language === 'en';
    const contexts: BrowserContext[] = [];
    try {
      const adminContext = await signedInContext(browser, baseURL, DEMO_STAFF.admin.email, /\/clinic/);
      contexts.push(adminContext);
      const admin = await open(adminContext, '/clinic/custom-payments/new', language);

      async function takePayment(how: 'link' | 'card', invoiceNumber: string) {
        await admin.getByLabel(l.findClient).fill(client.email);
        await admin.getByRole('radio', { name: new RegExp(`${client.firstName} ${client.lastName}`) }).check();
        await admin.getByLabel(l.amount, { exact: true }).fill(l.typed);
        await admin.getByLabel(l.invoice).fill(invoiceNumber);
        await admin.getByLabel(l.description).fill(language === 'fr' ? 'Examen et vaccins' : 'Exam and vaccines');
        await admin.getByRole('radio', { name: how === 'link' ? l.link : l.card }).check();
        if (checks && how === 'link') await checkDesktopAndPhone(admin, 'clinic/custom-payment-new-en');
        await admin.getByRole('button', { name: how === 'link' ? l.send : l.charge }).click();
        await expect(admin).toHaveURL(/\/clinic\/custom-payments\/\d+$/);
      }

      // 1. A pay-by-link, emailed.
      await takePayment('link', invoice);
      await expect(admin.getByText(l.open, { exact: true })).toBeVisible();
      await reviewShot(admin, `clinic/custom-payment-open-${language}`);
      const mail = await (await admin.request.get(`/dev/mail?to=${encodeURIComponent(client.email)}`)).text();
      const link = /(\/pay\?token=[\w-]+)/.exec(mail)?.[1];
      expect(link, mail.slice(0, 500)).toBeTruthy();

      // 2. The client opens it, signed out, and pays with a card.
      const clientContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
      contexts.push(clientContext);
      const pay = await open(clientContext, link!, language);
      await expect(pay.getByText(invoice)).toBeVisible();
      await expect(pay.getByText(l.shown).first()).toBeVisible();
      await pay.getByLabel(l.holder).fill(`${client.firstName} ${client.lastName}`);
      await pay.getByLabel(l.number).fill('4242 4242 4242 4242');
      await pay.getByLabel(l.month).selectOption('12');
      await pay.getByLabel(l.year).selectOption(String(new Date().getFullYear() + 2));
      await pay.getByLabel(l.cvv).fill('123');
      if (checks) await checkDesktopAndPhone(pay, 'shop/pay-link-en');
      else await reviewShot(pay, 'shop/pay-link-fr');
      await pay.getByRole('button', { name: l.pay }).click();
      await expect(pay.getByText(l.thanks)).toBeVisible();
      await reviewShot(pay, `shop/pay-link-paid-${language}`);
      // Opening the used link again says so.
      await pay.reload();
      await expect(pay.getByText(l.thanks)).toBeVisible();

      // 3. The report shows it paid.
      await admin.goto('/clinic/custom-payments');
      await admin.getByLabel(l.search).fill(invoice);
      await admin.getByRole('button', { name: l.show }).click();
      const row = admin.getByRole('row').filter({ hasText: invoice });
      await expect(row).toContainText(l.paid);
      await expect(row).toContainText(l.shown);
      if (checks) await checkDesktopAndPhone(admin, 'clinic/custom-payments-report-en');
      else await reviewShot(admin, 'clinic/custom-payments-report-fr');

      // 4. A saved card charged at once, then 5. part of it refunded by the admin.
      await admin.goto('/clinic/custom-payments/new');
      await takePayment('card', `${invoice}-C`);
      await expect(admin.getByText(l.paid, { exact: true })).toBeVisible();
      await admin.getByLabel(l.refundAmount).fill(language === 'fr' ? '10,00' : '10.00');
      await admin.getByLabel(l.reason).fill(language === 'fr' ? 'Geste commercial' : 'Goodwill');
      await admin.getByRole('button', { name: l.refund }).click();
      await expect(admin.getByText(l.refunded)).toBeVisible();
      await expect(admin.getByText(l.partly, { exact: true }).first()).toBeVisible();
      if (checks) await checkDesktopAndPhone(admin, 'clinic/custom-payment-refunded-en');
      else {
        await expectNoSeriousA11yViolations(admin);
        await reviewShot(admin, 'clinic/custom-payment-refunded-fr');
        await admin.setViewportSize({ width: 390, height: 844 });
        await reviewShot(admin, 'clinic/custom-payment-refunded-fr-390');
      }
    } finally {
      for (const context of contexts) await context.close();
    }
  });
}

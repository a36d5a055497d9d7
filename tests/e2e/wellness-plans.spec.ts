import type { BrowserContext, Page } from '@playwright/test';
import { addMonths } from '../../src/domain/wellness-plans';
import { toIsoDate } from '../../src/domain/time';
import { runDueWellnessPayments } from '../../src/server/account/wellness-plans';
import { DEMO_STAFF } from '../../src/server/db/seed/demo-staff';
import { createPaymentProvider } from '../../src/server/integrations/payment/payment-gateway';
import { expect, test } from './fixtures';
import { checkDesktopAndPhone, signedInContext, switchLanguage } from './helpers';

/**
 * Issue 27 "Wellness plans", in English and in French: the clinic admin creates a plan, staff enrol
 * the client's dog with a saved card and the client's consent, the billing run (the function
 * `npm run wellness -- run --as-of` calls, with a date) charges month one and month two; month
 * three on a card the sandbox declines is declined, retried a day later and declined again, shows
 * in the clinic's declined payments, and is paid once the client gives a new card by the emailed
 * link; the client's account shows the schedule. axe and the phone width once per page kind, with
 * review screenshots (SHOTS_DIR) in both languages.
 */
test.describe.configure({ mode: 'serial' });
test.use({ serverFor: 'wellness-plans' });

const W = {
  en: {
    nameEn: 'Name (English)', nameFr: 'Name (French)', monthly: 'Monthly price ($)', term: 'Term (months)', fee: 'Enrolment fee ($)', discount: 'Store discount (%)',
    serviceEn: 'Service (English)', serviceFr: 'Service (French)', count: 'Included', value: 'Value ($)', create: 'Create the plan', created: 'The plan is created.',
    pet: 'Pet', plan: 'Plan', card: 'Card charged', consent: 'The client consents to these charges', enrol: 'Enrol', paid: 'Paid', declined: 'Bill declined', pending: 'Pending',
    schedule: 'Payment schedule', declinedHeading: 'Declined plan payments', holder: 'Name on card', number: 'Card number', month: 'Expiry month', year: 'Expiry year',
    cvv: 'Security code (CVV)', saveCard: 'Save this card', thanks: /payment went through/, plansTitle: 'Wellness plans', waiting: 'Waiting for a new card', used: '0 used, 2 left',
  },
  fr: {
    nameEn: 'Nom (anglais)', nameFr: 'Nom (français)', monthly: 'Prix mensuel ($)', term: 'Durée (mois)', fee: 'Frais d’inscription ($)', discount: 'Rabais en boutique (%)',
    serviceEn: 'Service (anglais)', serviceFr: 'Service (français)', count: 'Inclus', value: 'Valeur ($)', create: 'Créer le plan', created: 'Le plan est créé.',
    pet: 'Animal', plan: 'Plan', card: 'Carte débitée', consent: 'Le client consent à ces prélèvements', enrol: 'Inscrire', paid: 'Payé', declined: 'Facture refusée', pending: 'En attente',
    schedule: 'Calendrier des paiements', declinedHeading: 'Paiements de plans refusés', holder: 'Nom du titulaire de la carte', number: 'Numéro de carte', month: 'Mois d’expiration',
    year: 'Année d’expiration', cvv: 'Code de sécurité (CVV)', saveCard: 'Enregistrer cette carte', thanks: /paiement est passé/, plansTitle: 'Plans bien-être',
    waiting: 'En attente d’une nouvelle carte', used: '0 utilisé(s), 2 restant(s)',
  },
} as const;

for (const lang of ['en', 'fr'] as const) {
  test(`a plan is defined, a dog enrolled, months charged, a declined month paid by the client's new card (${lang})`, async ({ browser, baseURL, server, shopper }) => {
    test.setTimeout(180_000);
    const w = W[lang];
    const contexts: BrowserContext[] = [];
    const open = async (email: string, landing: RegExp, path: string): Promise<Page> => {
      const context = await signedInContext(browser, baseURL, email, landing);
      contexts.push(context);
      const page = await context.newPage();
      await page.goto(path);
      if (lang === 'fr') await switchLanguage(page, 'fr');
      return page;
    };
    const deps = { db: server.db, payments: createPaymentProvider({ paymentProvider: 'sandbox', paymentSandboxDelayMs: 0 }), baseUrl: baseURL! };
    const planName = lang === 'en' ? 'Senior dog care' : 'Soins chien aîné';
    try {
      // The clinic admin defines the plan.
      const admin = await open(DEMO_STAFF.admin.email, /\/clinic/, '/clinic/wellness-plans/new');
      await admin.getByLabel(w.nameEn, { exact: true }).fill(`${planName} EN`);
      await admin.getByLabel(w.nameFr, { exact: true }).fill(`${planName} FR`);
      await admin.getByLabel(w.monthly).fill(lang === 'en' ? '39.99' : '39,99');
      await admin.getByLabel(w.term).fill('12');
      await admin.getByLabel(w.fee).fill('25');
      await admin.getByLabel(w.discount).fill('10');
      await admin.getByLabel(w.serviceEn).fill('Wellness exam');
      await admin.getByLabel(w.serviceFr).fill('Examen de santé');
      await admin.getByLabel(w.count).fill('2');
      await admin.getByLabel(w.value).fill('80');
      await admin.getByRole('button', { name: w.create }).click();
      await expect(admin.getByText(w.created)).toBeVisible();
      await expect(admin).toHaveURL(/\/clinic\/wellness-plans\/\d+$/);
      await checkDesktopAndPhone(admin, `wellness/clinic-plan-editor-${lang}`);
      await admin.goto('/clinic/wellness-plans');
      await expect(admin.getByRole('link', { name: `${planName} ${lang.toUpperCase()}` })).toBeVisible();
      await checkDesktopAndPhone(admin, `wellness/clinic-plans-${lang}`);

      // Staff enrol the client's dog with the saved card and the consent.
      const client = await server.db.selectFrom('users').select('id').where('email', '=', shopper.email).executeTakeFirstOrThrow();
      const staff = await open(DEMO_STAFF.staff.email, /\/clinic/, `/clinic/wellness-enrol?clientId=${client.id}`);
      const select = (name: string) => staff.getByRole('combobox', { name, exact: true });
      const petOption = select(w.pet).locator('option', { hasText: 'Biscuit' });
      await select(w.pet).selectOption((await petOption.getAttribute('value')) ?? '');
      const planOption = select(w.plan).locator('option', { hasText: `${planName} ${lang.toUpperCase()}` });
      await select(w.plan).selectOption((await planOption.getAttribute('value')) ?? '');
      await select(w.card).selectOption({ index: 1 });
      await staff.getByLabel(w.consent).check();
      await checkDesktopAndPhone(staff, `wellness/clinic-enrol-${lang}`);
      await staff.getByRole('button', { name: w.enrol, exact: true }).click();
      await expect(staff).toHaveURL(/\/clinic\/wellness-enrolments\/\d+$/);
      const enrolmentId = Number(/(\d+)$/.exec(staff.url())![1]);
      const schedule = staff.getByRole('table', { name: w.schedule });
      await expect(schedule.getByRole('row')).toHaveCount(13);

      // The billing run with a date: month one (with the fee), then month two.
      const start = toIsoDate(new Date());
      const run = (asOf: string, now = new Date()) => runDueWellnessPayments(deps, { asOf, now, onlyEnrolmentIds: [enrolmentId] });
      expect((await run(start)).map((e) => [e.month, e.outcome, e.amountCents])).toEqual([[1, 'paid', 6499]]);
      expect((await run(addMonths(start, 1))).map((e) => [e.month, e.outcome])).toEqual([[2, 'paid']]);
      await staff.reload();
      const row = (month: number) => schedule.getByRole('row').filter({ has: staff.getByRole('rowheader', { name: String(month), exact: true }) });
      await expect(row(1)).toContainText(w.paid);
      await expect(row(2)).toContainText(w.paid);
      await expect(row(3)).toContainText(w.pending);
      await checkDesktopAndPhone(staff, `wellness/clinic-enrolment-${lang}`);

      // Month three on a card the sandbox declines (its test number 4000 0000 0000 0002).
      const token = `tok_e2e_decline_${enrolmentId}`;
      await server.db.insertInto('sandbox_card_tokens').values({ token, brand: 'visa', last4: '0002', exp_month: 12, exp_year: 2040, outcome: 'decline', used_by_user_id: client.id, created_at: new Date().toISOString() }).execute();
      const card = await server.db.insertInto('payment_methods').values({
        user_id: client.id, token, brand: 'visa', last4: '0002', exp_month: 12, exp_year: 2040, card_holder: 'Alex Martin', billing_address_id: null, is_default: 0, is_deleted: 0,
        created_at: new Date().toISOString(),
      }).returning('id').executeTakeFirstOrThrow();
      await server.db.updateTable('wellness_enrolments').set({ payment_method_id: card.id }).where('id', '=', enrolmentId).execute();
      const month3 = addMonths(start, 2);
      expect((await run(month3)).map((e) => [e.month, e.outcome])).toEqual([[3, 'declined']]);
      // Retried a day later: declined again; then it waits 3 days, or for a new card.
      expect((await run(month3, new Date(Date.now() + 86_400_000 + 60_000))).map((e) => [e.month, e.outcome])).toEqual([[3, 'declined']]);
      await staff.goto('/clinic/wellness-declined');
      await expect(staff.getByRole('heading', { level: 1, name: w.declinedHeading })).toBeVisible();
      const declinedRow = staff.getByRole('row').filter({ hasText: 'Biscuit' });
      await expect(declinedRow).toContainText('2');
      await checkDesktopAndPhone(staff, `wellness/clinic-declined-${lang}`);

      // The client follows the emailed link and gives another card: month three is paid at once.
      const emails = await server.db.selectFrom('email_outbox').select('body_text').where('to_address', '=', shopper.email).where('kind', '=', 'wellness-declined').orderBy('id').execute();
      expect(emails).toHaveLength(2);
      const link = /(\/account\/wellness-plans\/card\/\S+)/.exec(emails[1]!.body_text)![1]!;
      const mine = await open(shopper.email, /./, link);
      await expect(mine.getByRole('textbox', { name: w.number })).toBeVisible();
      await checkDesktopAndPhone(mine, `wellness/account-card-link-${lang}`);
      await mine.getByRole('textbox', { name: w.holder }).fill('Alex Martin');
      await mine.getByRole('textbox', { name: w.number }).fill('4242 4242 4242 4242');
      await mine.getByRole('combobox', { name: w.month }).selectOption('10');
      await mine.getByRole('combobox', { name: w.year }).selectOption(String(new Date().getFullYear() + 2));
      await mine.getByRole('textbox', { name: w.cvv }).fill('123');
      await mine.getByRole('button', { name: w.saveCard }).click();
      await expect(mine.getByText(w.thanks)).toBeVisible();

      // The client's account: the plan, what is used and left, the schedule.
      await mine.goto('/account/wellness-plans');
      await expect(mine.getByRole('heading', { level: 1, name: w.plansTitle })).toBeVisible();
      const plan = mine.getByTestId('wellness-plan').filter({ hasText: `${planName} ${lang.toUpperCase()}` });
      await expect(plan).toContainText(w.used);
      const mySchedule = plan.getByRole('table');
      for (const month of [1, 2, 3]) {
        await expect(mySchedule.getByRole('row').filter({ has: mine.getByRole('rowheader', { name: String(month), exact: true }) })).toContainText(w.paid);
      }
      await expect(mySchedule.getByRole('row').filter({ has: mine.getByRole('rowheader', { name: '4', exact: true }) })).toContainText(w.pending);
      await checkDesktopAndPhone(mine, `wellness/account-plans-${lang}`);
      const auths = await server.db.selectFrom('payment_authorizations').select('reference').where('reference', 'like', `wellness:${enrolmentId}:%`).execute();
      expect(auths.map((a) => a.reference).sort()).toEqual([1, 2, 3].map((m) => `wellness:${enrolmentId}:${m}`));
    } finally {
      for (const context of contexts) await context.close();
    }
  });
}

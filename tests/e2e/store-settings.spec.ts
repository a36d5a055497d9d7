import type { Browser, BrowserContext, Page } from '@playwright/test';
import { SETTINGS_DEMO } from '../../src/server/db/seed/demo-store-settings';
import { expect, test } from './fixtures';
import { DEMO_SHOPPER, expectNoSeriousA11yViolations, reviewShot, signIn, switchLanguage } from './helpers';
import { DAY_MS } from '../../src/domain/time';

/**
 * Issue 17 "Store settings" and "Staff" journeys, in English and French, on the Nickel City clinic
 * (its own admin and client, seed/demo-store-settings.ts) so no other journey sees the changes:
 * the admin adds holiday hours and the contact page and checkout's clinic pickup show them (then
 * removes them); an invited veterinarian sets a password and approves a prescription; the admin
 * disables that account and it can no longer sign in. Screenshots at 1280 px go to SHOTS_DIR when it is set.
 */
// The clinic's lists, settings and staff change here: a server of the file's own (fixtures.ts).
test.use({ serverFor: 'store-settings' });

const CLINIC = 'Nickel City Animal Hospital';
const NEW_PASSWORD = 'Invited-vet-pass-1!';

const L = {
  en: {
    settings: 'Store settings', staff: 'Staff', date: 'Date', labelEn: 'Name in English', labelFr: 'Name in French', add: 'Add holiday hours',
    added: 'Holiday hours added.', removed: 'Holiday hours removed.', remove: 'Remove', contact: '/ContactUs', hours: 'Opening hours', closed: 'Closed',
    pickup: /Pick up at/, pickupHours: `Pickup hours at ${CLINIC}`, firstName: 'First name', lastName: 'Last name', email: 'Email',
    language: 'Language of the email', vet: 'Veterinarian', invite: 'Send the invitation', sent: 'Invitation sent to', password: 'Password',
    confirm: 'Confirm password', setPassword: 'Set my password', done: 'Your password is set.', queue: 'Prescription requests', review: 'Review',
    quantity: 'Quantity per fill', refills: 'Refills', approve: 'Approve prescription', approved: 'Approved. The client has been emailed.',
    colour: 'Menu bar colour (#rrggbb, empty for the store\'s)', save: 'Save settings', saved: 'Settings saved.',
    returnWindow: 'Return window (days after delivery)', reminder: 'AutoOrder reminder (days before the order)',
    aoMin: 'AutoOrders ship free from (dollars)', daysInvalid: 'Enter a whole number of days from 1 to 365.',
    aoMinInvalid: /Enter an amount in dollars from 0 to 1,000, such as 35 or 35\.00\./, restrict: /Home delivery only within the clinic's province/,
    disable: 'Disable', disabled: 'account is disabled.', signInDisabled: 'This account is disabled.', signInEmail: 'Email', signInButton: 'Sign in',
    licenceNumber: 'Licence number', licenceProvince: 'Province of licence', resend: 'Resend invitation', resent: 'A new invitation is on its way to',
    resentLine: 'sent the invitation again', approvedLine: 'approved a prescription', rxHeading: 'Prescription request', activity: 'Who did what',
    linkValid: /Link valid until/, decidedBy: 'Decided by', giveRole: 'Give the role',
    licenceMissing: "Give the veterinarian's licence number and province of licence.",
  },
  fr: {
    settings: 'Paramètres de la boutique', staff: 'Personnel', date: 'Date', labelEn: 'Nom en anglais', labelFr: 'Nom en français', add: 'Ajouter des heures particulières',
    added: 'Heures particulières ajoutées.', removed: 'Heures particulières retirées.', remove: 'Retirer', contact: '/nous-joindre', hours: 'Heures d’ouverture', closed: 'Fermé',
    pickup: /Ramassage à/, pickupHours: `Heures de ramassage à ${CLINIC}`, firstName: 'Prénom', lastName: 'Nom', email: 'Courriel',
    language: 'Langue du courriel', vet: 'Vétérinaire', invite: 'Envoyer l’invitation', sent: 'Invitation envoyée à', password: 'Mot de passe',
    confirm: 'Confirmez le mot de passe', setPassword: 'Choisir mon mot de passe', done: 'Votre mot de passe est choisi.', queue: 'Demandes d’ordonnance', review: 'Examiner',
    quantity: 'Quantité par exécution', refills: 'Renouvellements', approve: 'Approuver l’ordonnance', approved: 'Approuvée. Le client a été avisé par courriel.',
    colour: 'Couleur de la barre de menu (#rrggbb, vide pour celle de la boutique)', save: 'Enregistrer les paramètres', saved: 'Paramètres enregistrés.',
    returnWindow: 'Délai de retour (jours après la livraison)', reminder: 'Rappel des commandes automatiques (jours avant la commande)',
    aoMin: 'Livraison gratuite des commandes automatiques à partir de (dollars)', daysInvalid: 'Entrez un nombre entier de jours de 1 à 365.',
    aoMinInvalid: /Entrez un montant en dollars de 0 à 1\s000, par exemple 35 ou 35,00\./,
    restrict: /Livraison à domicile seulement dans la province de la clinique/,
    disable: 'Désactiver', disabled: 'est désactivé.', signInDisabled: 'Ce compte est désactivé.', signInEmail: 'Courriel', signInButton: 'Se connecter',
    licenceNumber: 'Numéro de permis d’exercice', licenceProvince: 'Province du permis', resend: 'Renvoyer l’invitation', resent: 'Une nouvelle invitation est envoyée à',
    resentLine: 'a renvoyé l’invitation', approvedLine: 'a approuvé une ordonnance', rxHeading: 'Demande d’ordonnance', activity: 'Qui a fait quoi',
    linkValid: /Lien valide jusqu’au/, decidedBy: 'Décision de', giveRole: 'Donner le rôle',
    licenceMissing: 'Indiquez le numéro de permis d’exercice et la province du permis du vétérinaire.',
  },
} as const;

let admin: BrowserContext;
let client: BrowserContext;

async function signedInContext(browser: Browser, baseURL: string | undefined, email: string, landing: RegExp): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, { email, password: DEMO_SHOPPER.password });
  await expect(page).toHaveURL(landing);
  await page.close();
  return context;
}

async function openPage(context: BrowserContext, path: string, language: 'en' | 'fr'): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  if ((await page.locator('html').getAttribute('lang')) !== language) await switchLanguage(page, language);
  return page;
}

/** Signs in through the sign-in page in the page's language. */
async function signInAs(page: Page, language: 'en' | 'fr', email: string, password: string) {
  const l = L[language];
  await page.goto('/Account/Logon');
  await page.getByLabel(l.signInEmail, { exact: true }).fill(email);
  await page.getByLabel(l.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: l.signInButton, exact: true }).click();
}

const isoDay = (daysAhead: number) => new Date(Date.now() + daysAhead * DAY_MS).toISOString().slice(0, 10);

/** Empties the client's cart and adds one in-stock product that needs no prescription. */
async function fillCart(page: Page) {
  const { accessToken } = (await (await page.request.post('/Account/GetToken')).json()) as { accessToken: string };
  const auth = { headers: { Authorization: `Bearer ${accessToken}` } };
  expect((await page.request.put('/api/cart/clearCart', auth)).ok()).toBe(true);
  const list = (await (await page.request.get('/api/prods/list?pgSize=96', auth)).json()) as {
    results: { productId: number; isInStock: boolean; isPrescriptionProduct: boolean; isApprovalRequired: boolean; isBulkItem: boolean }[];
  };
  const product = list.results.find((p) => p.isInStock && !p.isPrescriptionProduct && !p.isApprovalRequired && !p.isBulkItem)!;
  const details = (await (await page.request.get(`/api/prods/details/${product.productId}/`, auth)).json()) as { viewModel: { pets: { id: number }[] } };
  const added = await page.request.post('/api/cart/item/', { ...auth, data: { productId: product.productId, petId: details.viewModel.pets[0]!.id, quantity: 1 } });
  expect(added.ok(), await added.text()).toBe(true);
  return auth;
}

for (const [index, language] of (['en', 'fr'] as const).entries()) {
  const l = L[language];

  // Each language's journeys run in order (the second reads what the first set); the two languages
  // run side by side in two workers, each with its server (days and names differ by language).
  test.describe(`in ${language === 'en' ? 'English' : 'French'}`, () => {
    // Four long journeys in order (invitations, sign-ins in two browsers): a minute each is not always enough.
    test.describe.configure({ mode: 'serial', timeout: 120_000 });
    test.beforeAll(async ({ browser, baseURL }) => {
      admin = await signedInContext(browser, baseURL, SETTINGS_DEMO.admin.email, /\/clinic$/);
      client = await signedInContext(browser, baseURL, SETTINGS_DEMO.client.email, /\/products/);
    });
    test.afterAll(async () => {
      await Promise.all([admin?.close(), client?.close()]);
    });

    test('the admin adds holiday hours; the contact page and clinic pickup at checkout show them', async () => {
      const day = isoDay(7 + index);
      const labelEn = `Staff training ${language}`;
      const labelFr = `Formation du personnel ${language}`;
      const label = language === 'fr' ? labelFr : labelEn;

      const page = await openPage(admin, '/clinic/settings', language);
      await expect(page.getByRole('heading', { level: 1, name: l.settings })).toBeVisible();
      await expect(page.getByRole('navigation').getByRole('link', { name: l.staff, exact: true })).toBeVisible();
      await page.getByLabel(l.date, { exact: true }).fill(day);
      await page.getByLabel(l.labelEn).fill(labelEn);
      await page.getByLabel(l.labelFr).fill(labelFr);
      await page.getByRole('button', { name: l.add }).click();
      await expect(page.getByText(l.added)).toBeVisible();
      await expect(page.getByRole('listitem').filter({ hasText: label })).toBeVisible();
      // A colour white text does not read on is refused before it reaches the shop; a dark one is kept.
      const colour = language === 'en' ? '#1e3a8a' : '#7c2d12';
      await page.getByLabel(l.colour).fill('#fde68a');
      await page.getByRole('button', { name: l.save }).click();
      await expect(page.getByRole('alert').filter({ hasText: language === 'en' ? 'Please fix' : 'Veuillez corriger' })).toBeVisible();
      await page.getByLabel(l.colour).fill(colour);
      await page.getByRole('button', { name: l.save }).click();
      await expect(page.getByText(l.saved, { exact: false })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await reviewShot(page, `store-settings/settings-${language}`);

      const contact = await openPage(client, l.contact, language);
      await expect(contact.locator('.menu-bar')).toHaveCSS('background-color', language === 'en' ? 'rgb(30, 58, 138)' : 'rgb(124, 45, 18)');
      const hours = contact.getByRole('region', { name: l.hours });
      await expect(hours.getByRole('row', { name: new RegExp(label) })).toContainText(l.closed);
      await expectNoSeriousA11yViolations(contact);
      await reviewShot(contact, `store-settings/contact-${language}`);

      const auth = await fillCart(contact);
      await contact.goto('/checkout');
      await contact.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      await contact.getByRole('radio', { name: l.pickup }).first().check();
      const pickup = contact.getByRole('group', { name: l.pickupHours });
      await expect(pickup).toBeVisible();
      await expect(pickup).toContainText(label);
      // The summary is dimmed while the new choice is priced: check it once settled.
      await expect(contact.locator('.order-summary__pending')).toHaveCount(0);
      await expect(contact.locator(".order-summary[aria-busy='true']")).toHaveCount(0);
      await expectNoSeriousA11yViolations(contact);
      await reviewShot(contact, `store-settings/checkout-pickup-${language}`);
      await contact.request.put('/api/cart/clearCart', auth);

      // Back as it was: the holiday goes away.
      await page.getByRole('listitem').filter({ hasText: label }).getByRole('button', { name: new RegExp(l.remove) }).click();
      await expect(page.getByText(l.removed)).toBeVisible();
      await expect(page.getByRole('listitem').filter({ hasText: label })).toHaveCount(0);
      await page.getByLabel(l.colour).fill('');
      await page.getByRole('button', { name: l.save }).click();
      await expect(page.getByText(l.saved, { exact: false })).toBeVisible();
      await Promise.all([page.close(), contact.close()]);
    });

    test('the admin sets the return window, the reminder lead, the AutoOrder minimum and the province rule; each field says what is wrong', async () => {
      const page = await openPage(admin, '/clinic/settings', language);
      await expect(page.getByRole('heading', { level: 1, name: l.settings })).toBeVisible();
      // Each field says what it needs; nothing is saved until all of them read.
      await page.getByLabel(l.returnWindow).fill('0');
      await page.getByLabel(l.reminder).fill('366');
      await page.getByLabel(l.aoMin).fill('abc');
      await page.getByRole('button', { name: l.save }).click();
      // The return window and the reminder lead both take 1 to 365 days (rr §5; issue 25).
      await expect(page.getByText(l.daysInvalid)).toHaveCount(2);
      await expect(page.getByText(l.aoMinInvalid)).toBeVisible();
      await expect(page.getByLabel(l.returnWindow)).toHaveAttribute('aria-invalid', 'true');
      await reviewShot(page, `store-settings/settings-errors-${language}`);
      await page.getByLabel(l.returnWindow).fill(String(20 + index));
      await page.getByLabel(l.reminder).fill(String(5 + index));
      await page.getByLabel(l.aoMin).fill(language === 'en' ? '40.00' : '40,00');
      await page.getByLabel(l.restrict).uncheck();
      await page.getByRole('button', { name: l.save }).click();
      await expect(page.getByText(l.saved, { exact: false })).toBeVisible();
      await expect(page.getByText(l.daysInvalid)).toHaveCount(0);
      await page.reload();
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      await expect(page.getByLabel(l.returnWindow)).toHaveValue(String(20 + index));
      await expect(page.getByLabel(l.reminder)).toHaveValue(String(5 + index));
      await expect(page.getByLabel(l.aoMin)).toHaveValue('40.00');
      await expect(page.getByLabel(l.restrict)).not.toBeChecked();
      await expectNoSeriousA11yViolations(page);
      await reviewShot(page, `store-settings/settings-rules-${language}`);
      // Back to the defaults, so the other journeys see the clinic as seeded.
      await page.getByLabel(l.returnWindow).fill('15');
      await page.getByLabel(l.reminder).fill('3');
      await page.getByLabel(l.aoMin).fill('0');
      await page.getByLabel(l.restrict).check();
      await page.getByRole('button', { name: l.save }).click();
      await expect(page.getByText(l.saved, { exact: false })).toBeVisible();
      await page.close();
    });

    test('an invited veterinarian sets a password and approves a prescription; once disabled, cannot sign in', async ({ browser, baseURL }) => {
      const email = `invited-vet-${language}-${Date.now()}@example.com`;
      const lastName = `Invited ${language.toUpperCase()}`;
      const pet = SETTINGS_DEMO.client.petNames[index]!;

      const staffPage = await openPage(admin, '/clinic/staff', language);
      await expect(staffPage.getByRole('heading', { level: 1, name: l.staff })).toBeVisible();
      await staffPage.getByLabel(l.firstName).fill('Dana');
      await staffPage.getByLabel(l.lastName, { exact: true }).fill(lastName);
      await staffPage.getByLabel(l.email, { exact: true }).fill(email);
      await staffPage.getByLabel(l.language).selectOption(language);
      await staffPage.getByRole('checkbox', { name: l.vet, exact: true }).check();
      // The veterinarian role needs the licence (issue 24).
      await staffPage.getByLabel(l.licenceNumber).fill(`SUD-${index + 1}`);
      await staffPage.getByLabel(l.licenceProvince).selectOption('ON');
      await staffPage.getByRole('button', { name: l.invite }).click();
      await expect(staffPage.getByText(`${l.sent} ${email}.`)).toBeVisible();
      await expect(staffPage.getByRole('row', { name: new RegExp(`Dana ${lastName}`) })).toBeVisible();
      await expectNoSeriousA11yViolations(staffPage);
      await reviewShot(staffPage, `store-settings/staff-${language}`);

      const mail = await (await staffPage.request.get(`/dev/mail?to=${encodeURIComponent(email)}`)).text();
      const link = /href="(\/clinic\/invitation\?token=[^"]+)"/.exec(mail)?.[1]?.replace(/&amp;/g, '&');
      expect(link, mail.slice(0, 500)).toBeTruthy();

      const vet = await browser.newContext({ baseURL: baseURL, viewport: { width: 1280, height: 900 } });
      const accept = await openPage(vet, link!, language);
      await accept.getByLabel(l.password, { exact: true }).fill(NEW_PASSWORD);
      await accept.getByLabel(l.confirm).fill(NEW_PASSWORD);
      await expectNoSeriousA11yViolations(accept);
      await reviewShot(accept, `store-settings/invitation-${language}`);
      await accept.getByRole('button', { name: l.setPassword }).click();
      await expect(accept.getByText(l.done)).toBeVisible();
      // The link works once.
      await accept.reload();
      await expect(accept.getByRole('alert').first()).toBeVisible();

      await signInAs(accept, language, email, NEW_PASSWORD);
      await expect(accept).toHaveURL(/\/clinic$/);
      const queue = await openPage(vet, '/clinic/prescriptions', language);
      await expect(queue.getByRole('heading', { level: 1, name: l.queue })).toBeVisible();
      await queue.getByRole('listitem').filter({ hasText: pet }).getByRole('link', { name: l.review }).first().click();
      await queue.getByLabel(l.quantity).fill('2');
      await queue.getByLabel(l.refills).fill('1');
      await queue.getByRole('button', { name: l.approve }).click();
      await expect(queue.getByText(l.approved, { exact: false })).toBeVisible();
      // The decision names the veterinarian and the licence.
      await expect(queue.getByRole('definition').filter({ hasText: `Dana ${lastName}` })).toContainText(`SUD-${index + 1} (ON)`);

      // The admin disables the account: signed out at once, and sign-in refuses it.
      staffPage.once('dialog', (dialog) => void dialog.accept());
      await staffPage.getByRole('row', { name: new RegExp(`Dana ${lastName}`) }).getByRole('button', { name: new RegExp(l.disable) }).click();
      await expect(staffPage.getByText(l.disabled, { exact: false })).toBeVisible();
      await queue.goto('/clinic');
      await expect(queue).toHaveURL(/\/Account\/Logon/);
      await signInAs(queue, language, email, NEW_PASSWORD);
      await expect(queue.getByText(l.signInDisabled, { exact: false })).toBeVisible();
      await Promise.all([staffPage.close(), vet.close()]);
    });

    test('a lost invitation is sent again: the old link stops working; the audit log names and links what was acted on', async ({ browser, baseURL }) => {
      const email = `resent-${language}-${Date.now()}@example.com`;
      const lastName = `Resent ${language.toUpperCase()}`;
      const linkIn = async (page: Page) => {
        // The outbox lists the newest email first.
        const mail = await (await page.request.get(`/dev/mail?to=${encodeURIComponent(email)}`)).text();
        return /href="(\/clinic\/invitation\?token=[^"]+)"/.exec(mail)?.[1]?.replace(/&amp;/g, '&');
      };

      const staffPage = await openPage(admin, '/clinic/staff', language);
      await staffPage.getByLabel(l.firstName).fill('Lee');
      await staffPage.getByLabel(l.lastName, { exact: true }).fill(lastName);
      await staffPage.getByLabel(l.email, { exact: true }).fill(email);
      await staffPage.getByRole('button', { name: l.invite }).click();
      const row = staffPage.getByRole('row', { name: new RegExp(`Lee ${lastName}`) });
      await expect(row.getByText(l.linkValid)).toBeVisible();
      const lost = await linkIn(staffPage);
      expect(lost).toBeTruthy();

      await row.getByRole('button', { name: new RegExp(l.resend) }).click();
      await expect(staffPage.getByText(`${l.resent} ${email}`, { exact: false })).toBeVisible();
      await expectNoSeriousA11yViolations(staffPage);
      for (const width of [390, 768, 1280]) {
        await staffPage.setViewportSize({ width, height: 900 });
        await reviewShot(staffPage, `staff/staff-${language}-${width}`);
      }
      await staffPage.setViewportSize({ width: 1280, height: 900 });
      const fresh = await linkIn(staffPage);
      expect(fresh).toBeTruthy();
      expect(fresh).not.toBe(lost);

      const invitee = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
      const old = await openPage(invitee, lost!, language);
      await expect(old.getByRole('alert').first()).toBeVisible();
      const accept = await openPage(invitee, fresh!, language);
      await accept.getByLabel(l.password, { exact: true }).fill(NEW_PASSWORD);
      await accept.getByLabel(l.confirm).fill(NEW_PASSWORD);
      await accept.getByRole('button', { name: l.setPassword }).click();
      await expect(accept.getByText(l.done)).toBeVisible();
      await invitee.close();

      // Who did what: each line names its object and links to it.
      await staffPage.reload();
      await staffPage.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      const activity = staffPage.getByRole('region', { name: l.activity });
      const resentLine = activity.getByRole('listitem').filter({ hasText: l.resentLine }).first();
      await expect(resentLine).toContainText(`Lee ${lastName}`);
      await expectNoSeriousA11yViolations(staffPage);
      for (const width of [390, 768, 1280]) {
        await staffPage.setViewportSize({ width, height: 900 });
        await reviewShot(activity, `staff/audit-${language}-${width}`, { fullPage: false });
      }
      await staffPage.setViewportSize({ width: 1280, height: 900 });
      await resentLine.getByRole('link', { name: `Lee ${lastName}` }).click();
      await expect(staffPage).toHaveURL(/#staff-member-\d+$/);
      await expect(staffPage.getByRole('row', { name: new RegExp(`Lee ${lastName}`) })).toBeInViewport();

      // Giving the veterinarian role asks for the licence first.
      await staffPage.getByRole('row', { name: new RegExp(`Lee ${lastName}`) }).getByRole('checkbox', { name: new RegExp(l.vet) }).click();
      const dialog = staffPage.getByRole('dialog');
      await dialog.getByRole('button', { name: l.giveRole }).click();
      await expect(dialog.getByText(l.licenceMissing)).toBeVisible();
      await expectNoSeriousA11yViolations(staffPage);
      await reviewShot(staffPage, `staff/licence-dialog-${language}`, { fullPage: false });
      await dialog.getByLabel(l.licenceNumber).fill(`LEE-${index + 1}`);
      await dialog.getByLabel(l.licenceProvince).selectOption('ON');
      await dialog.getByRole('button', { name: l.giveRole }).click();
      await expect(staffPage.getByRole('row', { name: new RegExp(`Lee ${lastName}`) }).getByText(`LEE-${index + 1} (ON)`)).toBeVisible();

      const approvedLine = activity.getByRole('listitem').filter({ hasText: l.approvedLine }).first();
      await approvedLine.getByRole('link').click();
      await expect(staffPage).toHaveURL(/\/clinic\/prescriptions\/\d+$/);
      await expect(staffPage.getByRole('heading', { level: 1, name: l.rxHeading })).toBeVisible();
      await expect(staffPage.getByText(l.decidedBy)).toBeVisible();
      await staffPage.close();
    });
  });
}

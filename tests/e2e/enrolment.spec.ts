import type { Browser, Page } from '@playwright/test';
import { DEMO_SITE_ADMIN } from '../../src/server/db/seed/demo-staff';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations, openPage, reviewShot, signIn, switchLanguage } from './helpers';

// The journey creates clinics and accounts: this file has a server of its own.
test.use({ serverFor: 'enrolment' });

const PASSWORD = 'Clinic-Pass-2026';

const L = {
  en: {
    applyHeading: 'Open your clinic’s store', practiceName: 'Practice name', address: 'Street address', city: 'City', province: 'Province', postalCode: 'Postal code',
    phone: 'Phone', email: 'Practice email', first: 'Your first name', last: 'Your last name', vet: 'Veterinarian', licence: 'Veterinarian’s licence number',
    distributor: 'Distributor', account: 'Distributor account number', send: 'Send the application', thanks: 'Your application has been sent',
    nav: 'Enrolment', adminEmail: 'First admin’s email', approve: 'Approve and invite', approved: 'is approved', show: 'Show', approvedOption: 'Approved',
    clinicLink: 'Open the clinic’s page', goLive: 'Set the store live', live: 'The store is live',
    inviteHeading: 'Join your clinic', password: 'Password', confirmPassword: 'Confirm password', setPassword: 'Set my password', passwordSet: 'Your password is set',
    regFirst: 'First name', regLast: 'Last name', regEmail: 'Email', regPhone: 'Phone', regProvince: 'Province or territory', byName: 'By clinic name', next: 'Next',
    clinicName: 'Clinic name', select: 'Select', confirmDialog: 'Confirm your account details', terms: /I have read and accept the terms of use/, confirm: 'Confirm',
    thanksDialog: 'Thank you!', policies: 'Policies', policy: 'Policy', returnDays: 'Days from delivery', savePolicy: 'Save the policy',
    policySaved: 'The policy is saved.', days45: '45 days',
  },
  fr: {
    applyHeading: 'Ouvrir la boutique de votre clinique', practiceName: 'Nom de l’établissement', address: 'Adresse', city: 'Ville', province: 'Province', postalCode: 'Code postal',
    phone: 'Téléphone', email: 'Courriel de l’établissement', first: 'Votre prénom', last: 'Votre nom', vet: 'Vétérinaire', licence: 'Numéro de permis du vétérinaire',
    distributor: 'Distributeur', account: 'Numéro de compte chez le distributeur', send: 'Envoyer la demande', thanks: 'Votre demande a été envoyée',
    nav: 'Inscriptions', adminEmail: 'Courriel du premier administrateur', approve: 'Approuver et inviter', approved: 'est approuvée', show: 'Afficher', approvedOption: 'Approuvées',
    clinicLink: 'Ouvrir la page de la clinique', goLive: 'Mettre la boutique en ligne', live: 'La boutique est en ligne',
    inviteHeading: 'Rejoignez l’équipe', password: 'Mot de passe', confirmPassword: 'Confirmez le mot de passe', setPassword: 'Choisir mon mot de passe', passwordSet: 'Votre mot de passe est choisi',
    regFirst: 'Prénom', regLast: 'Nom de famille', regEmail: 'Courriel', regPhone: 'Téléphone', regProvince: 'Province ou territoire', byName: 'Par nom de clinique', next: 'Suivant',
    clinicName: 'Nom de la clinique', select: 'Choisir', confirmDialog: 'Confirmez les détails de votre compte', terms: /J’ai lu et j’accepte les conditions d’utilisation/,
    confirm: 'Confirmer', thanksDialog: 'Merci\u202f!', policies: 'Politiques', policy: 'Politique', returnDays: 'Jours depuis la livraison',
    savePolicy: 'Enregistrer la politique', policySaved: 'La politique est enregistrée.', days45: '45 jours',
  },
} as const;

async function shoot(page: Page, name: string) {
    for (const [label, size] of [['1280', { width: 1280, height: 900 }], ['390', { width: 390, height: 844 }]] as const) {
    await page.setViewportSize(size);
    await expectNoSeriousA11yViolations(page);
    await reviewShot(page, `enrolment/${name}-${label}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function freshPage(browser: Browser, baseURL: string | undefined, path: string, language: 'en' | 'fr') {
  const context = await browser.newContext({ baseURL });
  // openPage waits for the app to hydrate: the language switch does nothing before then.
  const page = await openPage(context, path);
  if (language === 'fr') await switchLanguage(page, 'fr');
  return page;
}

for (const language of ['en', 'fr'] as const) {
  const l = L[language];
  test(`a clinic applies, the site administrator approves it, its admin accepts and sets a policy, it goes live and a client registers there (${language})`, async ({ page, browser, baseURL }) => {
    test.slow();
    const stamp = `${Date.now()}`.slice(-6);
    const practice = `Lakeside Animal Care ${language.toUpperCase()} ${stamp}`;
    const adminEmail = `enrol-admin-${language}-${stamp}@example.com`;

    // 1. The public application.
    const apply = await freshPage(browser, baseURL, '/enrol', language);
    await expect(apply.getByRole('heading', { level: 1, name: l.applyHeading })).toBeVisible();
    await apply.getByRole('button', { name: l.send }).click();
    await expect(apply.locator('.field__error').first()).toBeVisible();
    await shoot(apply, `apply-${language}`);
    const main = apply.getByRole('main');
    await main.getByLabel(l.practiceName).fill(practice);
    await main.getByLabel(l.address, { exact: true }).fill('45 Harbour Street');
    await main.getByLabel(l.city).fill('Kingston');
    await main.getByLabel(l.province, { exact: true }).selectOption('ON');
    await main.getByLabel(l.postalCode).fill('K7L 2N8');
    await main.getByLabel(l.phone, { exact: true }).fill('(613) 555-0177');
    await main.getByLabel(l.email).fill(`practice-${language}-${stamp}@example.com`);
    await main.getByLabel(l.first).fill('Aline');
    await main.getByLabel(l.last).fill('Roy');
    await main.getByLabel(l.vet, { exact: true }).fill('Dr. Aline Roy');
    await main.getByLabel(l.licence).fill('ON-4412');
    await main.getByLabel(l.distributor, { exact: true }).fill('Northern Vet Supply');
    await main.getByLabel(l.account).fill('NVS-99812');
    await apply.getByRole('button', { name: l.send }).click();
    await expect(apply.getByText(l.thanks)).toBeVisible();
    await apply.context().close();

    // 2. The site administrator approves it (not live yet).
    await signIn(page, { email: DEMO_SITE_ADMIN.email });
    if (language === 'fr') await switchLanguage(page, 'fr');
    await page.getByRole('navigation').getByRole('link', { name: l.nav }).click();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: practice }) });
    await expect(card).toContainText('ON-4412');
    await shoot(page, `queue-${language}`);
    await card.getByLabel(l.adminEmail).fill(adminEmail);
    await card.getByRole('button', { name: l.approve }).click();
    await expect(page.getByText(new RegExp(`${practice} ${l.approved}`))).toBeVisible();

    // 3. The first admin accepts the invitation (the link from the outbox).
    const mail = await (await page.request.get(`/dev/mail?to=${encodeURIComponent(adminEmail)}`)).text();
    const link = /href="(\/clinic\/invitation\?token=[^"]+)"/.exec(mail)?.[1]?.replace(/&amp;/g, '&');
    expect(link).toBeTruthy();
    const invited = await freshPage(browser, baseURL, link!, language);
    await expect(invited.getByRole('heading', { level: 1, name: new RegExp(l.inviteHeading) })).toBeVisible();
    await invited.getByLabel(l.password, { exact: true }).fill(PASSWORD);
    await invited.getByLabel(l.confirmPassword).fill(PASSWORD);
    await invited.getByRole('button', { name: l.setPassword }).click();
    await expect(invited.getByText(l.passwordSet)).toBeVisible();

    // 4. The new admin sets a policy of the clinic's own: its return window.
    const signedIn = await invited.context().request.post('/Account/Logon', { data: { email: adminEmail, password: PASSWORD } });
    expect(signedIn.ok(), await signedIn.text()).toBe(true);
    const policies = await openPage(invited.context(), '/clinic/policies');
    if (language === 'fr') await switchLanguage(policies, 'fr');
    await expect(policies.getByRole('heading', { level: 1, name: l.policies })).toBeVisible();
    await policies.getByLabel(l.policy, { exact: true }).selectOption('returnWindowDays');
    await policies.getByLabel(l.returnDays).fill('45');
    await policies.getByRole('button', { name: l.savePolicy }).click();
    await expect(policies.getByText(l.policySaved)).toBeVisible();
    await expect(policies.locator('tr[data-policy="returnWindowDays"]')).toContainText(l.days45);
    await invited.context().close();

    // 5. Live: from the clinic's page.
    await page.getByLabel(l.show).selectOption({ label: l.approvedOption });
    await card.getByRole('link', { name: l.clinicLink }).click();
    await page.getByRole('button', { name: l.goLive }).click();
    await expect(page.getByText(l.live)).toBeVisible();

    // 6. A client registers there, found by its name.
    const client = await freshPage(browser, baseURL, '/account/register', language);
    const form = client.getByRole('main');
    await form.getByLabel(l.regFirst, { exact: true }).fill('Jeanne');
    await form.getByLabel(l.regLast, { exact: true }).fill('Côté');
    await form.getByLabel(l.regEmail, { exact: true }).fill(`enrol-client-${language}-${stamp}@example.com`);
    await form.getByLabel(l.regPhone, { exact: true }).fill('(613) 555-0123');
    await form.getByLabel(l.regProvince).selectOption('ON');
    await form.getByLabel(l.regEmail, { exact: true }).blur();
    await client.getByText(l.byName, { exact: true }).click();
    await client.getByRole('button', { name: l.next }).click();
    await client.getByRole('textbox', { name: l.clinicName }).fill(practice);
    await client.getByRole('button', { name: `${l.select} ${practice}` }).click();
    const dialog = client.getByRole('dialog', { name: l.confirmDialog });
    await dialog.getByRole('checkbox', { name: l.terms }).check();
    await dialog.getByRole('button', { name: l.confirm }).click();
    await expect(client.getByRole('dialog', { name: l.thanksDialog })).toBeVisible();
    await client.context().close();
  });
}

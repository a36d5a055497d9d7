import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_SHOPPER, expectNoSeriousA11yViolations, openPage, signIn, switchLanguage, signOutFromMenu } from './helpers';

/**
 * Registration through a clinic, then the emailed confirmation link, then signed in (issue 6), in
 * English and French. The link is read from the development outbox page (/dev/mail).
 */
const PASSWORD = 'Chien-Chat-2026';

const uniqueEmail = (label: string) => `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

interface Labels {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  province: string;
}
const EN: Labels = { firstName: 'First name', lastName: 'Last name', email: 'Email', phone: 'Phone', province: 'Province or territory' };
const FR: Labels = { firstName: 'Prénom', lastName: 'Nom de famille', email: 'Courriel', phone: 'Téléphone', province: 'Province ou territoire' };

async function fillDetails(page: Page, email: string, labels: Labels = EN, province = 'ON') {
  const main = page.getByRole('main');
  await main.getByLabel(labels.firstName, { exact: true }).fill('Jeanne-Marie');
  await main.getByLabel(labels.lastName, { exact: true }).fill('Côté');
  await main.getByLabel(labels.email, { exact: true }).fill(email);
  await main.getByLabel(labels.phone, { exact: true }).fill('(613) 555-0123');
  await main.getByLabel(labels.province).selectOption(province);
}

/** Follows the newest link emailed to the address, as the shopper would from their inbox. */
async function openEmailedLink(page: Page, email: string, path: 'ConfirmAccount' | 'ResetPassword') {
  await page.goto(`/dev/mail?to=${encodeURIComponent(email)}`);
  await page.getByRole('article').first().getByRole('link', { name: new RegExp(`/Account/${path}\\?token=`) }).click();
  await expect(page).toHaveURL(new RegExp(`/Account/${path}\\?token=`));
}

/** Ticks the required terms box of the confirm dialog (issue 11 §9) and confirms. */
async function acceptTermsAndConfirm(dialog: Locator, fr = false) {
  await dialog.getByRole('checkbox', { name: fr ? /J’ai lu et j’accepte les conditions d’utilisation/ : /I have read and accept the terms of use/ }).check();
  await dialog.getByRole('button', { name: fr ? 'Confirmer' : 'Confirm' }).click();
}

async function confirmAccount(page: Page, email: string, fr = false) {
  await openEmailedLink(page, email, 'ConfirmAccount');
  await page.getByLabel(fr ? 'Mot de passe' : 'Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel(fr ? 'Confirmez le mot de passe' : 'Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: fr ? 'Confirmer mon compte' : 'Confirm my account' }).click();
}

test.describe('registration', () => {
  test('by postal code, then confirming the email signs the shopper in @phone', async ({ page }) => {
    const email = uniqueEmail('postal');
    await page.goto('/account/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/Account/Logon');

    // rr §5: the options and Next stay disabled until names, email (checked) and province are in.
    await expect(page.getByRole('radio', { name: /By postal code/ })).toBeDisabled();
    await fillDetails(page, email);
    await page.getByRole('main').getByLabel('Email', { exact: true }).blur();
    await expect(page.getByRole('radio', { name: /By postal code/ })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await page.getByText('By postal code', { exact: true }).click();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Next' }).click();

    const postalCode = page.getByRole('textbox', { name: 'Postal code' });
    await postalCode.fill('D1A 1A1');
    await postalCode.blur();
    await expect(page.getByText('Please enter a valid postal code, for example K1A 0B1.')).toBeVisible();
    await postalCode.fill('K2P 1X4');
    await expect(page.getByRole('heading', { name: /clinics found/ })).toBeVisible();
    const first = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Maple Veterinary Hospital' }) });
    await expect(first).toContainText('km away');
    await page.getByRole('button', { name: 'Select Maple Veterinary Hospital' }).click();

    const dialog = page.getByRole('dialog', { name: 'Confirm your account details' });
    await expect(dialog).toContainText(email);
    await expect(dialog).toContainText('Ontario');
    // issue 11 §9: the terms are required, the CASL consent is separate and never ticked for the shopper.
    const terms = dialog.getByRole('checkbox', { name: /I have read and accept the terms of use/ });
    const casl = dialog.getByRole('checkbox', { name: /Yes, send me emails about offers/ });
    await expect(terms).not.toBeChecked();
    await expect(casl).not.toBeChecked();
    await expect(dialog.getByRole('link', { name: /terms of use/ })).toHaveAttribute('href', '/TermsOfUse');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByText('Please accept the terms of use to create your account.')).toBeVisible();
    await expect(terms).toBeFocused();
    await terms.check();
    await casl.check();
    // The silent (v3) check fails once: the sandbox answers the spec's message, the challenge appears.
    let sent = 0;
    await page.route('**/api/account/register/', async (route) => {
      sent += 1;
      const body = route.request().postDataJSON() as Record<string, unknown>;
      expect(body).toMatchObject({ acceptTerms: true, caslConsent: true });
      if (sent === 1) await route.continue({ postData: JSON.stringify({ ...body, recaptchaResponse: 'sandbox-fail' }) });
      else await route.continue();
    });
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByText('Recaptcha verification failed.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('checkbox', { name: 'I’m not a robot' }).check();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    const thanks = page.getByRole('dialog', { name: 'Thank you!' });
    await expect(thanks).toContainText('Thank you for registering with Maple Veterinary Hospital.');
    expect(sent).toBe(2);
    await expect(thanks).not.toContainText('1 to 2 days');
    await expect(thanks).toContainText(`We sent an email to ${email}`);
    await thanks.getByRole('link', { name: 'Done' }).click();
    await expect(page).toHaveURL(/\/products$/);

    await confirmAccount(page, email);
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByText('Hi, Jeanne-Marie')).toBeVisible();
  });

  test('by clinic name in French, then confirming and signing in', async ({ page }) => {
    const email = uniqueEmail('name-fr');
    await page.goto('/account/register');
    await switchLanguage(page, 'fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Créez votre compte' })).toBeVisible();
    await fillDetails(page, email, FR, 'QC');
    await page.getByRole('main').getByLabel('Courriel', { exact: true }).blur();
    await page.getByText('Par nom de clinique', { exact: true }).click();
    await page.getByRole('button', { name: 'Suivant' }).click();

    const name = page.getByRole('textbox', { name: 'Nom de la clinique' });
    await name.fill('lava');
    await name.blur();
    await expect(page.getByText('Veuillez entrer au moins 5 caractères.')).toBeVisible();
    // Words in any order, accents ignored (rr §5, issue 6).
    await name.fill('laval CLINIQUE veterinaire');
    await page.getByRole('button', { name: 'Choisir Clinique vétérinaire de Laval' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmez les détails de votre compte' });
    await expect(dialog).toContainText('Québec');
    await expectNoSeriousA11yViolations(page);
    await acceptTermsAndConfirm(dialog, true);
    await expect(page.getByRole('dialog', { name: 'Merci\u202f!' })).toContainText('Merci de vous être inscrit auprès de la Clinique vétérinaire de Laval.');

    await page.goto(`/dev/mail?to=${encodeURIComponent(email)}`);
    await expect(page.getByRole('heading', { name: 'Confirmez votre courriel pour terminer votre inscription' })).toBeVisible();
    await confirmAccount(page, email, true);
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByText('Bonjour, Jeanne-Marie')).toBeVisible();
  });

  test('with a clinic typed in: thanks with 1 to 2 days, then pending until the clinic enables it', async ({ page }) => {
    const email = uniqueEmail('manual');
    await page.goto('/account/register');
    await fillDetails(page, email, EN, 'NS');
    await page.getByRole('main').getByLabel('Email', { exact: true }).blur();
    await page.getByText('Enter a new clinic', { exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('button', { name: 'Select this clinic' }).click();
    await expect(page.getByText('This field is required.').first()).toBeVisible();
    await page.getByRole('textbox', { name: 'Clinic name' }).fill('Bluenose Veterinary Clinic');
    await page.getByRole('textbox', { name: 'City' }).fill('Lunenburg');
    await page.getByRole('textbox', { name: 'Clinic phone' }).fill('902 555 0199');
    await page.getByRole('button', { name: 'Select this clinic' }).click();
    await expect(page.getByText('Please enter 10 digits starting with 2 to 9; dashes are optional.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Clinic phone' }).fill('902-555-0199');
    await page.getByRole('button', { name: 'Select this clinic' }).click();

    const dialog = page.getByRole('dialog', { name: 'Confirm your account details' });
    await expect(dialog).toContainText('Bluenose Veterinary Clinic');
    await acceptTermsAndConfirm(dialog);
    await expect(page.getByRole('dialog', { name: 'Thank you!' })).toContainText('please allow 1 to 2 days');

    await confirmAccount(page, email);
    await expect(page.getByText('Your email is confirmed.')).toBeVisible();
    await signIn(page, { email, password: PASSWORD });
    await expect(page.getByRole('alert')).toContainText('Your clinic has not enabled your account yet');
  });

  test('in French with the remembered clinic of the webstore, then confirming, signing in, and forgetting it', async ({ page, context, baseURL }) => {
    const consumer = Buffer.from(JSON.stringify({ subdomain: 'maplevet' })).toString('base64');
    await context.addCookies([
      { name: 'consumer', value: consumer, url: baseURL! },
      { name: 'lang', value: 'fr', url: baseURL! },
    ]);
    const email = uniqueEmail('remembered-fr');
    await page.goto('/account/register');
    const remembered = page.getByRole('region', { name: 'La boutique en ligne de votre clinique' });
    await expect(remembered.getByRole('heading', { name: 'Maple Veterinary Hospital' })).toBeVisible();
    await expect(remembered).toContainText('245 Bank Street');
    await expect(remembered).toContainText('613-555-0142');
    await expect(remembered).toContainText('info@maplevet.example.com');
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await fillDetails(page, email, FR);
    await page.getByRole('main').getByLabel('Courriel', { exact: true }).blur();
    await page.getByRole('button', { name: 'Continuer avec cette clinique' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmez les détails de votre compte' });
    await expect(dialog).toContainText('Maple Veterinary Hospital');
    await acceptTermsAndConfirm(dialog, true);
    const thanks = page.getByRole('dialog', { name: 'Merci\u202f!' });
    await expect(thanks).toContainText('Merci de vous être inscrit auprès de Maple Veterinary Hospital.');
    await expect(thanks).not.toContainText('1 à 2 jours');
    // Pressed on the dialog itself: a key pressed before focus has moved into it would go nowhere.
    await thanks.press('Escape');
    await expect(page).toHaveURL(/\/products$/);

    await confirmAccount(page, email, true);
    await expect(page.getByText('Bonjour, Jeanne-Marie')).toBeVisible();

    // 'Forget this webstore' clears the cookie, signs out, and comes back to registration.
    await page.goto('/account/register');
    await page.getByRole('link', { name: 'Oublier cette boutique en ligne' }).click();
    await expect(page).toHaveURL(/\/account\/register$/);
    await expect(page.getByRole('radio', { name: /Par code postal/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Se connecter' }).first()).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'consumer')).toBeUndefined();
  });

  test("an email in use says 'Not available.' with a reset link, and Next stays disabled", async ({ page }) => {
    await page.goto('/account/register');
    await fillDetails(page, DEMO_SHOPPER.email);
    await page.getByRole('main').getByLabel('Email', { exact: true }).blur();
    await expect(page.getByText('Not available.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reset your password' })).toHaveAttribute('href', `/Account/ForgotPassword?email=${encodeURIComponent(DEMO_SHOPPER.email)}`);
    await expect(page.getByRole('radio', { name: /By postal code/ })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  test("'use my location' finds the nearest clinics", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, geolocation: { latitude: 49.27, longitude: -123.16 }, permissions: ['geolocation'] });
    // openPage waits for the app to hydrate before the form is typed into.
    const page = await openPage(context, '/account/register');
    await fillDetails(page, uniqueEmail('geo'), EN, 'BC');
    await page.getByRole('main').getByLabel('Email', { exact: true }).blur();
    await page.getByText('By postal code', { exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByRole('article').first()).toContainText('Kitsilano Veterinary Hospital');
    await context.close();
  });
});

test.describe('forgot and reset password', () => {
  test('a reset link sets a new password once', async ({ page }) => {
    // Registration, confirmation, a sign-out, the reset and two sign-ins: one of the longest journeys.
    test.slow();
    const email = uniqueEmail('reset');
    await page.goto('/account/register');
    await fillDetails(page, email);
    await page.getByRole('main').getByLabel('Email', { exact: true }).blur();
    await page.getByText('By postal code', { exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: 'Postal code' }).fill('K2P1X4');
    await page.getByRole('button', { name: 'Select Maple Veterinary Hospital' }).click();
    await acceptTermsAndConfirm(page.getByRole('dialog'));
    await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
    await confirmAccount(page, email);
    await expect(page.getByText('Hi, Jeanne-Marie')).toBeVisible();
    await signOutFromMenu(page);

    await page.goto('/Account/ForgotPassword');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect(page.getByText(`If an account uses ${email}, we have sent it a link`)).toBeVisible();

    await openEmailedLink(page, email, 'ResetPassword');
    const resetUrl = page.url();
    await page.getByLabel('Password', { exact: true }).fill('weak');
    await page.getByLabel('Confirm password').fill('weak');
    await page.getByRole('button', { name: 'Change my password' }).click();
    await expect(page.getByText('At least 8 characters with a digit, an uppercase letter, a lowercase letter and a symbol.')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('Nouveau-Mot-2027');
    await page.getByLabel('Confirm password').fill('Nouveau-Mot-2027');
    await page.getByRole('button', { name: 'Change my password' }).click();
    await expect(page).toHaveURL(/\/Account\/Logon$/);

    await signIn(page, { email, password: 'Nouveau-Mot-2027' });
    await expect(page.getByText('Hi, Jeanne-Marie')).toBeVisible();

    await page.goto(resetUrl);
    await expect(page.getByText('This link is invalid or has expired.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

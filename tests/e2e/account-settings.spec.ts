import type { Page } from '@playwright/test';
import { insertSettingsDemoShopper, SETTINGS_DEMO_SHOPPERS, type SettingsDemoShopper } from '../../src/server/db/seed/demo-account-settings';
import { expect, test as base } from './fixtures';
import { expectNoSeriousA11yViolations } from './helpers';

/**
 * The account's address book, payment settings and password pages (issue 14), in English and in
 * French, with the two demo shoppers of src/server/db/seed/demo-account-settings.ts (each has an
 * address an active AutoOrder uses and an expired card), so the main demo shopper's password stays.
 */

const L = {
  en: {
    signIn: 'Sign in', email: 'Email', password: 'Password',
    addresses: 'Address book', addAddress: 'Add an address', newAddress: 'New address', editAddress: 'Edit the address',
    street1: 'Street address', city: 'City', province: 'Province or territory', postalCode: 'Postal code', save: 'Save',
    edit: 'Edit', del: 'Delete', yesDelete: 'Yes, delete', usedByAutoOrder: 'Used by an AutoOrder', postalError: /postal code/i,
    correctErrors: /correct/i,
    cards: 'Payment settings', addCard: 'Add a card', expired: 'Expired', holder: 'Name on card', number: 'Card number', month: 'Expiry month',
    year: 'Expiry year', cvv: 'Security code (CVV)', saveCard: 'Save this card', updateExpiry: 'Update the expiry date',
    checkout: 'Checkout', changePayment: 'Change Payment method', updateFromCheckout: 'Expired: update this card', payWith: 'Pay with this card',
    passwordTitle: 'Change password', current: 'Current password', newPassword: 'New password', confirm: 'Confirm the new password',
    changePassword: 'Change password', reused: /not used before/, tooSoon: /once a day/, changed: /has been changed/,
  },
  fr: {
    signIn: 'Se connecter', email: 'Courriel', password: 'Mot de passe',
    addresses: 'Carnet d’adresses', addAddress: 'Ajouter une adresse', newAddress: 'Nouvelle adresse', editAddress: 'Modifier l’adresse',
    street1: 'Adresse', city: 'Ville', province: 'Province ou territoire', postalCode: 'Code postal', save: 'Enregistrer',
    edit: 'Modifier', del: 'Supprimer', yesDelete: 'Oui, supprimer', usedByAutoOrder: 'Utilisée par une commande automatique', postalError: /code postal/i,
    correctErrors: /corriger/i,
    cards: 'Paramètres de paiement', addCard: 'Ajouter une carte', expired: 'Expirée', holder: 'Nom du titulaire de la carte', number: 'Numéro de carte',
    month: 'Mois d’expiration', year: 'Année d’expiration', cvv: 'Code de sécurité (CVV)', saveCard: 'Enregistrer cette carte',
    updateExpiry: 'Mettre à jour la date d’expiration',
    checkout: 'Passer la commande', changePayment: 'Modifier Mode de paiement', updateFromCheckout: 'Expirée\u202f: mettre à jour cette carte', payWith: 'Payer avec cette carte',
    passwordTitle: 'Changer le mot de passe', current: 'Mot de passe actuel', newPassword: 'Nouveau mot de passe', confirm: 'Confirmez le nouveau mot de passe',
    changePassword: 'Changer le mot de passe', reused: /pas déjà utilisé/, tooSoon: /une fois par jour/, changed: /a été changé/,
  },
} as const;

type Language = keyof typeof L;
const shopperOf = (language: Language) => SETTINGS_DEMO_SHOPPERS.find((s) => s.language === language)!;

type SettingsShopper = Omit<SettingsDemoShopper, 'email'> & { email: string };

let copiesMade = 0;

/**
 * Each journey changes its shopper's addresses, cards or password: it gets a copy of the seeded
 * settings shopper of its language, under an email of its own, in its worker's database.
 */
const test = base.extend<{ settingsShopper: (language: Language) => Promise<SettingsShopper> }>({
  settingsShopper: async ({ server }, use) => {
    await use(async (language) => {
      const seeded = shopperOf(language);
      const email = seeded.email.replace('@', `.copy${++copiesMade}@`);
      await insertSettingsDemoShopper(server.db, seeded, new Date(), email);
      return { ...seeded, email };
    });
  },
});

async function signInAs(page: Page, language: Language, path: string, shopper: SettingsShopper) {
  await page.goto(`/Account/Logon?returnUrl=${encodeURIComponent(path)}`);
  if (language === 'fr') {
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  }
  const l = L[language];
  await page.getByLabel(l.email).fill(shopper.email);
  await page.getByLabel(l.password, { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: l.signIn, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
}

/** Puts one in-stock product that needs no prescription in the cart, for the shopper's pet. */
async function fillCart(page: Page) {
  const { accessToken } = (await (await page.request.post('/Account/GetToken')).json()) as { accessToken: string };
  const auth = { headers: { Authorization: `Bearer ${accessToken}` } };
  await page.request.put('/api/cart/clearCart', auth);
  const list = (await (await page.request.get('/api/prods/list?pgSize=96', auth)).json()) as {
    results: { productId: number; isInStock: boolean; isPrescriptionProduct: boolean; isApprovalRequired: boolean; isBulkItem: boolean }[];
  };
  const product = list.results.find((p) => p.isInStock && !p.isPrescriptionProduct && !p.isApprovalRequired && !p.isBulkItem)!;
  const details = (await (await page.request.get(`/api/prods/details/${product.productId}/`, auth)).json()) as { viewModel: { pets: { id: number }[] } };
  const added = await page.request.post('/api/cart/item/', { ...auth, data: { productId: product.productId, petId: details.viewModel.pets[0]!.id, quantity: 1 } });
  expect(added.ok(), await added.text()).toBe(true);
}

for (const language of ['en', 'fr'] as const) {
  const l = L[language];

  test.describe(`account settings in ${language}`, () => {
    test(`adds, edits and removes an address; an AutoOrder's address cannot be removed (${language})`, async ({ page, settingsShopper }) => {
      await signInAs(page, language, '/account/addresses', await settingsShopper(language));
      await expect(page.getByRole('heading', { level: 1, name: l.addresses })).toBeVisible();
      const list = page.getByRole('list', { name: language === 'en' ? 'Saved addresses' : 'Adresses enregistrées' });
      const office = list.getByRole('listitem').filter({ hasText: '200 Bank Street' }).first();
      await expect(office.getByText(l.usedByAutoOrder)).toBeVisible();
      await expect(office.getByRole('button', { name: new RegExp(`^${l.del}`) })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('button', { name: l.addAddress }).click();
      const form = page.getByRole('form', { name: l.newAddress });
      await form.getByRole('textbox', { name: l.street1, exact: true }).fill('77 Metcalfe Street');
      await form.getByRole('textbox', { name: l.city, exact: true }).fill('Ottawa');
      await form.getByRole('combobox', { name: l.province }).selectOption('ON');
      await form.getByRole('textbox', { name: l.postalCode, exact: true }).fill('D1A 1A1');
      await form.getByRole('button', { name: l.save, exact: true }).click();
      // A refused field says why, and nothing typed is lost.
      await expect(form.getByText(l.correctErrors)).toBeVisible();
      await expect(form.getByRole('textbox', { name: l.street1, exact: true })).toHaveValue('77 Metcalfe Street');
      await expect(form.getByRole('textbox', { name: l.city, exact: true })).toHaveValue('Ottawa');
      await form.getByRole('textbox', { name: l.postalCode, exact: true }).fill('K1P 5L3');
      await expectNoSeriousA11yViolations(page);
      await form.getByRole('button', { name: l.save, exact: true }).click();
      const added = list.getByRole('listitem').filter({ hasText: '77 Metcalfe Street' }).first();
      await expect(added).toBeVisible();

      await added.getByRole('button', { name: new RegExp(`^${l.edit}`) }).click();
      const editForm = page.getByRole('form', { name: l.editAddress });
      await expect(editForm.getByRole('textbox', { name: l.street1, exact: true })).toHaveValue('77 Metcalfe Street');
      await editForm.getByRole('textbox', { name: l.street1, exact: true }).fill('79 Metcalfe Street');
      await editForm.getByRole('button', { name: l.save, exact: true }).click();
      const edited = list.getByRole('listitem').filter({ hasText: '79 Metcalfe Street' }).first();
      await expect(edited).toBeVisible();

      await edited.getByRole('button', { name: new RegExp(`^${l.del}`) }).click();
      await page.getByRole('dialog').getByRole('button', { name: l.yesDelete }).click();
      await expect(list.getByText('79 Metcalfe Street')).toHaveCount(0);
      await expect(list.locator('address').getByText('200 Bank Street')).toBeVisible();
    });

    test(`adds and removes a card; the expired card is marked (${language})`, async ({ page, settingsShopper }) => {
      await signInAs(page, language, '/account/paymentsettings', await settingsShopper(language));
      await expect(page.getByRole('heading', { level: 1, name: l.cards })).toBeVisible();
      const list = page.getByRole('list', { name: language === 'en' ? 'Saved cards' : 'Cartes enregistrées' });
      await expect(list.getByText(l.expired, { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('button', { name: l.addCard }).click();
      await page.getByRole('textbox', { name: l.holder }).fill('Card Holder');
      await page.getByRole('textbox', { name: l.number }).fill('5555 5555 5555 4444');
      await page.getByRole('combobox', { name: l.month }).selectOption('10');
      await page.getByRole('combobox', { name: l.year }).selectOption(String(new Date().getFullYear() + 2));
      await page.getByRole('textbox', { name: l.cvv }).fill('12');
      await page.getByRole('button', { name: l.saveCard }).click();
      // The CVV is refused on its field; the number typed stays.
      await expect(page.getByRole('textbox', { name: l.number })).toHaveValue('5555 5555 5555 4444');
      await page.getByRole('textbox', { name: l.cvv }).fill('123');
      await page.getByRole('button', { name: l.saveCard }).click();
      const added = list.locator(':scope > li').filter({ hasText: '4444' });
      await expect(added).toBeVisible();
      await expect(list.locator(':scope > li')).toHaveCount(2);

      await added.getByRole('button', { name: new RegExp(`^${l.del}`) }).click();
      await page.getByRole('dialog').getByRole('button', { name: l.yesDelete }).click();
      await expect(list.locator(':scope > li')).toHaveCount(1);
    });

    test(`updates an expired card from checkout and comes back to checkout (${language})`, async ({ page, settingsShopper }) => {
      await signInAs(page, language, '/account/paymentsettings', await settingsShopper(language));
      await fillCart(page);
      await page.goto('/checkout');
      await expect(page.getByRole('heading', { level: 1, name: l.checkout })).toBeVisible();
      await page.getByRole('button', { name: l.changePayment }).click();
      await page.getByRole('link', { name: l.updateFromCheckout }).click();
      await expect(page).toHaveURL(/\/paymentsettings\/edit\/\d+\?returnLocation=Checkout$/);
      await expectNoSeriousA11yViolations(page);
      const year = String(new Date().getFullYear() + 3);
      await page.getByRole('combobox', { name: l.month }).selectOption('6');
      await page.getByRole('combobox', { name: l.year }).selectOption(year);
      await page.getByRole('button', { name: l.save, exact: true }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      await page.getByRole('button', { name: l.changePayment }).click();
      await expect(page.getByText(`06/${year}`).first()).toBeVisible();
      await expect(page.getByRole('link', { name: l.updateFromCheckout })).toHaveCount(0);
    });

    test(`changes the password: a reused one and a second change the same day are refused (${language})`, async ({ page, settingsShopper }) => {
      const shopper = await settingsShopper(language);
      await signInAs(page, language, '/account/password', shopper);
      await expect(page.getByRole('heading', { level: 1, name: l.passwordTitle })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      const fill = async (current: string, next: string) => {
        await page.getByLabel(l.current, { exact: true }).fill(current);
        await page.getByLabel(l.newPassword, { exact: true }).fill(next);
        await page.getByLabel(l.confirm, { exact: true }).fill(next);
        await page.getByRole('button', { name: l.changePassword }).click();
      };
      await fill(shopper.password, shopper.password);
      await expect(page.getByRole('alert').filter({ hasText: l.reused })).toBeVisible();
      // Nothing typed is lost on a refusal.
      await expect(page.getByLabel(l.current, { exact: true })).toHaveValue(shopper.password);
      await expect(page.getByLabel(l.newPassword, { exact: true })).toHaveValue(shopper.password);
      // A new attempt stopped by the form's own check no longer shows the last attempt's refusal (issue 24 item 17).
      await page.getByLabel(l.confirm, { exact: true }).fill('something else');
      await page.getByRole('button', { name: l.changePassword }).click();
      await expect(page.getByRole('alert').filter({ hasText: l.reused })).toHaveCount(0);

      const next = `${shopper.password}-new!`;
      await fill(shopper.password, next);
      await expect(page.getByText(l.changed)).toBeVisible();
      await expect(page.getByLabel(l.current, { exact: true })).toHaveValue('');

      await fill(next, `${next}2`);
      await expect(page.getByRole('alert').filter({ hasText: l.tooSoon })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}

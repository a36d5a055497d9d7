import type { Page } from '@playwright/test';
import { expect, test, type Shopper } from './fixtures';
import { expectNoSeriousA11yViolations, switchLanguage } from './helpers';
import { DAY_MS } from '../../src/domain/time';

/**
 * The shopper's pets, prescriptions and favourites (issue 14), in English and in French: add, edit
 * and remove a pet; request a renewal; add a favourite to the cart. Nothing typed is lost on an
 * error; every page passes axe.
 */

const TEXT = {
  en: {
    signInEmail: 'Email', signInButton: 'Sign in', pets: 'My pets', add: 'Add a pet', name: 'Pet name', type: 'Type of pet', cat: 'Cat', breed1: 'Breed 1',
    birthDate: 'Birthday or gotcha date', weight: 'Weight in kg (optional)', save: 'Save pet', nameRequired: 'Please select or enter Pet Name',
    future: 'The birth date cannot be in the future.', saved: (n: string) => `${n} was saved.`, edit: (n: string) => `Edit ${n}`,
    remove: (n: string) => `Remove ${n}`, confirmRemove: 'Remove pet', removed: (n: string) => `${n} was removed.`,
    biscuitBlocked: 'Biscuit has an active AutoOrder, so it cannot be removed. Cancel the AutoOrder or move it to another pet first.',
    prescriptions: 'My prescriptions', renew: (pet: string) => new RegExp(`^Request renewal of .+ for ${pet}$`), note: 'Note for your veterinarian (optional)',
    send: 'Send request', tooLong: 'Your comment is too long. Please shorten it to 200 characters or less.', sent: /Your renewal request for .+ was sent to your clinic\./,
    requested: 'Requested', waiting: 'A renewal request is waiting for your veterinarian.', expired: 'Expired',
    favourites: 'My favourites', addToCart: /^Add to cart: /, added: /was added to your cart for/, removeFav: /^Remove from favourites: /, removedFav: /was removed from your favourites\./,
    male: 'Male',
  },
  fr: {
    signInEmail: 'Courriel', signInButton: 'Se connecter', pets: 'Mes animaux', add: 'Ajouter un animal', name: 'Nom de l’animal', type: 'Type d’animal', cat: 'Chat', breed1: 'Race 1',
    birthDate: 'Date de naissance ou d’adoption', weight: 'Poids en kg (facultatif)', save: 'Enregistrer l’animal',
    nameRequired: 'Veuillez choisir ou entrer le nom de l’animal', future: 'La date de naissance ne peut pas être dans le futur.',
    saved: (n: string) => `${n} a été enregistré.`, edit: (n: string) => `Modifier ${n}`, remove: (n: string) => `Retirer ${n}`,
    confirmRemove: 'Retirer l’animal', removed: (n: string) => `${n} a été retiré.`,
    biscuitBlocked: 'Biscuit a une commande automatique active et ne peut donc pas être retiré. Annulez la commande automatique ou associez-la à un autre animal d’abord.',
    prescriptions: 'Mes ordonnances', renew: (pet: string) => new RegExp(`^Demander un renouvellement\\s: .+ pour ${pet}$`),
    note: 'Note pour votre vétérinaire (facultatif)', send: 'Envoyer la demande',
    tooLong: 'Votre commentaire est trop long. Veuillez le raccourcir à 200 caractères ou moins.',
    sent: /Votre demande de renouvellement pour .+ a été envoyée à votre clinique\./, requested: 'Demandée',
    waiting: 'Une demande de renouvellement attend votre vétérinaire.', expired: 'Expirée',
    favourites: 'Mes favoris', addToCart: /^Ajouter au panier\s: /, added: /a été ajouté à votre panier pour/, removeFav: /^Retirer des favoris\s: /,
    removedFav: /a été retiré de vos favoris\./, male: 'Mâle',
  },
} as const;

type Language = keyof typeof TEXT;

async function signInAt(page: Page, language: Language, path: string, shopper: Shopper) {
  // A visitor is sent to sign in and comes back to the page.
  await page.goto(path);
  await expect(page).toHaveURL(/\/Account\/Logon\?returnUrl=/);
  if (language === 'fr') await switchLanguage(page, 'fr');
  await page.getByLabel(TEXT[language].signInEmail).fill(shopper.email);
  await page.locator('input[type="password"]').fill(shopper.password);
  await page.getByRole('button', { name: TEXT[language].signInButton, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

const future = () => {
  const date = new Date(Date.now() + 5 * DAY_MS);
  return date.toISOString().slice(0, 10);
};

for (const language of ['en', 'fr'] as const) {
  const t = TEXT[language];
  const petName = language === 'en' ? 'Pepper' : 'Caramel';

  test.describe(`account pets, prescriptions and favourites (${language})`, () => {
    test(`adds, edits and removes a pet (${language}) @phone`, async ({ page, shopper }) => {
      await signInAt(page, language, '/account/pets', shopper);
      await expect(page.getByRole('heading', { level: 1, name: t.pets })).toBeVisible();
      await expect(page.getByText(t.biscuitBlocked)).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('button', { name: t.add, exact: true }).click();
      const form = page.locator('form.pet-form');
      // Nothing saved without a name; what was typed stays.
      await form.getByLabel(t.type).selectOption({ label: t.cat });
      await form.getByLabel(t.breed1).fill('Siamese');
      await form.getByRole('button', { name: t.save }).click();
      await expect(form.getByText(t.nameRequired)).toBeVisible();
      await expect(form.getByLabel(t.name)).toBeFocused();
      await expect(form.getByLabel(t.breed1)).toHaveValue('Siamese');
      await expectNoSeriousA11yViolations(page);

      await form.getByLabel(t.name).fill(petName);
      await form.getByLabel(t.birthDate).fill(future());
      await form.getByRole('button', { name: t.save }).click();
      await expect(form.getByText(t.future)).toBeVisible();
      await expect(form.getByLabel(t.name)).toHaveValue(petName);

      await form.getByLabel(t.birthDate).fill('2021-06-15');
      await form.getByLabel(t.weight).fill(language === 'fr' ? '4,5' : '4.5');
      await form.getByRole('button', { name: t.save }).click();
      await expect(page.getByText(t.saved(petName))).toBeVisible();
      const card = page.locator('.pet-card').filter({ has: page.getByRole('heading', { name: petName }) });
      await expect(card).toContainText('Siamese');
      await expect(card).toContainText(language === 'fr' ? '4,5 kg' : '4.5 kg');

      // Edit: the form opens with the pet's values.
      await card.getByRole('button', { name: t.edit(petName) }).click();
      const edit = page.locator('form.pet-form');
      await expect(edit.getByLabel(t.name)).toHaveValue(petName);
      await expect(edit.getByLabel(t.birthDate)).toHaveValue('2021-06-15');
      await edit.getByLabel(t.breed1).fill('Maine Coon');
      await edit.locator('select').nth(1).selectOption('male');
      await edit.getByRole('button', { name: t.save }).click();
      await expect(page.getByText(t.saved(petName))).toBeVisible();
      await expect(card).toContainText('Maine Coon');
      await expect(card).toContainText(t.male);

      // Biscuit has the demo's active AutoOrder (and a prescription): removing it is refused, saying why.
      await page.getByRole('button', { name: t.remove('Biscuit') }).click();
      await page.getByRole('dialog').getByRole('button', { name: t.confirmRemove }).click();
      await expect(page.getByRole('alert').filter({ hasText: t.biscuitBlocked })).toBeVisible();

      await card.getByRole('button', { name: t.remove(petName) }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('dialog').getByRole('button', { name: t.confirmRemove }).click();
      await expect(page.getByText(t.removed(petName))).toBeVisible();
      await expect(page.getByRole('heading', { name: petName })).toHaveCount(0);
    });

    test(`requests a renewal of an expired prescription (${language})`, async ({ page, shopper }) => {
      const pet = language === 'en' ? 'Biscuit' : 'Minou';
      await signInAt(page, language, '/account/prescriptions', shopper);
      await expect(page.getByRole('heading', { level: 1, name: t.prescriptions })).toBeVisible();
      const section = page.locator('.rx-pet').filter({ has: page.getByRole('heading', { level: 2, name: pet }) });
      await expect(section.getByText(t.expired, { exact: true }).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await section.getByRole('button', { name: t.renew(pet) }).click();
      const note = section.getByLabel(t.note);
      const long = 'Please renew at the same dose. '.repeat(7);
      await note.fill(long);
      await section.getByRole('button', { name: t.send }).click();
      await expect(section.getByText(t.tooLong)).toBeVisible();
      await expect(note).toHaveValue(long);
      await expectNoSeriousA11yViolations(page);

      await note.fill('Same dose as last year, please.');
      await section.getByRole('button', { name: t.send }).click();
      await expect(page.getByText(t.sent)).toBeVisible();
      await expect(section.getByText(t.waiting)).toBeVisible();
      await expect(section.getByText(t.requested, { exact: true }).first()).toBeVisible();
      await expect(section.getByText('Same dose as last year, please.')).toBeVisible();
      await expect(section.getByRole('button', { name: t.renew(pet) })).toHaveCount(0);
    });

    test(`a long unbroken pet name stays inside a 390 px page (${language}) @phone`, async ({ page, shopper }) => {
      test.slow();
      await page.setViewportSize({ width: 390, height: 844 });
      await signInAt(page, language, '/account/pets', shopper);
      const { accessToken } = (await (await page.request.post('/Account/GetToken')).json()) as { accessToken: string };
      const long = 'Wolfeschlegelsteinhausenbergerdorffvoralternwaren'.slice(0, 50);
      const added = await page.request.post('/api/account/pets/add/', { headers: { Authorization: `Bearer ${accessToken}` }, data: { name: long, code: 'dogs' } });
      expect(added.ok(), await added.text()).toBe(true);
      for (const path of ['/account/pets', '/account', '/account/favourites']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (path === '/account/pets') await expect(page.getByRole('heading', { name: long })).toBeVisible();
        // issue 24 item 17: nothing pushes the page wider than the phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
      }
    });

    test(`adds a favourite to the cart and removes another (${language})`, async ({ page, shopper }) => {
      await signInAt(page, language, '/account/favourites', shopper);
      await expect(page.getByRole('heading', { level: 1, name: t.favourites })).toBeVisible();
      const cards = page.locator('.fav-card');
      await expect(cards.first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      const count = await cards.count();

      await page.getByRole('button', { name: t.addToCart }).and(page.locator(':enabled')).first().click();
      await expect(page.getByText(t.added)).toBeVisible();

      await page.getByRole('button', { name: t.removeFav }).last().click();
      await expect(page.getByText(t.removedFav)).toBeVisible();
      await expect(cards).toHaveCount(count - 1);
    });
  });
}

import { DEMO_STAFF, DEMO_SITE_ADMIN } from '../../src/server/db/seed/demo-staff';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations, signIn, switchLanguage } from './helpers';

/**
 * The platform audience (issue 23, wired and empty): a site administrator lands on /platform after
 * signing in and sees the platform's frame in both languages; a clinic admin is told the page is not
 * theirs (the server refuses the calls). Read-only.
 */
test.describe('platform portal', () => {
  test('a site administrator lands on the platform, in English and French @phone', async ({ page }) => {
    await signIn(page, { email: DEMO_SITE_ADMIN.email });
    await expect(page).toHaveURL(/\/platform$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Platform' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Platform sections' }).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { name: `Welcome, ${DEMO_SITE_ADMIN.firstName}` })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await switchLanguage(page, 'fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Plateforme' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Sections de la plateforme' }).getByRole('link', { name: 'Vue d’ensemble' })).toBeVisible();
    await expect(page.getByText(`Connecté en tant que ${DEMO_SITE_ADMIN.firstName} ${DEMO_SITE_ADMIN.lastName}, administrateur du site`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await switchLanguage(page, 'en');
  });

  test('a clinic admin opening /platform is told it is for the platform’s site administrators', async ({ page }) => {
    await signIn(page, { email: DEMO_STAFF.admin.email });
    await expect(page).toHaveURL(/\/clinic$/);
    await page.goto('/platform');
    await expect(page.getByText('This page is for the platform’s site administrators.')).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Welcome/ })).toHaveCount(0);
  });
});

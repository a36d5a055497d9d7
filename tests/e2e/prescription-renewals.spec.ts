import type { BrowserContext } from '@playwright/test';
import { runRenewals } from '../../src/server/account/prescriptions';
import { DEMO_STAFF } from '../../src/server/db/seed/demo-staff';
import { expect, test } from './fixtures';
import { checkDesktopAndPhone, signedInContext, switchLanguage } from './helpers';

/**
 * Issue 28 "Prescription renewals", in English and in French: the client's copy of the demo shopper
 * has a prescription expiring in 20 days; the daily pass (the function the job and `npm run
 * renewals` run) makes the task and the reminder email; the client opens the email's link (read from
 * the development outbox), requests the renewal, and a second click is not offered; the veterinarian
 * finds the task on /clinic/renewals, with the prescriptions report, and approves it; the client gets
 * the approval email. axe and the phone width once per page kind and language.
 */
test.use({ serverFor: 'prescription-renewals' });

const TEXT = {
  en: {
    subject: /Renew .*'s prescription/, request: 'Request the renewal', requested: 'Your request was sent to your veterinarian',
    heading: 'Prescription renewals', decide: 'Renew or decline', approve: 'Approve prescription', approved: 'The prescription was renewed',
    expiring: 'Expiring in the next 30 days', openTask: 'Open the task', statusRequested: 'Renewal requested', approvedMail: 'rx_approved', csv: 'Download the report (CSV)',
  },
  fr: {
    subject: /Renouvelez l’ordonnance de /, request: 'Demander le renouvellement', requested: 'Votre demande a été envoyée à votre vétérinaire',
    heading: 'Renouvellements d’ordonnance', decide: 'Renouveler ou refuser', approve: 'Approuver l’ordonnance', approved: 'L’ordonnance a été renouvelée',
    expiring: 'Expirant dans les 30 prochains jours', openTask: 'Ouvrir la tâche', statusRequested: 'Renouvellement demandé', approvedMail: 'rx_approved', csv: 'Télécharger le rapport (CSV)',
  },
} as const;

for (const language of ['en', 'fr'] as const) {
  test(`a prescription expiring in 20 days: the task and the email, the client's request, the vet's approval (${language})`, async ({ browser, baseURL, server, shopper }) => {
    test.setTimeout(120_000);
    const l = TEXT[language];
    const contexts: BrowserContext[] = [];
    const user = await server.db.selectFrom('users').select('id').where('email', '=', shopper.email).executeTakeFirstOrThrow();
    await server.db.updateTable('users').set({ language }).where('id', '=', user.id).execute();
    try {
      // The daily pass: one task and one email for this client's prescription; a second pass adds nothing.
      await runRenewals(server.db, baseURL!, new Date());
      await runRenewals(server.db, baseURL!, new Date());
      const tasks = await server.db.selectFrom('prescription_renewals').select(['id', 'reason']).where('user_id', '=', user.id).execute();
      expect(tasks).toEqual([{ id: expect.any(Number), reason: 'expiring' }]);
      const taskId = tasks[0]!.id;

      const client = await signedInContext(browser, baseURL, shopper.email, /./);
      contexts.push(client);
      const page = await client.newPage();
      await page.goto(`/dev/mail?to=${encodeURIComponent(shopper.email)}`);
      const reminders = page.getByRole('article').filter({ has: page.getByRole('heading', { name: l.subject }) });
      await expect(reminders).toHaveCount(1);
      const link = reminders.getByRole('link', { name: new RegExp(`/account/renewals/${taskId}$`) });
      await link.click();
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      if (language === 'fr') await switchLanguage(page, 'fr');
      const button = page.getByRole('button', { name: l.request });
      await expect(button).toBeVisible();
      await checkDesktopAndPhone(page, `renewals/client-${language}`);
      await button.click();
      await expect(page.getByText(l.requested)).toBeVisible();
      await expect(page.getByRole('button', { name: l.request })).toHaveCount(0);
      await checkDesktopAndPhone(page, `renewals/client-requested-${language}`);

      const vetContext = await signedInContext(browser, baseURL, DEMO_STAFF.veterinarian.email, /\/clinic/);
      contexts.push(vetContext);
      const vet = await vetContext.newPage();
      await vet.goto('/clinic/renewals');
      if (language === 'fr') await switchLanguage(vet, 'fr');
      await expect(vet.getByRole('heading', { level: 1, name: l.heading })).toBeVisible();
      const expiring = vet.getByRole('table', { name: l.expiring });
      await expect(expiring.locator(`a[href="#renewal-${taskId}"]`)).toHaveText(l.openTask);
      const task = vet.locator(`#renewal-${taskId}`);
      await expect(task).toContainText(l.statusRequested);
      await checkDesktopAndPhone(vet, `renewals/clinic-${language}`);
      const [file] = await Promise.all([vet.waitForEvent('download'), vet.getByRole('button', { name: l.csv }).click()]);
      expect(file.suggestedFilename()).toMatch(/^prescriptions-.*\.csv$/);
      await task.getByRole('button', { name: l.decide }).click();
      await task.getByRole('button', { name: l.approve }).click();
      await expect(vet.getByText(l.approved)).toBeVisible();
      await checkDesktopAndPhone(vet, `renewals/clinic-approved-${language}`);

      const renewed = await server.db.selectFrom('prescription_renewals').select('status').where('id', '=', taskId).executeTakeFirstOrThrow();
      expect(renewed.status).toBe('approved');
      const approvals = await server.db.selectFrom('email_outbox').select('kind').where('to_address', '=', shopper.email).where('kind', '=', l.approvedMail).execute();
      expect(approvals).toHaveLength(1);
    } finally {
      for (const c of contexts) await c.close();
    }
  });
}

// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuditEvent } from '../../../contracts/clinic';
import type { AuditSubject } from '../../../contracts/staff';
import type { Language } from '../../../domain/constants';
import { ensureFeatureMessages, loadMessages } from '../../i18n/catalogs';
import { I18nProvider } from '../../i18n/I18nProvider';
import { setIntl } from '../../i18n/runtime';
import { auditChanges } from './audit-changes';
import { AuditLog } from './AuditLog';

const event = (over: Partial<AuditEvent & { subject: AuditSubject }>): AuditEvent & { subject?: AuditSubject } => ({
  id: 1, createdAt: '2026-11-20T15:00:00.000Z', actorName: 'Sam Lee', actorRole: 'clinic_staff', entity: 'order', entityId: 9, action: 'ship',
  before: null, after: null, ...over,
});

const events: AuditEvent[] = [
  event({ id: 1, action: 'ship', before: { status: 'sent_to_distributor' }, after: { status: 'shipped', carrier: 'canada_post', trackingNumber: '7023' } }),
  event({
    id: 2, entity: 'prescription', action: 'approve', actorRole: 'veterinarian',
    before: { state: 'notValidated', quantity: 0, refills: 0, expiresAt: null },
    after: { state: 'validated', quantity: 2, refills: 0, expiresAt: '2099-06-30T23:59:59.000Z', instructions: 'Twice a day' },
  }),
  event({ id: 3, entity: 'client', action: 'deactivate', before: { status: 'active' }, after: { status: 'disabled', note: 'Asked by phone' } }),
  event({ id: 4, action: 'ship_ready_items', before: { status: 'waiting_on_veterinarian', shipments: 0 }, after: { status: 'waiting_on_veterinarian', shipments: 2, readyChargeCents: 1234 } }),
];

async function renderIn(language: Language) {
  setIntl(language, await loadMessages(language));
  await ensureFeatureMessages('clinic');
  render(<I18nProvider><AuditLog events={events} headingId="audit" /></I18nProvider>);
  return screen.getAllByRole('listitem').filter((li) => li.parentElement?.classList.contains('clinic-audit'));
}

const changesOf = (line: HTMLElement) => within(line).getAllByRole('listitem').map((li) => li.textContent);

afterEach(cleanup);

describe('auditChanges', () => {
  it('lists every field whose value changed, added fields without a before, unchanged ones left out', () => {
    expect(auditChanges({ status: 'a', shipments: 0, same: 1 }, { status: 'b', shipments: 2, same: 1, carrier: 'ups' })).toEqual([
      { field: 'status', before: 'a', after: 'b', hadBefore: true },
      { field: 'shipments', before: 0, after: 2, hadBefore: true },
      { field: 'carrier', before: undefined, after: 'ups', hadBefore: false },
    ]);
    expect(auditChanges({ date: '2026-12-24' }, null)).toEqual([{ field: 'date', before: '2026-12-24', after: undefined, hadBefore: true }]);
    expect(auditChanges(null, null)).toEqual([]);
  });
});

describe('the audit log', () => {
  it('shows each changed field with its name and values in English words, not codes', async () => {
    const [ship, approve, deactivate, split] = await renderIn('en');
    expect(changesOf(ship!)).toEqual(['Status: Sent to distributor → Shipped', 'Carrier: Canada Post', 'Tracking number: 7023']);
    expect(changesOf(approve!)).toEqual([
      'Prescription state: Not validated → Validated', 'Quantity per fill: 0 → 2', expect.stringMatching(/^Expires: — → .*2099/), 'Instructions: Twice a day',
    ]);
    expect(changesOf(deactivate!)).toEqual(['Status: Active → Deactivated', 'Note: Asked by phone']);
    expect(changesOf(split!)).toEqual(['Shipments: 0 → 2', 'Charged for the ready items: $12.34']);
    expect(ship!.textContent).toContain('Sam Lee (clinic staff) marked the order shipped');
  });

  it('in French', async () => {
    const [ship, approve, deactivate, split] = await renderIn('fr');
    expect(changesOf(ship!)).toEqual(['Statut\u202f: Envoyée au distributeur → Expédiée', 'Transporteur\u202f: Postes Canada', 'Numéro de suivi\u202f: 7023']);
    expect(changesOf(approve!)[0]).toBe('État de l’ordonnance\u202f: Non validée → Validée');
    expect(changesOf(deactivate!)[0]).toMatch(/^Statut\u202f: Actif → Désactivé/);
    expect(changesOf(split!)[1]).toMatch(/^Débité pour les articles prêts\u202f: 12,34\s\$$/);
  });

  it('names the fields and values of coupon, return and store-settings events too, in both languages', async () => {
    const storeEvents: AuditEvent[] = [
      event({
        id: 11, entity: 'coupon', action: 'coupon_updated', entityId: 3,
        before: { code: 'SPRING', kind: 'percent', percent: 10, amountCents: null, autoOrderRule: 'any', oneUsePerShopper: false, startsOn: '2026-12-01', status: 'scheduled' },
        after: { code: 'SPRING', kind: 'amount', percent: null, amountCents: 500, autoOrderRule: 'autoOrderOnly', oneUsePerShopper: true, startsOn: '2026-12-01', status: 'scheduled' },
      }),
      event({ id: 12, entity: 'return', action: 'create', before: null, after: { orderId: 9, status: 'pending', method: 'credit', refundTotalCents: 2599 } }),
      event({
        id: 13, entity: 'settings', action: 'update_settings',
        before: { returnWindowDays: 15, hours: { mon: '9-5' }, restrictShippingToProvince: false },
        after: { returnWindowDays: 30, hours: { mon: '8-6' }, restrictShippingToProvince: true },
      }),
      event({ id: 14, entity: 'settings', action: 'add_holiday', before: null, after: { date: '2026-12-25', opensAt: null, closesAt: null, labelEn: 'Christmas', labelFr: 'Noël' } }),
    ];
    for (const language of ['en', 'fr'] as const) {
      setIntl(language, await loadMessages(language));
      await ensureFeatureMessages('clinic');
      const { unmount } = render(<I18nProvider><AuditLog events={storeEvents} headingId="audit" /></I18nProvider>);
      const lines = screen.getAllByRole('listitem').filter((li) => li.parentElement?.classList.contains('clinic-audit'));
      const text = lines.map((line) => line.textContent ?? '').join('\n');
      // No field name, action or value code reaches the reader.
      for (const code of ['coupon_updated', 'autoOrderRule', 'autoOrderOnly', 'oneUsePerShopper', 'startsOn', 'refundTotalCents', 'orderId',
        'returnWindowDays', 'restrictShippingToProvince', 'labelEn', 'update_settings', 'add_holiday', '{', '2026-12-25']) {
        expect(text).not.toContain(code);
      }
      if (language === 'en') {
        expect(changesOf(lines[0]!)).toEqual([
          'Discount type: Percent → Dollar amount', 'Percent off: 10 → —', 'Amount off: — → $5.00', 'AutoOrders: Any order → AutoOrders only', 'One use per client: no → yes',
        ]);
        expect(lines[0]!.textContent).toContain('changed a coupon');
        expect(changesOf(lines[1]!)).toEqual(['Order no.: 9', 'Status: Pending', 'Refund to: Account credit', 'Refund total: $25.99']);
        expect(changesOf(lines[2]!)).toEqual(['Return window (days): 15 → 30', 'Opening hours: changed', 'Ship only within the province: no → yes']);
        expect(changesOf(lines[3]!)).toContain('Date: 12/25/2026');
      } else {
        expect(changesOf(lines[1]!)).toContain('Remboursement sur\u202f: Crédit au compte');
        expect(changesOf(lines[2]!)).toContain('Heures d’ouverture\u202f: modifié');
        expect(changesOf(lines[3]!)).toContain('Date\u202f: 25\u00a0décembre\u00a02026');
      }
      unmount();
    }
  });

  it('names what each line of the clinic-wide log acted on and links to it (issue 24), in both languages', async () => {
    const withSubjects = [
      event({ id: 21, entity: 'staff', entityId: 7, action: 'change_roles', actorRole: 'clinic_admin', subject: { name: 'Dana Roy', href: '/clinic/staff#staff-member-7' } }),
      event({ id: 22, entity: 'prescription', entityId: 5, action: 'approve', actorRole: 'veterinarian', subject: { name: 'Minou — Renal food', href: '/clinic/prescriptions/5' } }),
      event({ id: 23, entity: 'settings', entityId: 1, action: 'update_settings', actorRole: 'clinic_admin', subject: { name: '', href: '/clinic/settings' } }),
      event({ id: 24, entity: 'order', entityId: 99, action: 'validate', subject: { name: '#99', href: null } }),
    ];
    for (const language of ['en', 'fr'] as const) {
      setIntl(language, await loadMessages(language));
      await ensureFeatureMessages('clinic');
      const { unmount } = render(
        <MemoryRouter initialEntries={['/clinic/staff?entity=staff']}>
          <I18nProvider><AuditLog events={withSubjects} headingId="audit" /></I18nProvider>
        </MemoryRouter>,
      );
      const lines = screen.getAllByRole('listitem').filter((li) => li.parentElement?.classList.contains('clinic-audit'));
      const [staff, rx, settings, gone] = lines;
      // A row of this very page is a fragment (no navigation); any other object is a link to its page.
      expect(within(staff!).getByRole('link', { name: 'Dana Roy' }).getAttribute('href')).toBe('#staff-member-7');
      expect(within(rx!).getByRole('link', { name: 'Minou — Renal food' }).getAttribute('href')).toBe('/clinic/prescriptions/5');
      expect(within(settings!).getByRole('link').getAttribute('href')).toBe('/clinic/settings');
      expect(within(gone!).queryByRole('link')).toBeNull();
      if (language === 'en') {
        expect(staff!.textContent).toMatch(/changed a staff member's roles: Dana Roy$/);
        expect(within(settings!).getByRole('link').textContent).toBe('the store settings');
        expect(gone!.textContent).toMatch(/validated the order: #99$/);
      } else {
        expect(staff!.textContent).toMatch(/a modifié les rôles d’un membre du personnel\u202f: Dana Roy$/);
        expect(within(settings!).getByRole('link').textContent).toBe('les paramètres de la boutique');
      }
      unmount();
    }
  });
});

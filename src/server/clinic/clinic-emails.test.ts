import { describe, expect, it } from 'vitest';
import { hoursLines, weekOf } from '../../domain/clinic-hours';
import { frenchTextProblems } from '../../domain/french-text';
import type { OutboxEmail } from '../integrations/email/outbox.queries';
import {
  orderReadyForPickupEmail, orderShippedEmail, prescriptionApprovedEmail, prescriptionDeniedEmail, registrationDeclinedEmail, type ClientRecipient,
} from './clinic-emails';

const problems = (email: OutboxEmail) => [email.subject, email.text].flatMap((part) => frenchTextProblems(part));
const client: ClientRecipient = { email: 'c@example.com', firstName: 'Gabrielle', language: 'fr' };
const clinicName = 'Hôpital vétérinaire du Plateau';
const link = 'https://store.example.com/account/orders/7';

describe("the clinic's emails in French (issue 24 items 18, 20)", () => {
  it('say "ordonnance", write the expiry as a Quebec date and name the clinic with its article', () => {
    const approved = prescriptionApprovedEmail(client, { clinicName, petName: 'Moka', productName: 'Diète rénale', expiresOn: '2027-03-01', instructions: 'Deux fois par jour', link });
    expect(problems(approved)).toEqual([]);
    expect(approved.subject).toBe('Ordonnance approuvée pour Moka');
    expect(approved.text).toContain('Le vétérinaire de l’Hôpital vétérinaire du Plateau a approuvé Diète rénale pour Moka, valide jusqu’au 1er\u00a0mars\u00a02027.');
    const english = prescriptionApprovedEmail({ ...client, language: 'en' }, { clinicName, petName: 'Moka', productName: 'Renal diet', expiresOn: '2027-03-01', instructions: '', link });
    expect(english.text).toContain('valid until 03/01/2027');

    const denied = prescriptionDeniedEmail(client, { clinicName, petName: 'Moka', productName: 'Diète rénale', reason: 'Examen requis' });
    expect(problems(denied)).toEqual([]);
    expect(denied.subject).toBe('Demande d’ordonnance refusée pour Moka');
  });

  it('registration declined, shipped and ready for pickup', () => {
    const declined = registrationDeclinedEmail(client, clinicName, 'Client inconnu');
    expect(problems(declined)).toEqual([]);
    expect(declined.subject).toBe('Votre inscription auprès de l’Hôpital vétérinaire du Plateau');
    expect(declined.text).toContain('L’Hôpital vétérinaire du Plateau n’a pas pu activer');

    expect(problems(orderShippedEmail(client, { orderNumber: 'VS-1', carrier: 'canada_post', trackingNumber: '7023', link }))).toEqual([]);

    const hours = hoursLines(weekOf([{ weekday: 1, opensAt: '08:00', closesAt: '18:30' }]), [
      { date: '2026-12-25', opensAt: null, closesAt: null, labelEn: 'Christmas Day', labelFr: 'Noël' },
    ], 'fr');
    const ready = orderReadyForPickupEmail(client, { orderNumber: 'VS-1', clinicName, link, hours });
    expect(problems(ready)).toEqual([]);
    expect(ready.text).toContain('vous attend à l’Hôpital vétérinaire du Plateau');
    expect(ready.text).toContain('lundi\u202f: 8\u00a0h–18\u00a0h\u00a030');
    expect(ready.text).toContain('25\u00a0décembre\u00a02026 (Noël)\u202f: fermé');
  });
});

import { describe, expect, it } from 'vitest';
import { draftOfPlan, emptyPlan, readPlan } from './plan-form';

describe('the wellness plan editor fields', () => {
  it('reads dollars with a dot or a comma into cents, and whole numbers', () => {
    const read = readPlan({
      ...emptyPlan(), nameEn: ' Puppy wellness ', nameFr: 'Bien-être chiot', monthly: '39,99', fee: '25', term: '12', discount: '10',
      services: [{ nameEn: 'Exam', nameFr: 'Examen', count: '2', value: '80.00' }],
    });
    expect(read).toEqual({ input: expect.objectContaining({
      nameEn: 'Puppy wellness', monthlyPriceCents: 3999, enrolmentFeeCents: 2500, termMonths: 12, storeDiscountPercent: 10,
      services: [{ nameEn: 'Exam', nameFr: 'Examen', count: 2, valueCents: 8000 }],
    }) });
  });

  it('names each field in error', () => {
    const read = readPlan({ ...emptyPlan(), monthly: 'abc', term: '0', discount: '101', services: [{ nameEn: '', nameFr: 'x', count: '0', value: '-1' }] });
    expect('errors' in read && read.errors).toEqual({
      nameEn: 'required', nameFr: 'required', monthly: 'money', term: 'whole', discount: 'whole',
      'service.0.nameEn': 'required', 'service.0.count': 'whole', 'service.0.value': 'money',
    });
  });

  it('shows a plan in the language: French with a decimal comma', () => {
    const draft = draftOfPlan({
      id: 1, nameEn: 'A', nameFr: 'B', descriptionEn: '', descriptionFr: '', species: 'cats', monthlyPriceCents: 3999, termMonths: 12, enrolmentFeeCents: 0,
      storeDiscountPercent: 5, services: [], status: 'active', activeEnrolments: 0, declinedPayments: 0, mayDelete: true, hasEnrolments: false,
    }, 'fr');
    expect([draft.monthly, draft.fee, draft.species]).toEqual(['39,99', '0,00', 'cats']);
  });
});

import { describe, expect, it } from 'vitest';
import type { ChosenClinic } from './ConfirmRegistrationDialog';
import type { PersonFields } from './form-messages';
import { initialWizardState, wizardReducer } from './use-registration-wizard';

const person = { firstName: 'Alex', lastName: 'Martin', email: 'alex@example.com', phone: '613-555-0123', provinceId: 'ON' } as PersonFields;
const chosen = { option: 'searchByPostalCode', clinic: { id: 7 }, info: { id: 7 } } as unknown as ChosenClinic;

describe('the registration wizard (rr §4, §5)', () => {
  it('goes to step 2 only with valid details and a search option, else says to correct the errors', () => {
    expect(wizardReducer(initialWizardState, { type: 'next', person: null, hasOption: true })).toEqual({ ...initialWizardState, correctErrors: true });
    expect(wizardReducer(initialWizardState, { type: 'next', person, hasOption: false })).toEqual({ ...initialWizardState, correctErrors: true });
    expect(wizardReducer(initialWizardState, { type: 'next', person, hasOption: true })).toEqual({ step: 2, person, chosen: null, correctErrors: false });
  });

  it('a clinic chosen with invalid details goes back to step 1 with the errors; with valid ones it opens the confirm dialog', () => {
    const onStep2 = { step: 2 as const, person, chosen: null, correctErrors: false };
    expect(wizardReducer(onStep2, { type: 'choose', person: null, chosen })).toEqual({ ...onStep2, step: 1, correctErrors: true });
    expect(wizardReducer(onStep2, { type: 'choose', person, chosen })).toEqual({ ...onStep2, chosen });
  });

  it('reset returns to step 1 and clears the choice; cancel only closes the dialog', () => {
    const confirming = { step: 2 as const, person, chosen, correctErrors: true };
    expect(wizardReducer(confirming, { type: 'reset' })).toEqual({ step: 1, person, chosen: null, correctErrors: false });
    expect(wizardReducer(confirming, { type: 'cancel' })).toEqual({ ...confirming, chosen: null });
  });
});

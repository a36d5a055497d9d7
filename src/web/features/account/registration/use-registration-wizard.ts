import { useReducer } from 'react';
import type { ChosenClinic } from './ConfirmRegistrationDialog';
import type { PersonFields } from './form-messages';

/**
 * The registration wizard's state (rr §4, §5): step 1 (the person) then step 2 (the clinic search),
 * the person's checked details, the clinic chosen for the confirm dialog, and whether 'please
 * correct the errors' shows.
 */
export interface WizardState {
  step: 1 | 2;
  person: PersonFields | null;
  chosen: ChosenClinic | null;
  correctErrors: boolean;
}

export type WizardAction =
  /** Next on step 1: the checked details (null when invalid) and whether a search option is chosen. */
  | { type: 'next'; person: PersonFields | null; hasOption: boolean }
  /** A clinic chosen (found, remembered or entered): the checked details, null when invalid. */
  | { type: 'choose'; person: PersonFields | null; chosen: ChosenClinic }
  /** rr §4: a reset returns to step 1 and clears the choice. */
  | { type: 'reset' }
  /** The confirm dialog was closed without registering. */
  | { type: 'cancel' };

export const initialWizardState: WizardState = { step: 1, person: null, chosen: null, correctErrors: false };

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'next': {
      const correctErrors = !action.person || !action.hasOption;
      return action.person && action.hasOption ? { ...state, correctErrors, person: action.person, step: 2 } : { ...state, correctErrors };
    }
    case 'choose':
      // rr §5: selecting a clinic while the form has errors says 'please correct the errors'.
      return action.person ? { ...state, correctErrors: false, person: action.person, chosen: action.chosen } : { ...state, correctErrors: true, step: 1 };
    case 'reset':
      return { ...state, chosen: null, correctErrors: false, step: 1 };
    case 'cancel':
      return { ...state, chosen: null };
  }
}

export function useRegistrationWizard() {
  return useReducer(wizardReducer, initialWizardState);
}

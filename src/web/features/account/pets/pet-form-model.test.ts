import { describe, expect, it } from 'vitest';
import { emptyPetForm, serverFieldError, toRequest, validatePetForm } from './pet-form-model';

describe('the pet form', () => {
  it('asks for the name and type first, with the spec messages', () => {
    expect(validatePetForm(emptyPetForm())).toEqual({ name: 'pets.error.nameRequired', code: 'pets.error.typeRequired' });
  });

  it('reads a French decimal comma and refuses a future birth date', () => {
    const values = { ...emptyPetForm(), name: 'Minou', code: 'cats', weight: '4,2', birthDate: '2999-01-01' };
    expect(toRequest(values).weightKg).toBe(4.2);
    expect(validatePetForm(values)).toEqual({ birthDate: 'pets.error.birthDateFuture' });
    expect(validatePetForm({ ...values, birthDate: '2020-01-01', weight: 'lots' })).toEqual({ weightKg: 'pets.error.weightRange' });
  });

  it('maps a server refusal to its field', () => {
    expect(serverFieldError({ field: 'birthDate' }, 'Birth date cannot be in the future')).toEqual({ birthDate: 'pets.error.birthDateFuture' });
    expect(serverFieldError(undefined, 'x')).toBeNull();
  });
});

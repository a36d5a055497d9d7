import { describe, expect, it } from 'vitest';
import { RX_STATUS } from './constants';
import { cartLineApproval, isPrescriptionValid, productApproval, type SavedPrescriptionInput } from './prescription';

const FAMILY = 700;
const OTHER_FAMILY = 800;
const pets = [
  { id: 1, petName: 'Rex' },
  { id: 2, petName: 'Minou' },
  { id: 3, name: 'Coco' },
];
const rx = (petID: number | string | null, rxStatusID: number, masterProductID = FAMILY): SavedPrescriptionInput => ({
  petID,
  rxStatusID,
  masterProductID,
});

describe('isPrescriptionValid', () => {
  it('is valid only for status 1', () => {
    expect(isPrescriptionValid({ rxStatusID: RX_STATUS.validated })).toBe(true);
    for (const status of [0, RX_STATUS.notValidated, RX_STATUS.expired, RX_STATUS.cancelled, RX_STATUS.deleted]) {
      expect(isPrescriptionValid({ rxStatusID: status })).toBe(false);
    }
    expect(isPrescriptionValid(null)).toBe(false);
    expect(isPrescriptionValid(undefined)).toBe(false);
  });
});

describe('productApproval', () => {
  it('is not required when the product needs no verification', () => {
    expect(productApproval(false, pets, [rx(1, 1)], FAMILY)).toEqual({ state: 'notRequired' });
    expect(productApproval(undefined, pets, [], FAMILY)).toEqual({ state: 'notRequired' });
  });

  it('lists the pets approved for this family', () => {
    expect(productApproval(true, pets, [rx(3, 1), rx(1, 1), rx(1, 1), rx(2, 2)], FAMILY)).toEqual({
      state: 'approved',
      petNames: ['Rex', 'Coco'],
    });
  });

  it('requires approval without a validated prescription for this family', () => {
    expect(productApproval(true, pets, [rx(1, 2), rx(2, 1, OTHER_FAMILY)], FAMILY)).toEqual({ state: 'requiresApproval' });
    expect(productApproval(true, pets, [], FAMILY)).toEqual({ state: 'requiresApproval' });
  });
});

describe('cartLineApproval', () => {
  it('is not required for ordinary products', () => {
    expect(cartLineApproval({ isApprovalRequired: false, isPrescriptionProduct: false })).toEqual({ state: 'notRequired' });
    expect(cartLineApproval({})).toEqual({ state: 'notRequired' });
  });

  it('is approved for the pet when the saved prescription is validated', () => {
    expect(cartLineApproval({ isApprovalRequired: true, petName: 'Rex', savedRx: { rxStatusID: 1 } })).toEqual({
      state: 'approved',
      petNames: ['Rex'],
    });
    expect(cartLineApproval({ isPrescriptionProduct: true, savedRx: { rxStatusID: 1, petName: 'Minou' } })).toEqual({
      state: 'approved',
      petNames: ['Minou'],
    });
  });

  it('requires approval otherwise', () => {
    expect(cartLineApproval({ isApprovalRequired: true, petName: 'Rex', savedRx: null })).toEqual({ state: 'requiresApproval' });
    expect(cartLineApproval({ isPrescriptionProduct: true, savedRx: { rxStatusID: 2 } })).toEqual({ state: 'requiresApproval' });
    expect(cartLineApproval({ isApprovalRequired: true, savedRx: { rxStatusID: 3 } })).toEqual({ state: 'requiresApproval' });
  });
});

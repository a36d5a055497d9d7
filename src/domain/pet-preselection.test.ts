import { describe, expect, it } from 'vitest';
import { CATEGORY_IDS, RX_STATUS, SEASONAL_L2_IDS } from './constants';
import { petSpeciesCategory, preselectPet, productSpecies, type PreselectionPet } from './pet-preselection';
import type { SavedPrescriptionInput } from './prescription';

const DOGS = CATEGORY_IDS.dogs;
const CATS = CATEGORY_IDS.cats;
const SMALL = CATEGORY_IDS.smallAnimals;
const RENAL = 1004;
const CARPROFEN = 1003;
const KITTEN_FOOD = 1009;

// The demo shopper: Biscuit (dog) is approved for carprofen, Minou (cat) waits for the renal diet.
const biscuit: PreselectionPet = { id: 1, categoryId: DOGS };
const minou: PreselectionPet = { id: 2, categoryId: CATS };
const rx = (petID: number | string | null, masterProductID: number, rxStatusID: number): SavedPrescriptionInput => ({ petID, masterProductID, rxStatusID });
const demoRx = [rx(1, CARPROFEN, RX_STATUS.validated), rx(2, RENAL, RX_STATUS.notValidated)];

describe('productSpecies: the pet type a product is for, from its categories', () => {
  it('reads the top-level pet category', () => {
    expect(productSpecies([CATS, 2100, 21003])).toBe(CATS);
    expect(productSpecies([DOGS])).toBe(DOGS);
    expect(productSpecies([SMALL])).toBe(SMALL);
  });

  it("reads a pet type's own seasonal branch", () => {
    expect(productSpecies([CATEGORY_IDS.seasonal, SEASONAL_L2_IDS.cats])).toBe(CATS);
  });

  it('reads every place the family is listed in: the holiday catnip mice are in the seasonal aisle and under Cats (issue 24 item 10)', () => {
    expect(productSpecies([CATEGORY_IDS.seasonal, 501, 50102, CATS, SEASONAL_L2_IDS.cats, 21241])).toBe(CATS);
  });

  it('is none for the seasonal aisle alone, no category, or several pet types', () => {
    expect(productSpecies([CATEGORY_IDS.seasonal, 5010])).toBeNull();
    expect(productSpecies([])).toBeNull();
    expect(productSpecies([DOGS, CATS])).toBeNull();
  });
});

describe('petSpeciesCategory: the pet type of a species code', () => {
  it('dogs, cats, and every other species as small animals', () => {
    expect(petSpeciesCategory('dogs')).toBe(DOGS);
    expect(petSpeciesCategory('cats')).toBe(CATS);
    for (const code of ['birds', 'fish', 'reptiles', 'rabbits', 'guinea-pig', 'small-animals']) expect(petSpeciesCategory(code)).toBe(SMALL);
    expect(petSpeciesCategory('')).toBeNull();
  });
});

describe('preselectPet (issue 11 item 1)', () => {
  it('the renal diet preselects Minou, whose prescription for it waits, not Biscuit', () => {
    expect(preselectPet({ pets: [biscuit, minou], savedPrescriptions: demoRx, familyId: RENAL, species: CATS })).toBe(2);
  });

  it('kitten food and wet cat food preselect the cat', () => {
    expect(preselectPet({ pets: [biscuit, minou], savedPrescriptions: demoRx, familyId: KITTEN_FOOD, species: CATS })).toBe(2);
    expect(preselectPet({ pets: [biscuit, minou], savedPrescriptions: [rx(1, 1099, RX_STATUS.validated)], familyId: 1013, species: CATS })).toBe(2);
  });

  it('a validated prescription for this family comes first, before a pending one and before the pet type', () => {
    const savedPrescriptions = [rx(2, RENAL, RX_STATUS.notValidated), rx(1, RENAL, RX_STATUS.validated)];
    expect(preselectPet({ pets: [biscuit, minou], savedPrescriptions, familyId: RENAL, species: CATS })).toBe(1);
  });

  it('a pending prescription for this family comes before the pet type', () => {
    const savedPrescriptions = [rx(1, RENAL, RX_STATUS.notValidated)];
    expect(preselectPet({ pets: [biscuit, minou], savedPrescriptions, familyId: RENAL, species: CATS })).toBe(1);
  });

  it('expired, cancelled and deleted prescriptions for this family do not count', () => {
    for (const status of [RX_STATUS.expired, RX_STATUS.cancelled, RX_STATUS.deleted]) {
      expect(preselectPet({ pets: [biscuit, minou], savedPrescriptions: [rx(1, RENAL, status)], familyId: RENAL, species: CATS })).toBe(2);
    }
  });

  it('Biscuit for the carprofen he is approved for, and for dog products', () => {
    expect(preselectPet({ pets: [biscuit, minou], savedPrescriptions: demoRx, familyId: CARPROFEN, species: DOGS })).toBe(1);
    expect(preselectPet({ pets: [biscuit, minou], savedPrescriptions: demoRx, familyId: 1001, species: DOGS })).toBe(1);
  });

  it('never a dog for a cat product: with no cat, no pet is preselected', () => {
    expect(preselectPet({ pets: [biscuit], savedPrescriptions: demoRx, familyId: KITTEN_FOOD, species: CATS })).toBeNull();
    expect(preselectPet({ pets: [biscuit], savedPrescriptions: [], familyId: KITTEN_FOOD, species: CATS })).toBeNull();
  });

  it('among several pets of the type, one with any saved prescription, else none', () => {
    const tigre: PreselectionPet = { id: 3, categoryId: CATS };
    const pets = [biscuit, minou, tigre];
    expect(preselectPet({ pets, savedPrescriptions: [rx(3, 1099, RX_STATUS.expired)], familyId: KITTEN_FOOD, species: CATS })).toBe(3);
    expect(preselectPet({ pets, savedPrescriptions: [rx(1, 1099, RX_STATUS.validated)], familyId: KITTEN_FOOD, species: CATS })).toBeNull();
    expect(preselectPet({ pets, savedPrescriptions: [], familyId: KITTEN_FOOD, species: CATS })).toBeNull();
  });

  it('a product for any pet type follows cc §4: a pet of any saved prescription, else the only pet, else none', () => {
    expect(preselectPet({ pets: [biscuit, minou], savedPrescriptions: [rx(2, 1099, RX_STATUS.expired)], familyId: 1011, species: null })).toBe(2);
    expect(preselectPet({ pets: [minou], savedPrescriptions: [], familyId: 1011, species: null })).toBe(2);
    expect(preselectPet({ pets: [biscuit, minou], savedPrescriptions: [], familyId: 1011, species: null })).toBeNull();
    expect(preselectPet({ pets: [], savedPrescriptions: [], familyId: 1011, species: null })).toBeNull();
  });

  it('ignores prescriptions of pets the shopper no longer has, and placeholder pets', () => {
    const savedPrescriptions = [rx(42, RENAL, RX_STATUS.validated), rx(null, RENAL, RX_STATUS.validated)];
    expect(preselectPet({ pets: [biscuit, minou], savedPrescriptions, familyId: RENAL, species: CATS })).toBe(2);
    expect(preselectPet({ pets: [{ id: '' }, { id: 'a1' }], savedPrescriptions: [], familyId: 1011, species: null })).toBe('a1');
    expect(preselectPet({ pets: [{ id: null }], savedPrescriptions: [], familyId: 1011, species: null })).toBeNull();
  });

  it('small animals of every kind share the small-animal category', () => {
    const budgie: PreselectionPet = { id: 7, categoryId: SMALL };
    expect(preselectPet({ pets: [biscuit, minou, budgie], savedPrescriptions: [], familyId: 3001, species: SMALL })).toBe(7);
  });
});

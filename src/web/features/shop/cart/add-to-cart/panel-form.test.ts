import { describe, expect, it } from 'vitest';
import type { DetailProduct, ProductFamilyInfo, SavedPrescription, SpecialOffer } from '../../../../../contracts/catalogue-details';
import { acceptableOffers, defaultSpecies, initialPetChoice, NEW_PET, petPrescriptionState, panelFormSchema, type PanelFormValues } from './panel-form';

const pets = [
  { id: 1, petName: 'Biscuit', categoryId: 10 },
  { id: 2, petName: 'Minou', categoryId: 20 },
];
const family = (id: number, l1 = 10, ...more: number[]) => ({ id, listedCategoryIds: [l1, ...more] });
const rx = (petID: number, masterProductID: number, rxStatusID: number): SavedPrescription => ({
  rxId: petID * 10 + masterProductID,
  masterProductID,
  petID,
  petName: '',
  rxStatusID,
  rxStatusName: '',
  quantity: 1,
  refillQuantity: 0,
  refillQuantityRemaining: 0,
});
const none = { familyId: null, petId: null };

describe('the pet chosen when the panel opens (src/domain/pet-preselection.ts)', () => {
  it('a pet with a validated prescription for this family first', () => {
    expect(initialPetChoice(pets, [rx(1, 1004, 2), rx(2, 1004, 1)], family(1004, 20), none)).toBe('2');
  });

  it("a cat product preselects the cat, not the dog with a prescription for something else", () => {
    expect(initialPetChoice(pets, [rx(1, 1003, 1), rx(2, 1004, 2)], family(1009, 20), none)).toBe('2');
    expect(initialPetChoice(pets, [rx(1, 1003, 1), rx(2, 1004, 2)], family(1004, 20), none)).toBe('2');
  });

  it('a product for any pet type: a pet of any saved prescription, else the only pet, else none; no pet at all: the new-pet form', () => {
    expect(initialPetChoice(pets, [rx(2, 1003, 2)], family(1011, 50), none)).toBe('2');
    expect(initialPetChoice([pets[0]!], [], family(1011, 50), none)).toBe('1');
    expect(initialPetChoice(pets, [], family(1011, 50), none)).toBe('');
    expect(initialPetChoice([], [], family(1011, 50), none)).toBe(NEW_PET);
  });

  it('a seasonal product also listed under Cats preselects the cat, not the dog with a prescription (issue 24 item 10)', () => {
    expect(initialPetChoice(pets, [rx(1, 1003, 1)], family(1011, 50, 501, 50102, 20, 2124, 21241), none)).toBe('2');
    expect(defaultSpecies(family(1011, 50, 501, 50102, 20, 2124, 21241))).toBe('cats');
  });

  it('a pet chosen earlier on the same family (another format, the pop-up) stays chosen', () => {
    expect(initialPetChoice(pets, [rx(1, 1004, 1)], family(1004, 20), { familyId: 1004, petId: 2 })).toBe('2');
    expect(initialPetChoice(pets, [rx(1, 1004, 1)], family(1004, 20), { familyId: 1003, petId: 2 })).toBe('1');
    expect(initialPetChoice(pets, [], family(1004, 50), { familyId: 1004, petId: 99 })).toBe('');
  });

  it("tells the chosen pet's prescription for the family: approved, pending or none", () => {
    expect(petPrescriptionState(1, [rx(1, 1003, 1)], 1003)).toBe('approved');
    expect(petPrescriptionState(2, [rx(2, 1004, 2)], 1004)).toBe('pending');
    expect(petPrescriptionState(2, [rx(2, 1004, 3)], 1004)).toBe('none');
    expect(petPrescriptionState(1, [rx(1, 1003, 1)], 1004)).toBe('none');
  });
});

const offer = (id: number, promoTypeID: number, flags: Partial<SpecialOffer> = {}): SpecialOffer =>
  ({ id, promoTypeID, name: `Offer ${id}`, hidePromoInfoInWebstore: false, isNotQualified: false, ...flags }) as SpecialOffer;

describe('offers accepted with the item (cat §4: types 5 and 30, checked at first)', () => {
  const product = { specialOffers: [offer(1, 5), offer(2, 30), offer(3, 3), offer(4, 5, { hidePromoInfoInWebstore: true }), offer(5, 30, { isNotQualified: true })] } as Pick<DetailProduct, 'specialOffers'>;

  it('only buy-one-get-one offers the shopper can see', () => {
    expect(acceptableOffers(product, false).map((o) => o.id)).toEqual([1, 2]);
  });

  it('hidden and not-qualified ones too in debug mode', () => {
    expect(acceptableOffers(product, true).map((o) => o.id)).toEqual([1, 2, 4, 5]);
  });
});

describe('a new pet starts as the family\'s pet type', () => {
  const family = (l1: number): Pick<ProductFamilyInfo, 'listedCategoryIds'> => ({ listedCategoryIds: [l1] });
  it.each([
    [10, 'dogs'],
    [20, 'cats'],
    [30, 'small-animals'],
    [50, 'dogs'],
  ])('l1 %i → %s', (l1, species) => {
    expect(defaultSpecies(family(l1))).toBe(species);
  });
});

describe('the form\'s rules (cc §5)', () => {
  const values = (overrides: Partial<PanelFormValues>): PanelFormValues => ({
    quantity: '1',
    petChoice: '1',
    newPetName: '',
    newPetSpecies: 'dogs',
    acceptedOfferIds: [],
    ...overrides,
  });
  const issues = (input: PanelFormValues) => {
    const result = panelFormSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
  };

  it('a pet is required: "Please select or enter Pet Name"', () => {
    expect(issues(values({ petChoice: '' }))).toEqual(['petChoice:petRequired']);
    expect(issues(values({}))).toEqual([]);
  });

  it('the new pet needs a name of at most 50 characters', () => {
    expect(issues(values({ petChoice: NEW_PET, newPetName: '  ' }))).toEqual(['newPetName:petRequired']);
    expect(issues(values({ petChoice: NEW_PET, newPetName: 'x'.repeat(51) }))).toEqual(['newPetName:petNameTooLong']);
    expect(issues(values({ petChoice: NEW_PET, newPetName: 'Câline' }))).toEqual([]);
  });

  it('a quantity is required', () => {
    expect(issues(values({ quantity: '' }))).toEqual(['quantity:quantity']);
    expect(issues(values({ quantity: '0' }))).toEqual(['quantity:quantity']);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstPopupPet, getPetChoice, onAddPetRequest, requestAddPet, resetPetChoiceForTests, setPetChoice, toPetId } from './pet-choice';

afterEach(() => resetPetChoiceForTests());

describe('the pet shared by the panel and the promotion pop-up', () => {
  it('reads pet ids of every shape; empty ids are placeholders (cat §4)', () => {
    expect(toPetId(3)).toBe(3);
    expect(toPetId('4')).toBe(4);
    expect(toPetId('')).toBeNull();
    expect(toPetId(' ')).toBeNull();
    expect(toPetId(null)).toBeNull();
    expect(toPetId(0)).toBeNull();
    expect(toPetId('abc')).toBeNull();
  });

  it('keeps the family, the pet and the pets; a partial change keeps the rest', () => {
    setPetChoice({ familyId: 1004, petId: 2, pets: [{ id: 2, petName: 'Minou' }] });
    setPetChoice({ petId: 1 });
    expect(getPetChoice()).toEqual({ familyId: 1004, petId: 1, pets: [{ id: 2, petName: 'Minou' }], species: null });
  });

  it('hands an add-a-pet request to the panel, and says whether one listened', () => {
    expect(requestAddPet()).toBe(false);
    const listener = vi.fn();
    const stop = onAddPetRequest(listener);
    expect(requestAddPet()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    expect(requestAddPet()).toBe(false);
  });

  it("the pop-up starts with the first pet of the page product's type, else the first pet (cat §4)", () => {
    const pets = [{ id: '', categoryId: 20 }, { id: 1, categoryId: 10 }, { id: 2, categoryId: 20 }];
    expect(firstPopupPet(pets, 20)).toBe(2);
    expect(firstPopupPet(pets, 10)).toBe(1);
    expect(firstPopupPet(pets, null)).toBe(1);
    expect(firstPopupPet(pets, 30)).toBe(1);
    expect(firstPopupPet([{ id: '' }], 20)).toBeNull();
  });
});

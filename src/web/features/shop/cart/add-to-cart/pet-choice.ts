import { useSyncExternalStore } from 'react';

/**
 * The pet the shopper is buying for on the product page, shared by the add-to-cart panel and the
 * promotion pop-up's add buttons (cat §4: the pop-up adds for the selected pet, and its 'add a pet'
 * message hands over to the panel's new-pet form).
 */
export interface PetChoice {
  /** The product family the choice was made on: another family starts from its own preselection. */
  familyId: number | null;
  petId: number | null;
  /** The shopper's pets as the panel knows them (the pop-up offers the first when none is chosen). */
  pets: readonly { id: number; petName: string; categoryId?: number | null }[];
  /** The pet type of the page's product (10, 20, 30), or null when it is for any. */
  species: number | null;
}

const NONE: PetChoice = { familyId: null, petId: null, pets: [], species: null };
let choice: PetChoice = NONE;
const listeners = new Set<() => void>();
const addPetListeners = new Set<() => void>();

export function getPetChoice(): PetChoice {
  return choice;
}

export function setPetChoice(change: Partial<PetChoice>): void {
  const next = { ...choice, ...change };
  if (next.familyId === choice.familyId && next.petId === choice.petId && next.pets === choice.pets && next.species === choice.species) return;
  choice = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePetChoice(): PetChoice {
  return useSyncExternalStore(subscribe, getPetChoice, getPetChoice);
}

/** cat §4: the pop-up's 'Please click here to Add a Pet first.' asks the page to start adding a pet. */
export function requestAddPet(): boolean {
  addPetListeners.forEach((listener) => listener());
  return addPetListeners.size > 0;
}

export function onAddPetRequest(listener: () => void): () => void {
  addPetListeners.add(listener);
  return () => addPetListeners.delete(listener);
}

/** A pet id as the shapes give it (number, numeric string, or an empty placeholder). */
export function toPetId(id: number | string | null | undefined): number | null {
  const value = typeof id === 'string' ? (id.trim() === '' ? NaN : Number(id)) : id;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * cat §4: on opening the pop-up with no pet chosen, the first pet with an id; a pet of the page
 * product's type comes first, so a cat product's pop-up never starts with the dog when there is a cat.
 */
export function firstPopupPet(pets: readonly { id: number | string | null; categoryId?: number | null }[], species: number | null): number | null {
  const withIds = pets.flatMap((pet) => {
    const id = toPetId(pet.id);
    return id === null ? [] : [{ id, categoryId: pet.categoryId ?? null }];
  });
  return (withIds.find((pet) => species !== null && pet.categoryId === species) ?? withIds[0])?.id ?? null;
}

/** For tests. */
export function resetPetChoiceForTests(): void {
  choice = NONE;
  listeners.clear();
  addPetListeners.clear();
}

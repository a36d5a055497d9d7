import { CATEGORY_IDS, RX_STATUS, SEASONAL_L2_IDS } from './constants';
import type { PetId, SavedPrescriptionInput } from './prescription';

/** The pet types the catalogue sorts products by (cat §2 top-level categories 10, 20, 30). */
export type SpeciesCategoryId = typeof CATEGORY_IDS.dogs | typeof CATEGORY_IDS.cats | typeof CATEGORY_IDS.smallAnimals;

const SPECIES_OF_CATEGORY = new Map<number, SpeciesCategoryId>([
  [CATEGORY_IDS.dogs, CATEGORY_IDS.dogs],
  [CATEGORY_IDS.cats, CATEGORY_IDS.cats],
  [CATEGORY_IDS.smallAnimals, CATEGORY_IDS.smallAnimals],
  // A seasonal product listed under a pet type's own "seasonal" branch is for that pet type.
  [SEASONAL_L2_IDS.dogs, CATEGORY_IDS.dogs],
  [SEASONAL_L2_IDS.cats, CATEGORY_IDS.cats],
  [SEASONAL_L2_IDS.smallAnimals, CATEGORY_IDS.smallAnimals],
]);

/**
 * The pet type a product is for, from every category its family is listed in (not only its
 * breadcrumb: the holiday catnip mice sit in the seasonal aisle and under Cats, issue 24 item 10):
 * the one pet type they name, or null when they name none or several.
 */
export function productSpecies(categoryIds: readonly number[]): SpeciesCategoryId | null {
  const found = new Set(categoryIds.flatMap((id) => SPECIES_OF_CATEGORY.get(id) ?? []));
  return found.size === 1 ? [...found][0]! : null;
}

/** The pet type of a pet's species code (rr §3 species list: dogs, cats, then the small animals). */
export function petSpeciesCategory(species: string): SpeciesCategoryId | null {
  const code = species.trim().toLowerCase();
  if (code === '') return null;
  if (code.startsWith('dog') || code.startsWith('chien')) return CATEGORY_IDS.dogs;
  if (code.startsWith('cat') || code.startsWith('chat')) return CATEGORY_IDS.cats;
  return CATEGORY_IDS.smallAnimals;
}

export interface PreselectionPet {
  id: PetId | null;
  /** The pet's type as a top-level category id (10 dogs, 20 cats, 30 small animals); null when unknown. */
  categoryId?: number | null;
}

export interface PreselectionInput {
  pets: readonly PreselectionPet[];
  savedPrescriptions: readonly SavedPrescriptionInput[];
  /** The product's family: prescriptions count for this family only. */
  familyId: number;
  /** The pet type the product is for (productSpecies), or null when it is for any. */
  species: SpeciesCategoryId | null;
}

const hasId = (id: PetId | null | undefined): id is PetId => id !== null && id !== undefined && id !== '';

/**
 * The pet the add-to-cart panel starts with (issue 11 item 1, refining cc §4), first match wins:
 * 1. a pet with a validated prescription (rxStatusID 1) for this family;
 * 2. a pet with a prescription waiting for validation for this family;
 * 3. the product's pet type: the shopper's only pet of that type; among several of that type, one
 *    with any saved prescription; else none (the shopper chooses). A shopper with no pet of that
 *    type gets none: a dog is never preselected for a cat product;
 * 4. a product for any pet type: cc §4's remaining rule, a pet from any saved prescription, else the
 *    only pet, else none.
 * Prescriptions of pets the shopper no longer has are ignored.
 */
export function preselectPet({ pets, savedPrescriptions, familyId, species }: PreselectionInput): PetId | null {
  const ids = pets.map((pet) => pet.id).filter(hasId);
  const ownRx = savedPrescriptions.filter((rx) => hasId(rx.petID) && ids.includes(rx.petID));
  const forFamily = (status: number) => ownRx.find((rx) => rx.masterProductID === familyId && rx.rxStatusID === status);

  const prescribed = forFamily(RX_STATUS.validated) ?? forFamily(RX_STATUS.notValidated);
  if (prescribed) return prescribed.petID;

  const candidates = species === null ? pets.filter((pet) => hasId(pet.id)) : pets.filter((pet) => hasId(pet.id) && pet.categoryId === species);
  const candidateIds = candidates.map((pet) => pet.id as PetId);
  if (candidateIds.length === 1) return candidateIds[0]!;
  return ownRx.find((rx) => candidateIds.includes(rx.petID as PetId))?.petID ?? null;
}

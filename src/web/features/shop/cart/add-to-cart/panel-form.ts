import { z } from 'zod';
import { petSpeciesCodes, type PetSpeciesCode } from '../../../../../contracts/codes';
import type { DetailProduct, ProductFamilyInfo, SavedPrescription } from '../../../../../contracts/catalogue-details';
import { CATEGORY_IDS, RX_STATUS } from '../../../../../domain/constants';
import { preselectPet, productSpecies } from '../../../../../domain/pet-preselection';
import { isPrescriptionValid } from '../../../../../domain/prescription';
import { isBogo, isPromotionVisible } from '../../../../../domain/promotion-display';
import { validatePetName } from '../../../../../domain/validation/person';

/** The add-to-cart panel's form (cc §4, §5), as strings the way the controls hold them. */
export const NEW_PET = 'new';

/** Error messages are message ids below cart.error (translated where they show). */
export const panelFormSchema = z
  .object({
    quantity: z.string().regex(/^[1-9]\d*$/, { error: 'quantity' }),
    /** '' none chosen, 'new' the new-pet form, else a pet id. */
    petChoice: z.string(),
    newPetName: z.string(),
    newPetSpecies: z.enum(petSpeciesCodes),
    acceptedOfferIds: z.array(z.string()),
  })
  .superRefine((values, ctx) => {
    // cc §5: pet required ('Please select or enter Pet Name'); new pet name required when the form is open.
    if (values.petChoice === '') ctx.addIssue({ code: 'custom', path: ['petChoice'], message: 'petRequired' });
    if (values.petChoice === NEW_PET) {
      const error = validatePetName(values.newPetName);
      if (error) ctx.addIssue({ code: 'custom', path: ['newPetName'], message: error === 'required' ? 'petRequired' : 'petNameTooLong' });
    }
  });

export type PanelFormValues = z.infer<typeof panelFormSchema>;

export interface PanelPet {
  id: number;
  petName: string;
  /** The pet's type as a top-level category id; null for a pet of unknown type. */
  categoryId: number | null;
}

/** cat §4: offers of types 5 and 30 get an 'accept promotional offer' checkbox, checked at first. */
export function acceptableOffers(product: Pick<DetailProduct, 'specialOffers'>, debug: boolean) {
  return product.specialOffers.filter((offer) => isBogo(offer.promoTypeID) && isPromotionVisible(offer, debug));
}

/** The species a new pet starts with: the family's pet type when it has one. */
export function defaultSpecies(family: Pick<ProductFamilyInfo, 'listedCategoryIds'>): PetSpeciesCode {
  const species = productSpecies(family.listedCategoryIds);
  if (species === CATEGORY_IDS.cats) return 'cats';
  if (species === CATEGORY_IDS.smallAnimals) return 'small-animals';
  return 'dogs';
}

/**
 * The pet chosen when the panel opens: the pet chosen earlier on this family (the promotion pop-up
 * or another format), else the preselection rule (src/domain/pet-preselection.ts), else the new-pet
 * form when the shopper has no pet at all, else none.
 */
export function initialPetChoice(
  pets: readonly PanelPet[],
  savedPrescriptions: readonly SavedPrescription[],
  family: Pick<ProductFamilyInfo, 'id' | 'listedCategoryIds'>,
  earlier: { familyId: number | null; petId: number | null },
): string {
  if (earlier.familyId === family.id && earlier.petId !== null && pets.some((pet) => pet.id === earlier.petId)) return String(earlier.petId);
  const preselected = preselectPet({ pets, savedPrescriptions, familyId: family.id, species: productSpecies(family.listedCategoryIds) });
  if (preselected !== null && preselected !== '') return String(preselected);
  return pets.length === 0 ? NEW_PET : '';
}

export function initialValues(
  product: DetailProduct,
  family: ProductFamilyInfo,
  petChoice: string,
  debug: boolean,
): PanelFormValues {
  return {
    quantity: '1',
    petChoice,
    newPetName: '',
    newPetSpecies: defaultSpecies(family),
    acceptedOfferIds: acceptableOffers(product, debug).map((offer) => String(offer.id)),
  };
}

/** Whether the pet has a validated prescription for this family (the note under the pet choice). */
export function isPetApproved(petId: number, savedPrescriptions: readonly SavedPrescription[], familyId: number): boolean {
  return savedPrescriptions.some((rx) => rx.petID === petId && rx.masterProductID === familyId && isPrescriptionValid(rx));
}

/** The pet's prescription for this family, for the note under the pet choice: approved, waiting for validation, or none. */
export function petPrescriptionState(petId: number, savedPrescriptions: readonly SavedPrescription[], familyId: number): 'approved' | 'pending' | 'none' {
  if (isPetApproved(petId, savedPrescriptions, familyId)) return 'approved';
  const pending = savedPrescriptions.some((rx) => rx.petID === petId && rx.masterProductID === familyId && rx.rxStatusID === RX_STATUS.notValidated);
  return pending ? 'pending' : 'none';
}

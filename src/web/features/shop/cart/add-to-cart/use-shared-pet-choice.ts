import { useEffect, useMemo, useState, type RefObject } from 'react';
import type { UseFormSetValue } from 'react-hook-form';
import type { ProductDetailsResponse } from '../../../../../contracts/catalogue-details';
import { NEW_PET, type PanelFormValues, type PanelPet } from './panel-form';
import { onAddPetRequest, setPetChoice, toPetId, usePetChoice } from './pet-choice';

type DetailPet = ProductDetailsResponse['viewModel']['pets'][number];

/**
 * The shopper's pets for the panel: those the page came with, then those saved here since (a new
 * pet is saved before its item is added).
 */
export function usePanelPets(pets: readonly DetailPet[]) {
  const [savedPets, setSavedPets] = useState<PanelPet[]>([]);
  const allPets: PanelPet[] = useMemo(
    () => [
      ...pets.flatMap((pet) => (toPetId(pet.id) === null ? [] : [{ id: pet.id, petName: pet.petName, categoryId: pet.categoryId }])),
      ...savedPets.filter((saved) => !pets.some((pet) => pet.id === saved.id)),
    ],
    [pets, savedPets],
  );
  const addSavedPet = (pet: PanelPet) => setSavedPets((current) => [...current, pet]);
  return { allPets, addSavedPet };
}

interface SharedPetChoice {
  familyId: number;
  /** The pet chosen in the form, or null. */
  chosenPet: number | null;
  allPets: PanelPet[];
  /** The species the product is for, if one (domain/pet-preselection). */
  species: number | null;
  setValue: UseFormSetValue<PanelFormValues>;
  /** The new pet's name field, focused when the pop-up asks to add a pet. */
  nameRef: RefObject<HTMLInputElement | null>;
}

/**
 * The pet chosen in the panel is shared with the promotion pop-up (cat §4), both ways: the panel's
 * choice is published, a choice made in the pop-up is taken over, and the pop-up's 'add a pet'
 * message opens the new-pet form here.
 */
export function useSharedPetChoice({ familyId, chosenPet, allPets, species, setValue, nameRef }: SharedPetChoice): void {
  useEffect(() => {
    setPetChoice({ familyId, petId: chosenPet, pets: allPets, species });
  }, [familyId, chosenPet, allPets, species]);

  const shared = usePetChoice();
  useEffect(() => {
    if (shared.familyId !== familyId || shared.petId === null || shared.petId === chosenPet) return;
    if (allPets.some((pet) => pet.id === shared.petId)) setValue('petChoice', String(shared.petId));
    // Only a choice made elsewhere (the pop-up) is taken over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shared]);

  useEffect(
    () =>
      onAddPetRequest(() => {
        setValue('petChoice', NEW_PET);
        requestAnimationFrame(() => {
          nameRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
          nameRef.current?.focus({ preventScroll: true });
        });
      }),
    [setValue, nameRef],
  );
}

import { accountPetSchema, accountPetsResponseSchema, removePetResponseSchema, type SavePetRequest } from '../../../../contracts/account-pets';
import { addPetResponseSchema } from '../../../../contracts/cart-account';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../api/client';

/** One client function per "My pets" call (issue 14); pages say failures themselves. */
export const petsKey = ['account', 'pets'] as const;

export function fetchPets(signal?: AbortSignal) {
  return apiGet('/api/account/pets', { schema: accountPetsResponseSchema, signal });
}

export function addPet(pet: SavePetRequest) {
  return apiPost('/api/account/pets/add/', { body: pet, schema: addPetResponseSchema, handleErrors: false });
}

export function updatePet(id: number, pet: SavePetRequest) {
  return apiPut(`/api/account/pets/${id}`, { body: pet, schema: accountPetSchema, handleErrors: false });
}

export function removePet(id: number) {
  return apiDelete(`/api/account/pets/${id}`, { schema: removePetResponseSchema, handleErrors: false });
}

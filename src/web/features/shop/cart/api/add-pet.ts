import { useMutation } from '@tanstack/react-query';
import type { AddPetRequest, AddPetResponse } from '../../../../../contracts/cart-account';
import { apiPost } from '../../../../api/client';
import { addPetSchema } from './cart-schema';

/** POST /api/account/pets/add/ (cc §7): saves a new pet (id omitted) and answers its id and name. */
export function addPet(request: AddPetRequest): Promise<AddPetResponse> {
  return apiPost('/api/account/pets/add/', { body: request, schema: addPetSchema, handleErrors: false });
}

/** The caller says what went wrong next to the pet field, so failures are its own (onError required). */
export function useAddPet(onError: (error: unknown) => void) {
  return useMutation({ mutationFn: addPet, onError });
}

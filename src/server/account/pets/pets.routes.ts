import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  accountPetSchema, accountPetsResponseSchema, addPetWithDetailsRequestSchema, petIdParamsSchema, removePetResponseSchema,
  savePetRequestSchema, type AccountPetErrorCode,
} from '../../../contracts/account-pets';
import { addPetResponseSchema } from '../../../contracts/cart-account';
import type { ErrorCode } from '../../../contracts/common';
import { CONTROL_CHARACTERS_MESSAGE } from '../../../contracts/fields';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { acceptEmptyJsonBodies } from '../../lib/lenient-json';
import { shopperContext } from '../../lib/shopper-routes';
import { accountRouteKit } from '../account-routes';
import { insertPet, setOwnPetDetails, updateOwnPet } from './pets.queries';
import { accountPet, listAccountPets, removePet, savePet, toStoredDetails } from './pets.service';

const PET_NAME_REQUIRED = 'Please select or enter Pet Name';

/** The code of a refused body field (rr §5 Pet); its message is the contract's, which names the field. */
const FIELD_CODES: Record<string, AccountPetErrorCode> = {
  breeds: 'pet_breeds_invalid',
  sex: 'pet_sex_invalid',
  birthDate: 'pet_birth_date_invalid',
  weightKg: 'pet_weight_invalid',
};

/**
 * The shopper's pets: the spec's POST /api/account/pets/add/ (cc §4 "with a new pet: the pet is
 * saved first, then the item is added"; without an id a pet is added, with the id of one of the
 * shopper's pets it is renamed, and the details given are saved), and "My pets" (issue 14): the
 * list, PUT /api/account/pets/{id} and DELETE /api/account/pets/{id}. Another shopper's pet answers
 * 404, as if it did not exist.
 */
export async function petsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  acceptEmptyJsonBodies(app);
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === 'body') {
      // A control character is named first (it is never the spec's message); the other refusals follow.
      const first = error.validation.find((issue) => issue.message === CONTROL_CHARACTERS_MESSAGE) ?? error.validation[0];
      const path = first?.instancePath === '/' ? '' : (first?.instancePath ?? '');
      const field = path.split('/')[1] ?? '';
      let code: ErrorCode = 'validation';
      let message = `${path.slice(1).replaceAll('/', '.')}: ${first?.message ?? 'invalid'}`;
      const namesField = first?.message !== undefined && first.message !== CONTROL_CHARACTERS_MESSAGE;
      if (path === '') {
        [code, message] = ['pet_name_required', PET_NAME_REQUIRED];
      } else if (field === 'name' && namesField) {
        message = first?.message ?? PET_NAME_REQUIRED;
        code = message === PET_NAME_REQUIRED ? 'pet_name_required' : 'pet_name_too_long';
      } else if (field === 'code') {
        [code, message] = ['invalid_pet_type', 'Please choose the type of pet'];
      } else if (FIELD_CODES[field] && namesField && !(first?.message ?? '').startsWith('Invalid')) {
        [code, message] = [FIELD_CODES[field], first?.message ?? message];
      }
      const others = error.validation
        .filter((issue) => issue !== first && issue.instancePath !== '' && issue.instancePath !== '/')
        .map((issue) => `${issue.instancePath.slice(1).replaceAll('/', '.')}: ${issue.message}`);
      if (others.length > 0) message = [message, ...others].join('; ');
      return reply.status(400).send({ isSuccess: false, code, message, data: { field } });
    }
    throw error;
  });

  const { shopper } = accountRouteKit(app, db);

  shopper({
    method: 'POST', url: '/api/account/pets/add/', summary: "Save a new pet (or rename one of the shopper's pets), with its details when given",
    body: addPetWithDetailsRequestSchema, response: addPetResponseSchema, transaction: true,
    handler: async ({ db: trx, actor: { userId }, body, now }) => {
      const { id, name, code, ...details } = body;
      const stored = toStoredDetails(details);
      if (!id) {
        const pet = await insertPet(trx, userId, { name, code }, now);
        await setOwnPetDetails(trx, userId, pet.id, stored, now);
        return pet;
      }
      const pet = await updateOwnPet(trx, userId, id, { name, code });
      if (!pet) throw new AppError(404, 'pet_not_found', 'This pet was not found.');
      await setOwnPetDetails(trx, userId, pet.id, stored, now);
      return pet;
    },
  });

  shopper({
    method: 'GET', url: '/api/account/pets', summary: "The shopper's pets, with why one cannot be removed", response: accountPetsResponseSchema, transaction: true,
    handler: async (input) => ({ pets: await listAccountPets(shopperContext(input)) }),
  });

  shopper({
    method: 'GET', url: '/api/account/pets/:id', summary: "One of the shopper's pets", params: petIdParamsSchema, response: accountPetSchema, transaction: true,
    handler: (input) => accountPet(shopperContext(input), input.params.id),
  });

  shopper({
    method: 'PUT', url: '/api/account/pets/:id', summary: "Update one of the shopper's pets (name, species, breeds, sex, birth date, weight)",
    params: petIdParamsSchema, body: savePetRequestSchema, response: accountPetSchema, transaction: true,
    handler: (input) => savePet(shopperContext(input), input.params.id, input.body),
  });

  shopper({
    method: 'DELETE', url: '/api/account/pets/:id', summary: "Remove one of the shopper's pets (refused while it has an active AutoOrder or a live prescription)",
    params: petIdParamsSchema, response: removePetResponseSchema, errors: [400, 404, 409], transaction: true,
    handler: async (input) => {
      await removePet(shopperContext(input), input.params.id);
      return { id: input.params.id };
    },
  });
}

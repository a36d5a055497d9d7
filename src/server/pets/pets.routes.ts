import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { CART_ERROR } from '../../contracts/cart';
import { addPetRequestSchema, addPetResponseSchema, PET_ERROR } from '../../contracts/cart-account';
import { errorResponseSchema } from '../../contracts/common';
import { CONTROL_CHARACTERS_MESSAGE } from '../../contracts/fields';
import type { Db } from '../db/database';
import { AppError } from '../errors';
import { acceptEmptyJsonBodies } from '../lib/lenient-json';
import { insertPet, updateOwnPet } from './pets.queries';

const PET_NAME_REQUIRED = 'Please select or enter Pet Name';

/**
 * POST /api/account/pets/add/ (cc §4 "with a new pet: the pet is saved first, then the item is
 * added"). Without an id a pet is added; with the id of one of the shopper's pets it is renamed
 * (another shopper's pet answers 404, as if it did not exist).
 */
export async function petsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  acceptEmptyJsonBodies(app);
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === 'body') {
      const first = error.validation[0];
      const path = first?.instancePath === '/' ? '' : (first?.instancePath ?? '');
      let code = 'validation';
      let message = `${path.slice(1)}: ${first?.message ?? 'invalid'}`;
      if (path === '') {
        [code, message] = [PET_ERROR.pet_name_required, PET_NAME_REQUIRED];
      } else if (path.startsWith('/name') && first?.message !== CONTROL_CHARACTERS_MESSAGE) {
        message = first?.message ?? PET_NAME_REQUIRED;
        code = message === PET_NAME_REQUIRED ? PET_ERROR.pet_name_required : PET_ERROR.pet_name_too_long;
      } else if (path.startsWith('/code')) {
        [code, message] = [PET_ERROR.invalid_pet_type, 'Please choose the type of pet'];
      }
      return reply.status(400).send({ isSuccess: false, code, message });
    }
    throw error;
  });

  app.withTypeProvider<ZodTypeProvider>().post('/api/account/pets/add/', {
    onRequest: app.requireShopper,
    schema: {
      tags: ['account'],
      summary: 'Save a new pet (or rename one of the shopper\'s pets)',
      security: [{ bearer: [] }],
      body: addPetRequestSchema,
      response: { 200: addPetResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema },
    },
  }, async (request) => {
    const userId = request.shopper!.userId;
    const { id, name, code } = request.body;
    if (!id) return insertPet(db, userId, { name, code }, new Date());
    const pet = await updateOwnPet(db, userId, id, { name, code });
    if (!pet) throw new AppError(404, CART_ERROR.pet_not_found, 'This pet was not found.');
    return pet;
  });
}

import type { AccountPet, AccountPetErrorCode, PetRemovalBlock } from '../../../contracts/account-pets';
import type { PetSpeciesCode } from '../../../contracts/codes';
import { AppError } from '../../errors';
import type { ShopperContext } from '../../lib/shopper-routes';
import { petIdsWithLivePrescriptions } from '../prescriptions';
import {
  findOwnPetRow, listOwnPets, petIdsInActiveAutoOrders, setOwnPetDetails, softDeleteOwnPet, updateOwnPet, type PetDetails, type PetRow,
} from './pets.queries';

/** "My pets" (issue 14; rr §5 Pet): list, edit, remove, and why a pet cannot be removed. */

export const petNotFound = () => new AppError(404, 'pet_not_found', 'This pet was not found.');

const REMOVAL_REFUSALS: Record<PetRemovalBlock, { code: AccountPetErrorCode; message: string }> = {
  autoOrder: { code: 'pet_has_auto_order', message: 'This pet has an active AutoOrder. Cancel it or move it to another pet before removing this pet.' },
  prescription: { code: 'pet_has_prescription', message: 'This pet has an approved or requested prescription, so it cannot be removed.' },
};

export interface PetDetailsInput {
  breeds?: string[];
  sex?: '' | 'male' | 'female';
  birthDate?: string | null;
  weightKg?: number | null;
}

/** Kilograms as stored grams; '' birth date means none. */
export function toStoredDetails(input: PetDetailsInput): Partial<PetDetails> {
  return {
    ...(input.breeds !== undefined ? { breeds: input.breeds } : {}),
    ...(input.sex !== undefined ? { sex: input.sex } : {}),
    ...(input.birthDate !== undefined ? { birthDate: input.birthDate === '' ? null : input.birthDate } : {}),
    ...(input.weightKg !== undefined ? { weightGrams: input.weightKg === null ? null : Math.round(input.weightKg * 1000) } : {}),
  };
}

function toAccountPet(pet: PetRow, blockedBy: PetRemovalBlock | null): AccountPet {
  return {
    id: pet.id,
    name: pet.name,
    code: pet.code as PetSpeciesCode,
    breeds: pet.breeds,
    sex: pet.sex === 'male' || pet.sex === 'female' ? pet.sex : null,
    birthDate: pet.birthDate,
    weightKg: pet.weightGrams === null ? null : pet.weightGrams / 1000,
    removalBlockedBy: blockedBy,
  };
}

async function removalBlocks(ctx: ShopperContext): Promise<(petId: number) => PetRemovalBlock | null> {
  const [autoOrders, prescriptions] = await Promise.all([
    petIdsInActiveAutoOrders(ctx.db, ctx.userId),
    petIdsWithLivePrescriptions(ctx.db, ctx.userId, ctx.now),
  ]);
  return (petId) => (autoOrders.has(petId) ? 'autoOrder' : prescriptions.has(petId) ? 'prescription' : null);
}

export async function listAccountPets(ctx: ShopperContext): Promise<AccountPet[]> {
  const [pets, blockOf] = await Promise.all([listOwnPets(ctx.db, ctx.userId), removalBlocks(ctx)]);
  return pets.map((pet) => toAccountPet(pet, blockOf(pet.id)));
}

export async function accountPet(ctx: ShopperContext, petId: number): Promise<AccountPet> {
  const pet = await findOwnPetRow(ctx.db, ctx.userId, petId);
  if (!pet) throw petNotFound();
  return toAccountPet(pet, (await removalBlocks(ctx))(pet.id));
}

/** PUT /api/account/pets/{id}: the whole pet replaced. */
export async function savePet(
  ctx: ShopperContext,
  petId: number,
  pet: { name: string; code: string } & Required<PetDetailsInput>,
): Promise<AccountPet> {
  if (!(await updateOwnPet(ctx.db, ctx.userId, petId, { name: pet.name, code: pet.code }))) throw petNotFound();
  await setOwnPetDetails(ctx.db, ctx.userId, petId, toStoredDetails(pet), ctx.now);
  return accountPet(ctx, petId);
}

/** DELETE /api/account/pets/{id}: refused (409, saying why) while the pet has an active AutoOrder or a live prescription. */
export async function removePet(ctx: ShopperContext, petId: number): Promise<void> {
  const pet = await findOwnPetRow(ctx.db, ctx.userId, petId);
  if (!pet) throw petNotFound();
  const blocked = (await removalBlocks(ctx))(pet.id);
  if (blocked) {
    const refusal = REMOVAL_REFUSALS[blocked];
    throw new AppError(409, refusal.code, refusal.message, { reason: blocked });
  }
  await softDeleteOwnPet(ctx.db, ctx.userId, petId, ctx.now);
}

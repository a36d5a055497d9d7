import { RX_STATUS } from './constants';

/**
 * Prescriptions at add-to-cart and in the cart (cc §4, cat §2).
 * A prescription is valid only when rxStatusID is 1 (validated). Pet ids may be numbers or
 * strings; an empty id ('' , null) is a placeholder, never a pet to preselect.
 */
export type PetId = number | string;

export interface PrescriptionStatus {
  rxStatusID: number;
}

export interface SavedPrescriptionInput extends PrescriptionStatus {
  petID: PetId | null;
  masterProductID?: number | null;
  petName?: string | null;
}

export interface PetInput {
  id: PetId | null;
  /** Shapes differ: name in some responses, petName in others (cc §3). */
  name?: string | null;
  petName?: string | null;
}

export type ApprovalState =
  | { state: 'notRequired' }
  | { state: 'approved'; petNames: string[] }
  | { state: 'requiresApproval' };

export function isPrescriptionValid(rx: PrescriptionStatus | null | undefined): boolean {
  return rx?.rxStatusID === RX_STATUS.validated;
}

function hasId(id: PetId | null | undefined): id is PetId {
  return id !== null && id !== undefined && id !== '';
}

function petName(pet: PetInput): string {
  return pet.name ?? pet.petName ?? '';
}

function forFamily(rx: SavedPrescriptionInput, familyId: number | null | undefined): boolean {
  return familyId === null || familyId === undefined || rx.masterProductID === familyId;
}

/**
 * Details page, verification-required products (cat §2): 'approved for {pet names}' listing the
 * customer's pets with a validated prescription for this family, else 'veterinarian approval
 * required'. Names are listed once each, in pet order.
 */
export function productApproval(
  isRequireVerification: boolean | null | undefined,
  pets: readonly PetInput[],
  savedPrescriptions: readonly SavedPrescriptionInput[],
  familyId?: number | null,
): ApprovalState {
  if (isRequireVerification !== true) return { state: 'notRequired' };
  const approved = pets.filter(
    (pet) =>
      hasId(pet.id) &&
      savedPrescriptions.some((rx) => rx.petID === pet.id && isPrescriptionValid(rx) && forFamily(rx, familyId)),
  );
  if (approved.length === 0) return { state: 'requiresApproval' };
  return { state: 'approved', petNames: approved.map((pet) => petName(pet)).filter((name) => name !== '') };
}

/**
 * A cart line (cc §3 Cart item): lines for prescription or approval-required products read
 * 'approved for {pet}' when their saved prescription is validated, else 'requires approval'.
 */
export function cartLineApproval(line: {
  isApprovalRequired?: boolean | null;
  isPrescriptionProduct?: boolean | null;
  petName?: string | null;
  savedRx?: (PrescriptionStatus & { petName?: string | null }) | null;
}): ApprovalState {
  if (line.isApprovalRequired !== true && line.isPrescriptionProduct !== true) return { state: 'notRequired' };
  if (!isPrescriptionValid(line.savedRx)) return { state: 'requiresApproval' };
  const name = line.petName ?? line.savedRx?.petName ?? '';
  return { state: 'approved', petNames: name === '' ? [] : [name] };
}

import { commonErrorCodes } from './common';

/**
 * Each code of a contract's code list under its own name, so the server that sends a code and the
 * web that reads it both import it (CHECKOUT_ERROR.card_expired) instead of retyping the string: a
 * renamed or removed code fails the type check on both sides.
 */
export function codesByName<const T extends readonly string[]>(codes: T): { readonly [K in T[number]]: K } {
  return Object.freeze(Object.fromEntries(codes.map((code) => [code, code]))) as { readonly [K in T[number]]: K };
}

/** The codes any route may answer with (src/contracts/common.ts). */
export const COMMON_ERROR = codesByName(commonErrorCodes);

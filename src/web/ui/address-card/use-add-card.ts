import { useRef, useState } from 'react';
import type { SavedAddress } from '../../../contracts/addresses';
import type { AddPaymentMethodResponse } from '../../../contracts/payment-methods';
import { ApiError } from '../../api/errors';
import { toAddressRequest } from './address-api';
import { addPaymentMethod, tokenizeCard, TokenizeError, verifyHumanCheck } from './card-api';
import { billingAddressValues, compactCardNumber, type CardFormValues } from './card-form';
import { passesV3, sandboxV3Token } from './human-check';

export type AddCardOutcome =
  | { kind: 'added'; result: AddPaymentMethodResponse['returnValue'] }
  | { kind: 'cancelled' }
  /** The provider refused the card: the code goes on a field. */
  | { kind: 'refused'; error: TokenizeError }
  | { kind: 'failed'; error: unknown };

/**
 * Adding a card (cc §4, DESIGN §4): the human check (v3 silently; the v2 challenge modal when the
 * score is under 0.8 or the check could not be run), then the card to the provider's tokenization
 * endpoint from the browser, then only the token, the holder and the billing address to our API.
 */
export function useAddCard(shippingAddress: SavedAddress | null, updateCart = true) {
  const [busy, setBusy] = useState(false);
  const [challengeOpen, setChallengeOpen] = useState(false);
  const answerChallenge = useRef<((token: string | null) => void) | null>(null);

  function challenge(): Promise<string | null> {
    return new Promise((resolve) => {
      answerChallenge.current = resolve;
      setChallengeOpen(true);
    });
  }

  function endChallenge(token: string | null) {
    setChallengeOpen(false);
    answerChallenge.current?.(token);
    answerChallenge.current = null;
  }

  async function humanCheck(): Promise<string | null> {
    try {
      const v3 = await verifyHumanCheck(sandboxV3Token('add_card'), false);
      if (passesV3(v3) && v3.humanCheckToken) return v3.humanCheckToken;
    } catch {
      // cc §8: a failed check is not shown as such; the challenge below lets a person through.
    }
    return challenge();
  }

  async function add(values: CardFormValues): Promise<AddCardOutcome> {
    setBusy(true);
    try {
      const humanCheckToken = await humanCheck();
      if (!humanCheckToken) return { kind: 'cancelled' };
      const card = await tokenizeCard({
        number: compactCardNumber(values.number),
        expiryMonth: Number(values.expirationMonth),
        expiryYear: Number(values.expirationYear),
        cvd: values.cvv.trim(),
      });
      const sameAsShipping = values.billingChoice === 'shipping';
      const result = await addPaymentMethod({
        token: card.token,
        cardHolder: values.cardHolder.trim(),
        isDefault: values.isDefault,
        useExistingAddressForBilling: sameAsShipping,
        billingAddressId: sameAsShipping ? (shippingAddress?.id ?? null) : null,
        billingAddress: sameAsShipping ? null : toAddressRequest(billingAddressValues(values)),
        humanCheckToken,
      }, updateCart);
      return { kind: 'added', result };
    } catch (error) {
      if (error instanceof TokenizeError && error.code) return { kind: 'refused', error };
      return { kind: 'failed', error };
    } finally {
      setBusy(false);
    }
  }

  return { add, busy, challenge: { isOpen: challengeOpen, onPassed: (token: string) => endChallenge(token), onCancel: () => endChallenge(null) } };
}

/** The add-card call's 400 for 'billing same as shipping' without a usable shipping address. */
export function isInvalidShippingForBilling(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'invalid_shipping_address';
}

import { z } from 'zod';
import { BILLING_LOCATION_NAME } from '../../../contracts/addresses';
import { validateAddress } from '../../../domain/validation/address';
import { cardBrandOf, validateCard, type CardBrand, type CardField } from '../../../domain/validation/card';
import { addressFields, type AddressFormValues } from './address-form';

/** Error code of 'billing same as shipping' without a valid shipping address (cc §5). */
export const INVALID_SHIPPING_FOR_BILLING = 'invalidShippingAddress';

export const MONTHS: readonly number[] = Array.from({ length: 12 }, (_, index) => index + 1);

/** Shoppers type card numbers in groups: spaces and dashes are not part of the number. */
export function compactCardNumber(input: string): string {
  return input.replace(/[\s-]/g, '');
}

export interface CardFormContext {
  /** The shopper's day, for the expiry years offered and the expired check. */
  now: Date;
  /** Whether the cart's shipping address exists and passes the address rules. */
  shippingAddressValid: boolean;
}

const billingShape = z.object({
  street1: z.string(),
  street2: z.string(),
  city: z.string(),
  province: z.string(),
  postalCode: z.string(),
});

export function cardFormSchema({ now, shippingAddressValid }: CardFormContext) {
  return z
    .object({
      cardHolder: z.string(),
      number: z.string(),
      expirationMonth: z.string(),
      expirationYear: z.string(),
      cvv: z.string(),
      isDefault: z.boolean(),
      billingChoice: z.enum(['shipping', 'new']),
      billing: billingShape,
    })
    .superRefine((value, ctx) => {
      const errors = validateCard({ ...value, number: compactCardNumber(value.number) }, now);
      for (const [field, code] of Object.entries(errors)) ctx.addIssue({ code: 'custom', path: [field], message: code });
      if (value.billingChoice === 'shipping') {
        if (!shippingAddressValid) ctx.addIssue({ code: 'custom', path: ['billingChoice'], message: INVALID_SHIPPING_FOR_BILLING });
        return;
      }
      // The billing form has no name field: the name rule is left out (cc §3 Billing address form).
      const billingErrors = validateAddress({ ...value.billing, locationName: 'Home' });
      for (const field of addressFields) {
        const code = billingErrors[field];
        if (code && field !== 'locationName') ctx.addIssue({ code: 'custom', path: ['billing', field], message: code });
      }
    });
}
export type CardFormValues = z.input<ReturnType<typeof cardFormSchema>>;

export const EMPTY_CARD: CardFormValues = {
  cardHolder: '',
  number: '',
  expirationMonth: '',
  expirationYear: '',
  cvv: '',
  isDefault: false,
  billingChoice: 'shipping',
  billing: { street1: '', street2: '', city: '', province: '', postalCode: '' },
};

/** Message id of a card field's error code, e.g. checkout.card.error.cvv.invalidLength. */
export function cardErrorId(field: CardField, code: string): string {
  return `checkout.card.error.${field}.${code}`;
}

/** The brand of the typed number, for the brand hint and the CVV length (amex 4). */
export function brandOfTyped(number: string): CardBrand | null {
  return cardBrandOf(compactCardNumber(number));
}

/** The billing address of a new card as the address form's values. */
export function billingAddressValues(values: CardFormValues): AddressFormValues {
  return { locationName: BILLING_LOCATION_NAME, ...values.billing };
}

import type { Language } from '../../../domain/constants';
import type { OrderCostProblem } from '../../../domain/clinic-policies';
import { formatCents } from '../../../domain/money';

/**
 * The shopper's words for the policies the store runs on (issue 25), in both languages, said the
 * same by the cart, the checkout's review, Place Order and the AutoOrder engine's email. {amount}
 * is money in the shopper's language (fr-CA "12,50 $"); {product} a product's name.
 */
export const POLICY_TEXTS = {
  belowMinimum: {
    en: 'Your clinic accepts orders of {amount} or more (before shipping and taxes). Please add items to reach {amount}.',
    fr: 'Votre clinique accepte les commandes de {amount} ou plus (avant la livraison et les taxes). Ajoutez des articles pour atteindre {amount}.',
  },
  aboveMaximum: {
    en: 'Your clinic accepts orders of at most {amount} (before shipping and taxes). Please remove items to stay within {amount}.',
    fr: 'Votre clinique accepte les commandes d’au plus {amount} (avant la livraison et les taxes). Retirez des articles pour rester sous {amount}.',
  },
  quantityOverMax: {
    en: '{product}: please choose a quantity from 1 to {max}.',
    fr: '{product}\u202f: veuillez choisir une quantité de 1 à {max}.',
  },
} as const satisfies Record<string, Record<Language, string>>;

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`));

/** The order cost range's refusal, naming the amount in the shopper's language. */
export function orderCostMessage(problem: OrderCostProblem, lang: Language): string {
  return fill(POLICY_TEXTS[problem.kind][lang], { amount: formatCents(problem.amountCents, lang) });
}

/** A line above the clinic's maximum quantity per order. */
export function quantityOverMaxMessage(product: string, max: number, lang: Language): string {
  return fill(POLICY_TEXTS.quantityOverMax[lang], { product, max });
}

import { z } from 'zod';
import { CUSTOM_PAYMENT_STATES } from '../domain/custom-payments';
import { codesByName } from './codes';
import { CARDHOLDER_MAX } from '../domain/constants';
import { text } from './fields';
import { PAGE_ROUTES } from './routes';

/**
 * The client's pay-by-link page (issue 27): `/pay?token=…` on the store. The token in the emailed
 * link identifies the payment; no sign-in is needed. The card is tokenized in the browser as at
 * checkout, and the human check runs as at checkout (its proof tied to the link's client).
 */
export const PAY_LINK_PATH = PAGE_ROUTES.payLink;

const token = text().trim().min(1, { error: 'token is required' }).max(200);

export const payLinkQuerySchema = z.object({ token });

export const payLinkViewSchema = z.object({
  isSuccess: z.literal(true),
  payment: z.object({
    clinic: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
    clientFirstName: z.string(),
    amountCents: z.number(),
    description: z.string(),
    invoiceNumber: z.string(),
    state: z.enum(CUSTOM_PAYMENT_STATES),
    expiresAt: z.string().nullable(),
    paidAt: z.string().nullable(),
    card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  }),
});
export type PayLinkView = z.infer<typeof payLinkViewSchema>['payment'];

export const payLinkHumanCheckSchema = z.object({
  token,
  response: text().max(4000),
  isV2: z.boolean().default(false),
});

export const payLinkPaySchema = z.object({
  token,
  /** The provider's single-use card token (null only to finish a payment left processing). */
  cardToken: text().trim().min(1).max(200).nullable(),
  cardHolder: text().trim().max(CARDHOLDER_MAX).default(''),
  humanCheckToken: text().max(500),
});
export type PayLinkPayRequest = z.input<typeof payLinkPaySchema>;

export const payLinkErrorCodes = ['pay_link_not_found', 'pay_link_closed', 'pay_link_card_declined', 'pay_link_card_invalid', 'pay_link_human_check'] as const;
export const PAY_LINK_ERROR = codesByName(payLinkErrorCodes);

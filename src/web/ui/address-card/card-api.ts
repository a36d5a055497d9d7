import {
  addPaymentMethodResponseSchema,
  humanCheckResponseSchema,
  tokenizeErrorSchema,
  tokenizeResponseSchema,
  type AddPaymentMethodRequest,
  type AddPaymentMethodResponse,
  type HumanCheckResponse,
  type TokenizeErrorCode,
  type TokenizeRequest,
  type TokenizeResponse,
} from '../../../contracts/payment-methods';
import { apiPost } from '../../api/client';

/** Adding a card: the provider's tokenization, the human check and the add call, shared by checkout and payment settings (issue 14). */

/** The payment provider's tokenization endpoint (DESIGN §4); the sandbox is served by our server. */
export const TOKENIZE_URL = '/sandbox/payments/tokenize';

/** The provider refused the card (bad number, expired, wrong CVD...), or could not be reached (null code). */
export class TokenizeError extends Error {
  override readonly name = 'TokenizeError';
  constructor(
    readonly code: TokenizeErrorCode | null,
    message: string,
  ) {
    super(message);
  }
}

/**
 * DESIGN §4: the card goes from the browser straight to the provider, which answers a single-use
 * token; our API only ever sees that token. No bearer token or cookie of ours goes to the provider.
 */
export async function tokenizeCard(card: TokenizeRequest, fetchImpl: typeof fetch = fetch): Promise<TokenizeResponse> {
  let response: Response;
  try {
    response = await fetchImpl(TOKENIZE_URL, {
      method: 'POST',
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(card),
    });
  } catch (error) {
    throw new TokenizeError(null, error instanceof Error ? error.message : String(error));
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const refusal = tokenizeErrorSchema.safeParse(body);
    throw refusal.success ? new TokenizeError(refusal.data.code, refusal.data.message) : new TokenizeError(null, response.statusText);
  }
  const token = tokenizeResponseSchema.safeParse(body);
  if (!token.success) throw new TokenizeError(null, 'unreadable answer');
  return token.data;
}

/** POST /api/account/VerifyRecaptchaToken/ (v3 token, or the v2 challenge's answer with isV2). */
export function verifyHumanCheck(response: string, isV2: boolean): Promise<HumanCheckResponse['returnObject']> {
  return apiPost('/api/account/VerifyRecaptchaToken/', {
    body: { response, isV2 },
    schema: humanCheckResponseSchema,
    handleErrors: false,
  }).then((answer) => answer.returnObject);
}

/**
 * POST /api/account/paymentMethod/add/?updateCart=: saves the card; at checkout it also goes on the
 * cart (cc §4), on the payment settings page it does not.
 */
export function addPaymentMethod(body: AddPaymentMethodRequest, updateCart = true): Promise<AddPaymentMethodResponse['returnValue']> {
  return apiPost('/api/account/paymentMethod/add/', {
    query: { updateCart: updateCart ? 'true' : 'false' },
    body,
    schema: addPaymentMethodResponseSchema,
    handleErrors: false,
  }).then((answer) => answer.returnValue);
}


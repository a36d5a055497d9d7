import {
  HUMAN_CHECK_FAILED_MESSAGE, INVALID_SHIPPING_FOR_BILLING_MESSAGE, PAYMENT_METHOD_ERROR, type AddPaymentMethodRequest, type AddPaymentMethodResponse,
  type CartPaymentMethodResponse, type SavedPaymentMethod,
} from '../../../contracts/payment-methods';
import { isAddressValid } from '../../../domain/validation/address';
import { isCardExpired } from '../../../domain/validation/card';
import { listAddresses, listPaymentMethods, toSavedAddress, toSavedPaymentMethod, loadCart, resolveSelections, lockCart, touchCart } from '../../shop/cart';
import { findOwnAddress, insertAddress, setCartChoices, addressNotFound, toNewAddress } from '../addresses';
import type { ShopperContext } from '../../lib/shopper-routes';
import { AppError } from '../../errors';
import { isHumanCheckTokenValid } from '../../integrations/human-check/human-check';
import type { PaymentGateway } from '../../integrations/payment/payment-gateway';
import {
  CARD_USED_BY_AUTO_ORDER, CARD_USED_BY_AUTO_ORDER_MESSAGE, type PaymentSettingsCard, type UpdatePaymentMethodRequest,
} from '../../../contracts/account-settings';
import {
  countPaymentMethods, deletePaymentMethod, findOwnPaymentMethod, insertPaymentMethod, makeDefaultPaymentMethod, paymentMethodIdsUsedByAutoOrders,
  updatePaymentMethod,
} from './payment-methods.queries';

/**
 * Saved cards (cc §4, §7; issue 5). Adding one needs a passed human check and a token from the
 * payment provider; the store keeps the token, brand, last four digits and expiry only.
 */
export const paymentMethodNotFound = () => new AppError(404, PAYMENT_METHOD_ERROR.payment_method_not_found, 'This card was not found.');
export const cardExpired = () => new AppError(400, PAYMENT_METHOD_ERROR.card_expired, 'This card has expired: please choose or add another card.');

async function savedCards(ctx: ShopperContext): Promise<SavedPaymentMethod[]> {
  const [addresses, cards] = await Promise.all([listAddresses(ctx.db, ctx.userId), listPaymentMethods(ctx.db, ctx.userId)]);
  return cards.map((card) => toSavedPaymentMethod(card, addresses));
}

export const listShopperCards = savedCards;

/** The billing address of a new card: a saved one, a new one, or the cart's shipping address (cc §5). */
async function billingAddressFor(ctx: ShopperContext, body: AddPaymentMethodRequest): Promise<number> {
  if (body.billingAddress && body.useExistingAddressForBilling !== true) {
    return insertAddress(ctx.db, ctx.userId, toNewAddress(body.billingAddress, { isDefaultShipping: false, isDefaultBilling: false }), ctx.now);
  }
  if (body.billingAddressId) {
    const address = await findOwnAddress(ctx.db, ctx.userId, body.billingAddressId);
    if (!address) throw addressNotFound();
    return address.id;
  }
  const header = await lockCart(ctx.db, ctx.userId, ctx.now);
  const { shippingAddress } = resolveSelections(await loadCart(ctx.db, header, ctx.now));
  if (!shippingAddress || !isAddressValid(shippingAddress)) {
    throw new AppError(400, PAYMENT_METHOD_ERROR.invalid_shipping_address, INVALID_SHIPPING_FOR_BILLING_MESSAGE);
  }
  return shippingAddress.id;
}

/**
 * POST /api/account/paymentMethod/add/?updateCart= and POST /api/cart/paymentmethod/add/. With
 * updateCart the card and its billing address become the cart's (cc §4 "Adding a card sets it as
 * the cart's payment method and billing address").
 */
export async function addCard(
  ctx: ShopperContext,
  body: AddPaymentMethodRequest,
  deps: { gateway: PaymentGateway; secret: Uint8Array; updateCart: boolean },
): Promise<AddPaymentMethodResponse['returnValue']> {
  if (!isHumanCheckTokenValid(deps.secret, body.humanCheckToken, ctx.userId, ctx.now)) {
    throw new AppError(400, PAYMENT_METHOD_ERROR.human_check_required, HUMAN_CHECK_FAILED_MESSAGE);
  }
  const billingAddressId = await billingAddressFor(ctx, body);
  const card = await deps.gateway.claimToken(body.token, ctx.userId);
  if (!card) throw new AppError(400, PAYMENT_METHOD_ERROR.invalid_card_token, 'The card could not be added: please enter it again.');
  if (isCardExpired(card.expMonth, card.expYear, ctx.now)) throw cardExpired();

  const first = (await countPaymentMethods(ctx.db, ctx.userId)) === 0;
  const id = await insertPaymentMethod(
    ctx.db,
    { userId: ctx.userId, token: body.token, card, cardHolder: body.cardHolder.trim(), billingAddressId },
    ctx.now,
  );
  if (first || body.isDefault) await makeDefaultPaymentMethod(ctx.db, ctx.userId, id);
  if (deps.updateCart) {
    const header = await lockCart(ctx.db, ctx.userId, ctx.now);
    await setCartChoices(ctx.db, header.id, { paymentMethodId: id, billingAddressId });
    await touchCart(ctx.db, header.id, ctx.now);
  }
  const addresses = await listAddresses(ctx.db, ctx.userId);
  const saved = (await findOwnPaymentMethod(ctx.db, ctx.userId, id))!;
  const billing = addresses.find((a) => a.id === billingAddressId);
  return { paymentMethod: toSavedPaymentMethod(saved, addresses), billingAddress: billing ? toSavedAddress(billing) : null };
}

/**
 * DELETE /api/account/paymentMethods/{id}/. A card an active AutoOrder pays with stays until the
 * shopper chooses another for that AutoOrder, as its addresses do: 400 card_used_by_auto_order.
 */
export async function removeCard(ctx: ShopperContext, id: number): Promise<void> {
  if (!(await findOwnPaymentMethod(ctx.db, ctx.userId, id))) throw paymentMethodNotFound();
  if ((await paymentMethodIdsUsedByAutoOrders(ctx.db, ctx.userId)).has(id)) {
    throw new AppError(400, CARD_USED_BY_AUTO_ORDER, CARD_USED_BY_AUTO_ORDER_MESSAGE);
  }
  if (!(await deletePaymentMethod(ctx.db, ctx.userId, id))) throw paymentMethodNotFound();
}

/** PUT /api/cart/paymentMethod/{id}?makeDefault: the card, and its billing address when it has one. */
export async function chooseCard(ctx: ShopperContext, id: number, makeDefault: boolean): Promise<Omit<CartPaymentMethodResponse, 'isSuccess'>> {
  const header = await lockCart(ctx.db, ctx.userId, ctx.now);
  const card = await findOwnPaymentMethod(ctx.db, ctx.userId, id);
  if (!card) throw paymentMethodNotFound();
  if (isCardExpired(card.expMonth, card.expYear, ctx.now)) throw cardExpired();
  await setCartChoices(ctx.db, header.id, { paymentMethodId: id, ...(card.billingAddressId !== null ? { billingAddressId: card.billingAddressId } : {}) });
  if (makeDefault) await makeDefaultPaymentMethod(ctx.db, ctx.userId, id);
  const changed = await touchCart(ctx.db, header.id, ctx.now);
  const loaded = await loadCart(ctx.db, changed, ctx.now);
  const { billingAddress } = resolveSelections(loaded);
  const saved = (await findOwnPaymentMethod(ctx.db, ctx.userId, id))!;
  return {
    paymentMethod: toSavedPaymentMethod(saved, loaded.addresses),
    billingAddress: billingAddress ? toSavedAddress(billingAddress) : null,
  };
}

// ---------------------------------------------------------------- payment settings (issue 14)

type CardRow = NonNullable<Awaited<ReturnType<typeof findOwnPaymentMethod>>>;

function settingsCard(
  ctx: ShopperContext,
  card: Pick<CardRow, 'expMonth' | 'expYear'>,
  saved: SavedPaymentMethod,
  usedByAutoOrders: ReadonlySet<number>,
): PaymentSettingsCard {
  return {
    ...saved,
    expMonth: card.expMonth,
    expYear: card.expYear,
    isExpired: isCardExpired(card.expMonth, card.expYear, ctx.now),
    usedByAutoOrder: usedByAutoOrders.has(saved.id),
  };
}

/** GET /api/account/paymentsettings: the saved cards, each marked expired or not, used by an AutoOrder or not. */
export async function listPaymentSettings(ctx: ShopperContext): Promise<PaymentSettingsCard[]> {
  const [addresses, cards, used] = await Promise.all([
    listAddresses(ctx.db, ctx.userId),
    listPaymentMethods(ctx.db, ctx.userId),
    paymentMethodIdsUsedByAutoOrders(ctx.db, ctx.userId),
  ]);
  return cards.map((card) => settingsCard(ctx, card, toSavedPaymentMethod(card, addresses), used));
}

async function oneCard(ctx: ShopperContext, id: number): Promise<PaymentSettingsCard> {
  const card = await findOwnPaymentMethod(ctx.db, ctx.userId, id);
  if (!card) throw paymentMethodNotFound();
  const [addresses, used] = await Promise.all([listAddresses(ctx.db, ctx.userId), paymentMethodIdsUsedByAutoOrders(ctx.db, ctx.userId)]);
  return settingsCard(ctx, card, toSavedPaymentMethod(card, addresses), used);
}

/** GET /api/account/paymentMethods/{id}/ */
export const findPaymentSetting = oneCard;

/**
 * PUT /api/account/paymentMethods/{id}/: the renewed expiry goes to the provider with the card's
 * token (the number is never asked again), then the holder and the billing address are saved.
 */
export async function updateCard(ctx: ShopperContext, id: number, body: UpdatePaymentMethodRequest, gateway: PaymentGateway): Promise<PaymentSettingsCard> {
  const card = await findOwnPaymentMethod(ctx.db, ctx.userId, id);
  if (!card) throw paymentMethodNotFound();
  let billingAddressId = card.billingAddressId;
  if (body.billingAddressId) {
    const address = await findOwnAddress(ctx.db, ctx.userId, body.billingAddressId);
    if (!address) throw addressNotFound();
    billingAddressId = address.id;
  } else if (body.billingAddress) {
    billingAddressId = await insertAddress(ctx.db, ctx.userId, toNewAddress(body.billingAddress, { isDefaultShipping: false, isDefaultBilling: false }), ctx.now);
  }
  if (!(await gateway.updateCardExpiry(card.token, body.expirationMonth, body.expirationYear))) {
    throw new AppError(400, 'card_update_refused', 'The card could not be updated: please add it again.');
  }
  await updatePaymentMethod(ctx.db, ctx.userId, id, {
    expMonth: body.expirationMonth,
    expYear: body.expirationYear,
    cardHolder: body.cardHolder?.trim() || card.cardHolder,
    billingAddressId,
  });
  return oneCard(ctx, id);
}

/** PUT /api/account/paymentMethods/{id}/default: the card offered first (an expired card cannot be the default). */
export async function setDefaultCard(ctx: ShopperContext, id: number): Promise<PaymentSettingsCard> {
  const card = await findOwnPaymentMethod(ctx.db, ctx.userId, id);
  if (!card) throw paymentMethodNotFound();
  if (isCardExpired(card.expMonth, card.expYear, ctx.now)) throw cardExpired();
  await makeDefaultPaymentMethod(ctx.db, ctx.userId, id);
  return oneCard(ctx, id);
}

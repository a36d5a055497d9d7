import {
  ADDRESS_ERROR, BILLING_ADDRESS_LOCKED_MESSAGE, streetNeedsConfirmation, type AddAddressRequest, type SavedAddress,
} from '../../../contracts/addresses';
import { normalizePostalCode } from '../../../domain/validation/postal-code';
import { listAddresses, toSavedAddress, loadCart, resolveSelections, lockCart, touchCart } from '../../shop/cart';
import { AppError } from '../../errors';
import type { ShopperContext } from '../../lib/shopper-routes';
import {
  ADDRESS_USED_BY_AUTO_ORDER, ADDRESS_USED_BY_AUTO_ORDER_MESSAGE, type AddressBookEntry, type SetDefaultAddressRequest,
} from '../../../contracts/account-settings';
import {
  addressIdsUsedByAutoOrders, countAddresses, deleteAddress, findOwnAddress, insertAddress, makeDefaultAddress, setCartChoices,
  updateAddress, type NewAddress,
} from './addresses.queries';

export const addressNotFound = () => new AppError(404, ADDRESS_ERROR.address_not_found, 'This address was not found.');
const streetNotConfirmed = () =>
  new AppError(400, ADDRESS_ERROR.street_needs_confirmation, 'The street does not start with a number: please confirm it.');

type AddressFields = Pick<AddAddressRequest, 'locationName' | 'street1' | 'street2' | 'city' | 'state' | 'zipCode'>;

/** What is stored: trimmed, single spaces, province in capitals, postal code as 'A1A 1A1'. */
export function toNewAddress(body: AddressFields, flags: { isDefaultShipping: boolean; isDefaultBilling: boolean }): NewAddress {
  const clean = (value: string | null | undefined) => (value ?? '').trim().replace(/\s+/g, ' ');
  return {
    locationName: clean(body.locationName),
    street1: clean(body.street1),
    street2: clean(body.street2),
    city: clean(body.city),
    province: clean(body.state).toUpperCase(),
    postalCode: normalizePostalCode(body.zipCode) ?? clean(String(body.zipCode)).toUpperCase(),
    ...flags,
  };
}

export async function listShopperAddresses(ctx: ShopperContext): Promise<SavedAddress[]> {
  return (await listAddresses(ctx.db, ctx.userId)).map(toSavedAddress);
}

/**
 * POST /api/account/addresses/add/ and POST /api/cart/shippingAddress/add/ (onCart: it becomes the
 * cart's shipping address). The first address becomes the default shipping and billing one.
 */
export async function addAddress(ctx: ShopperContext, body: AddAddressRequest, { onCart }: { onCart: boolean }): Promise<SavedAddress> {
  if (streetNeedsConfirmation(body.street1) && body.streetConfirmed !== true) throw streetNotConfirmed();
  const first = (await countAddresses(ctx.db, ctx.userId)) === 0;
  const isDefaultShipping = first || body.isDefaultShipping === true;
  const isDefaultBilling = first || body.isDefaultBilling === true;
  const id = await insertAddress(ctx.db, ctx.userId, toNewAddress(body, { isDefaultShipping: false, isDefaultBilling: false }), ctx.now);
  await makeDefaultAddress(ctx.db, ctx.userId, id, { shipping: isDefaultShipping, billing: isDefaultBilling });
  if (onCart) {
    const header = await lockCart(ctx.db, ctx.userId, ctx.now);
    await setCartChoices(ctx.db, header.id, { shippingAddressId: id });
    await touchCart(ctx.db, header.id, ctx.now);
  }
  return toSavedAddress((await findOwnAddress(ctx.db, ctx.userId, id))!);
}

/**
 * DELETE /api/account/addresses/{id}/. An address an active AutoOrder ships to or bills stays until
 * the shopper chooses another for that AutoOrder (issue 14): 400 address_used_by_auto_order.
 */
export async function removeAddress(ctx: ShopperContext, id: number): Promise<void> {
  if (!(await findOwnAddress(ctx.db, ctx.userId, id))) throw addressNotFound();
  if ((await addressIdsUsedByAutoOrders(ctx.db, ctx.userId)).has(id)) {
    throw new AppError(400, ADDRESS_USED_BY_AUTO_ORDER, ADDRESS_USED_BY_AUTO_ORDER_MESSAGE);
  }
  if (!(await deleteAddress(ctx.db, ctx.userId, id))) throw addressNotFound();
}

/** GET /api/account/addresses/book: the addresses with whether an active AutoOrder uses each. */
export async function listAddressBook(ctx: ShopperContext): Promise<AddressBookEntry[]> {
  const [addresses, used] = await Promise.all([listAddresses(ctx.db, ctx.userId), addressIdsUsedByAutoOrders(ctx.db, ctx.userId)]);
  return addresses.map((address) => ({ ...toSavedAddress(address), usedByAutoOrder: used.has(address.id) }));
}

/** PUT /api/account/addresses/{id}/: the same rules as adding one (cc §5); the defaults stay as they are. */
export async function editAddress(ctx: ShopperContext, id: number, body: AddAddressRequest): Promise<SavedAddress> {
  if (!(await findOwnAddress(ctx.db, ctx.userId, id))) throw addressNotFound();
  if (streetNeedsConfirmation(body.street1) && body.streetConfirmed !== true) throw streetNotConfirmed();
  const { isDefaultShipping: _s, isDefaultBilling: _b, ...fields } = toNewAddress(body, { isDefaultShipping: false, isDefaultBilling: false });
  if (!(await updateAddress(ctx.db, ctx.userId, id, fields))) throw addressNotFound();
  if (body.isDefaultShipping || body.isDefaultBilling) {
    await makeDefaultAddress(ctx.db, ctx.userId, id, { shipping: body.isDefaultShipping === true, billing: body.isDefaultBilling === true });
  }
  return toSavedAddress((await findOwnAddress(ctx.db, ctx.userId, id))!);
}

/** PUT /api/account/addresses/{id}/default: the default shipping and/or billing address. */
export async function setDefaultAddress(ctx: ShopperContext, id: number, which: SetDefaultAddressRequest): Promise<SavedAddress> {
  if (!(await findOwnAddress(ctx.db, ctx.userId, id))) throw addressNotFound();
  await makeDefaultAddress(ctx.db, ctx.userId, id, { shipping: which.shipping === true, billing: which.billing === true });
  return toSavedAddress((await findOwnAddress(ctx.db, ctx.userId, id))!);
}

/** PUT /api/cart/shippingAddress/{id}?makeDefault */
export async function chooseShippingAddress(ctx: ShopperContext, id: number, makeDefault: boolean): Promise<SavedAddress> {
  const header = await lockCart(ctx.db, ctx.userId, ctx.now);
  const address = await findOwnAddress(ctx.db, ctx.userId, id);
  if (!address) throw addressNotFound();
  await setCartChoices(ctx.db, header.id, { shippingAddressId: id });
  if (makeDefault) await makeDefaultAddress(ctx.db, ctx.userId, id, { shipping: true });
  await touchCart(ctx.db, header.id, ctx.now);
  return toSavedAddress((await findOwnAddress(ctx.db, ctx.userId, id))!);
}

/**
 * PUT /api/cart/billingAddress/{id}: allowed only while the cart's card has no billing address of
 * its own (cc §4; cc §8 "ERROR - Not allowed - nope.").
 */
export async function chooseBillingAddress(ctx: ShopperContext, id: number): Promise<SavedAddress> {
  const header = await lockCart(ctx.db, ctx.userId, ctx.now);
  const address = await findOwnAddress(ctx.db, ctx.userId, id);
  if (!address) throw addressNotFound();
  const { paymentMethod } = resolveSelections(await loadCart(ctx.db, header, ctx.now));
  if (paymentMethod?.billingAddressId != null && paymentMethod.billingAddressId !== id) {
    throw new AppError(400, ADDRESS_ERROR.billing_address_locked, BILLING_ADDRESS_LOCKED_MESSAGE);
  }
  await setCartChoices(ctx.db, header.id, { billingAddressId: id });
  await touchCart(ctx.db, header.id, ctx.now);
  return toSavedAddress(address);
}

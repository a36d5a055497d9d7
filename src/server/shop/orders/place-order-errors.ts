import { AUTO_ORDER_CHOICE_REQUIRED_MESSAGE, CHECKOUT_ERROR, DELIVERY_OPTION_REQUIRED_MESSAGE, type CheckoutErrorCode } from '../../../contracts/checkout';
import { AppError } from '../../errors';

/**
 * Refusals of POST /api/cart/placeOrder/ (issue 5 "Bad input"). Each is thrown inside the order's
 * transaction, so nothing is written. Those with `reload` tell the web to reload the checkout after
 * 3 s (cc §4 Failed order: "if the response has a return value").
 */
export interface RefusalData {
  reload: true;
  productIds?: number[];
  /** The clinic's maximum quantity per order (quantity_over_max). */
  max?: number;
  /** The amount of the order cost range the order misses (order_below_minimum, order_above_maximum). */
  amountCents?: number;
}

const refuse = (status: number, code: CheckoutErrorCode, message: string, data?: RefusalData) => new AppError(status, code, message, data);

export const isReloadRefusal = (error: unknown): error is AppError & { data: RefusalData } =>
  error instanceof AppError && (error.data as RefusalData | undefined)?.reload === true;

export const autoOrderChoiceRequired = () => refuse(400, CHECKOUT_ERROR.auto_order_choice_required, AUTO_ORDER_CHOICE_REQUIRED_MESSAGE);
export const autoOrderFrequencyRequired = () =>
  refuse(400, CHECKOUT_ERROR.auto_order_frequency, 'Please choose how often the AutoOrder repeats: every 1 to 40 weeks.');
export const noAutoOrderItems = () => refuse(400, CHECKOUT_ERROR.no_auto_order_items, 'None of the items in your cart can be ordered on AutoOrder.');
export const deliveryOptionRequired = (groupNumber: number) =>
  new AppError(400, CHECKOUT_ERROR.delivery_option_required, DELIVERY_OPTION_REQUIRED_MESSAGE, { groupNumber });
export const invalidDeliveryOption = (groupNumber: number) =>
  new AppError(400, CHECKOUT_ERROR.invalid_delivery_option, 'This delivery option is not offered for these items.', { groupNumber });
/** rr §5, §8: home shipping only within the clinic's province; "choose pickup or another address". */
export const restrictedProvince = (groupNumber: number) =>
  new AppError(
    400,
    CHECKOUT_ERROR.restricted_province,
    'Home delivery to this province is not available from your clinic. Please choose clinic pickup or another address.',
    { groupNumber },
  );
export const cartEmpty = () => refuse(400, CHECKOUT_ERROR.cart_empty, 'Your cart is empty.');
export const shippingAddressRequired = () => refuse(400, CHECKOUT_ERROR.shipping_address_required, 'Please choose a shipping address.');
export const invalidShippingAddress = () => refuse(400, CHECKOUT_ERROR.invalid_shipping_address, 'The shipping address is not valid: please correct it.');
export const billingAddressRequired = () => refuse(400, CHECKOUT_ERROR.billing_address_required, 'Please choose a billing address.');
export const invalidBillingAddress = () => refuse(400, CHECKOUT_ERROR.invalid_billing_address, 'The billing address is not valid: please correct it.');
export const paymentMethodRequired = () => refuse(400, CHECKOUT_ERROR.payment_method_required, 'Please choose a payment card.');
export const cardExpired = () => refuse(400, CHECKOUT_ERROR.card_expired, 'This card has expired: please choose or add another card.');
export const addressNotFound = () => refuse(404, CHECKOUT_ERROR.address_not_found, 'This address was not found.');
export const paymentMethodNotFound = () => refuse(404, CHECKOUT_ERROR.payment_method_not_found, 'This card was not found.');
export const outOfStock = (productIds: number[]) => refuse(409, CHECKOUT_ERROR.out_of_stock, 'products out of stock', { reload: true, productIds });
export const priceChanged = () =>
  refuse(400, CHECKOUT_ERROR.price_changed, 'The prices of your order have changed: please review it again.', { reload: true });
export const cartChanged = () => refuse(409, CHECKOUT_ERROR.cart_changed, 'Your cart has changed: please review your order again.', { reload: true });
/** rr §6, §8 "order restricted": the clinic is not authorised to order (issue 25); nothing to reload, nothing the shopper can change. */
export const orderRestricted = () =>
  refuse(403, CHECKOUT_ERROR.order_restricted, 'Your clinic is not authorised to take orders online at the moment, so this order cannot be placed. Please contact your clinic.');
/** rr §6: this client's account may not place orders (issue 25); nothing the shopper can change here. */
export const accountOrderRestricted = () =>
  refuse(403, CHECKOUT_ERROR.account_order_restricted, 'Your account is not allowed to place orders online at the moment, so this order cannot be placed. Please contact your clinic.');
export const paymentDeclined = (message: string) => refuse(402, CHECKOUT_ERROR.payment_declined, message);
/** Issue 25, rr §8: past a product's monthly quantity or allocation per shopper; the message (shopper's language) lists each. */
export const orderingLimit = (kind: 'monthly' | 'allocation', message: string, productIds: number[]) =>
  refuse(409, kind === 'monthly' ? CHECKOUT_ERROR.monthly_limit : CHECKOUT_ERROR.allocation_limit, message, { reload: true, productIds });
/** Issue 25, rr §8 "restricted ZIP, postal code or province (choose pickup or another address)". */
export const restrictedArea = (groupNumber: number, message: string) => new AppError(400, CHECKOUT_ERROR.restricted_area, message, { groupNumber });
/** Issue 25, rr §5: a line above the clinic's maximum quantity per order; the message (shopper's language) names product and maximum. */
export const quantityOverMax = (message: string, productIds: number[], max: number) =>
  refuse(409, CHECKOUT_ERROR.quantity_over_max, message, { reload: true, productIds, max });
/** Issue 25, rr §5 order cost range: the message (shopper's language) names the amount. */
export const orderCost = (kind: 'belowMinimum' | 'aboveMaximum', message: string, amountCents: number) =>
  refuse(409, kind === 'belowMinimum' ? CHECKOUT_ERROR.order_below_minimum : CHECKOUT_ERROR.order_above_maximum, message, { reload: true, amountCents });

/** The payment-methods feature's public module: its routes (registered with the checkout's) and the card look-up placing an order needs. */
export { findOwnPaymentMethod } from './payment-methods.queries';
export { paymentMethodRoutes } from './payment-methods.routes';

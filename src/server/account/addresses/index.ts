/**
 * The addresses feature's public module: its routes (registered with the checkout's) and what saving
 * a card's billing address needs (payment-methods).
 */
export { findOwnAddress, insertAddress, setCartChoices } from './addresses.queries';
export { addressRoutes } from './addresses.routes';
export { addressNotFound, toNewAddress } from './addresses.service';

/** The pets feature's public module: its routes, registered with the cart's (cart.plugin.ts). */
export { petsRoutes } from './pets.routes';

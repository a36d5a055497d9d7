import { PAGE_ROUTES } from '../../contracts/routes';
import { currentLocation, navigateTo } from './navigator';
import { tokenStore } from './token';

/**
 * rr §8: a 401 forgets the token and sends the shopper to sign in, back to this page afterwards.
 * For the calls that handle their own errors (cart, checkout); the call layer does the same itself.
 */
export function goToSignIn(): void {
  tokenStore.drop();
  const { pathname, search } = currentLocation();
  navigateTo(`${PAGE_ROUTES.logon}?returnUrl=${encodeURIComponent(`${pathname}${search}`)}`);
}

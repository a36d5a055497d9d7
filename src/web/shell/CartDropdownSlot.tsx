import { useFeatureSlot } from '../feature-slots';

/** The header's cart place (cc: cart dropdown): the cart feature's dropdown, provided by app-slots.tsx. */
export function CartDropdownSlot() {
  const render = useFeatureSlot('headerCart');
  return render ? <>{render()}</> : null;
}

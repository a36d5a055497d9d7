import { useFeatureSlot, type AddToCartPanelSlotProps } from '../../../../feature-slots';

export type { AddToCartPanelSlotProps };

/** The cart's add-to-cart panel (cc §2), plugged in by the app (src/web/app-slots.tsx). */
export function AddToCartPanelSlot(props: AddToCartPanelSlotProps) {
  const render = useFeatureSlot('addToCartPanel');
  return render ? render(props) : null;
}

import { useFeatureSlot, type PromoProductAddSlotProps } from '../../../../feature-slots';

export type { PromoProductAddSlotProps };

/** The cart's add button for a product of the promotion pop-up (cat §4), plugged in by the app. */
export function PromoProductAddSlot(props: PromoProductAddSlotProps) {
  const render = useFeatureSlot('promoProductAdd');
  return render ? render(props) : null;
}

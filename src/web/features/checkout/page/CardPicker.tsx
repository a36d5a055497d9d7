import type { SavedPaymentMethod } from '../../../../contracts/payment-methods';
import { shownPaymentMethods } from '../lib/saved-lists';
import { CardText } from './CardText';
import { SavedPicker } from './SavedPicker';

export interface CardPickerProps {
  cards: readonly SavedPaymentMethod[] | undefined;
  currentId: number | null;
  onChoose: (card: SavedPaymentMethod, makeDefault: boolean) => void;
  busy: boolean;
}

/** cc §2: the saved-card picker. */
export function CardPicker({ cards, currentId, onChoose, busy }: CardPickerProps) {
  return (
    <SavedPicker
      items={cards && shownPaymentMethods(cards)}
      currentId={currentId}
      messages={{ list: 'checkout.card.savedList', none: 'checkout.card.noneSaved', choose: 'checkout.card.useThis', makeDefault: 'checkout.card.makeDefaultChoice' }}
      renderText={(card) => <CardText card={card} />}
      onChoose={onChoose}
      busy={busy}
    />
  );
}

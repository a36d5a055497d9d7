import type { SavedPaymentMethod } from '../../../../../contracts/payment-methods';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { paymentSettingsEditPath } from '../../../../../contracts/account-routes';
import { isSavedCardExpired, shownPaymentMethods } from '../../../../ui/address-card/saved-lists';
import { CardText } from '../../../../ui/address-card/CardText';
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
      renderText={(card) => (
        <>
          <CardText card={card} />
          {isSavedCardExpired(card) && (
            // cc §2: an expired card's update form, which comes back to checkout once saved (issue 14).
            <Link className="card-update-link" to={paymentSettingsEditPath(card.id, true)}>
              <FormattedMessage id="checkout.card.updateExpired" />
            </Link>
          )}
        </>
      )}
      onChoose={onChoose}
      busy={busy}
    />
  );
}
